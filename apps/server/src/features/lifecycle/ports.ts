import type { PlanInput } from '@kairos/core/notifications/plan-notifications';
import type { Interval } from '@kairos/core/slots/types';
import type { DbOrTx } from '@kairos/db/client';
import type { MeetingRow } from './repo.ts';

/*
 * What the booking path (bookings, payments, meetings) asks of features that sit above it, inside
 * its own transactions, where a subscriber after the commit would come too late. It names only
 * these interfaces; `apps/server/src/listeners.ts` gives it the features that answer. `D` is the
 * server's dependencies.
 */

/** Each host's busy intervals from their connected calendars. */
export type CalendarBusy = ReadonlyMap<string, readonly Interval[]>;

/** What a calendar re-check needs of the event: its hosts, whether it checks conflicts, its buffers. */
export interface RecheckSource {
  agents: ReadonlyArray<{ id: string }>;
  event: {
    schedule: { checkForConflict: boolean };
    bounds: { buffer: { beforeMeeting?: number | undefined; afterMeeting?: number | undefined } };
  };
}

/** The hosts' connected calendars, read to refuse a slot they are busy in. */
export interface CalendarReads<D> {
  /**
   * Just before a booking's transaction: the providers asked live what is busy around the slot.
   * Undefined when no host has a calendar that counts for conflicts.
   */
  recheck(deps: D, source: RecheckSource, start: Date, end: Date): Promise<CalendarBusy | undefined>;
  /** Inside the transaction: the cached busy intervals of these hosts, merged with the live ones. */
  cached(
    db: DbOrTx,
    p: { agentIds: readonly string[]; from: Date; to: Date; now: Date; live?: CalendarBusy | undefined },
  ): Promise<CalendarBusy | undefined>;
}

/** A reminder or follow-up written in a transaction, whose job starts once it commits. */
export interface PlannedReminder {
  id: string;
  dueAt: Date;
}

/** The reminders and follow-ups a booking is due, kept in step with it in its own transaction. */
export interface ReminderBook<D> {
  /**
   * Drops what a meeting (or one of its attendees) was still due; with `keepBookingNotice`, all
   * but the notice of the booking itself.
   */
  cancel(
    db: DbOrTx,
    where: { meetingId: string; attendeeId?: string },
    now: Date,
    options?: { keepBookingNotice?: boolean },
  ): Promise<unknown>;
  /** Plans these attendees' reminders again for the meeting as it is now (a cancelled row of the same moment waits again). */
  plan(
    db: DbOrTx,
    p: {
      meeting: Pick<MeetingRow, 'id' | 'appId' | 'startAt' | 'endAt'>;
      attendeeIds: readonly string[];
      notifications: PlanInput['notifications'];
      now: Date;
    },
  ): Promise<PlannedReminder[]>;
  /** Starts the jobs of rows planned in a transaction that has committed. */
  schedule(deps: D, rows: readonly PlannedReminder[]): Promise<void>;
}
