import type { FieldIssue } from '@kairos/core/errors';
import { translateAnswerMessage } from '@kairos/core/i18n/answer-messages';
import type { Translate } from '@kairos/core/i18n/translate';
import { compactAnswers, isEmptyAnswer, isFormSubmittable } from '@kairos/core/questions/submission';
import { findAnswerIssue } from '@kairos/core/questions/validate-answers';
import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import type { RoutingAnswer } from '@kairos/core/routing/submission-schema';
import { type AnswerDraft, emptyAnswer, type FieldErrors, fieldKey } from '../booker/booking-draft';
import { toAnswerValue } from '../booker/booking-request';

export type RoutingDraft = Record<string, AnswerDraft>;

export interface AnswerClock {
  now: number;
  timezone: string;
}

export function initialRoutingDraft(questions: readonly RoutingQuestion[], country: string): RoutingDraft {
  return Object.fromEntries(questions.map((q) => [q.questionId, emptyAnswer(country)]));
}

function askedQuestions(questions: readonly RoutingQuestion[]): RoutingQuestion[] {
  return questions.filter((q) => q.enable);
}

/**
 * Every problem of the form, keyed like the booking form's fields (`q:<id>`, `q:<id>:other`), from
 * the shared validator the server runs on the same answers (spec section 5, "Public routing form").
 */
export function validateRoutingDraft(
  questions: readonly RoutingQuestion[],
  draft: RoutingDraft,
  clock: AnswerClock,
  /** The page's translator; without one the messages stay in core's English. */
  t?: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of askedQuestions(questions)) {
    const answer = draft[question.questionId] ?? emptyAnswer('IN');
    const issue = findAnswerIssue(question, toAnswerValue(question, answer), {
      ...clock,
      mode: 'routing-form',
    });
    if (!issue) continue;
    const key =
      issue.field === 'otherAnswer'
        ? fieldKey.other(question.questionId)
        : fieldKey.answer(question.questionId);
    errors[key] = t ? translateAnswerMessage(t, issue.message) : issue.message;
  }
  return errors;
}

/** Whether the form may be sent with these errors (a lone attachment question always may). */
export function canSubmit(questions: readonly RoutingQuestion[], errors: FieldErrors): boolean {
  const issues: FieldIssue[] = Object.entries(errors).map(([path, message]) => ({ path, message }));
  return isFormSubmittable(questions, issues);
}

/** The answers to send: one per asked question, or an empty list when every answer is empty. */
export function buildQuestionAnswers(
  questions: readonly RoutingQuestion[],
  draft: RoutingDraft,
): RoutingAnswer[] {
  const answers = askedQuestions(questions).map((question) => {
    const value = toAnswerValue(question, draft[question.questionId] ?? emptyAnswer('IN'));
    const item: RoutingAnswer = {
      questionId: question.questionId,
      question: question.content,
      type: question.type,
      answer: value.answer,
      ...(value.otherAnswer ? { otherAnswer: value.otherAnswer } : {}),
      ...(question.type === 'ATTACHMENT'
        ? {
            attachments: (value.attachments ?? []).map((file) => ({
              key: file.key ?? file.name,
              name: file.name,
              ...(file.size !== undefined ? { size: file.size } : {}),
              ...(file.contentType ? { contentType: file.contentType } : {}),
            })),
          }
        : {}),
    };
    return item;
  });
  return compactAnswers(answers.map((a) => (isEmptyAnswer(a) ? { ...a, answer: '' } : a)));
}

/** The server's issues (`answers.<id>`, `answers.<id>.otherAnswer`) as field errors. */
export function serverIssuesToErrors(issues: readonly FieldIssue[], t?: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const match = /^(?:questionAnswers|answers)\.([^.]+)(\.otherAnswer)?$/.exec(issue.path);
    if (!match?.[1]) continue;
    errors[match[2] ? fieldKey.other(match[1]) : fieldKey.answer(match[1])] = t
      ? translateAnswerMessage(t, issue.message)
      : issue.message;
  }
  return errors;
}
