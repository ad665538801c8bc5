import { EmailSchema } from '@kairos/core/accounts/schemas';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import { blankQuestion, type Question } from '@kairos/core/events/question-schema';
import { translateAnswerMessage } from '@kairos/core/i18n/answer-messages';
import { en, type MessageKey } from '@kairos/core/i18n/catalogues/en';
import type { Translate } from '@kairos/core/i18n/translate';
import type { AnswerContext } from '@kairos/core/questions/answer-types';
import { findAnswerIssue } from '@kairos/core/questions/validate-answers';
import {
  type AnswerDraft,
  type BookingDraft,
  chosenModeKey,
  type FieldErrors,
  fieldKey,
  modeChoiceOf,
  splitQuestions,
} from './booking-draft';
import { toAnswerValue } from './booking-request';

export const BAD_EMAIL = en['validation.badEmail'];

/** The same email rule the server applies to attendees and guests. */
export function isEmail(text: string): boolean {
  return EmailSchema.safeParse(text).success;
}

export interface ValidationContext {
  now: number;
  /** The visitor's zone: date questions read "today" in it. */
  timezone: string;
  /** The page's language; English when absent. */
  t?: Translate;
}

/** A form message in the page's language. */
function say(context: { t?: Translate | undefined }, key: MessageKey): string {
  return context.t ? context.t(key) : en[key];
}

/** An answer check's message (core's English) in the page's language. */
function sayAnswer(context: { t?: Translate | undefined }, message: string): string {
  return context.t ? translateAnswerMessage(context.t, message) : message;
}

function answerContext(context: ValidationContext): AnswerContext {
  return { now: context.now, timezone: context.timezone, mode: 'booking' };
}

/**
 * One question's message for the form, from the rules the server runs on the same answer
 * (core's shared validator), keyed on the answer or its 'Others' box.
 */
export function checkQuestion(
  question: Question,
  answer: AnswerDraft,
  context: ValidationContext,
): { key: string; message: string } | null {
  const issue = findAnswerIssue(question, toAnswerValue(question, answer), answerContext(context));
  if (!issue) return null;
  const key =
    issue.field === 'otherAnswer'
      ? fieldKey.other(question.questionId)
      : fieldKey.answer(question.questionId);
  return { key, message: sayAnswer(context, issue.message) };
}

const PHONE_MODE_QUESTION: Question = {
  ...blankQuestion('mode'),
  content: 'Phone number',
  type: 'PHONE_NUMBER',
  required: true,
};

/** The attendee's own name and email, which every booking needs. */
function checkIdentity(draft: BookingDraft, errors: FieldErrors, context: ValidationContext): void {
  if (draft.fullName.trim() === '') errors[fieldKey.fullName] = say(context, 'validation.enterName');
  if (draft.emailId.trim() === '') errors[fieldKey.emailId] = say(context, 'validation.empty');
  else if (!isEmail(draft.emailId)) errors[fieldKey.emailId] = say(context, 'validation.badEmail');
}

function checkGuests(draft: BookingDraft, errors: FieldErrors, context: ValidationContext): void {
  const seen = new Set([draft.emailId.trim().toLowerCase()]);
  draft.guests.forEach((guest, index) => {
    const email = guest.trim().toLowerCase();
    if (email === '') return;
    if (!isEmail(email)) errors[fieldKey.guest(index)] = say(context, 'validation.badEmail');
    else if (seen.has(email)) errors[fieldKey.guest(index)] = say(context, 'validation.duplicateGuest');
    seen.add(email);
  });
}

function checkMode(
  event: Pick<PublicEvent, 'modes'>,
  draft: BookingDraft,
  errors: FieldErrors,
  context: ValidationContext,
): void {
  const choice = modeChoiceOf(event);
  const key = chosenModeKey(choice, draft);
  if (choice.options.length > 0 && key === null) {
    errors[fieldKey.mode] = say(context, 'validation.selectLocation');
    return;
  }
  if (key === 'ASK_INVITEE' && draft.modeValue.trim() === '')
    errors[fieldKey.modeValue] = say(context, 'validation.required');
  if (key === 'PHONE_NUMBER') {
    const issue = findAnswerIssue(PHONE_MODE_QUESTION, { answer: draft.modeValue }, answerContext(context));
    if (issue) errors[fieldKey.modeValue] = sayAnswer(context, issue.message);
  }
}

/** Every problem of the details form, keyed by field; empty when the booking can be sent. */
export function validateBookingDraft(
  event: Pick<
    PublicEvent,
    'questions' | 'modes' | 'termsAndCondition' | 'allowAttendeesToAddGuests' | 'guestLimit'
  > & { payment?: PublicEvent['payment'] },
  draft: BookingDraft,
  context: ValidationContext & { paid?: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  const questions = splitQuestions(event.questions);
  checkIdentity(draft, errors, context);
  for (const question of questions.others) {
    const answer = draft.answers[question.questionId];
    if (!answer) continue;
    const issue = checkQuestion(question, answer, context);
    if (issue) errors[issue.key] = issue.message;
  }
  if (event.allowAttendeesToAddGuests) checkGuests(draft, errors, context);
  checkMode(event, draft, errors, context);
  const terms = event.termsAndCondition;
  if (terms.enable && terms.required && !draft.termsAccepted) {
    errors[fieldKey.terms] = say(context, 'validation.acceptTerms');
  }
  if (context.paid && !draft.paymentMethod)
    errors[fieldKey.payment] = say(context, 'validation.choosePayment');
  return errors;
}
