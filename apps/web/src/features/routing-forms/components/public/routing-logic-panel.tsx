import type { PublicRoutingRule } from '@kairos/core/routing/submission-schema';
import { CheckIcon } from '../../../ui/components/icons';

const KIND_LABELS: Record<PublicRoutingRule['type'], string> = {
  CUSTOM_MESSAGE: 'Message',
  EXTERNAL_URL: 'Website',
  EVENT_TYPE: 'Booking page',
};

/** Non-default rules in their order, then the default rule (spec section 2). */
export function orderRulesForPanel(rules: readonly PublicRoutingRule[]): PublicRoutingRule[] {
  return [...rules.filter((rule) => !rule.isDefault), ...rules.filter((rule) => rule.isDefault)];
}

/** The ROUTING LOGIC side panel: where each rule leads; the matched one is checked after a submission. */
export function RoutingLogicPanel({
  rules,
  matchedRoute,
}: {
  rules: readonly PublicRoutingRule[];
  matchedRoute: string | null;
}) {
  return (
    <section aria-labelledby="routing-logic-title" className="flex flex-col gap-3">
      <h2 id="routing-logic-title" className="font-semibold text-(--pb-muted) text-xs tracking-wider">
        ROUTING LOGIC
      </h2>
      <ol className="flex flex-col gap-2">
        {orderRulesForPanel(rules).map((rule, index) => {
          const isMatched = rule._id === matchedRoute;
          return (
            <li
              key={rule._id}
              aria-current={isMatched ? 'true' : undefined}
              data-matched={isMatched || undefined}
              className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${
                isMatched
                  ? 'border-(--pb-brand) bg-(--pb-brand-soft) font-medium'
                  : 'border-(--pb-border) bg-(--pb-surface)'
              }`}
            >
              <span className="min-w-0 flex-1">
                <span className="block text-(--pb-muted) text-xs">
                  {rule.isDefault ? 'Otherwise' : `Rule ${index + 1}`} · {KIND_LABELS[rule.type]}
                </span>
                <span className="block break-words">{rule.label}</span>
              </span>
              {isMatched && (
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-(--pb-brand) text-(--pb-on-brand)">
                  <CheckIcon className="size-3.5" />
                  <span className="sr-only">Matched</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
