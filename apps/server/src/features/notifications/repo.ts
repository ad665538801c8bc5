import type { DbOrTx } from '@kairos/db/client';
import { attendees, meetings, notificationLog, workspaces } from '@kairos/db/schema';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';

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

/**
 * Records one attendee's reminders and follow-ups in one statement, only while the attendee is
 * still active in that meeting and the meeting still ACTIVE at `startAt`–`endAt`. Both rows are
 * share-locked until the statement ends, so a reschedule or cancel either came first (nothing is
 * written: it plans its own) or waits and then sees, and cancels, these rows.
 */
export async function insertNotificationsWhileCurrent(
  db: DbOrTx,
  rows: NewNotification[],
  current: { attendeeId: string; meetingId: string; startAt: Date; endAt: Date },
): Promise<PlannedRow[]> {
  const [first] = rows;
  if (!first) return [];
  const result = await db.execute(sql`
    with current_booking as (
      select 1 from ${attendees} join ${meetings} on ${meetings.id} = ${attendees.meetingId}
      where ${attendees.id} = ${current.attendeeId} and ${meetings.id} = ${current.meetingId}
        and ${attendees.status} = 'ACTIVE' and ${meetings.status} = 'ACTIVE'
        and ${meetings.startAt} = ${current.startAt.toISOString()}::timestamptz
        and ${meetings.endAt} = ${current.endAt.toISOString()}::timestamptz
      for share of ${attendees}, ${meetings}
    )
    insert into ${notificationLog} (app_id, meeting_id, attendee_id, kind, channel, offset_minutes, due_at)
    select ${first.appId}::uuid, ${current.meetingId}::uuid, ${current.attendeeId}::uuid,
      r.kind, r.channel, r.offset_minutes, r.due_at
    from unnest(
      ${sql.param(rows.map((r) => r.kind))}::text[],
      ${sql.param(rows.map((r) => r.channel))}::text[],
      ${sql.param(rows.map((r) => r.offsetMinutes))}::int[],
      ${sql.param(rows.map((r) => r.dueAt.toISOString()))}::timestamptz[]
    ) as r(kind, channel, offset_minutes, due_at)
    where exists (select 1 from current_booking)
    on conflict (meeting_id, attendee_id, kind, channel, offset_minutes, due_at) do nothing
    returning id, (extract(epoch from due_at) * 1000)::float8 as due_ms`);
  return (result as unknown as { rows: Array<{ id: string; due_ms: number }> }).rows.map((r) => ({
    id: r.id,
    dueAt: new Date(Number(r.due_ms)),
  }));
}

/**
 * Cancels what a meeting (or one of its attendees) was still due; with `keepBookingNotice`, all
 * but the booking notice (it is about the booking, not its time).
 */
export async function cancelNotifications(
  db: DbOrTx,
  where: { meetingId: string; attendeeId?: string },
  now: Date,
  options: { keepBookingNotice?: boolean } = {},
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
        options.keepBookingNotice ? ne(notificationLog.kind, 'NOTIFICATION') : undefined,
      ),
    )
    .returning({ id: notificationLog.id });
  return rows.length;
}

/**
 * How long a claim holds: longer than any one send takes (SMTP timeouts of 5/5/10 s, the WhatsApp
 * API's 10 s), so only the claim of a worker that died mid-send ever runs out.
 */
export const CLAIM_LEASE_MS = 60_000;

/** Neither sent nor being sent: never claimed, given back, or claimed by a worker whose lease ran out. */
const unclaimed = (now: Date) =>
  or(
    isNull(notificationLog.sentAt),
    sql`${notificationLog.claimedUntil} <= ${now.toISOString()}::timestamptz`,
  );

/**
 * Takes a due row for sending: only one caller ever gets it back, however many workers try at
 * once, and never a cancelled or already sent one. The claim holds for CLAIM_LEASE_MS; call
 * `completeNotification` once the message is out.
 */
export async function claimNotification(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notificationLog)
    .set({ sentAt: now, claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS), error: null })
    .where(
      and(
        eq(notificationLog.id, id),
        unclaimed(now),
        isNull(notificationLog.cancelledAt),
        sql`${notificationLog.dueAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** Marks a claimed row as sent for good: its claim no longer runs out. */
export async function completeNotification(db: DbOrTx, id: string): Promise<void> {
  await db.update(notificationLog).set({ claimedUntil: null }).where(eq(notificationLog.id, id));
}

/** Gives a claimed row back after a failed send, so a retry or the sweep sends it. */
export async function releaseNotification(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(notificationLog)
    .set({ sentAt: null, claimedUntil: null, error })
    .where(eq(notificationLog.id, id));
}

/** Marks a claimed row as not to be sent after all (its meeting changed meanwhile). */
export async function dropNotification(db: DbOrTx, id: string, now: Date, reason: string): Promise<void> {
  await db
    .update(notificationLog)
    .set({ sentAt: null, claimedUntil: null, cancelledAt: now, error: reason })
    .where(eq(notificationLog.id, id));
}

/**
 * Rows due by `now` that nobody sent or cancelled: their job was lost, late or failed, or the
 * worker that claimed them died before sending.
 */
export async function findDueNotifications(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: notificationLog.id })
    .from(notificationLog)
    .where(
      and(
        unclaimed(now),
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
