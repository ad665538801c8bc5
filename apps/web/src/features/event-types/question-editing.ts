import {
  CHOICE_QUESTION_TYPES,
  EMAIL_QUESTION_TYPES,
  type EventQuestionType,
  type Question,
} from '@kairos/core/events/question-schema';

export const QUESTION_TYPE_LABELS: Record<EventQuestionType, string> = {
  ONE_LINE: 'Short text',
  MULTI_LINE: 'Long text',
  RADIO: 'Single choice (radio)',
  CHECKBOX: 'Checkboxes',
  DROPDOWN: 'Dropdown',
  PHONE_NUMBER: 'Phone number',
  MULTI_SELECT: 'Multiple choice',
  ATTACHMENT: 'File upload',
  NAME: 'Name',
  EMAILID: 'Email (legacy)',
  EMAIL_ID: 'Email',
  DATE: 'Date',
};

/** Types a host can pick; the legacy email type stays readable but is not offered. */
export const PICKABLE_QUESTION_TYPES: readonly EventQuestionType[] = [
  'ONE_LINE',
  'MULTI_LINE',
  'RADIO',
  'CHECKBOX',
  'DROPDOWN',
  'MULTI_SELECT',
  'PHONE_NUMBER',
  'ATTACHMENT',
  'DATE',
  'NAME',
  'EMAIL_ID',
];

export const DEFAULT_DOB_RANGE = { minYears: 18, maxYears: 100, minDays: 0, maxDays: 0 };

export function isChoiceType(type: EventQuestionType): boolean {
  return CHOICE_QUESTION_TYPES.includes(type);
}

/** The question as `type`, dropping the settings only the old type had. */
export function changeQuestionType(question: Question, type: EventQuestionType): Question {
  const next: Question = { ...question, type };
  if (!isChoiceType(type)) {
    next.listItems = [];
    next.allowOthers = false;
  } else if (next.listItems.length === 0) {
    next.listItems = ['Option 1'];
  }
  if (type !== 'ATTACHMENT') next.attachmentType = [];
  if (type !== 'PHONE_NUMBER') next.isWhatsapp = false;
  if (type !== 'DATE') {
    delete next.dateRangeType;
    delete next.customDateRange;
    delete next.dobDateRange;
  }
  return next;
}

/**
 * The name and email questions a booking cannot do without: the first NAME question and the
 * first email question. They stay on, required and of their type.
 */
export function essentialQuestionIds(questions: readonly Question[]): Set<string> {
  const name = questions.find((q) => q.type === 'NAME');
  const email = questions.find((q) => EMAIL_QUESTION_TYPES.includes(q.type));
  return new Set([name?.questionId, email?.questionId].filter((id): id is string => id !== undefined));
}

/** A short description of a question for its row: type, and whether it is required or hidden. */
export function describeQuestion(question: Question): string {
  const parts = [QUESTION_TYPE_LABELS[question.type]];
  if (!question.enable) parts.push('hidden');
  else parts.push(question.required ? 'required' : 'optional');
  return parts.join(' · ');
}
