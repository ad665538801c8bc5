import type { AnswerMode, AnswerQuestion, AnswerValue } from './answer-types.ts';

/** One row of the shared answer table: a question, an answer, when and where, and the message expected. */
export interface AnswerCase {
  name: string;
  question: AnswerQuestion;
  answer: AnswerValue;
  /** Epoch milliseconds, written as an exact ISO instant in the table. */
  now: number;
  timezone: string;
  /** Defaults to the public routing form. */
  mode?: AnswerMode;
  expected: string | null;
  /** Where the issue is reported; 'otherAnswer' for the 'Others' box, else the answer. */
  field?: 'answer' | 'otherAnswer';
}

/** The instant most rows use: 1 March 2027, 16:00 in Asia/Kolkata. */
export const TABLE_NOW = Date.parse('2027-03-01T10:30:00Z');
export const TABLE_ZONE = 'Asia/Kolkata';

type CaseInput = Omit<AnswerCase, 'now' | 'timezone' | 'answer'> & {
  answer: AnswerValue | string;
  now?: string;
  timezone?: string;
};

/** A row with the table's instant and zone unless it names its own; a bare string is the answer text. */
export function answerCase(input: CaseInput): AnswerCase {
  const { now, timezone, answer, ...rest } = input;
  return {
    ...rest,
    answer: typeof answer === 'string' ? { answer } : answer,
    now: now === undefined ? TABLE_NOW : Date.parse(now),
    timezone: timezone ?? TABLE_ZONE,
  };
}
