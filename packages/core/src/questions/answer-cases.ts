import type { AnswerCase } from './answer-case.ts';
import { BIRTH_DATE_ANSWER_CASES } from './answer-cases-birth.ts';
import { DATE_ANSWER_CASES } from './answer-cases-dates.ts';
import { FILE_ANSWER_CASES } from './answer-cases-files.ts';
import { PHONE_ANSWER_CASES } from './answer-cases-phone.ts';
import { TEXT_ANSWER_CASES } from './answer-cases-text.ts';

export type { AnswerCase } from './answer-case.ts';

/**
 * The one table of answer rules: the browser's form tests, the server's submission tests
 * and this package's tests all run it, so a message cannot drift between them. A row says
 * which message `validateAnswer` gives (null: none) and, through `field`, whether
 * `validateAnswers` reports it on the answer or on its 'Others' box. Times are exact
 * instants; every row names the visitor's zone.
 */
export const ANSWER_CASES: readonly AnswerCase[] = [
  ...TEXT_ANSWER_CASES,
  ...PHONE_ANSWER_CASES,
  ...FILE_ANSWER_CASES,
  ...DATE_ANSWER_CASES,
  ...BIRTH_DATE_ANSWER_CASES,
];
