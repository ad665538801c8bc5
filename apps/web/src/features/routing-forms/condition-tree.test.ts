import { QuestionSchema } from '@kairos/core/events/question-schema';
import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import { type ConditionGroup, ConditionTreeSchema } from '@kairos/core/routing/rule-schema';
import { describe, expect, it } from 'vitest';
import {
  appendNode,
  newClause,
  newGroup,
  OPERATORS_BY_TYPE,
  operatorsFor,
  replaceNode,
  treeProblem,
  withOperator,
  withQuestion,
} from './condition-tree';

const q = (questionId: string, type: string, extra: Record<string, unknown> = {}): RoutingQuestion =>
  QuestionSchema.parse({ questionId, type, content: questionId, ...extra });
const city = q('city', 'ONE_LINE');
const size = q('size', 'RADIO', { listItems: ['Small', 'Large'] });
const when = q('when', 'DATE');

describe('operators', () => {
  it('offers each routing question type its own list', () => {
    expect(operatorsFor(size)).toContain('any_of');
    expect(operatorsFor(city)).not.toContain('any_of');
    expect(operatorsFor(when)).toEqual(['equals', 'before', 'after', 'between', 'is_empty', 'is_not_empty']);
    for (const type of [
      'ONE_LINE',
      'MULTI_LINE',
      'NAME',
      'EMAIL_ID',
      'PHONE_NUMBER',
      'CHECKBOX',
      'RADIO',
      'DROPDOWN',
      'ATTACHMENT',
      'DATE',
    ]) {
      expect(OPERATORS_BY_TYPE[type as keyof typeof OPERATORS_BY_TYPE]?.length).toBeGreaterThan(1);
    }
  });

  it('gives each operator the value shape the server expects', () => {
    const clause = newClause([city]);
    expect(clause).toEqual({ kind: 'clause', questionId: 'city', operator: 'equals', value: '' });
    expect(withOperator({ ...clause, value: 'Pune' }, 'contains').value).toBe('Pune');
    expect(withOperator(clause, 'is_empty')).toEqual({
      kind: 'clause',
      questionId: 'city',
      operator: 'is_empty',
    });
    expect(withOperator(clause, 'between').value).toEqual(['', '']);
    expect(withOperator(clause, 'any_of').value).toEqual([]);
  });

  it('keeps the operator when the new question has it, else takes its first', () => {
    const clause = { ...newClause([city]), operator: 'contains' as const, value: 'x' };
    expect(withQuestion(clause, q('notes', 'MULTI_LINE')).operator).toBe('contains');
    expect(withQuestion(clause, size)).toEqual({
      kind: 'clause',
      questionId: 'size',
      operator: 'equals',
      value: '',
    });
  });
});

describe('tree edits', () => {
  const tree: ConditionGroup = {
    kind: 'group',
    join: 'ALL',
    children: [
      { kind: 'clause', questionId: 'city', operator: 'equals', value: 'Pune' },
      newGroup('ANY', [size]),
    ],
  };

  it('replaces, removes and appends nodes at any depth', () => {
    const nested = appendNode(tree, [1], { kind: 'clause', questionId: 'when', operator: 'is_empty' });
    expect(nested.children[1]).toMatchObject({
      join: 'ANY',
      children: [{ questionId: 'size' }, { questionId: 'when' }],
    });
    const replaced = replaceNode(nested, [1, 0], {
      kind: 'clause',
      questionId: 'size',
      operator: 'any_of',
      value: ['Small'],
    });
    expect(replaced.children[1]).toMatchObject({
      children: [{ operator: 'any_of', value: ['Small'] }, { questionId: 'when' }],
    });
    const removed = replaceNode(replaced, [0], null);
    expect(removed.children).toHaveLength(1);
    expect(tree.children).toHaveLength(2);
  });

  it('reports what is missing before saving, and a finished tree passes the schema', () => {
    expect(treeProblem(tree, [city, size])).toBe('routingForms.condition.problem.value');
    expect(treeProblem({ ...tree, children: [] }, [city])).toBe('routingForms.condition.problem.empty');
    const done = replaceNode(tree, [1, 0], {
      kind: 'clause',
      questionId: 'size',
      operator: 'equals',
      value: 'Large',
    });
    expect(treeProblem(done, [city, size])).toBeNull();
    expect(ConditionTreeSchema.safeParse(done).success).toBe(true);
  });
});
