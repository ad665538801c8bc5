import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerQuestion, SubmittedAnswer } from '../questions/answer-types.ts';
import { encodeChoices } from '../questions/choices.ts';
import { conditionHolds, type EvaluableRule, evaluateRules } from './evaluate.ts';
import { CONDITION_OPERATORS, type ConditionClause, type ConditionNode } from './rule-schema.ts';

const OPTIONS = ['Red', 'Blue', 'Green', 'others'];
const questions: AnswerQuestion[] = [
  { questionId: 'text', type: 'ONE_LINE' },
  { questionId: 'number', type: 'ONE_LINE' },
  { questionId: 'pick', type: 'CHECKBOX', listItems: ['Red', 'Blue', 'Green'], allowOthers: true },
  { questionId: 'day', type: 'DATE', dateFormat: 'DD/MM/YYYY' },
];
const ctx = { now: Date.parse('2027-03-01T10:00:00Z'), timezone: 'UTC', questions };

const word = fc.constantFrom('', 'a', 'ab', 'B', 'red', 'Red', 'blue', 'others', '10', '2', 'x y');
const dayText = fc
  .record({
    d: fc.integer({ min: 1, max: 28 }),
    m: fc.integer({ min: 1, max: 12 }),
    y: fc.constantFrom(2026, 2027),
  })
  .map(({ d, m, y }) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`);
const isoDay = fc
  .record({
    d: fc.integer({ min: 1, max: 28 }),
    m: fc.integer({ min: 1, max: 12 }),
    y: fc.constantFrom(2026, 2027),
  })
  .map(({ d, m, y }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

const answersArb: fc.Arbitrary<SubmittedAnswer[]> = fc
  .record({
    text: fc.option(word, { nil: undefined }),
    number: fc.option(fc.integer({ min: -50, max: 50 }).map(String), { nil: undefined }),
    pick: fc.option(fc.subarray(OPTIONS).map(encodeChoices), { nil: undefined }),
    day: fc.option(dayText, { nil: undefined }),
  })
  .map((record) =>
    Object.entries(record).flatMap(([questionId, answer]) =>
      answer === undefined ? [] : [{ questionId, answer }],
    ),
  );

const clauseArb: fc.Arbitrary<ConditionClause> = fc
  .record({
    questionId: fc.constantFrom('text', 'number', 'pick', 'day', 'missing'),
    operator: fc.constantFrom(...CONDITION_OPERATORS),
    word,
    list: fc.subarray(OPTIONS, { minLength: 1 }),
    numbers: fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })),
    days: fc.tuple(isoDay, isoDay),
  })
  .map(({ questionId, operator, word: text, list, numbers, days }): ConditionClause => {
    const base = { kind: 'clause' as const, questionId, operator };
    if (operator === 'is_empty' || operator === 'is_not_empty') return base;
    if (operator === 'any_of' || operator === 'none_of') return { ...base, value: list };
    if (operator === 'between') return { ...base, value: questionId === 'day' ? days : numbers.map(String) };
    if (questionId === 'day') return { ...base, value: days[0] };
    if (questionId === 'number') return { ...base, value: String(numbers[0]) };
    return { ...base, value: text === '' ? 'a' : text };
  });

const nodeArb: fc.Arbitrary<ConditionNode> = fc.letrec<{ node: ConditionNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    clauseArb,
    fc.record({
      kind: fc.constant('group' as const),
      join: fc.constantFrom('ALL' as const, 'ANY' as const),
      children: fc.array(tie('node'), { maxLength: 3 }),
    }),
  ),
})).node;

const holds = (node: ConditionNode, answers: SubmittedAnswer[]) => conditionHolds(node, answers, ctx);

const DUALS = [
  ['equals', 'not_equals'],
  ['contains', 'not_contains'],
  ['any_of', 'none_of'],
  ['is_empty', 'is_not_empty'],
] as const;

describe('evaluator properties', () => {
  it('ANY of [x] and ALL of [x] are x', () => {
    fc.assert(
      fc.property(nodeArb, answersArb, (node, answers) => {
        const x = holds(node, answers);
        expect(holds({ kind: 'group', join: 'ANY', children: [node] }, answers)).toBe(x);
        expect(holds({ kind: 'group', join: 'ALL', children: [node] }, answers)).toBe(x);
      }),
    );
  });

  it('ALL of [] holds and ANY of [] does not', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        expect(holds({ kind: 'group', join: 'ALL', children: [] }, answers)).toBe(true);
        expect(holds({ kind: 'group', join: 'ANY', children: [] }, answers)).toBe(false);
      }),
    );
  });

  it('a negative operator is exactly the negation of its positive one', () => {
    const list = fc.subarray(OPTIONS, { minLength: 1 });
    fc.assert(
      fc.property(
        clauseArb,
        answersArb,
        fc.constantFrom(...DUALS),
        list,
        word,
        (clause, answers, pair, options, text) => {
          const [positive, negative] = pair;
          const value = positive === 'any_of' ? options : positive === 'is_empty' ? undefined : text || 'a';
          const yes = holds({ ...clause, operator: positive, value }, answers);
          expect(holds({ ...clause, operator: negative, value }, answers)).toBe(!yes);
        },
      ),
    );
  });

  it('ALL and ANY swap under negation of every child (De Morgan, on dual clauses)', () => {
    fc.assert(
      fc.property(
        fc.array(
          clauseArb.filter((c) => DUALS.some(([p]) => p === c.operator)),
          { maxLength: 4 },
        ),
        answersArb,
        (clauses, answers) => {
          const flip = (c: ConditionClause): ConditionClause => {
            const pair = DUALS.find(([p]) => p === c.operator);
            return { ...c, operator: pair ? pair[1] : c.operator };
          };
          const all = holds({ kind: 'group', join: 'ALL', children: clauses }, answers);
          const anyNot = holds({ kind: 'group', join: 'ANY', children: clauses.map(flip) }, answers);
          expect(anyNot).toBe(!all);
        },
      ),
    );
  });

  const rulesArb = fc
    .array(fc.record({ condition: nodeArb, position: fc.integer({ min: 0, max: 20 }) }), { maxLength: 6 })
    .map((list) =>
      list.map(
        ({ condition, position }, index): EvaluableRule => ({
          _id: `r${index}`,
          isDefault: false,
          position,
          condition: { kind: 'group', join: 'ALL', children: [condition] },
        }),
      ),
    );
  const fallback: EvaluableRule = { _id: 'default', isDefault: true, position: 99, condition: null };

  it('always reaches a rule when there is a default one, and the default only when nothing else matches', () => {
    fc.assert(
      fc.property(rulesArb, answersArb, (rules, answers) => {
        const picked = evaluateRules([...rules, fallback], answers, ctx);
        expect(picked).not.toBeNull();
        const matching = rules.filter((r) => r.condition && holds(r.condition, answers));
        expect(picked?._id === 'default').toBe(matching.length === 0);
      }),
    );
  });

  it('picks the matching rule of lowest position; the order of the others does not matter', () => {
    fc.assert(
      fc.property(rulesArb, answersArb, fc.integer(), (rules, answers, seed) => {
        const distinct = rules.map((r, index) => ({ ...r, position: r.position * 10 + index }));
        const shuffled = [...distinct].sort(
          (a, b) => ((a.position * 7919 + seed) % 13) - ((b.position * 7919 + seed) % 13),
        );
        const picked = evaluateRules([fallback, ...shuffled], answers, ctx);
        const matching = distinct
          .filter((r) => r.condition && holds(r.condition, answers))
          .sort((a, b) => a.position - b.position);
        expect(picked?._id).toBe(matching[0]?._id ?? 'default');
        const nonMatching = distinct.filter((r) => !matching.includes(r));
        const moved = nonMatching.map((r, index) => ({ ...r, position: -100 - index }));
        const again = evaluateRules([...matching, ...moved, fallback], answers, ctx);
        expect(again?._id).toBe(picked?._id);
      }),
    );
  });
});
