import { TRACKING_EVENTS, type TrackingEventName } from './tracking-events.ts';

/**
 * Conversion (decision 0020): of the visitors the funnel saw reaching a booking page, the share
 * whose same visit went on to book. Both are read from the visitor's own names, so the figure
 * is a share of one set of visitors and never passes 100 %.
 */

/** What a visitor reports on an event's booking page, before a booking. */
export const BOOKING_PAGE_EVENTS = [
  'view_teams_event_booking_page',
  'date_selection',
  'time_selection',
  'view_booking_details_page',
  'otp_sent_on_email',
  'verify_email',
] as const satisfies readonly TrackingEventName[];

/**
 * What a visitor's tab reports only once the server took their booking: its thanks page, or the
 * way to pay for it. (The server's own `schedule_event` carries no visitor, so it cannot say who.)
 */
export const BOOKED_VISIT_EVENTS = [
  'view_thank_you_page',
  'view_public_booking_thank_you_page',
  'redirect_payment_stripe',
  'redirect_payment_paypal',
  'redirect_payment_razorpay',
  'upi_payment',
  'pay_later',
  'payment_completed',
] as const satisfies readonly TrackingEventName[];

/** The names as a bit set, bit i for `TRACKING_EVENTS[i]` (SQL `funnel_name_mask`). */
export function maskOfNames(names: readonly TrackingEventName[]): number {
  return names.reduce((mask, name) => mask | (1 << TRACKING_EVENTS.indexOf(name)), 0);
}

export const BOOKING_PAGE_MASK = maskOfNames(BOOKING_PAGE_EVENTS);
export const BOOKED_VISIT_MASK = maskOfNames(BOOKED_VISIT_EVENTS);

/** Visitors who booked ÷ visitors who reached a booking page; null when none reached one. */
export function conversionRate(v: { bookingPageVisitors: number; visitorsWhoBooked: number }): number | null {
  return v.bookingPageVisitors > 0 ? v.visitorsWhoBooked / v.bookingPageVisitors : null;
}
