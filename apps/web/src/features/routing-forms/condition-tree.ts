import type { EventQuestionType } from '@kairos/core/events/question-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import {
  type ConditionClause,
  type ConditionGroup,
  type ConditionJoin,
  type ConditionNode,
  type ConditionOperator,
  LIST_OPERATORS,
  PAIR_OPERATORS,
  VALUELESS_OPERATORS,
} from '@kairos/core/routing/rule-schema';

const TEXT: ConditionOperator[] = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'is_empty',
  'is_not_empty',
];

/** The operators that make sense for each question type, in the order the builder lists them. */
export const OPERATORS_BY_TYPE: Partial<Record<EventQuestionType, ConditionOperator[]>> = {
  ONE_LINE: [...TEXT.slice(0, 5), 'greater_than', 'less_than', 'is_empty', 'is_not_empty'],
  MULTI_LINE: TEXT,
  NAME: TEXT,
  EMAIL_ID: TEXT,
  PHONE_NUMBER: TEXT,
  RADIO: ['equals', 'not_equals', 'any_of', 'none_of', 'is_empty', 'is_not_empty'],
  DROPDOWN: ['equals', 'not_equals', 'any_of', 'none_of', 'is_empty', 'is_not_empty'],
  CHECKBOX: ['any_of', 'none_of', 'is_empty', 'is_not_empty'],
  DATE: ['equals', 'before', 'after', 'between', 'is_empty', 'is_not_empty'],
  ATTACHMENT: ['is_not_empty', 'is_empty', 'contains'],
};

/** Each operator's words in the dashboard catalogue, as the builder lists them and a rule reads them. */
export const OPERATOR_KEYS = {
  equals: 'routingForms.operator.equals',
  not_equals: 'routingForms.operator.notEquals',
  contains: 'routingForms.operator.contains',
  not_contains: 'routingForms.operator.notContains',
  starts_with: 'routingForms.operator.startsWith',
  is_empty: 'routingForms.operator.isEmpty',
  is_not_empty: 'routingForms.operator.isNotEmpty',
  any_of: 'routingForms.operator.anyOf',
  none_of: 'routingForms.operator.noneOf',
  greater_than: 'routingForms.operator.greaterThan',
  less_than: 'routingForms.operator.lessThan',
  before: 'routingForms.operator.before',
  after: 'routingForms.operator.after',
  between: 'routingForms.operator.between',
} as const satisfies Record<ConditionOperator, DashboardKey>;

export function operatorsFor(question: Pick<RoutingQuestion, 'type'> | undefined): ConditionOperator[] {
  return (question && OPERATORS_BY_TYPE[question.type]) ?? TEXT;
}

/** The value an operator starts with: none, an empty list, an empty pair or empty text. */
export function emptyValueFor(operator: ConditionOperator): ConditionClause['value'] {
  if (VALUELESS_OPERATORS.includes(operator)) return undefined;
  if (LIST_OPERATORS.includes(operator)) return [];
  if (PAIR_OPERATORS.includes(operator)) return ['', ''];
  return '';
}

function clauseOf(questionId: string, operator: ConditionOperator): ConditionClause {
  const value = emptyValueFor(operator);
  return value === undefined
    ? { kind: 'clause', questionId, operator }
    : { kind: 'clause', questionId, operator, value };
}

/** A new clause on the first question, with its type's first operator. */
export function newClause(questions: readonly RoutingQuestion[]): ConditionClause {
  const first = questions[0];
  return clauseOf(first?.questionId ?? '', operatorsFor(first)[0] ?? 'equals');
}

export function newGroup(join: ConditionJoin, questions: readonly RoutingQuestion[]): ConditionGroup {
  return { kind: 'group', join, children: [newClause(questions)] };
}

/** The clause about another question: the operator stays if that type has it, else the first one. */
export function withQuestion(clause: ConditionClause, question: RoutingQuestion): ConditionClause {
  const allowed = operatorsFor(question);
  const operator = allowed.includes(clause.operator) ? clause.operator : (allowed[0] ?? 'equals');
  return clauseOf(question.questionId, operator);
}

/** The clause with another operator; the value is kept when its shape fits. */
export function withOperator(clause: ConditionClause, operator: ConditionOperator): ConditionClause {
  const fresh = clauseOf(clause.questionId, operator);
  const sameShape =
    fresh.value !== undefined &&
    clause.value !== undefined &&
    Array.isArray(fresh.value) === Array.isArray(clause.value) &&
    !PAIR_OPERATORS.includes(operator) === !PAIR_OPERATORS.includes(clause.operator);
  return sameShape ? { ...fresh, value: clause.value } : fresh;
}

/** A node's place in the tree: child indices from the root group. */
export type NodePath = readonly number[];

/** The tree with the node at `path` replaced by `node`, or removed when `node` is null. */
export function replaceNode(
  root: ConditionGroup,
  path: NodePath,
  node: ConditionNode | null,
): ConditionGroup {
  const [index, ...rest] = path;
  if (index === undefined) return node?.kind === 'group' ? node : root;
  const children = root.children.flatMap((child, i) => {
    if (i !== index) return [child];
    if (rest.length === 0) return node === null ? [] : [node];
    return child.kind === 'group' ? [replaceNode(child, rest, node)] : [child];
  });
  return { ...root, children };
}

/** The tree with `child` added at the end of the group at `path`. */
export function appendNode(root: ConditionGroup, path: NodePath, child: ConditionNode): ConditionGroup {
  const [index, ...rest] = path;
  if (index === undefined) return { ...root, children: [...root.children, child] };
  return {
    ...root,
    children: root.children.map((node, i) =>
      i === index && node.kind === 'group' ? appendNode(node, rest, child) : node,
    ),
  };
}

/**
 * The first problem of a tree for the builder to show (its key in the dashboard catalogue), or
 * null: every clause needs its question and its value.
 */
export function treeProblem(
  root: ConditionGroup,
  questions: readonly RoutingQuestion[],
): DashboardKey | null {
  if (root.children.length === 0) return 'routingForms.condition.problem.empty';
  for (const node of root.children) {
    if (node.kind === 'group') {
      const inner = treeProblem(node, questions);
      if (inner) return inner;
      continue;
    }
    if (!questions.some((q) => q.questionId === node.questionId))
      return 'routingForms.condition.problem.question';
    const value = node.value;
    if (value === undefined) continue;
    if (
      Array.isArray(value) ? value.length === 0 || value.some((v) => v.trim() === '') : value.trim() === ''
    ) {
      return 'routingForms.condition.problem.value';
    }
  }
  return null;
}
