import { describe, expect, it } from 'vitest';
import { describePlan, hasOperatorPlan, wouldExceed } from './plan.ts';

const now = new Date('2026-03-10T12:00:00Z');
const usage = { seats: 2, events: 5 };

describe('describePlan', () => {
  it('is the unlimited self-hosted plan without terms', () => {
    expect(describePlan({}, now, usage)).toEqual({
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
      seatsUsed: 2,
      eventsUsed: 5,
    });
  });

  it('counts days left and reads limits, ignoring malformed values', () => {
    const plan = describePlan(
      {
        packageId: 'TEAM',
        expiryDate: '2026-03-20T00:00:00Z',
        seatLimit: 3,
        eventLimit: -1,
        addons: ['x', 1],
      },
      now,
      usage,
    );
    expect(plan).toMatchObject({ packageId: 'TEAM', remainingTime: 10, seatLimit: 3, eventLimit: null });
    expect(plan.addons).toEqual(['x']);
  });

  it('is in its grace period, then expired', () => {
    const terms = { expiryDate: '2026-03-09T00:00:00Z', graceDays: 3 };
    expect(describePlan(terms, now, usage)).toMatchObject({ isInGracePeriod: true, isExpired: false });
    const later = new Date('2026-03-13T00:00:00Z');
    expect(describePlan(terms, later, usage)).toMatchObject({
      isInGracePeriod: false,
      isExpired: true,
      remainingTime: 0,
    });
  });
});

describe('wouldExceed', () => {
  it.each([
    [null, 100, false],
    [3, 2, false],
    [3, 3, true],
    [0, 0, true],
  ] as const)('limit %s with %s used → %s', (limitValue, used, expected) => {
    expect(wouldExceed(limitValue, used)).toBe(expected);
  });
});

describe('hasOperatorPlan', () => {
  it('is false for the self-hosted plan without terms, true once an operator sets any', () => {
    expect(hasOperatorPlan(describePlan({}, now, usage))).toBe(false);
    expect(hasOperatorPlan(describePlan({ packageId: 'TEAM' }, now, usage))).toBe(true);
    expect(hasOperatorPlan(describePlan({ eventLimit: 3 }, now, usage))).toBe(true);
    expect(hasOperatorPlan(describePlan({ expiryDate: '2027-02-01T00:00:00Z' }, now, usage))).toBe(true);
  });
});
