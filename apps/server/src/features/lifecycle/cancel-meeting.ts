import type { Tx } from '@kairos/db/client';
import type { ReminderBook } from './ports.ts';
import type { MeetingRow } from './repo.ts';
import * as rows from './repo.ts';

/** Who made a change to a meeting: its attendee (through their links) or a host of the workspace. */
export type ChangeRecord = { byAttendeeId: string } | { byUserId: string };

/**
 * Inside a transaction holding the meeting's row: cancels the meeting and every live seat in it,
 * frees its hosts' time and drops what it was still due to send. Returns the attendees cancelled.
 */
export async function cancelWholeMeeting(
  tx: Tx,
  meeting: MeetingRow,
  p: {
    by: ChangeRecord;
    reason: string;
    now: Date;
    rescheduleRequestSent?: boolean;
    reminders: Pick<ReminderBook<unknown>, 'cancel'>;
  },
): Promise<string[]> {
  await rows.changeMeeting(tx, meeting.id, {
    status: 'CANCELLED',
    cancellation: { ...p.by, reason: p.reason, at: p.now.toISOString() },
    icsSequence: meeting.icsSequence + 1,
    updatedAt: p.now,
    ...(p.rescheduleRequestSent ? { rescheduleRequestSent: true } : {}),
  });
  await rows.setHostsBlocking(tx, meeting.id, false);
  await p.reminders.cancel(tx, { meetingId: meeting.id }, p.now);
  return rows.cancelAllAttendees(tx, meeting.id);
}
