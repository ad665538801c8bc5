import { PaymentSettingSchema } from '@kairos/core/events/payment-schema';
import { describe, expect, it } from 'vitest';
import { validateBookingDraft } from './answer-validation';
import { initialDraft } from './booking-draft';
import { buildBookingRequest } from './booking-request';
import { mergeAttendeeDetails } from './booking-summary';

const event = (payment: Record<string, unknown>) => ({
  _id: 'e1',
  questions: [],
  modes: [],
  termsAndCondition: { enable: false, text: '', required: false },
  allowAttendeesToAddGuests: false,
  guestLimit: 0,
  payment: PaymentSettingSchema.parse({ enable: true, amount: 25, currencyCode: 'EUR', ...payment }),
});
const slot = { start: Date.UTC(2027, 2, 1, 10), duration: 30, timezone: 'UTC' };

describe('the payment choice on the details step', () => {
  it('picks the only method, and waits for a pick among several (pay later offered when payment is optional)', () => {
    expect(initialDraft(event({ methods: ['UPI'], upiId: 'a@b' }), 'IN').paymentMethod).toBe('UPI');
    expect(initialDraft(event({ methods: ['STRIPE', 'UPI'], upiId: 'a@b' }), 'IN').paymentMethod).toBeNull();
    expect(initialDraft(event({ methods: ['STRIPE'], required: false }), 'IN').paymentMethod).toBeNull();
  });

  it('asks for a method on a paid booking and sends the one chosen', () => {
    const paid = event({ methods: ['STRIPE', 'CASH'] });
    const draft = { ...initialDraft(paid, 'IN'), fullName: 'Ada', emailId: 'ada@example.com' };
    const context = { now: Date.UTC(2027, 1, 1), timezone: 'UTC', paid: true };
    expect(validateBookingDraft(paid, draft, context)['payment.method']).toBe('Choose how to pay');
    const chosen = { ...draft, paymentMethod: 'CASH' as const };
    expect(validateBookingDraft(paid, chosen, context)['payment.method']).toBeUndefined();
    expect(buildBookingRequest(paid, chosen, slot, { utms: {} }).payment).toEqual({ method: 'CASH' });
    expect(
      buildBookingRequest({ ...paid, payment: { ...paid.payment, enable: false } }, chosen, slot, {
        utms: {},
      }).payment,
    ).toBeUndefined();
  });
});

describe('the payment shown after booking', () => {
  it('reads the recorded payment in minor units (cents, or yen as they are)', () => {
    const details = (amount: number, currencyCode: string) => ({
      attendee: { _id: 'a1', payment: { amount, currencyCode, method: 'STRIPE', status: 'PAID' } },
      meeting: { _id: 'm1', time: '2027-03-01T10:00:00.000Z', duration: 30 },
      event: { name: 'Paid call' },
    });
    expect(mergeAttendeeDetails(null, details(2500, 'EUR'))?.payment).toEqual({
      amount: 25,
      currency: 'EUR',
      method: 'STRIPE',
      status: 'PAID',
    });
    expect(mergeAttendeeDetails(null, details(5000, 'JPY'))?.payment?.amount).toBe(5000);
  });
});
