import { describe, expect, it } from 'vitest';
import { needsHostConfirmation } from './booking-confirmation.ts';
import { BookingConfirmationSchema } from './booking-options-schema.ts';
import { isFreeEmailAddress } from './free-email-providers.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = Date.parse('2027-03-01T08:00:00Z');
const IN_ONE_HOUR = Date.parse('2027-03-01T09:00:00Z');
const IN_TWO_DAYS = Date.parse('2027-03-03T08:00:00Z');

const rule = (input: Record<string, unknown>) => BookingConfirmationSchema.parse({ enable: true, ...input });

describe('needsHostConfirmation', () => {
  it.each([
    ['confirmation off', { enable: false }, 'ada@gmail.com', IN_ONE_HOUR, false],
    ['every booking', {}, 'ada@acme.example', IN_TWO_DAYS, true],
    [
      'short notice, booked an hour ahead',
      { type: 'LESS_THAN', lessThanNotice: 120 },
      'ada@acme.example',
      IN_ONE_HOUR,
      true,
    ],
    [
      'short notice, booked two days ahead',
      { type: 'LESS_THAN', lessThanNotice: 120 },
      'ada@acme.example',
      IN_TWO_DAYS,
      false,
    ],
    [
      'free providers only, a Gmail address',
      { enableOnlyForFreeProviders: true },
      'ada@gmail.com',
      IN_TWO_DAYS,
      true,
    ],
    [
      'free providers only, a company address',
      { enableOnlyForFreeProviders: true },
      'ada@acme.example',
      IN_TWO_DAYS,
      false,
    ],
    [
      'free providers only and short notice, a Gmail address booked two days ahead',
      { enableOnlyForFreeProviders: true, type: 'LESS_THAN', lessThanNotice: 120 },
      'ada@gmail.com',
      IN_TWO_DAYS,
      false,
    ],
    [
      'free providers only and short notice, a Gmail address booked an hour ahead',
      { enableOnlyForFreeProviders: true, type: 'LESS_THAN', lessThanNotice: 120 },
      'ada@GMAIL.com',
      IN_ONE_HOUR,
      true,
    ],
  ])('%s', (_, input, emailId, startMs, expected) => {
    expect(needsHostConfirmation(rule(input), { startMs, nowMs: NOW, emailId })).toBe(expected);
  });
});

describe('isFreeEmailAddress', () => {
  it.each([
    ['ada@gmail.com', true],
    ['Ada.Lovelace@Outlook.com', true],
    ['ada@yahoo.co.in', true],
    ['ada@proton.me', true],
    ['ada@acme.example', false],
    // A company's own mail host under a free provider's name is not the free service.
    ['ada@gmail.com.acme.example', false],
    ['not-an-address', false],
  ])('%s → %s', (emailId, expected) => {
    expect(isFreeEmailAddress(emailId)).toBe(expected);
  });
});
