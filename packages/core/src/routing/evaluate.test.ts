import { describe, expect, it } from 'vitest';
import type { AnswerQuestion, SubmittedAnswer } from '../questions/answer-types.ts';
import { encodeChoices } from '../questions/choices.ts';
import { clauseHolds, conditionHolds, type EvaluableRule, evaluateRules } from './evaluate.ts';
import type { ConditionClause, ConditionGroup, ConditionOperator } from './rule-schema.ts';

const NOW = Date.parse('2027-03-01T20:00:00Z');
const questions: AnswerQuestion[] = [
  { questionId: 'team', type: 'ONE_LINE' },
  { questionId: 'size', type: 'ONE_LINE' },
  { questionId: 'phone', type: 'PHONE_NUMBER' },
  { questionId: 'topics', type: 'CHECKBOX', listItems: ['Sales', 'Support', 'Billing'], allowOthers: true },
  { questionId: 'plan', type: 'RADIO', listItems: ['Free', 'Pro'], allowOthers: true },
  { questionId: 'day', type: 'DATE', dateFormat: 'DD/MM/YYYY' },
  { questionId: 'dash', type: 'DATE', dateFormat: 'DD-MM-YYYY' },
  { questionId: 'iso', type: 'DATE', dateFormat: 'YYYY-MM-DD' },
  { questionId: 'files', type: 'ATTACHMENT' },
];

const ctx = { now: NOW, timezone: 'Asia/Kolkata', questions };

interface Row {
  questionId: string;
  answer: string | SubmittedAnswer | undefined;
  operator: ConditionOperator;
  value?: string | string[];
  expected: boolean;
}

const row = (
  questionId: string,
  answer: Row['answer'],
  operator: ConditionOperator,
  value: Row['value'],
  expected: boolean,
): Row => ({ questionId, answer, operator, value, expected });

const ROWS: Row[] = [
  // Text, case-insensitive and trimmed.
  row('team', 'Sales', 'equals', 'sales', true),
  row('team', '  Sales ', 'equals', 'SALES', true),
  row('team', 'Sales EU', 'equals', 'sales', false),
  row('team', 'Sales', 'not_equals', 'sales', false),
  row('team', 'Support', 'not_equals', 'sales', true),
  row('team', undefined, 'not_equals', 'sales', true),
  row('team', 'Enterprise Sales', 'contains', 'SALES', true),
  row('team', 'Support', 'contains', 'sales', false),
  row('team', 'Support', 'not_contains', 'sales', true),
  row('team', 'Enterprise Sales', 'not_contains', 'sales', false),
  row('team', 'Sales EU', 'starts_with', 'sal', true),
  row('team', 'EU Sales', 'starts_with', 'sal', false),
  row('team', '', 'is_empty', undefined, true),
  row('team', '   ', 'is_empty', undefined, true),
  row('team', undefined, 'is_empty', undefined, true),
  row('team', 'x', 'is_empty', undefined, false),
  row('team', 'x', 'is_not_empty', undefined, true),
  row('team', '', 'is_not_empty', undefined, false),
  row('phone', '+91', 'is_empty', undefined, true),
  row('phone', '+91 98765 43210', 'is_empty', undefined, false),
  row('team', 'Support', 'any_of', ['sales', 'SUPPORT'], true),
  row('team', 'Billing', 'any_of', ['sales', 'support'], false),
  row('team', 'Billing', 'none_of', ['sales', 'support'], true),
  row('team', 'Sales', 'none_of', ['sales', 'support'], false),
  // Numbers.
  row('size', '12', 'greater_than', '10', true),
  row('size', '10', 'greater_than', '10', false),
  row('size', '9.5', 'less_than', '10', true),
  row('size', '100', 'less_than', '20', false),
  row('size', '-3', 'less_than', '0', true),
  row('size', 'twelve', 'greater_than', '10', false),
  row('size', 'twelve', 'less_than', '10', false),
  row('size', '', 'greater_than', '0', false),
  row('size', '12', 'greater_than', 'ten', false),
  row('size', '15', 'between', ['10', '20'], true),
  row('size', '20', 'between', ['10', '20'], true),
  row('size', '21', 'between', ['10', '20'], false),
  row('size', '15', 'between', ['20', '10'], true),
  // Choices: a CHECKBOX answer is a JSON list; 'others' is an option of its own.
  row('topics', encodeChoices(['Sales', 'Billing']), 'equals', 'billing', true),
  row('topics', encodeChoices(['Sales', 'Billing']), 'any_of', ['Support', 'Billing'], true),
  row('topics', encodeChoices(['Sales']), 'any_of', ['Support', 'Billing'], false),
  row('topics', encodeChoices(['Sales']), 'none_of', ['Support', 'Billing'], true),
  row('topics', encodeChoices(['others']), 'any_of', ['others'], true),
  row(
    'topics',
    { questionId: 'topics', answer: encodeChoices(['others']), otherAnswer: 'Hiring' },
    'equals',
    'others',
    true,
  ),
  row('topics', '', 'is_empty', undefined, true),
  row('topics', encodeChoices(['Sales']), 'is_empty', undefined, false),
  row('plan', 'Pro', 'equals', 'pro', true),
  row('plan', 'others', 'any_of', ['others'], true),
  row('plan', 'Free', 'none_of', ['Pro', 'others'], true),
  // Dates in the question's format; values as ISO, the question's format, or 'today'.
  row('day', '15/03/2027', 'after', '2027-03-10', true),
  row('day', '15/03/2027', 'after', '15/03/2027', false),
  row('day', '15/03/2027', 'before', '16/03/2027', true),
  row('day', '15/03/2027', 'before', '2027-03-15', false),
  row('day', '15/03/2027', 'between', ['2027-03-01', '2027-03-15'], true),
  row('day', '16/03/2027', 'between', ['2027-03-01', '2027-03-15'], false),
  row('day', '15/03/2027', 'greater_than', '2027-03-14', true),
  row('day', '15/03/2027', 'less_than', '2027-03-14', false),
  row('day', '2027-03-15', 'after', '2027-03-10', true),
  row('day', '31/02/2027', 'after', '2000-01-01', false),
  row('day', 'soon', 'before', '2030-01-01', false),
  row('dash', '15-03-2027', 'after', '2027-03-10', true),
  row('dash', '15-03-2027', 'before', '10-03-2027', false),
  row('iso', '2027-03-15', 'between', ['2027-03-15', '2027-03-15'], true),
  // 2 March already in Kolkata at 20:00 UTC on 1 March.
  row('day', '02/03/2027', 'before', 'today', false),
  row('day', '01/03/2027', 'before', 'today', true),
  row('day', '03/03/2027', 'after', 'TODAY', true),
  // Attachments: file names.
  row(
    'files',
    { questionId: 'files', answer: '', attachments: [{ name: 'cv.PDF' }] },
    'contains',
    '.pdf',
    true,
  ),
  row('files', { questionId: 'files', answer: '', attachments: [] }, 'is_empty', undefined, true),
  // A question the form does not have.
  row('ghost', 'x', 'equals', 'x', true),
  row('ghost', undefined, 'equals', 'x', false),
];

