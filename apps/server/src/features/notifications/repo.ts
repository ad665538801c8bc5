import type { DbOrTx } from '@kairos/db/client';
import { attendees, type meetings, notificationLog, workspaces } from '@kairos/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';

export type NotificationRow = typeof notificationLog.$inferSelect;
export type NewNotification = Pick<
  typeof notificationLog.$inferInsert,
  'appId' | 'meetingId' | 'attendeeId' | 'kind' | 'channel' | 'offsetMinutes' | 'dueAt'
>;

export type PlannedRow = Pick<NotificationRow, 'id' | 'dueAt'>;

/**
 * Records the reminders and follow-ups to send; returns the rows now waiting. A row of the same
 * moment that was cancelled before (a meeting moved away and back) is waiting again when
 * `revive` is set, which only callers holding the meeting's lock may ask for.
 */
export async function insertNotifications(
  db: DbOrTx,
  rows: NewNotification[],
  options: { revive: boolean },
): Promise<PlannedRow[]> {
  if (rows.length === 0) return [];
  const values = rows;
  const target = [
    notificationLog.meetingId,
    notificationLog.attendeeId,
    notificationLog.kind,
    notificationLog.channel,
    notificationLog.offsetMinutes,
    notificationLog.dueAt,
  ];
  const insert = db.insert(notificationLog).values(values);
  const written = options.revive
    ? await insert
        .onConflictDoUpdate({
          target,
          set: { cancelledAt: null },
          setWhere: isNull(notificationLog.sentAt),
        })
        .returning({ id: notificationLog.id, dueAt: notificationLog.dueAt })
    : await insert
        .onConflictDoNothing({ target })
        .returning({ id: notificationLog.id, dueAt: notificationLog.dueAt });
  return written;
}

/** Cancels what a meeting (or one of its attendees) was still due. */
export async function cancelNotifications(
  db: DbOrTx,
  where: { meetingId: string; attendeeId?: string },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(notificationLog)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(notificationLog.meetingId, where.meetingId),
        where.attendeeId ? eq(notificationLog.attendeeId, where.attendeeId) : undefined,
        isNull(notificationLog.sentAt),
        isNull(notificationLog.cancelledAt),
      ),
    )
    .returning({ id: notificationLog.id });
  return rows.length;
}

/**
 * Takes a due row for sending: only one caller ever gets it back, however many workers try at
 * once, and never a cancelled or already sent one.
 */
export async function claimNotification(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notificationLog)
    .set({ sentAt: now, error: null })
    .where(
      and(
        eq(notificationLog.id, id),
        isNull(notificationLog.sentAt),
        isNull(notificationLog.cancelledAt),
        sql`${notificationLog.dueAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** Gives a claimed row back after a failed send, so a retry or the sweep sends it. */
export async function releaseNotification(db: DbOrTx, id: string, error: string): Promise<void> {
  await db.update(notificationLog).set({ sentAt: null, error }).where(eq(notificationLog.id, id));
}

/** Marks a claimed row as not to be sent after all (its meeting changed meanwhile). */
export async function dropNotification(db: DbOrTx, id: string, now: Date, reason: string): Promise<void> {
  await db
    .update(notificationLog)
    .set({ sentAt: null, cancelledAt: now, error: reason })
    .where(eq(notificationLog.id, id));
}

/** Rows due by `now` that nobody sent or cancelled: their job was lost, late or failed. */
export async function findDueNotifications(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: notificationLog.id })
    .from(notificationLog)
    .where(
      and(
        isNull(notificationLog.sentAt),
        isNull(notificationLog.cancelledAt),
        sql`${notificationLog.dueAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(notificationLog.dueAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findNotification(db: DbOrTx, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notificationLog).where(eq(notificationLog.id, id)).limit(1);
  return row;
}

export async function findWorkspace(
  db: DbOrTx,
  appId: string,
): Promise<{ name: string; accessLink: string } | undefined> {
  const [row] = await db
    .select({ name: workspaces.name, accessLink: workspaces.accessLink })
    .from(workspaces)
    .where(eq(workspaces.id, appId));
  return row;
}

/** The live attendees of a meeting (for planning its reminders). */
export async function findActiveAttendees(db: DbOrTx, meetingId: string): Promise<Array<{ id: string }>> {
  return db
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(eq(attendees.meetingId, meetingId), eq(attendees.status, 'ACTIVE')));
}

export type MeetingRow = typeof meetings.$inferSelect;
