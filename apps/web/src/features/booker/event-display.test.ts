import { translatorFor } from '@kairos/core/i18n/server-translators';
import { describe, expect, it } from 'vitest';
import {
  chosenDuration,
  durationOptions,
  formatDuration,
  formatPrice,
  joinNames,
  joinNamesIn,
  keptDuration,
  plainText,
  priceFor,
  sayDuration,
} from './event-display';

describe('formatDuration', () => {
  it.each([
    [15, '15 min'],
    [60, '1 hr'],
    [90, '1 hr 30 min'],
    [1440, '24 hr'],
  ])('%i → %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe('sayDuration', () => {
  it.each([
    ['en', 30, '30 min'],
    ['en', 90, '1 hr 30 min'],
    ['de', 30, '30 Min.'],
    ['de', 120, '2 Std.'],
    ['hi', 60, '1 घंटा'],
    ['hi', 150, '2 घंटे 30 मिनट'],
  ] as const)('%s %i → %s', (language, minutes, expected) => {
    expect(sayDuration(translatorFor(language), minutes)).toBe(expected);
  });
});

describe('durations and prices', () => {
  const event = {
    duration: 30,
    allowAttendeeToSelectDuration: true,
    allowAttendeeToSelectMultipleDuration: true,
    availableDuration: [60, 15, 30, 30],
    payment: {
      enable: true,
      methods: ['STRIPE' as const],
      currencyCode: 'EUR',
      amount: 40,
      required: true,
      terms: '',
      paymentOnDuration: [{ duration: 60, amount: 70 }],
      upiId: '',
      refundCutoffHours: 0,
    },
    paymentOnDuration: [],
  };

  it('offers the durations in order and keeps a valid pick', () => {
    expect(durationOptions(event)).toEqual([15, 30, 60]);
    expect(chosenDuration(event, 60)).toBe(60);
    expect(chosenDuration(event, 45)).toBe(30);
    expect(chosenDuration({ ...event, allowAttendeeToSelectDuration: false }, 60)).toBe(30);
  });

  it('keeps a meeting’s length on reschedule while the event offers it, even one visitors cannot pick', () => {
    const hostsOnly = { ...event, allowAttendeeToSelectMultipleDuration: false };
    expect(keptDuration(hostsOnly, 60)).toBe(60);
    expect(keptDuration(hostsOnly, 45)).toBe(30);
    expect(keptDuration({ ...event, allowAttendeeToSelectDuration: false }, 60)).toBe(30);
  });

  it('offers only the event’s own duration while visitors may not choose among several', () => {
    const hostsOnly = { ...event, allowAttendeeToSelectMultipleDuration: false };
    expect(durationOptions(hostsOnly)).toEqual([30]);
    expect(chosenDuration(hostsOnly, 60)).toBe(30);
  });

  it.each([
    [30, { amount: 40, currency: 'EUR' }],
    [60, { amount: 70, currency: 'EUR' }],
  ])('prices %i minutes', (duration, expected) => {
    expect(priceFor(event, duration)).toEqual(expected);
  });

  it('has no price when payment is off', () => {
    expect(priceFor({ ...event, payment: { ...event.payment, enable: false } }, 30)).toBeNull();
  });

  it('formats money', () => {
    expect(formatPrice(40, 'EUR', 'en-US')).toBe('€40.00');
    expect(formatPrice(1500, 'INR', 'en-IN')).toBe('₹1,500.00');
  });
});

describe('text helpers', () => {
  it.each([
    [[], ''],
    [['Ada'], 'Ada'],
    [['Ada', 'Alan'], 'Ada and Alan'],
    [['Ada', 'Alan', 'Grace'], 'Ada, Alan and Grace'],
  ])('joinNames(%j) = %s', (names, expected) => {
    expect(joinNames(names)).toBe(expected);
  });

  it("joins names by the page language's rules, English by its own", () => {
    expect(joinNamesIn('de', ['Ada', 'Alan', 'Grace'])).toBe('Ada, Alan und Grace');
    expect(joinNamesIn('fr', ['Ada', 'Alan'])).toBe('Ada et Alan');
    expect(joinNamesIn('en-GB', ['Ada', 'Alan', 'Grace'])).toBe('Ada, Alan and Grace');
  });

  it('strips markup for previews', () => {
    expect(plainText('<p>Hello&nbsp;<b>there</b></p><p>Tom &amp; Jerry</p>')).toBe('Hello there Tom & Jerry');
  });
});