function answersOf(r: Row): SubmittedAnswer[] {
  if (r.answer === undefined) return [];
  return [typeof r.answer === 'string' ? { questionId: r.questionId, answer: r.answer } : r.answer];
}

describe('clauseHolds', () => {
  it.each(
    ROWS.map(
      (r) =>
        [`${r.questionId} ${JSON.stringify(r.answer)} ${r.operator} ${JSON.stringify(r.value)}`, r] as const,
    ),
  )('%s', (_name, r) => {
    const clause: ConditionClause = {
      kind: 'clause',
      questionId: r.questionId,
      operator: r.operator,
      value: r.value,
    };
    expect(clauseHolds(clause, answersOf(r), ctx)).toBe(r.expected);
  });

  it('covers every operator', () => {
    const used = new Set(ROWS.map((r) => r.operator));
    expect(used.size).toBe(14);
  });
});

describe('groups', () => {
  const answers: SubmittedAnswer[] = [
    { questionId: 'team', answer: 'Sales' },
    { questionId: 'size', answer: '40' },
  ];
  const sales: ConditionClause = { kind: 'clause', questionId: 'team', operator: 'equals', value: 'sales' };
  const small: ConditionClause = { kind: 'clause', questionId: 'size', operator: 'less_than', value: '10' };

  it('joins by ALL and ANY, nested', () => {
    expect(conditionHolds({ kind: 'group', join: 'ALL', children: [sales, small] }, answers, ctx)).toBe(
      false,
    );
    expect(conditionHolds({ kind: 'group', join: 'ANY', children: [sales, small] }, answers, ctx)).toBe(true);
    const nested: ConditionGroup = {
      kind: 'group',
      join: 'ALL',
      children: [
        sales,
        { kind: 'group', join: 'ANY', children: [small, { ...small, operator: 'greater_than' }] },
      ],
    };
    expect(conditionHolds(nested, answers, ctx)).toBe(true);
  });

  it('holds for ALL of nothing and not for ANY of nothing', () => {
    expect(conditionHolds({ kind: 'group', join: 'ALL', children: [] }, [], ctx)).toBe(true);
    expect(conditionHolds({ kind: 'group', join: 'ANY', children: [] }, [], ctx)).toBe(false);
  });
});

describe('evaluateRules', () => {
  const when = (value: string): ConditionGroup => ({
    kind: 'group',
    join: 'ALL',
    children: [{ kind: 'clause', questionId: 'team', operator: 'equals', value }],
  });
  const rule = (
    id: string,
    position: number,
    condition: ConditionGroup | null,
    isDefault = false,
  ): EvaluableRule => ({
    _id: id,
    isDefault,
    position,
    condition,
  });
  const fallback = rule('default', 0, null, true);

  it('picks the first matching rule by position, else the default', () => {
    const rules = [
      fallback,
      rule('b', 2, when('sales')),
      rule('a', 1, when('sales')),
      rule('c', 0, when('support')),
    ];
    expect(evaluateRules(rules, [{ questionId: 'team', answer: 'Sales' }], ctx)?._id).toBe('a');
    expect(evaluateRules(rules, [{ questionId: 'team', answer: 'Support' }], ctx)?._id).toBe('c');
    expect(evaluateRules(rules, [{ questionId: 'team', answer: 'Other' }], ctx)?._id).toBe('default');
    expect(evaluateRules(rules, [], ctx)?._id).toBe('default');
  });

  it('never lets the default rule win over a match, whatever its position', () => {
    const rules = [rule('default', -5, null, true), rule('a', 9, when('sales'))];
    expect(evaluateRules(rules, [{ questionId: 'team', answer: 'sales' }], ctx)?._id).toBe('a');
  });

  it('gives null only without any rule that matches and without a default', () => {
    expect(evaluateRules([rule('a', 0, when('x'))], [], ctx)).toBeNull();
    expect(evaluateRules([], [], ctx)).toBeNull();
  });
});
