import type { PlanInfo } from '@kairos/core/accounts/plan-schema';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { openModal } from '../../modals/modal-store';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { describePlan, usageLine } from '../plan-display';
import { useAgentPreferences } from '../use-agent-preferences';

/** The workspace's plan: its name, status, expiry and how much of each limit is used. */
export function PlanCard({ plan }: { plan: PlanInfo }) {
  const { formatDate } = useAgentPreferences();
  const t = useDashboardT();
  const view = describePlan(plan, t);
  return (
    <FormSection
      title={t('settings.plan.title')}
      description={view.description}
      action={
        <Button variant="secondary" onClick={() => openModal('planUpgradeModal')}>
          {t('settings.plan.upgrade')}
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
          <dt className="text-gray-500">{t('settings.plan.seats')}</dt>
          <dd className="mt-0.5 font-medium text-gray-900">{usageLine(plan.seatsUsed, plan.seatLimit, t)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('settings.plan.liveEventTypes')}</dt>
          <dd className="mt-0.5 font-medium text-gray-900">
            {usageLine(plan.eventsUsed, plan.eventLimit, t)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('settings.plan.renewsOrEnds')}</dt>
          <dd className="mt-0.5 font-medium text-gray-900">
            {plan.expiryDate ? formatDate(plan.expiryDate) : t('settings.plan.never')}
            {plan.remainingTime !== null && !plan.isExpired && (
              <span className="font-normal text-gray-600">
                {' '}
                · {t('settings.plan.daysLeft', { days: plan.remainingTime })}
              </span>
            )}
          </dd>
        </div>
        {plan.billingFrequency && (
          <div>
            <dt className="text-gray-500">{t('settings.plan.billing')}</dt>
            <dd className="mt-0.5 font-medium text-gray-900">{plan.billingFrequency}</dd>
          </div>
        )}
        {plan.addons.length > 0 && (
          <div>
            <dt className="text-gray-500">{t('settings.plan.addons')}</dt>
            <dd className="mt-0.5 font-medium text-gray-900">{plan.addons.join(', ')}</dd>
          </div>
        )}
      </dl>
    </FormSection>
  );
}
