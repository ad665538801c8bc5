/**
 * The steps of a booking's life its subscribers act on: booked (waiting for the host or a payment,
 * or standing), paid, confirmed, rejected, rescheduled, cancelled, asked to reschedule, let go
 * unpaid, a group meeting left by an attendee who moved to another time, and a meeting the host
 * marked missed (no-show).
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
  'NO_SHOW',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** The kinds that change a meeting's time, people or standing: what its calendar entries and video link follow. */
export const MEETING_CHANGE_KINDS: readonly BookingEventKind[] = BOOKING_EVENT_KINDS.filter(
  (kind) => kind !== 'NO_SHOW',
);
