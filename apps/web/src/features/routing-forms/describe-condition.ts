import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import type { ConditionNode } from '@kairos/core/routing/rule-schema';
import { OPERATOR_LABELS } from './condition-tree';

function valueText(value: string | string[] | undefined): string {
  if (value === undefined) return '';
  if (!Array.isArray(value)) return ` “${value}”`;
  return value.length === 2 && value.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))
    ? ` ${value[0]} and ${value[1]}`
    : ` ${value.map((v) => `“${v}”`).join(', ')}`;
}

/** A rule's condition in words, e.g. 'City is “Pune” and (Size is any of “S”, “M” or Notes is empty)'. */
export function describeCondition(
  node: ConditionNode,
  questions: readonly RoutingQuestion[],
  isNested = false,
): string {
  if (node.kind === 'clause') {
    const question = questions.find((q) => q.questionId === node.questionId);
    const name = question?.content.trim() || 'A removed question';
    return `${name} ${OPERATOR_LABELS[node.operator]}${valueText(node.value)}`;
  }
  if (node.children.length === 0) return node.join === 'ALL' ? 'always' : 'never';
  const text = node.children
    .map((child) => describeCondition(child, questions, true))
    .join(node.join === 'ALL' ? ' and ' : ' or ');
  return isNested && node.children.length > 1 ? `(${text})` : text;
}
