import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import type { ConditionNode } from '@kairos/core/routing/rule-schema';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import { OPERATOR_KEYS } from './condition-tree';

function valueText(t: DashboardTranslate, value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const quoted = (text: string) => t('routingForms.describe.quoted', { value: text });
  if (!Array.isArray(value)) return quoted(value);
  return value.length === 2 && value.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))
    ? t('routingForms.describe.range', { from: value[0] ?? '', to: value[1] ?? '' })
    : value.map(quoted).join(', ');
}

/** A rule's condition in words, e.g. 'City is “Pune” and (Size is any of “S”, “M” or Notes is empty)'. */
export function describeCondition(
  t: DashboardTranslate,
  node: ConditionNode,
  questions: readonly RoutingQuestion[],
  isNested = false,
): string {
  if (node.kind === 'clause') {
    const question = questions.find((q) => q.questionId === node.questionId);
    const name = question?.content.trim() || t('routingForms.describe.removedQuestion');
    const operator = t(OPERATOR_KEYS[node.operator]);
    const value = valueText(t, node.value);
    return value === null
      ? t('routingForms.describe.clause', { question: name, operator })
      : t('routingForms.describe.clauseWithValue', { question: name, operator, value });
  }
  if (node.children.length === 0) {
    return t(node.join === 'ALL' ? 'routingForms.describe.always' : 'routingForms.describe.never');
  }
  const join = node.join === 'ALL' ? 'routingForms.describe.all' : 'routingForms.describe.any';
  const text = node.children
    .map((child) => describeCondition(t, child, questions, true))
    .reduce((first, next) => t(join, { first, next }));
  return isNested && node.children.length > 1 ? t('routingForms.describe.nested', { condition: text }) : text;
}
