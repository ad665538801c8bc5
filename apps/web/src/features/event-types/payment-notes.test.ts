import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { methodNote } from './payment-notes';

const t = createTranslator('en', dashboardEn);

describe('methodNote', () => {
  it.each([
    ['UPI in rupees', 'UPI', 'INR', true, null],
    ['another method in euros', 'STRIPE', 'EUR', true, null],
    [
      'UPI not ticked, in euros',
      'UPI',
      'EUR',
      false,
      { text: 'Indian rupees (INR) only.', isWarning: false },
    ],
    [
      'UPI ticked, in euros',
      'UPI',
      'EUR',
      true,
      {
        text: 'UPI takes Indian rupees (INR) only: attendees are not offered it while the price is in EUR. Set the currency to INR or untick UPI.',
        isWarning: true,
      },
    ],
    [
      'UPI ticked while the currency is half typed',
      'UPI',
      'E',
      true,
      {
        text: 'UPI takes Indian rupees (INR) only: attendees are not offered it while the price is in another currency. Set the currency to INR or untick UPI.',
        isWarning: true,
      },
    ],
  ] as const)('%s', (_, method, currency, isChosen, expected) => {
    expect(methodNote(t, method, currency, isChosen)).toEqual(expected);
  });
});
