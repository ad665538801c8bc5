import type { FieldIssue } from '@kairos/core/errors';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { Question } from '@kairos/core/events/question-schema';
import type { Locale } from '@kairos/core/i18n/locales';
import type { AnswerValue } from '@kairos/core/questions/answer-types';
import { encodeChoices, OTHERS_OPTION } from '@kairos/core/questions/choices';
import { formatQuestionDate } from '@kairos/core/questions/question-dates';
import { isEmptyAnswer } from '@kairos/core/questions/submission';
import type { BookingAnswer, BookingRequest } from './booking-contract';
import {
  type AnswerDraft,
  type BookingDraft,
  chosenModeKey,
  type FieldErrors,
  fieldKey,
  modeChoiceOf,
  splitQuestions,
} from './booking-draft';
import { hasUtms, type Utms } from './utm';

type BookableEvent = Pick<
  PublicEvent,
  '_id' | 'questions' | 'modes' | 'termsAndCondition' | 'allowAttendeesToAddGuests'
> & { payment?: PublicEvent['payment'] };

/** An answer as the shared validator reads it: multiple choices JSON-encoded, dates in the question's format. */
export function toAnswerValue(question: Question, answer: AnswerDraft): AnswerValue {
  switch (question.type) {
    case 'RADIO':
    case 'DROPDOWN':
    case 'CHECKBOX':
    case 'MULTI_SELECT': {
      const chosen = answer.choices.filter(Boolean);
      const single = question.type === 'RADIO' || question.type === 'DROPDOWN';
      const other = chosen.includes(OTHERS_OPTION) ? answer.other.trim() : '';
      return {
        answer: single ? (chosen[0] ?? '') : encodeChoices(chosen),
        ...(other ? { otherAnswer: other } : {}),
      };
    }
    case 'ATTACHMENT':
      return { answer: answer.files.map((file) => file.name).join(', '), attachments: answer.files };
    case 'DATE': {
      const text = answer.text.trim();
      return { answer: text ? formatQuestionDate(text, question.dateFormat) : '' };
    }
    default:
      return { answer: answer.text.trim() };
  }
}

/** One answer for the booking body, or null when the visitor left it empty. */
export function toBookingAnswer(question: Question, answer: AnswerDraft): BookingAnswer | null {
  const value = toAnswerValue(question, answer);
  const item: BookingAnswer = {
    questionId: question.questionId,
    question: question.content,
    type: question.type,
    ...value,
  };
  return isEmptyAnswer(item) ? null : item;
}

export interface BookingSlot {
  start: number;
  duration: number;
  timezone: string;
  /** A round robin's host the visitor picked. */
  agentId?: string | undefined;
}

/**
 * The body of `POST /meet/book`. The name and email questions are answered too, so the host sees
 * every question of the form with its answer; empty answers are left out.
 */
export function buildBookingRequest(
  event: BookableEvent,
  draft: BookingDraft,
  slot: BookingSlot,
  extra: { utms: Utms; verificationCode?: string; language?: Locale },
): BookingRequest {
  const fullName = draft.fullName.trim();
  const emailId = draft.emailId.trim().toLowerCase();
  const questions = splitQuestions(event.questions);
  const answers: BookingAnswer[] = [];
  if (questions.name) answers.push(toBookingAnswerText(questions.name, fullName));
  if (questions.email) answers.push(toBookingAnswerText(questions.email, emailId));
  for (const question of questions.others) {
    const answer = draft.answers[question.questionId];
    const item = answer ? toBookingAnswer(question, answer) : null;
    if (item) answers.push(item);
  }
  const guests = event.allowAttendeesToAddGuests
    ? [...new Set(draft.guests.map((g) => g.trim().toLowerCase()).filter(Boolean))]
    : [];
  const request: BookingRequest = {
    eventId: event._id,
    time: new Date(slot.start).toISOString(),
    duration: slot.duration,
    timezone: slot.timezone,
    attendee: { fullName, emailId, answers, guests },
  };
  const modeKey = chosenModeKey(modeChoiceOf(event), draft);
  if (modeKey === 'ASK_INVITEE') request.mode = { key: modeKey, value: draft.modeValue.trim() };
  else if (modeKey === 'PHONE_NUMBER') request.mode = { key: modeKey, value: draft.modeValue.trim() };
  else if (modeKey) request.mode = { key: modeKey };
  if (hasUtms(extra.utms)) request.utms = { ...extra.utms } as Record<string, string>;
  if (extra.verificationCode) request.verificationCode = extra.verificationCode;
  if (event.termsAndCondition.enable) request.termsAccepted = draft.termsAccepted;
  if (event.payment?.enable && draft.paymentMethod) request.payment = { method: draft.paymentMethod };
  if (slot.agentId) request.agentId = slot.agentId;
  if (extra.language) request.language = extra.language;
  return request;
}

function toBookingAnswerText(question: Question, text: string): BookingAnswer {
  return { questionId: question.questionId, question: question.content, type: question.type, answer: text };
}

/**
 * The server's field issues placed on the form's fields; what cannot be placed is returned apart
 * so the form shows it above the button.
 */
export function placeServerIssues(
  issues: readonly FieldIssue[],
  request: BookingRequest,
  questions: readonly Question[],
): { fields: FieldErrors; unplaced: string[] } {
  const { name, email } = splitQuestions(questions);
  const answerField = (segment: string, part: string | undefined): string | null => {
    // The server names answers by question id; an index is read too.
    const answer =
      request.attendee.answers.find((a) => a.questionId === segment) ??
      request.attendee.answers[Number(segment)];
    if (!answer) return null;
    if (answer.questionId === name?.questionId) return fieldKey.fullName;
    if (answer.questionId === email?.questionId) return fieldKey.emailId;
    return part === 'otherAnswer' ? fieldKey.other(answer.questionId) : fieldKey.answer(answer.questionId);
  };
  const fieldFor = (path: string): string | null => {
    const [head, second, third, fourth] = path.split('.');
    if (head === 'attendee') {
      if (second === 'fullName') return fieldKey.fullName;
      if (second === 'emailId') return fieldKey.emailId;
      if (second === 'guests' && third !== undefined) return fieldKey.guest(Number(third));
      if (second === 'answers' && third !== undefined) return answerField(third, fourth);
      return null;
    }
    if (head === 'mode') return second === 'value' ? fieldKey.modeValue : fieldKey.mode;
    if (head === 'termsAccepted') return fieldKey.terms;
    if (head === 'verificationCode') return fieldKey.code;
    return null;
  };
  const fields: FieldErrors = {};
  const unplaced: string[] = [];
  for (const issue of issues) {
    const key = fieldFor(issue.path);
    if (key === null) unplaced.push(issue.message);
    else fields[key] ??= issue.message;
  }
  return { fields, unplaced };
}
