import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { describePayment } from './components/payment-decision';

const t = createTranslator<DashboardKey>('en', dashboardEn);

describe('describePayment', () => {
  it('reads amount, method and status, and a refund still to give back', () => {
    expect(describePayment({ amount: 2500, currencyCode: 'EUR', method: 'STRIPE', status: 'PAID' }, t)).toBe(
      '€25.00 by card (Stripe) · paid',
    );
    expect(
      describePayment(
        { amount: 1000, currencyCode: 'USD', method: 'CASH', status: 'PAID', refundStatus: 'PENDING' },
        t,
      ),
    ).toBe('$10.00 by cash · paid · refund to give back');
  });

  it('leaves out a missing amount and names an unknown method or status as given', () => {
    expect(describePayment({ method: 'BARTER', status: 'AWAITING_VERIFICATION' }, t)).toBe(
      'by BARTER · to verify',
    );
  });
});

describe('the drawer’s optional parts', () => {
  it('says who rescheduled and when only when known', () => {
    const values = { date: 'Mon, 3 May', time: '10:00am', by: 'Ada', at: '1 May' };
    expect(t('meetings.history.rescheduled', { ...values, hasBy: 'yes', hasAt: 'yes' })).toBe(
      'Rescheduled from Mon, 3 May, 10:00am by Ada on 1 May',
    );
    expect(t('meetings.history.rescheduled', { ...values, hasBy: 'no', hasAt: 'no' })).toBe(
      'Rescheduled from Mon, 3 May, 10:00am',
    );
  });

  it('counts attendees and notes as the titles did', () => {
    expect(t('meetings.details.attendees', { count: 1 })).toBe('Attendee');
    expect(t('meetings.details.attendees', { count: 3 })).toBe('Attendees (3)');
    expect(t('meetings.notes.title', { count: 0 })).toBe('Notes');
    expect(t('meetings.notes.title', { count: 2 })).toBe('Notes (2)');
    expect(t('meetings.notes.byline', { name: 'Ada', at: '1 May', edited: 'yes' })).toBe(
      'Ada · 1 May (edited)',
    );
  });
});
