import type { SubmittedAnswer } from '@kairos/core/questions/answer-types';
import { evaluateRules } from '@kairos/core/routing/evaluate';
import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import type { RoutingRule } from '@kairos/core/routing/rule-schema';
import type { PublicRoutingRule } from '@kairos/core/routing/submission-schema';

/**
 * The ROUTING LOGIC panel of the host's preview: the host's own rules as the panel shows them.
 * Visitors never get these; only the builder has them.
 */
export function previewRules(rules: readonly RoutingRule[]): PublicRoutingRule[] {
  return rules.map((rule) => ({
    _id: rule._id,
    isDefault: rule.isDefault,
    type: rule.redirect.type,
    label: rule.label,
  }));
}

/** The rule the preview's answers would pick, as the server picks it on a real submission. */
export function matchPreviewRule(
  rules: readonly RoutingRule[],
  answers: readonly SubmittedAnswer[],
  ctx: { now: number; timezone: string; questions: readonly RoutingQuestion[] },
): string | null {
  const evaluable = rules.map((rule) => ({ ...rule, condition: rule.isDefault ? null : rule.condition }));
  return evaluateRules(evaluable, answers, ctx)?._id ?? null;
}
