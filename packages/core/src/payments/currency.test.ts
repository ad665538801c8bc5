import { describe, expect, it } from 'vitest';
import { PaymentSettingSchema } from '../events/payment-schema.ts';
import { bookingPrice, currencyOf, formatMinorUnits, fromMinorUnits, toMinorUnits } from './currency.ts';

const paid = (over: Record<string, unknown> = {}) =>
  PaymentSettingSchema.parse({ enable: true, methods: ['STRIPE'], amount: 25, currencyCode: 'EUR', ...over });

describe('currency helpers', () => {
  it('uses cents for two-decimal currencies and the unit itself for zero-decimal ones', () => {
    expect(toMinorUnits(25, 'EUR')).toBe(2500);
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(500, 'JPY')).toBe(500);
    expect(toMinorUnits(1200, 'KRW')).toBe(1200);
    expect(toMinorUnits(1.5, 'KWD')).toBe(1500);
    expect(fromMinorUnits(1999, 'USD')).toBe(19.99);
    expect(fromMinorUnits(500, 'JPY')).toBe(500);
  });

  it('refuses negative or non-finite amounts', () => {
    expect(() => toMinorUnits(-1, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
  });

  it('defaults to USD when no currency is given', () => {
    expect(currencyOf(undefined)).toBe('USD');
    expect(currencyOf('')).toBe('USD');
    expect(currencyOf('inr')).toBe('INR');
  });

  it('formats minor units with the currency’s own decimals', () => {
    expect(formatMinorUnits(2500, 'EUR')).toBe('€25.00');
    expect(formatMinorUnits(500, 'JPY')).toBe('¥500');
  });

  it('prices the chosen duration, else the event amount, and nothing when payment is off', () => {
    const setting = paid({ paymentOnDuration: [{ duration: 60, amount: 40 }] });
    expect(bookingPrice(setting, 30)).toEqual({ amount: 2500, currencyCode: 'EUR' });
    expect(bookingPrice(setting, 60)).toEqual({ amount: 4000, currencyCode: 'EUR' });
    expect(bookingPrice(paid(), 45, [{ duration: 45, amount: 30 }])).toEqual({
      amount: 3000,
      currencyCode: 'EUR',
    });
    expect(bookingPrice(paid({ currencyCode: 'JPY', amount: 5000 }), 30)).toEqual({
      amount: 5000,
      currencyCode: 'JPY',
    });
    expect(bookingPrice(paid({ enable: false }), 30).amount).toBe(0);
  });
});
