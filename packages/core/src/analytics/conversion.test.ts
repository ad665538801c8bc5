import { describe, expect, it } from 'vitest';
import {
  BOOKED_VISIT_EVENTS,
  BOOKED_VISIT_MASK,
  BOOKING_PAGE_EVENTS,
  BOOKING_PAGE_MASK,
  conversionRate,
  maskOfNames,
} from './conversion.ts';
import { isServerRecorded } from './funnel.ts';

describe('conversion', () => {
  it('reads only names a visitor’s own page reports, each in one of the two sets', () => {
    for (const name of [...BOOKING_PAGE_EVENTS, ...BOOKED_VISIT_EVENTS])
      expect(isServerRecorded(name)).toBe(false);
    expect(BOOKING_PAGE_MASK & BOOKED_VISIT_MASK).toBe(0);
  });

  it('puts each name on its bit in the catalogue’s order (as SQL funnel_name_mask does)', () => {
    // date_selection is the 20th tracking event, payment_completed the 2nd.
    expect(maskOfNames(['date_selection'])).toBe(1 << 19);
    expect(maskOfNames(['payment_completed', 'date_selection'])).toBe((1 << 1) | (1 << 19));
  });

  it.each([
    [{ bookingPageVisitors: 0, visitorsWhoBooked: 0 }, null],
    [{ bookingPageVisitors: 4, visitorsWhoBooked: 1 }, 0.25],
    [{ bookingPageVisitors: 3, visitorsWhoBooked: 3 }, 1],
  ])('%j is %s', (figures, rate) => {
    expect(conversionRate(figures)).toBe(rate);
  });
});
