import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { attendees, meetingHosts, meetings } from '@kairos/db/schema';
import { and, eq } from 'drizzle-orm';

export type MeetingRow = typeof meetings.$inferSelect;

export async function findMeetingInWorkspace(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MeetingRow | undefined> {
  const query = db
    .select()
    .from(meetings)
    .where(and(eq(meetings.appId, appId), eq(meetings.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateMeeting(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<MeetingRow, 'status' | 'cancellation' | 'updatedAt'>>,
): Promise<void> {
  await db.update(meetings).set(values).where(eq(meetings.id, id));
}

export async function setHostsBlocking(db: DbOrTx, meetingId: string, blocking: boolean): Promise<void> {
  await db.update(meetingHosts).set({ blocking }).where(eq(meetingHosts.meetingId, meetingId));
}

export async function decideAttendees(db: DbOrTx, meetingId: string, rejected: boolean): Promise<string[]> {
  const rows = await db
    .update(attendees)
    .set(
      rejected
        ? { rejectedByAdmin: true, status: 'CANCELLED', bookingConfirmationRequired: false }
        : { bookingConfirmationRequired: false },
    )
    .where(and(eq(attendees.meetingId, meetingId), eq(attendees.status, 'ACTIVE')))
    .returning({ id: attendees.id });
  return rows.map((r) => r.id);
}
