import type { FieldIssue } from '@kairos/core/errors';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { Question } from '@kairos/core/events/question-schema';
import type { BookingAnswer, BookingRequest } from './booking-contract';
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
import { formatQuestionDate } from './date-question';
import { toInternational } from './phone-number';
import { hasUtms, type Utms } from './utm';

type BookableEvent = Pick<
  PublicEvent,
  '_id' | 'questions' | 'modes' | 'termsAndCondition' | 'allowAttendeesToAddGuests'
>;

/** One answer as text for the server, with the free text of 'Others' beside it; null when empty. */
export function toBookingAnswer(question: Question, answer: AnswerDraft): BookingAnswer | null {
  const base = { questionId: question.questionId, question: question.content, type: question.type };
  switch (question.type) {
    case 'RADIO':
    case 'CHECKBOX':
    case 'DROPDOWN':
    case 'MULTI_SELECT': {
      const chosen = answer.choices.filter(Boolean);
      if (chosen.length === 0) return null;
      const other = chosen.includes(OTHERS_OPTION) ? answer.other.trim() : '';
      return { ...base, answer: chosen.join(', '), ...(other ? { otherAnswer: other } : {}) };
    }
    case 'ATTACHMENT':
      if (answer.files.length === 0) return null;
      return { ...base, answer: answer.files.map((file) => file.name).join(', '), attachments: answer.files };
    case 'PHONE_NUMBER': {
      const text = answer.text.trim();
      return text ? { ...base, answer: toInternational(text, answer.country) } : null;
    }
    case 'DATE': {
      const text = answer.text.trim();
      return text ? { ...base, answer: formatQuestionDate(text, question.dateFormat) } : null;
    }
    default: {
      const text = answer.text.trim();
      return text ? { ...base, answer: text } : null;
    }
  }
}

export interface BookingSlot {
  start: number;
  duration: number;
  timezone: string;
}

/**
 * The body of `POST /meet/book`. The name and email questions are answered too, so the host sees
 * every question of the form with its answer; empty answers are left out.
 */
export function buildBookingRequest(
  event: BookableEvent,
  draft: BookingDraft,
  slot: BookingSlot,
  extra: { utms: Utms; verificationCode?: string },
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
  else if (modeKey === 'PHONE_NUMBER') {
    request.mode = { key: modeKey, value: toInternational(draft.modeValue, draft.modeCountry) };
  } else if (modeKey) request.mode = { key: modeKey };
  if (hasUtms(extra.utms)) request.utms = { ...extra.utms } as Record<string, string>;
  if (extra.verificationCode) request.verificationCode = extra.verificationCode;
  if (event.termsAndCondition.enable) request.termsAccepted = draft.termsAccepted;
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
  const answerField = (index: number, part: string | undefined): string | null => {
    const answer = request.attendee.answers[index];
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
      if (second === 'answers' && third !== undefined) return answerField(Number(third), fourth);
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
