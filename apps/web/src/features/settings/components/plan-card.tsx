import type { PlanInfo } from '@kairos/core/accounts/plan-schema';
import { openModal } from '../../modals/modal-store';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { describePlan, usageLine } from '../plan-display';
import { useAgentPreferences } from '../use-agent-preferences';

/** The workspace's plan: its name, status, expiry and how much of each limit is used. */
export function PlanCard({ plan }: { plan: PlanInfo }) {
  const { formatDate } = useAgentPreferences();
  const view = describePlan(plan);
  return (
    <FormSection
      title="Plan"
      description={view.description}
      action={
        <Button variant="secondary" onClick={() => openModal('planUpgradeModal')}>
          Upgrade plan
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-gray-900">{view.name}</span>
        {view.badges.map((badge) => (
          <Badge key={badge.label} tone={badge.tone}>
            {badge.label}
          </Badge>
        ))}
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-500">Seats</dt>
          <dd className="mt-0.5 font-medium text-gray-900">{usageLine(plan.seatsUsed, plan.seatLimit)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Live event types</dt>
          <dd className="mt-0.5 font-medium text-gray-900">{usageLine(plan.eventsUsed, plan.eventLimit)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Renews or ends</dt>
          <dd className="mt-0.5 font-medium text-gray-900">
            {plan.expiryDate ? formatDate(plan.expiryDate) : 'Never'}
            {plan.remainingTime !== null && !plan.isExpired && (
              <span className="font-normal text-gray-600"> · {plan.remainingTime} days left</span>
            )}
          </dd>
        </div>
        {plan.billingFrequency && (
          <div>
            <dt className="text-gray-500">Billing</dt>
            <dd className="mt-0.5 font-medium text-gray-900">{plan.billingFrequency}</dd>
          </div>
        )}
        {plan.addons.length > 0 && (
          <div>
            <dt className="text-gray-500">Add-ons</dt>
            <dd className="mt-0.5 font-medium text-gray-900">{plan.addons.join(', ')}</dd>
          </div>
        )}
      </dl>
    </FormSection>
  );
}
