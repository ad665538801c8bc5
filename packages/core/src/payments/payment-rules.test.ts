import { describe, expect, it } from 'vitest';
import { PaymentSettingSchema } from '../events/payment-schema.ts';
import { choosePaymentMethod, offeredMethods } from './payment-rules.ts';
import { upiPayLink } from './upi.ts';

const setting = (over: Record<string, unknown> = {}) =>
  PaymentSettingSchema.parse({
    enable: true,
    methods: ['STRIPE', 'UPI'],
    amount: 10,
    upiId: 'ada@upi',
    ...over,
  });

describe('payment method choice', () => {
  it('takes an offered method and refuses another', () => {
    expect(choosePaymentMethod(setting(), 'UPI')).toEqual({ ok: true, method: 'UPI' });
    expect(choosePaymentMethod(setting(), 'PAYPAL').ok).toBe(false);
  });

  it('offers LATER only when payment is not required', () => {
    expect(choosePaymentMethod(setting(), 'LATER').ok).toBe(false);
    expect(choosePaymentMethod(setting({ methods: ['STRIPE', 'LATER'] }), 'LATER').ok).toBe(false);
    expect(choosePaymentMethod(setting({ required: false }), 'LATER')).toEqual({ ok: true, method: 'LATER' });
    expect(offeredMethods(setting({ required: false }))).toEqual(['STRIPE', 'UPI', 'LATER']);
  });

  it('uses the only method when none is picked, and asks when there are several', () => {
    expect(choosePaymentMethod(setting({ methods: ['CASH'] }), undefined)).toEqual({
      ok: true,
      method: 'CASH',
    });
    expect(choosePaymentMethod(setting(), undefined)).toEqual({ ok: false, message: 'Choose how to pay' });
  });
});

describe('UPI link', () => {
  it('names payee, rupee amount with two decimals, INR, note and reference', () => {
    expect(
      upiPayLink({
        upiId: 'ada@okaxis',
        payeeName: 'Ada L',
        amountMinor: 49950,
        note: 'Intro call',
        reference: 'p1',
      }),
    ).toBe('upi://pay?pa=ada%40okaxis&pn=Ada%20L&am=499.50&cu=INR&tn=Intro%20call&tr=p1');
  });
});
