import { type PlanInfo, UNLIMITED_PACKAGE_ID } from '@kairos/core/accounts/plan-schema';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import type { BadgeTone } from '../ui/components/badge';

export interface PlanView {
  name: string;
  description: string;
  badges: { label: string; tone: BadgeTone }[];
}

/** `3 of 5 used`, or `3 used · no limit`. */
export function usageLine(used: number, limit: number | null, t: DashboardTranslate): string {
  return limit === null
    ? t('settings.plan.usedNoLimit', { used })
    : t('settings.plan.usedOf', { used, limit });
}

function titleCase(id: string): string {
  return id
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** How the plan reads on the settings page: its name, a sentence and status badges. */
export function describePlan(plan: PlanInfo, t: DashboardTranslate): PlanView {
  const unlimited = plan.packageId === UNLIMITED_PACKAGE_ID;
  const badges: PlanView['badges'] = [];
  if (plan.isExpired) badges.push({ label: t('settings.plan.badge.expired'), tone: 'red' });
  else if (plan.isInGracePeriod) badges.push({ label: t('settings.plan.badge.grace'), tone: 'amber' });
  else badges.push({ label: t('settings.plan.badge.active'), tone: 'green' });
  if (plan.isTrialPlan) badges.push({ label: t('settings.plan.badge.trial'), tone: 'brand' });
  if (plan.subscriptionCancel) badges.push({ label: t('settings.plan.badge.cancels'), tone: 'amber' });
  const atLimit =
    (plan.seatLimit !== null && plan.seatsUsed >= plan.seatLimit) ||
    (plan.eventLimit !== null && plan.eventsUsed >= plan.eventLimit);
  if (atLimit) badges.push({ label: t('settings.plan.badge.limit'), tone: 'red' });
  let description: string;
  if (unlimited) description = t('settings.plan.text.unlimited');
  else if (plan.isExpired) description = t('settings.plan.text.expired');
  else if (plan.isInGracePeriod) description = t('settings.plan.text.grace');
  else description = t('settings.plan.text.limited');
  return {
    name: unlimited ? t('settings.plan.unlimitedName') : titleCase(plan.packageId),
    description,
    badges,
  };
}
