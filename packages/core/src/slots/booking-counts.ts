import { countDay, type DayCounts } from './day-counts.ts';
import type { SlotMeeting } from './types.ts';
import { type LocalDayReader, readLocalDay } from './zone-offset.ts';

/**
 * This event's bookings, counted as the meetings are read, for its seats and limits: seats for
 * GROUP events only, days only under a daily limit.
 */
export interface EventBookings {
  readonly isGroup: boolean;
  readonly countsDays: boolean;
  readonly nowMs: number;
  /** Local days of the event's time zone. */
  readonly days: LocalDayReader;
  /** Booked attendees per meeting start (GROUP). */
  readonly seats: Map<number, number>;
  /** Meetings per local day of the event's time zone. */
  readonly perDay: DayCounts;
  /** Meetings starting at or after now. */
  upcoming: number;
}

/** Counts a booked meeting of this event, starting at `start`. */
export function countBooking(bookings: EventBookings, meeting: SlotMeeting, start: number): void {
  if (bookings.isGroup) {
    const seen = bookings.seats.get(start);
    bookings.seats.set(start, (seen ?? 0) + (meeting.attendeeCount ?? 1));
    // A GROUP meeting is one session however many bookings share its start.
    if (seen !== undefined) return;
  }
  if (bookings.countsDays) countDay(bookings.perDay, readLocalDay(bookings.days, start));
  if (start >= bookings.nowMs) bookings.upcoming += 1;
}
