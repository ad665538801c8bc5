import { describe, expect, it } from 'vitest';
import type { Funnel } from './analytics-schema.ts';
import { chartCsvRows } from './csv.ts';
import { funnelStepRows } from './funnel-steps.ts';
import { TRACKING_EVENTS } from './tracking-events.ts';

const range = { from: '2027-03-01', to: '2027-03-31', timezone: 'Asia/Kolkata' };

function funnelOf(counts: Record<string, [events: number, visitors: number]>, paid = 0): Funnel {
  return {
    range,
    paid,
    steps: TRACKING_EVENTS.map((name) => ({
      name,
      events: counts[name]?.[0] ?? 0,
      visitors: counts[name]?.[1] ?? 0,
    })),
  };
}

describe('the funnel card and its CSV', () => {
  const funnel = funnelOf(
    {
      all_events_page: [18, 18],
      date_selection: [27, 27],
      time_selection: [18, 18],
      view_booking_details_page: [18, 17],
      schedule_event: [18, 0],
      view_cancel_event_page: [4, 4],
      // What the pages reported; the card shows the payments Revenue counts instead.
      payment_completed: [2, 2],
    },
    5,
  );

  it('holds the card’s seven steps, with its labels, Revenue’s payments, and no visitors for a server-known step', () => {
    expect(chartCsvRows({ chart: 'funnel', data: funnel })).toEqual([
      ['Step', 'Times', 'Visitors'],
      ['Opened a listing', 18, 18],
      ['Picked a date', 27, 27],
      ['Picked a time', 18, 18],
      ['Reached the details', 18, 17],
      ['Verified their email', 0, 0],
      ['Booked', 18, null],
      ['Paid', 5, null],
    ]);
  });

  it('lists the same figures the card shows', () => {
    const card = funnelStepRows(funnel).map((s) => [s.label, s.events, s.visitors]);
    expect(chartCsvRows({ chart: 'funnel', data: funnel }).slice(1)).toEqual(card);
  });
});
