import type { DbOrTx } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
import {
  agents,
  attendees,
  bookingQueue,
  calendarConnections,
  calendars,
  funnelEvents,
  meetingHosts,
  meetings,
  workspaces,
} from '@kairos/db/schema';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { BookingEventKind } from './kinds.ts';

export type FunnelEventRow = typeof funnelEvents.$inferInsert;
/** One event of a booking's lifecycle (a row of its event log) with its subscribers' progress. */
export type QueueRow = typeof bookingQueue.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type AttendeeRow = typeof attendees.$inferSelect;

/**
 * The insert of one step of the funnel (a page's beacon or a step the server saw), not yet sent:
 * for a caller that writes it within a larger statement. Analytics rolls these rows up.
 */
export function funnelEventInsert(db: DbOrTx, row: FunnelEventRow) {
  return db.insert(funnelEvents).values(row);
}

/** Records one event of a booking's lifecycle, in the transaction of the change it follows. */
export async function recordBookingEvent(
  tx: DbOrTx,
  values: { appId: string; meetingId: string; attendeeId: string; kind?: BookingEventKind },
): Promise<QueueRow> {
  const [row] = await tx.insert(bookingQueue).values(values).returning();
  if (!row) throw new Error('insert queue returned no row');
  return row;
}

/**
 * A queue entry with its meeting and attendee as they stand, and whether one of the meeting's hosts
 * has a destination calendar, in one read: what a side-effects job starts from.
 */
export async function findQueueWithBooking(
  db: DbOrTx,
  id: string,
): Promise<
  | { queue: QueueRow; meeting: MeetingRow; attendee: AttendeeRow | null; hasDestinationCalendar: boolean }
  | undefined
> {
  const [row] = await prepared(db, 'queue_with_booking', (d) =>
    d
      .select({
        queue: bookingQueue,
        meeting: meetings,
        attendee: attendees,
        hasDestinationCalendar: sql<boolean>`${hasDestinationCalendar(meetings.agentIds)}`,
      })
      .from(bookingQueue)
      .innerJoin(meetings, eq(meetings.id, bookingQueue.meetingId))
      .leftJoin(attendees, eq(attendees.id, bookingQueue.attendeeId))
      .where(eq(bookingQueue.id, sql.placeholder('id')))
      .limit(1),
  ).execute({ id });
  return row;
}

export async function setQueueStatus(
  db: DbOrTx,
  id: string,
  values: {
    status: QueueRow['status'];
    error: string | null;
    attempts?: number;
    subscribers?: QueueRow['subscribers'];
  },
  now: Date,
): Promise<void> {
  await prepared(db, 'set_queue_status', (d) =>
    d
      .update(bookingQueue)
      .set({
        status: sql`${sql.placeholder('status')}`,
        error: sql`${sql.placeholder('error')}`,
        attempts: sql`coalesce(${sql.placeholder('attempts')}::int, ${bookingQueue.attempts})`,
        subscribers: sql`coalesce(${sql.placeholder('subscribers')}::jsonb, ${bookingQueue.subscribers})`,
        updatedAt: sql`${sql.placeholder('at')}::timestamptz`,
      })
      .where(eq(bookingQueue.id, sql.placeholder('id'))),
  ).execute({
    id,
    status: values.status,
    error: values.error,
    attempts: values.attempts ?? null,
    subscribers: values.subscribers ? JSON.stringify(values.subscribers) : null,
    at: now.toISOString(),
  });
}

/** Queue rows still PENDING since before `before`: their job was lost or is stuck. */
export async function findStalePending(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookingQueue.id })
    .from(bookingQueue)
    .where(
      and(
        eq(bookingQueue.status, 'PENDING'),
        sql`${bookingQueue.updatedAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Whether any of the agents in a JSON array of ids (e.g. a meeting's `agent_ids`) has a destination
 * calendar, as the calendars' own look-up would find it: for a read that asks several things at once.
 */
export function hasDestinationCalendar(agentIds: SQLWrapper): SQL {
  return sql`exists (select 1 from ${calendars}
    join ${calendarConnections} on ${calendarConnections.id} = ${calendars.connectionId}
    where ${calendars.agentId} = any(array(select jsonb_array_elements_text(${agentIds})::uuid))
      and ${calendars.isDestination} and ${calendars.writable})`;
}

// ---- The rows of meetings and their attendees as the lifecycle moves them: read, lock, change.
// Booking, payments and the host's meeting actions all change a booking through these.

export interface AgentContact {
  id: string;
  emailId: string;
  firstName: string;
  lastName: string;
  timezone: string;
}

export async function findAgentContacts(db: DbOrTx, ids: readonly string[]): Promise<AgentContact[]> {
  if (ids.length === 0) return [];
  return prepared(db, 'agent_contacts', (d) =>
    d
      .select({
        id: agents.id,
        emailId: agents.emailId,
        firstName: agents.firstName,
        lastName: agents.lastName,
        timezone: agents.timezone,
      })
      .from(agents)
      .where(sql`${agents.id} = any(${sql.placeholder('ids')}::uuid[])`),
  ).execute({ ids: [...ids] });
}

export async function findMeeting(db: DbOrTx, id: string): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id)).limit(1);
  return row;
}

export async function findAttendee(db: DbOrTx, id: string): Promise<AttendeeRow | undefined> {
  const [row] = await db.select().from(attendees).where(eq(attendees.id, id)).limit(1);
  return row;
}

export async function findWorkspaceAccessLink(db: DbOrTx, appId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accessLink: workspaces.accessLink })
    .from(workspaces)
    .where(eq(workspaces.id, appId));
  return row?.accessLink;
}

export async function setHostsBlocking(db: DbOrTx, meetingId: string, blocking: boolean): Promise<void> {
  await db.update(meetingHosts).set({ blocking }).where(eq(meetingHosts.meetingId, meetingId));
}

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
