import { type PlanInfo, UNLIMITED_PACKAGE_ID } from '@kairos/core/accounts/plan-schema';
import type { BadgeTone } from '../ui/components/badge';

export interface PlanView {
  name: string;
  description: string;
  badges: { label: string; tone: BadgeTone }[];
}

/** `3 of 5 used`, or `3 used · no limit`. */
export function usageLine(used: number, limit: number | null): string {
  return limit === null ? `${used} used · no limit` : `${used} of ${limit} used`;
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
export function describePlan(plan: PlanInfo): PlanView {
  const unlimited = plan.packageId === UNLIMITED_PACKAGE_ID;
  const badges: PlanView['badges'] = [];
  if (plan.isExpired) badges.push({ label: 'Expired', tone: 'red' });
  else if (plan.isInGracePeriod) badges.push({ label: 'Grace period', tone: 'amber' });
  else badges.push({ label: 'Active', tone: 'green' });
  if (plan.isTrialPlan) badges.push({ label: 'Trial', tone: 'brand' });
  if (plan.subscriptionCancel) badges.push({ label: 'Cancels at the end of the term', tone: 'amber' });
  const atLimit =
    (plan.seatLimit !== null && plan.seatsUsed >= plan.seatLimit) ||
    (plan.eventLimit !== null && plan.eventsUsed >= plan.eventLimit);
  if (atLimit) badges.push({ label: 'Limit reached', tone: 'red' });
  let description: string;
  if (unlimited) description = 'Self-hosted: no limits on seats or event types.';
  else if (plan.isExpired) description = 'Your plan has expired; renew it to keep taking bookings.';
  else if (plan.isInGracePeriod)
    description = 'Your plan has ended; renew it before the grace period runs out.';
  else description = 'Limits set for this workspace by its operator.';
  return { name: unlimited ? 'Unlimited (self-hosted)' : titleCase(plan.packageId), description, badges };
}
