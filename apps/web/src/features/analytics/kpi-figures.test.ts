import type { AnalyticsSummary } from '@kairos/core/analytics/analytics-schema';
import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { formatDaySpan } from './day-label';
import { kpiFigures } from './kpi-figures';

const summary: AnalyticsSummary = {
  range: { from: '2026-10-29', to: '2026-12-27', timezone: 'Asia/Kolkata' },
  periods: {
    past: { from: '2026-10-29', to: '2026-11-27' },
    ahead: { from: '2026-11-27', to: '2026-12-27' },
  },
  created: 9,
  meetings: 9,
  held: 0,
  upcoming: 9,
  completed: 0,
  cancelled: 0,
  rescheduled: 0,
  noShows: 0,
  pending: 0,
  visitors: 6,
  visitorBookings: 10,
  bookingPageVisitors: 4,
  visitorsWhoBooked: 3,
  conversionRate: 0.75,
  revenue: [{ currency: 'EUR', amount: 9800 }],
};
const dayFirst = { dateFormat: 'DD/MM/YYYY' } as const;
const t = createTranslator('en', dashboardEn);

function card(label: string, s: AnalyticsSummary = summary) {
  return kpiFigures(s, dayFirst, t).find((c) => c.label === label);
}

describe('the KPI cards', () => {
  it('say the days each figure covers', () => {
    expect(card('Bookings created')).toEqual({
      label: 'Bookings created',
      value: '9',
      note: 'created 29 Oct – 27 Nov',
    });
    expect(card('Upcoming')).toEqual({ label: 'Upcoming', value: '9', note: 'from now to 27 Dec' });
    expect(card('Meetings held')?.note).toBe('held (took place) 29 Oct – 27 Nov');
    expect(card('Revenue (EUR)')).toMatchObject({
      value: '€98.00',
      note: 'paid, less refunds',
      detail: 'meetings on 29 Oct – 27 Dec',
    });
  });

  it('give conversion as a share of the visitors who reached a booking page', () => {
    expect(card('Conversion')).toEqual({
      label: 'Conversion',
      value: '75%',
      note: '3 of 4 visitors who reached a booking page booked',
      detail: 'visits 29 Oct – 27 Nov',
    });
    expect(
      card('Conversion', { ...summary, bookingPageVisitors: 0, visitorsWhoBooked: 0, conversionRate: null }),
    ).toMatchObject({
      value: '—',
      note: 'no visitor reached a booking page',
    });
    expect(card('Conversion', { ...summary, bookingPageVisitors: 1, visitorsWhoBooked: 1 })?.note).toBe(
      '1 of 1 visitor who reached a booking page booked',
    );
  });

  it('say when the days are all past or all ahead', () => {
    const past = { ...summary, periods: { past: { from: '2026-10-01', to: '2026-10-31' }, ahead: null } };
    expect(card('Upcoming', past)?.note).toBe('none: these days have passed');
    const ahead = { ...summary, periods: { past: null, ahead: { from: '2026-12-01', to: '2026-12-31' } } };
    expect(card('Upcoming', ahead)?.note).toBe('starting 1 Dec – 31 Dec');
    expect(card('Meetings held', ahead)?.note).toBe('none yet: these days are ahead');
    expect(card('Conversion', ahead)).not.toHaveProperty('detail');
  });

  it('add what awaits the host to the upcoming card', () => {
    expect(card('Upcoming', { ...summary, pending: 2 })?.detail).toBe(
      '2 in these days await confirmation or payment',
    );
  });
});

describe('formatDaySpan', () => {
  it.each([
    ['2026-10-28', '2026-11-27', 'DD/MM/YYYY', '28 Oct – 27 Nov'],
    ['2026-10-28', '2026-11-27', 'MM/DD/YYYY', 'Oct 28 – Nov 27'],
    ['2026-12-28', '2027-01-27', 'DD/MM/YYYY', '28 Dec 2026 – 27 Jan 2027'],
    ['2026-11-27', '2026-11-27', 'DD/MM/YYYY', '27 Nov'],
  ] as const)('%s to %s in %s order is %s', (from, to, dateFormat, text) => {
    expect(formatDaySpan(from, to, { dateFormat })).toBe(text);
  });
});
