import { describe, expect, it } from 'vitest';
import { needsHostConfirmation } from './booking-confirmation.ts';
import { BookingConfirmationSchema } from './booking-options-schema.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = Date.parse('2027-03-01T08:00:00Z');
const IN_ONE_HOUR = Date.parse('2027-03-01T09:00:00Z');
const IN_TWO_DAYS = Date.parse('2027-03-03T08:00:00Z');

const rule = (input: Record<string, unknown>) => BookingConfirmationSchema.parse({ enable: true, ...input });

describe('needsHostConfirmation', () => {
  it.each([
    ['confirmation off', { enable: false }, false, IN_ONE_HOUR, false],
    ['every booking', {}, false, IN_TWO_DAYS, true],
    ['every booking, paid online, the option off', {}, true, IN_TWO_DAYS, true],
    [
      'short notice, booked an hour ahead',
      { type: 'LESS_THAN', lessThanNotice: 120 },
      false,
      IN_ONE_HOUR,
      true,
    ],
    [
      'short notice, booked two days ahead',
      { type: 'LESS_THAN', lessThanNotice: 120 },
      false,
      IN_TWO_DAYS,
      false,
    ],
    [
      'only without an online payment, a free booking',
      { enableOnlyForFreeProviders: true },
      false,
      IN_TWO_DAYS,
      true,
    ],
    [
      'only without an online payment, paid online',
      { enableOnlyForFreeProviders: true },
      true,
      IN_TWO_DAYS,
      false,
    ],
    [
      'only without an online payment and short notice, unpaid, two days ahead',
      { enableOnlyForFreeProviders: true, type: 'LESS_THAN', lessThanNotice: 120 },
      false,
      IN_TWO_DAYS,
      false,
    ],
    [
      'only without an online payment and short notice, unpaid, an hour ahead',
      { enableOnlyForFreeProviders: true, type: 'LESS_THAN', lessThanNotice: 120 },
      false,
      IN_ONE_HOUR,
      true,
    ],
  ])('%s', (_, input, paidOnline, startMs, expected) => {
    expect(needsHostConfirmation(rule(input), { startMs, nowMs: NOW, paidOnline })).toBe(expected);
  });
});
