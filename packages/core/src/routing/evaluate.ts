import type { AnswerQuestion, SubmittedAnswer } from '../questions/answer-types.ts';
import { isCallingCodeOnly } from '../questions/calling-codes.ts';
import { decodeChoices } from '../questions/choices.ts';
import { parseQuestionDate, todayIn } from '../questions/question-dates.ts';
import type { ConditionClause, ConditionNode } from './rule-schema.ts';

/**
 * The routing evaluator: which rule a set of answers picks. Pure: the caller passes the
 * questions, the current instant and the visitor's zone (for the date value `today`).
 *
 * How a clause reads an answer:
 * - The answer's values: the chosen options of a CHECKBOX or MULTI_SELECT answer ('others'
 *   among them when chosen), the file names of an ATTACHMENT answer, else the trimmed text
 *   (no value when blank; a phone field holding only a calling code is blank).
 * - Text operators compare case-insensitively, trimmed: equals / contains / starts_with hold
 *   when some value does; any_of when some value is in the list. not_equals, not_contains,
 *   none_of and is_not_empty are exactly the negations of equals, contains, any_of and
 *   is_empty, so a missing answer satisfies every negative operator.
 * - greater_than / less_than compare numbers, or dates on a DATE question; before / after /
 *   between compare dates (between: inclusive; on a non-DATE question, numbers). Answers are
 *   read in the question's dateFormat (ISO also accepted); values are ISO dates, the
 *   question's format, or `today` (the visitor's date). A side that does not parse fails.
 */

export interface EvaluationContext {
  now: Date | number;
  timezone: string;
  questions: readonly AnswerQuestion[];
}

/** The part of a rule the evaluator needs. */
export interface EvaluableRule {
  _id: string;
  isDefault: boolean;
  position: number;
  condition: ConditionNode | null;
}

interface ClauseInput {
  question: AnswerQuestion | undefined;
  answer: SubmittedAnswer | undefined;
  today: () => string;
}

const norm = (text: string) => text.trim().toLowerCase();

function valuesOf(question: AnswerQuestion | undefined, answer: SubmittedAnswer | undefined): string[] {
  if (!answer) return [];
  const type = question?.type ?? answer.type;
  if (type === 'ATTACHMENT') return (answer.attachments ?? []).map((file) => file.name);
  if (type === 'CHECKBOX' || type === 'MULTI_SELECT') return decodeChoices(answer.answer);
  const text = answer.answer.trim();
  if (text === '' || (type === 'PHONE_NUMBER' && isCallingCodeOnly(text))) return [];
  return [text];
}

function asList(value: ConditionClause['value']): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

function answerDate(question: AnswerQuestion | undefined, text: string): string | null {
  return parseQuestionDate(text.trim(), question?.dateFormat) ?? parseQuestionDate(text.trim(), 'YYYY-MM-DD');
}

function valueDate(input: ClauseInput, text: string): string | null {
  if (norm(text) === 'today') return input.today();
  return (
    parseQuestionDate(text.trim(), 'YYYY-MM-DD') ?? parseQuestionDate(text.trim(), input.question?.dateFormat)
  );
}

type Scalar = number | string;

