import {
  CHOICE_QUESTION_TYPES,
  EMAIL_QUESTION_TYPES,
  type EventQuestionType,
  type Question,
} from '@kairos/core/events/question-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';

/** Each question type's name in the dashboard catalogue. */
export const QUESTION_TYPE_KEYS = {
  ONE_LINE: 'eventTypes.questionType.oneLine',
  MULTI_LINE: 'eventTypes.questionType.multiLine',
  RADIO: 'eventTypes.questionType.radio',
  CHECKBOX: 'eventTypes.questionType.checkbox',
  DROPDOWN: 'eventTypes.questionType.dropdown',
  PHONE_NUMBER: 'eventTypes.questionType.phoneNumber',
  MULTI_SELECT: 'eventTypes.questionType.multiSelect',
  ATTACHMENT: 'eventTypes.questionType.attachment',
  NAME: 'eventTypes.questionType.name',
  EMAILID: 'eventTypes.questionType.legacyEmail',
  EMAIL_ID: 'eventTypes.questionType.email',
  DATE: 'eventTypes.questionType.date',
} as const satisfies Record<EventQuestionType, DashboardKey>;

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

/** The question as `type`, dropping the settings only the old type had; a new choice list gets a first option. */
export function changeQuestionType(
  t: DashboardTranslate,
  question: Question,
  type: EventQuestionType,
): Question {
  const next: Question = { ...question, type };
  if (!isChoiceType(type)) {
    next.listItems = [];
    next.allowOthers = false;
  } else if (next.listItems.length === 0) {
    next.listItems = [t('eventTypes.questions.firstOption')];
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
export function describeQuestion(t: DashboardTranslate, question: Question): string {
  const state = !question.enable ? 'hidden' : question.required ? 'required' : 'optional';
  return t('eventTypes.questions.summary', { type: t(QUESTION_TYPE_KEYS[question.type]), state });
}
