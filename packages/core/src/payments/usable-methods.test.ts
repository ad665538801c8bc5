import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../events/payment-schema.ts';
import { usableMethods } from './payment-rules.ts';
import type { PaymentProviderId } from './payment-start-schema.ts';

describe('usableMethods', () => {
  const all: PaymentMethod[] = [
    'PAYPAL',
    'STRIPE',
    'DEBIT_CREDIT',
    'RAZORPAY',
    'UPI',
    'BANK_TRANSFER',
    'CASH',
    'LATER',
  ];
  it.each<[string, string, PaymentProviderId[], PaymentMethod[]]>([
    ['nothing connected, dollars', 'USD', [], ['BANK_TRANSFER', 'CASH', 'LATER']],
    ['nothing connected, rupees', 'INR', [], ['UPI', 'BANK_TRANSFER', 'CASH', 'LATER']],
    ['Stripe connected', 'USD', ['stripe'], ['STRIPE', 'DEBIT_CREDIT', 'BANK_TRANSFER', 'CASH', 'LATER']],
    [
      'PayPal and Razorpay',
      'INR',
      ['paypal', 'razorpay'],
      ['PAYPAL', 'RAZORPAY', 'UPI', 'BANK_TRANSFER', 'CASH', 'LATER'],
    ],
    ['everything', 'INR', ['paypal', 'stripe', 'razorpay'], all],
  ])('%s', (_name, currencyCode, connected, expected) => {
    expect(usableMethods({ methods: all, currencyCode }, new Set(connected))).toEqual(expected);
  });

  it('keeps the host’s order and offers nothing the event does not take', () => {
    expect(
      usableMethods(
        { methods: ['LATER', 'PAYPAL', 'CASH'], currencyCode: 'EUR' },
        new Set(['paypal', 'stripe']),
      ),
    ).toEqual(['LATER', 'PAYPAL', 'CASH']);
  });
});