/** Orders two values of the same kind: numbers numerically, ISO dates as text. */
function order(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Reads the single answer value and the targets as dates or numbers and applies `test`
 * to the answer and the bounds; false when the answer is not one value or a side does not parse.
 */
function compare(
  input: ClauseInput,
  values: string[],
  targets: string[],
  asDates: boolean,
  test: (answer: Scalar, bounds: Scalar[]) => boolean,
): boolean {
  const [first] = values;
  if (first === undefined || values.length !== 1 || targets.length === 0) return false;
  const answer = asDates ? answerDate(input.question, first) : parseNumber(first);
  const bounds = targets.map((t) => (asDates ? valueDate(input, t) : parseNumber(t)));
  if (answer === null || bounds.some((b) => b === null)) return false;
  return test(answer, bounds as Scalar[]);
}

const isAbove = (answer: Scalar, [bound]: Scalar[]) => bound !== undefined && order(answer, bound) > 0;
const isBelow = (answer: Scalar, [bound]: Scalar[]) => bound !== undefined && order(answer, bound) < 0;
const isWithin = (answer: Scalar, [low, high]: Scalar[]) => {
  if (low === undefined || high === undefined) return false;
  const [from, to] = order(low, high) <= 0 ? [low, high] : [high, low];
  return order(answer, from) >= 0 && order(answer, to) <= 0;
};

function holdsPositive(clause: ConditionClause, input: ClauseInput): boolean {
  const values = valuesOf(input.question, input.answer);
  const targets = asList(clause.value);
  const target = norm(targets[0] ?? '');
  const isDate = input.question?.type === 'DATE';
  switch (clause.operator) {
    case 'is_empty':
    case 'is_not_empty':
      return values.length === 0;
    case 'equals':
    case 'not_equals':
      return values.some((v) => norm(v) === target);
    case 'contains':
    case 'not_contains':
      return values.some((v) => norm(v).includes(target));
    case 'starts_with':
      return values.some((v) => norm(v).startsWith(target));
    case 'any_of':
    case 'none_of': {
      const wanted = new Set(targets.map(norm));
      return values.some((v) => wanted.has(norm(v)));
    }
    case 'greater_than':
      return compare(input, values, targets.slice(0, 1), isDate, isAbove);
    case 'less_than':
      return compare(input, values, targets.slice(0, 1), isDate, isBelow);
    case 'after':
      return compare(input, values, targets.slice(0, 1), true, isAbove);
    case 'before':
      return compare(input, values, targets.slice(0, 1), true, isBelow);
    case 'between':
      return targets.length === 2 && compare(input, values, targets, isDate || !isNumeric(targets), isWithin);
  }
}

function isNumeric(targets: string[]): boolean {
  return targets.every((t) => parseNumber(t) !== null);
}

const NEGATIVE = new Set(['not_equals', 'not_contains', 'none_of', 'is_not_empty']);

/** Whether one clause holds for the answers. */
export function clauseHolds(
  clause: ConditionClause,
  answers: readonly SubmittedAnswer[],
  ctx: EvaluationContext,
): boolean {
  let today: string | undefined;
  const input: ClauseInput = {
    question: ctx.questions.find((q) => q.questionId === clause.questionId),
    answer: answers.find((a) => a.questionId === clause.questionId),
    today: () => {
      today ??= todayIn(ctx.timezone, ctx.now);
      return today;
    },
  };
  const positive = holdsPositive(clause, input);
  return NEGATIVE.has(clause.operator) ? !positive : positive;
}

/** Whether a condition tree holds: ALL of nothing holds, ANY of nothing does not. */
export function conditionHolds(
  node: ConditionNode,
  answers: readonly SubmittedAnswer[],
  ctx: EvaluationContext,
): boolean {
  if (node.kind === 'clause') return clauseHolds(node, answers, ctx);
  return node.join === 'ALL'
    ? node.children.every((child) => conditionHolds(child, answers, ctx))
    : node.children.some((child) => conditionHolds(child, answers, ctx));
}

/** Non-default rules by position (ties keep their given order), then the default rule. */
export function orderRules<R extends Pick<EvaluableRule, 'isDefault' | 'position'>>(
  rules: readonly R[],
): R[] {
  const others = rules.filter((rule) => !rule.isDefault).sort((a, b) => a.position - b.position);
  return [...others, ...rules.filter((rule) => rule.isDefault)];
}

/**
 * The rule the answers pick: the first non-default rule (by position) whose condition holds,
 * else the default rule; null only when there is neither.
 */
export function evaluateRules<R extends EvaluableRule>(
  rules: readonly R[],
  answers: readonly SubmittedAnswer[],
  ctx: EvaluationContext,
): R | null {
  for (const rule of orderRules(rules)) {
    if (rule.isDefault) return rule;
    if (rule.condition && conditionHolds(rule.condition, answers, ctx)) return rule;
  }
  return null;
}
