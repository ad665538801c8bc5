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

export type AttendeeRow = typeof attendees.$inferSelect;
export type MeetingChanges = Partial<Omit<typeof meetings.$inferInsert, 'id' | 'appId' | 'eventId'>>;

/** A meeting by id alone (the attendee's links carry no workspace), locked for update. */
export async function lockMeeting(tx: DbOrTx, id: string): Promise<MeetingRow | undefined> {
  const [row] = await tx.select().from(meetings).where(eq(meetings.id, id)).limit(1).for('update');
  return row;
}

export async function lockAttendee(tx: DbOrTx, id: string): Promise<AttendeeRow | undefined> {
  const [row] = await tx.select().from(attendees).where(eq(attendees.id, id)).limit(1).for('update');
  return row;
}

export async function changeMeeting(tx: DbOrTx, id: string, values: MeetingChanges): Promise<MeetingRow> {
  const [row] = await tx.update(meetings).set(values).where(eq(meetings.id, id)).returning();
  if (!row) throw new Error(`meeting ${id} vanished`);
  return row;
}

/** Whether the meeting holds its hosts' time now (a pending one may not). */
export async function isBlocking(tx: DbOrTx, meetingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ blocking: meetingHosts.blocking })
    .from(meetingHosts)
    .where(eq(meetingHosts.meetingId, meetingId))
    .limit(1);
  return row?.blocking ?? true;
}

/** Drops the meeting's host rows so new ones (new times, maybe a new host) can be written. */
export async function deleteMeetingHosts(tx: DbOrTx, meetingId: string): Promise<void> {
  await tx.delete(meetingHosts).where(eq(meetingHosts.meetingId, meetingId));
}

export async function cancelAllAttendees(tx: DbOrTx, meetingId: string): Promise<string[]> {
  const rows = await tx
    .update(attendees)
    .set({ status: 'CANCELLED' })
    .where(and(eq(attendees.meetingId, meetingId), eq(attendees.status, 'ACTIVE')))
    .returning({ id: attendees.id });
  return rows.map((r) => r.id);
}

export async function findActiveAttendeeIds(tx: DbOrTx, meetingId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(eq(attendees.meetingId, meetingId), eq(attendees.status, 'ACTIVE')));
  return rows.map((r) => r.id);
}

export async function cancelAttendee(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(attendees).set({ status: 'CANCELLED' }).where(eq(attendees.id, id));
}

/** Moves an attendee (same id, so their links keep working) into another meeting. */
export async function moveAttendee(tx: DbOrTx, id: string, meetingId: string): Promise<void> {
  await tx.update(attendees).set({ meetingId }).where(eq(attendees.id, id));
}
