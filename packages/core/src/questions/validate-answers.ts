import { EmailSchema } from '../accounts/schemas.ts';
import type { FieldIssue } from '../errors.ts';
import { ANSWER_MESSAGES } from './answer-messages.ts';
import type { AnswerContext, AnswerQuestion, AnswerValue, SubmittedAnswer } from './answer-types.ts';
import { attachmentMaxBytes, checkAttachments } from './attachments.ts';
import { isCallingCodeOnly } from './calling-codes.ts';
import { decodeChoices, OTHERS_OPTION } from './choices.ts';
import { checkDateAnswer } from './date-rules.ts';
import { checkPhoneAnswer } from './phone-input.ts';
import { todayIn } from './question-dates.ts';

/** A problem with one answer: in the answer itself, or in its 'Others' box. */
export interface AnswerIssue {
  field: 'answer' | 'otherAnswer';
  message: string;
}

function isMultiChoice(question: AnswerQuestion): boolean {
  return question.type === 'CHECKBOX' || question.type === 'MULTI_SELECT';
}

/**
 * Whether the visitor left the question unanswered. An optional phone field holding only
 * a calling code ('+91', put there by the country picker) counts as untouched; a required
 * one is checked as a number and is too short.
 */
function isUnanswered(question: AnswerQuestion, value: AnswerValue): boolean {
  if (question.type === 'ATTACHMENT') return (value.attachments ?? []).length === 0;
  if (isMultiChoice(question)) return decodeChoices(value.answer).length === 0;
  const text = value.answer.trim();
  if (question.type === 'PHONE_NUMBER' && !question.required) return text === '' || isCallingCodeOnly(text);
  return text === '';
}

function emptyMessage(question: AnswerQuestion): string {
  if (isMultiChoice(question)) return ANSWER_MESSAGES.noOptionChosen;
  if (question.type === 'NAME') return ANSWER_MESSAGES.nameEmpty;
  return ANSWER_MESSAGES.empty;
}

/** Options must be the question's; 'others' is one when the question allows it, and then needs its text. */
function checkChoices(question: AnswerQuestion, choices: string[], value: AnswerValue): AnswerIssue | null {
  const options = question.listItems ?? [];
  const othersAllowed = question.allowOthers ?? false;
  const known = (choice: string) => options.includes(choice) || (othersAllowed && choice === OTHERS_OPTION);
  if (new Set(choices).size !== choices.length || !choices.every(known)) {
    return { field: 'answer', message: ANSWER_MESSAGES.unknownOption };
  }
  const othersChosen = othersAllowed && !options.includes(OTHERS_OPTION) && choices.includes(OTHERS_OPTION);
  if (othersChosen && (value.otherAnswer ?? '').trim() === '') {
    return { field: 'otherAnswer', message: ANSWER_MESSAGES.othersEmpty };
  }
  return null;
}

function checkAnswered(question: AnswerQuestion, value: AnswerValue, ctx: AnswerContext): string | null {
  const text = value.answer.trim();
  switch (question.type) {
    case 'ONE_LINE':
    case 'MULTI_LINE':
    case 'NAME':
      return null;
    case 'EMAIL_ID':
    case 'EMAILID':
      return EmailSchema.safeParse(text).success ? null : ANSWER_MESSAGES.email;
    case 'PHONE_NUMBER':
      return checkPhoneAnswer(text);
    case 'ATTACHMENT':
      return checkAttachments(value.attachments ?? [], {
        attachmentType: question.attachmentType ?? [],
        min: question.attachmentMeta?.min ?? 1,
        max: question.attachmentMeta?.max ?? 1,
        maxBytes: attachmentMaxBytes(ctx.mode),
      });
    case 'DATE':
      return checkDateAnswer(question, text, todayIn(ctx.timezone, ctx.now));
    case 'RADIO':
    case 'DROPDOWN':
    case 'CHECKBOX':
    case 'MULTI_SELECT':
      return null;
  }
}

/**
 * The first problem with the answer to one question, or null. Disabled questions are
 * not asked, so anything goes for them.
 */
export function findAnswerIssue(
  question: AnswerQuestion,
  value: AnswerValue,
  ctx: AnswerContext,
): AnswerIssue | null {
  if (question.enable === false) return null;
  if (isUnanswered(question, value)) {
    return question.required ? { field: 'answer', message: emptyMessage(question) } : null;
  }
  if (question.type === 'RADIO' || question.type === 'DROPDOWN') {
    return checkChoices(question, [value.answer.trim()], value);
  }
  if (isMultiChoice(question)) return checkChoices(question, decodeChoices(value.answer), value);
  const message = checkAnswered(question, value, ctx);
  return message === null ? null : { field: 'answer', message };
}

/** The message to show under one field (its 'Others' box included), or null: for forms. */
export function validateAnswer(
  question: AnswerQuestion,
  value: AnswerValue,
  ctx: AnswerContext,
): string | null {
  return findAnswerIssue(question, value, ctx)?.message ?? null;
}

export interface ValidateAnswersInput extends AnswerContext {
  questions: readonly AnswerQuestion[];
  answers: readonly SubmittedAnswer[];
}

/**
 * Every problem with a submitted answer list, keyed `answers.<questionId>` (and
 * `answers.<questionId>.otherAnswer` for the 'Others' box), in question order, then the
 * answers to questions the form does not have. A question without an answer is
 * unanswered; an answer to a disabled question is ignored.
 */
export function validateAnswers(input: ValidateAnswersInput): FieldIssue[] {
  const { questions, answers } = input;
  const issues: FieldIssue[] = [];
  for (const question of questions) {
    const value = answers.find((a) => a.questionId === question.questionId) ?? { answer: '' };
    const issue = findAnswerIssue(question, value, input);
    if (issue) {
      const suffix = issue.field === 'otherAnswer' ? '.otherAnswer' : '';
      issues.push({ path: `answers.${question.questionId}${suffix}`, message: issue.message });
    }
  }
  const seen = new Set<string>();
  for (const answer of answers) {
    const path = `answers.${answer.questionId}`;
    if (seen.has(answer.questionId)) {
      issues.push({ path, message: ANSWER_MESSAGES.duplicateAnswer });
    } else if (!questions.some((q) => q.questionId === answer.questionId)) {
      issues.push({ path, message: ANSWER_MESSAGES.unknownQuestion });
    }
    seen.add(answer.questionId);
  }
  return issues;
}
