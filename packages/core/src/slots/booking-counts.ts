import { countDay, type DayCounts } from './day-counts.ts';
import type { SlotMeeting } from './types.ts';
import { type LocalDayReader, readLocalDay } from './zone-offset.ts';

/**
 * This event's bookings, for its seats and limits: their starts are recorded while the
 * meetings are read, then tallied in one tight loop (`tallyBookings`). Seats are counted for
 * GROUP events only, days only under a daily limit.
 */
export interface EventBookings {
  readonly isGroup: boolean;
  readonly countsDays: boolean;
  readonly nowMs: number;
  /** Local days of the event's time zone. */
  readonly days: LocalDayReader;
  /** The recorded starts in `starts[0, size)`, with their attendees (GROUP). */
  starts: Float64Array;
  attendees: Float64Array;
  size: number;
  /** Booked attendees per meeting start (GROUP). */
  readonly seats: Map<number, number>;
  /** Meetings per local day of the event's time zone. */
  readonly perDay: DayCounts;
  /** Meetings starting at or after now. */
  upcoming: number;
}

function grow(values: Float64Array): Float64Array {
  const grown = new Float64Array(Math.max(64, values.length * 2));
  grown.set(values);
  return grown;
}

/** Records a booked meeting of this event, starting at `start`. */
export function recordBooking(bookings: EventBookings, meeting: SlotMeeting, start: number): void {
  if (bookings.size >= bookings.starts.length) {
    bookings.starts = grow(bookings.starts);
    if (bookings.isGroup) bookings.attendees = grow(bookings.attendees);
  }
  bookings.starts[bookings.size] = start;
  if (bookings.isGroup) bookings.attendees[bookings.size] = meeting.attendeeCount ?? 1;
  bookings.size += 1;
}

/** Counts the recorded bookings into seats, days and upcoming meetings. */
export function tallyBookings(bookings: EventBookings): void {
  const { starts, attendees, size, seats, perDay, days, nowMs, isGroup, countsDays } = bookings;
  for (let i = 0; i < size; i += 1) {
    const start = starts[i]!;
    if (isGroup) {
      const seen = seats.get(start);
      seats.set(start, (seen ?? 0) + attendees[i]!);
      // A GROUP meeting is one session however many bookings share its start.
      if (seen !== undefined) continue;
    }
    if (countsDays) countDay(perDay, readLocalDay(days, start));
    if (start >= nowMs) bookings.upcoming += 1;
  }
}
