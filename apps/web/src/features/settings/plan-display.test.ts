import type { PlanInfo } from '@kairos/core/accounts/plan-schema';
import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { describePlan, usageLine } from './plan-display';

const t = createTranslator<DashboardKey>('en', dashboardEn);

const plan = (p: Partial<PlanInfo>): PlanInfo => ({
  packageId: 'SELF_HOSTED_UNLIMITED',
  expiryDate: null,
  isTrialPlan: false,
  isInGracePeriod: false,
  isExpired: false,
  remainingTime: null,
  addons: [],
  billingFrequency: null,
  subscriptionCancel: false,
  seatLimit: null,
  eventLimit: null,
  seatsUsed: 1,
  eventsUsed: 0,
  ...p,
});

describe('usageLine', () => {
  it.each([
    [3, 5, '3 of 5 used'],
    [2, null, '2 used · no limit'],
  ])('%d of %s → %s', (used, limit, expected) => {
    expect(usageLine(used, limit, t)).toBe(expected);
  });
});

describe('describePlan', () => {
  it('names the unlimited self-hosted plan', () => {
    const view = describePlan(plan({}), t);
    expect(view.name).toBe('Unlimited (self-hosted)');
    expect(view.badges.map((b) => b.label)).toEqual(['Active']);
  });

  it.each([
    [{ isExpired: true }, ['Expired']],
    [{ isInGracePeriod: true }, ['Grace period']],
    [{ isTrialPlan: true }, ['Active', 'Trial']],
    [{ subscriptionCancel: true }, ['Active', 'Cancels at the end of the term']],
    [{ seatLimit: 2, seatsUsed: 2 }, ['Active', 'Limit reached']],
    [{ eventLimit: 3, eventsUsed: 1 }, ['Active']],
  ] as const)('%o → %o', (fields, labels) => {
    expect(
      describePlan(plan({ packageId: 'TEAM_MONTHLY', ...fields }), t).badges.map((b) => b.label),
    ).toEqual(labels);
  });

  it('title-cases an operator package id', () => {
    expect(describePlan(plan({ packageId: 'TEAM_MONTHLY' }), t).name).toBe('Team Monthly');
  });
});
