import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { Question } from '@kairos/core/events/question-schema';
import {
  type AnswerDraft,
  type BookingDraft,
  chosenModeKey,
  type FieldErrors,
  fieldKey,
  modeChoiceOf,
  OTHERS_OPTION,
  splitQuestions,
} from './booking-draft';
import { checkQuestionDate } from './date-question';
import { checkPhone } from './phone-number';

export const EMPTY_FIELD = "Field can't be empty";
export const BAD_EMAIL = 'Please provide correct email';

// The shape the server's email check accepts: no leading, trailing or double dots; a dotted domain.
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

export interface ValidationContext {
  /** The visitor's date today, in their zone, for date questions. */
  today: string;
}

function checkChoices(question: Question, answer: AnswerDraft, errors: FieldErrors): void {
  const key = fieldKey.answer(question.questionId);
  const chosen = answer.choices.filter(Boolean);
  if (chosen.length === 0) {
    if (question.required) {
      const multiple = question.type === 'CHECKBOX' || question.type === 'MULTI_SELECT';
      errors[key] = multiple ? 'Please select at least one option' : EMPTY_FIELD;
    }
    return;
  }
  if (question.allowOthers && chosen.includes(OTHERS_OPTION) && answer.other.trim() === '') {
    errors[fieldKey.other(question.questionId)] = 'Required';
  }
}

function checkAttachment(question: Question, answer: AnswerDraft): string | null {
  const count = answer.files.length;
  if (count === 0) return question.required ? EMPTY_FIELD : null;
  const { min, max } = question.attachmentMeta;
  if (question.required && count < min) return `Upload at least ${min} ${min === 1 ? 'file' : 'files'}`;
  if (count > max) return `Upload at most ${max} ${max === 1 ? 'file' : 'files'}`;
  return null;
}

/** The message for one question's answer (spec section 5), or null when it is acceptable. */
export function checkAnswer(
  question: Question,
  answer: AnswerDraft,
  context: ValidationContext,
): string | null {
  const text = answer.text.trim();
  switch (question.type) {
    case 'RADIO':
    case 'CHECKBOX':
    case 'DROPDOWN':
    case 'MULTI_SELECT':
      return null;
    case 'ATTACHMENT':
      return checkAttachment(question, answer);
    case 'PHONE_NUMBER':
      return checkPhone(answer.text, answer.country, question.required);
    case 'NAME':
      return question.required && text === '' ? 'Please enter name' : null;
    case 'EMAILID':
    case 'EMAIL_ID':
      if (text === '') return question.required ? EMPTY_FIELD : null;
      return isEmail(text) ? null : BAD_EMAIL;
    case 'DATE':
      if (text === '') return question.required ? EMPTY_FIELD : null;
      return checkQuestionDate(text, question, context.today);
    default:
      return question.required && text === '' ? EMPTY_FIELD : null;
  }
}

function checkGuests(draft: BookingDraft, errors: FieldErrors): void {
  const seen = new Set([draft.emailId.trim().toLowerCase()]);
  draft.guests.forEach((guest, index) => {
    const email = guest.trim().toLowerCase();
    if (email === '') return;
    if (!isEmail(email)) errors[fieldKey.guest(index)] = BAD_EMAIL;
    else if (seen.has(email)) errors[fieldKey.guest(index)] = 'This email is already on the booking';
    seen.add(email);
  });
}

function checkMode(event: Pick<PublicEvent, 'modes'>, draft: BookingDraft, errors: FieldErrors): void {
  const choice = modeChoiceOf(event);
  const key = chosenModeKey(choice, draft);
  if (choice.options.length > 0 && key === null) {
    errors[fieldKey.mode] = 'Please select location';
    return;
  }
  if (key === 'ASK_INVITEE' && draft.modeValue.trim() === '') errors[fieldKey.modeValue] = 'Required';
  if (key === 'PHONE_NUMBER') {
    const message = checkPhone(draft.modeValue, draft.modeCountry, true);
    if (message) errors[fieldKey.modeValue] = message;
  }
}

/** Every problem of the details form, keyed by field; empty when the booking can be sent. */
export function validateBookingDraft(
  event: Pick<PublicEvent, 'questions' | 'modes' | 'termsAndCondition' | 'allowAttendeesToAddGuests'>,
  draft: BookingDraft,
  context: ValidationContext,
): FieldErrors {
  const errors: FieldErrors = {};
  const questions = splitQuestions(event.questions);
  if (draft.fullName.trim() === '') errors[fieldKey.fullName] = 'Please enter name';
  if (draft.emailId.trim() === '') errors[fieldKey.emailId] = EMPTY_FIELD;
  else if (!isEmail(draft.emailId)) errors[fieldKey.emailId] = BAD_EMAIL;

  for (const question of questions.others) {
    const answer = draft.answers[question.questionId];
    if (!answer) continue;
    checkChoices(question, answer, errors);
    const message = checkAnswer(question, answer, context);
    if (message) errors[fieldKey.answer(question.questionId)] = message;
  }
  if (event.allowAttendeesToAddGuests) checkGuests(draft, errors);
  checkMode(event, draft, errors);
  const terms = event.termsAndCondition;
  if (terms.enable && terms.required && !draft.termsAccepted) {
    errors[fieldKey.terms] = 'Please accept the terms and conditions';
  }
  return errors;
}
