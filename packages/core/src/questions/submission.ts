import type { FieldIssue } from '../errors.ts';
import type { AnswerQuestion, SubmittedAnswer } from './answer-types.ts';
import { isCallingCodeOnly } from './calling-codes.ts';
import { decodeChoices } from './choices.ts';

/**
 * Whether the public routing form may be sent (spec section 5): only without issues,
 * except when its one question is an attachment. The upload control reports its own
 * failures in a toast and leaves an empty error on the field, so such a form is never
 * held back by it. This is the browser's gate; a server rejects any issue.
 */
export function isFormSubmittable(
  questions: readonly AnswerQuestion[],
  issues: readonly FieldIssue[],
): boolean {
  const asked = questions.filter((question) => question.enable !== false);
  if (asked.length === 1 && asked[0]?.type === 'ATTACHMENT') return true;
  return issues.length === 0;
}

/** Whether the visitor gave nothing in this answer; `type` says how to read the text. */
export function isEmptyAnswer(answer: SubmittedAnswer): boolean {
  if ((answer.attachments ?? []).length > 0) return false;
  if ((answer.otherAnswer ?? '').trim() !== '') return false;
  if (answer.type === 'CHECKBOX' || answer.type === 'MULTI_SELECT') {
    return decodeChoices(answer.answer).length === 0;
  }
  const text = answer.answer.trim();
  return text === '' || (answer.type === 'PHONE_NUMBER' && isCallingCodeOnly(text));
}

/** The answer list to send: an empty list when every answer is empty (spec section 5), else the answers as given. */
export function compactAnswers<T extends SubmittedAnswer>(answers: readonly T[]): T[] {
  return answers.every(isEmptyAnswer) ? [] : [...answers];
}
