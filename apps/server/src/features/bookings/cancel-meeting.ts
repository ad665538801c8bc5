import type { Tx } from '@kairos/db/client';
import type { ReminderBook } from '../lifecycle/ports.ts';
import * as meetingRepo from '../meetings/repo.ts';
import type { ChangeRecord } from './meeting-move.ts';
import type * as repo from './repo.ts';

/**
 * Inside a transaction holding the meeting's row: cancels the meeting and every live seat in it,
 * frees its hosts' time and drops what it was still due to send. Returns the attendees cancelled.
 */
export async function cancelWholeMeeting(
  tx: Tx,
  meeting: repo.MeetingRow,
  p: {
    by: ChangeRecord;
    reason: string;
    now: Date;
    rescheduleRequestSent?: boolean;
    reminders: Pick<ReminderBook<unknown>, 'cancel'>;
  },
): Promise<string[]> {
  await meetingRepo.changeMeeting(tx, meeting.id, {
    status: 'CANCELLED',
    cancellation: { ...p.by, reason: p.reason, at: p.now.toISOString() },
    icsSequence: meeting.icsSequence + 1,
    updatedAt: p.now,
    ...(p.rescheduleRequestSent ? { rescheduleRequestSent: true } : {}),
  });
  await meetingRepo.setHostsBlocking(tx, meeting.id, false);
  await p.reminders.cancel(tx, { meetingId: meeting.id }, p.now);
  return meetingRepo.cancelAllAttendees(tx, meeting.id);
}
