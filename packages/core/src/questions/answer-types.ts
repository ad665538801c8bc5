import type { Question } from '../events/question-schema.ts';

/** A file the visitor has uploaded, as the answer carries it (the local file handle removed). */
export interface AnswerAttachment {
  name: string;
  key?: string;
  url?: string;
  size?: number;
  contentType?: string;
}

/** What the visitor gave for one question. */
export interface AnswerValue {
  /** The text; for CHECKBOX and MULTI_SELECT the options encoded by `encodeChoices`. */
  answer: string;
  /** The text of the 'Others' box when the option `others` is chosen. */
  otherAnswer?: string;
  /** ATTACHMENT questions only. */
  attachments?: readonly AnswerAttachment[];
}

/** One item of a submitted answer list (booking or routing form submission). */
export interface SubmittedAnswer extends AnswerValue {
  questionId: string;
  /** The question's text as the visitor saw it; informative only. */
  question?: string;
  /** The question's type as the client saw it; informative only, the question decides. */
  type?: string;
}

/**
 * A question as the validator needs it. Fields the question schema defaults may be left
 * out and take those defaults, so a form draft validates the same as a parsed question.
 */
export type AnswerQuestion = Pick<Question, 'questionId' | 'type'> &
  Partial<
    Pick<
      Question,
      | 'content'
      | 'required'
      | 'enable'
      | 'listItems'
      | 'allowOthers'
      | 'attachmentType'
      | 'attachmentMeta'
      | 'dateFormat'
      | 'dateRangeType'
      | 'customDateRange'
      | 'dobDateRange'
    >
  >;

/**
 * Where the answers come from: the public routing form, whose files may be at most 5 MB,
 * or the booking details step, whose files follow the upload default (25 MB).
 */
export type AnswerMode = 'routing-form' | 'booking';

export interface AnswerContext {
  /** The current instant; "today" for date rules is its date in `timezone`. */
  now: Date | number;
  /** The visitor's IANA zone. */
  timezone: string;
  mode: AnswerMode;
}
