/**
 * The steps of a booking's life its subscribers act on: booked (waiting for the host or a payment,
 * or standing), paid, confirmed, rejected, rescheduled, cancelled, asked to reschedule, let go
 * unpaid, and a group meeting left by an attendee who moved to another time.
 */
export const BOOKING_EVENT_KINDS = [
  'BOOKED',
  'PAID',
  'CONFIRMED',
  'REJECTED',
  'RESCHEDULED',
  'CANCELLED',
  'RESCHEDULE_REQUEST',
  'HOLD_EXPIRED',
  'LEFT',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];
