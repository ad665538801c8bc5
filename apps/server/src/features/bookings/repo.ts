import type { AttendeeMeeting } from '@kairos/core/slots/attendee-limits';
import type { RoundRobinMeeting } from '@kairos/core/slots/round-robin';
import type { DbOrTx } from '@kairos/db/client';
import { attendees, bookingQueue, meetingHosts, meetings, shareLinks, workspaces } from '@kairos/db/schema';
import { and, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { AttendeeRow, MeetingRow, QueueRow } from '../lifecycle/repo.ts';

export {
  type AgentContact,
  findAgentContacts,
  findAttendee,
  findMeeting,
  findWorkspaceAccessLink,
} from '../lifecycle/repo.ts';
export type { AttendeeRow, MeetingRow, QueueRow };

/**
 * Serialises bookings per agent until the transaction ends: every booking that could touch one
 * of these agents waits here, so the re-check that follows sees every committed meeting.
 * Locks are taken in a fixed order so two bookings never wait on each other.
 */
export async function lockAgents(tx: DbOrTx, agentIds: readonly string[]): Promise<void> {
  const ids = [...new Set(agentIds)].sort();
  if (ids.length === 0) return;
  // One statement, the locks taken one after another in the ids' order.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(id, 0)) from unnest(${sql.param(ids)}::text[]) with ordinality as t(id, n) order by n`,
  );
}

/** The live GROUP meeting of an event at exactly this start, if any, locked for update. */
export async function findGroupMeetingAt(
  tx: DbOrTx,
  eventId: string,
  start: Date,
): Promise<MeetingRow | undefined> {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.eventId, eventId), eq(meetings.startAt, start), ne(meetings.status, 'CANCELLED')))
    .limit(1)
    .for('update');
  return row;
}

export type NewMeeting = typeof meetings.$inferInsert;

/**
 * A new booking's rows in one statement (one round trip while the hosts are locked): the meeting
 * and its hosts (unless the attendee joins a live GROUP meeting, whose seats grow instead), the
 * attendee, the queue entry of its side effects and whatever the caller adds (its funnel step).
 * Ids are chosen by the caller. The foreign
 * keys are checked at the end of the statement, when every row is written; a host already held
 * then is the exclusion constraint's violation, as with separate inserts.
 */
export async function insertBooking(
  tx: DbOrTx,
  b: {
    meeting:
      | { values: NewMeeting & { id: string }; blocking: boolean }
      | { joinId: string; seats: number; now: Date };
    attendee: NewAttendee & { id: string };
    queue?: { id: string; appId: string; meetingId: string; attendeeId: string } | undefined;
    /** Other writes of the booking (e.g. its funnel step), sent in the same statement. */
    alongside?: SQLWrapper[];
  },
): Promise<void> {
  const statements: SQLWrapper[] = [...(b.alongside ?? [])];
  if ('values' in b.meeting) {
    const m = b.meeting.values;
    statements.push(tx.insert(meetings).values(m));
    statements.push(tx.insert(meetingHosts).values(hostRows(m, b.meeting.blocking)));
  } else {
    const { joinId, seats, now } = b.meeting;
    statements.push(
      tx
        .update(meetings)
        .set({ attendeeCount: sql`${meetings.attendeeCount} + ${seats}`, updatedAt: now })
        .where(eq(meetings.id, joinId)),
    );
  }
  statements.push(tx.insert(attendees).values(b.attendee));
  if (b.queue) statements.push(tx.insert(bookingQueue).values(b.queue));
  // Each statement's own SQL (embedding the builder itself would wrap it in parentheses).
  const last = (statements.pop() as SQLWrapper).getSQL();
  const ctes = statements.map((q, i) => sql`${sql.raw(`w${i}`)} as (${q.getSQL()})`);
  await tx.execute(sql`with ${sql.join(ctes, sql`, `)} ${last}`);
}

function hostRows(
  meeting: Pick<NewMeeting, 'appId' | 'startAt' | 'endAt' | 'bufferBefore' | 'bufferAfter' | 'agentIds'> & {
    id: string;
  },
  blocking: boolean,
) {
  const from = new Date(meeting.startAt.getTime() - (meeting.bufferBefore ?? 0) * 60_000).toISOString();
  const to = new Date(meeting.endAt.getTime() + (meeting.bufferAfter ?? 0) * 60_000).toISOString();
  return (meeting.agentIds ?? []).map((agentId) => ({
    meetingId: meeting.id,
    agentId,
    appId: meeting.appId,
    during: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)` as unknown as string,
    blocking,
  }));
}

export async function insertMeeting(tx: DbOrTx, values: NewMeeting): Promise<MeetingRow> {
  const [row] = await tx.insert(meetings).values(values).returning();
  if (!row) throw new Error('insert meeting returned no row');
  return row;
}

/** Holds each agent for the meeting (buffers included); the exclusion constraint backs the lock. */
export async function insertMeetingHosts(
  tx: DbOrTx,
  meeting: Pick<
    MeetingRow,
    'id' | 'appId' | 'startAt' | 'endAt' | 'bufferBefore' | 'bufferAfter' | 'agentIds'
  >,
  blocking: boolean,
): Promise<void> {
  await tx.insert(meetingHosts).values(hostRows(meeting, blocking));
}

export async function addSeats(tx: DbOrTx, meetingId: string, seats: number, now: Date): Promise<void> {
  await tx
    .update(meetings)
    .set({ attendeeCount: sql`${meetings.attendeeCount} + ${seats}`, updatedAt: now })
    .where(eq(meetings.id, meetingId));
}

export type NewAttendee = typeof attendees.$inferInsert;

export async function insertAttendee(tx: DbOrTx, values: NewAttendee): Promise<AttendeeRow> {
  const [row] = await tx.insert(attendees).values(values).returning();
  if (!row) throw new Error('insert attendee returned no row');
  return row;
}

/** The attendee's live meetings of an event, for the per-attendee limits. */
export async function findAttendeeMeetings(
  tx: DbOrTx,
  eventId: string,
  emailId: string,
): Promise<AttendeeMeeting[]> {
  const rows = await tx
    .select({ id: meetings.id, start: meetings.startAt, status: meetings.status })
    .from(attendees)
    .innerJoin(meetings, eq(meetings.id, attendees.meetingId))
    .where(
      and(
        eq(meetings.eventId, eventId),
        sql`lower(${attendees.emailId}) = ${emailId.toLowerCase()}`,
        eq(attendees.status, 'ACTIVE'),
        ne(meetings.status, 'CANCELLED'),
      ),
    );
  return rows;
}

/** Each agent's meetings of an event since `since`, for the round-robin choice. */
export async function findRoundRobinHistory(
  tx: DbOrTx,
  eventId: string,
  agentIds: readonly string[],
  since: Date,
): Promise<Record<string, RoundRobinMeeting[]>> {
  if (agentIds.length === 0) return {};
  const rows = await tx
    .select({
      agentId: meetingHosts.agentId,
      start: meetings.startAt,
      bookedAt: meetings.createdAt,
      status: meetings.status,
    })
    .from(meetingHosts)
    .innerJoin(meetings, eq(meetings.id, meetingHosts.meetingId))
    .where(
      and(
        eq(meetings.eventId, eventId),
        inArray(meetingHosts.agentId, [...agentIds]),
        sql`(${meetings.startAt} >= ${since.toISOString()}::timestamptz or ${meetings.createdAt} >= ${since.toISOString()}::timestamptz)`,
      ),
    );
  const byAgent: Record<string, RoundRobinMeeting[]> = {};
  for (const row of rows) {
    const list = byAgent[row.agentId] ?? [];
    list.push(row);
    byAgent[row.agentId] = list;
  }
  return byAgent;
}

export async function findQueue(
  db: DbOrTx,
  id: string,
): Promise<(QueueRow & { meetingStatus: MeetingRow['status'] }) | undefined> {
  const [row] = await db
    .select({ queue: bookingQueue, meetingStatus: meetings.status })
    .from(bookingQueue)
    .innerJoin(meetings, eq(meetings.id, bookingQueue.meetingId))
    .where(eq(bookingQueue.id, id))
    .limit(1);
  return row ? { ...row.queue, meetingStatus: row.meetingStatus } : undefined;
}

/**
 * The attendee with the meeting it is in, both rows share-locked until the transaction ends, so a
 * reschedule or cancel of either waits for what is written meanwhile (and sees it).
 */
export async function lockAttendeeWithMeeting(
  tx: DbOrTx,
  attendeeId: string,
): Promise<{ attendee: AttendeeRow; meeting: MeetingRow } | undefined> {
  const [row] = await tx
    .select({ attendee: attendees, meeting: meetings })
    .from(attendees)
    .innerJoin(meetings, eq(meetings.id, attendees.meetingId))
    .where(eq(attendees.id, attendeeId))
    .limit(1)
    .for('share');
  return row;
}

/** The share link a meeting was booked through and its redirects (revoked links included: the booking stands). */
export async function findShareLinkRedirects(
  db: DbOrTx,
  shareLinkId: string,
): Promise<{ link: string; redirects: { onSuccessURL?: string; onCancelURL?: string } } | undefined> {
  const [row] = await db
    .select({ link: shareLinks.link, redirects: shareLinks.redirects })
    .from(shareLinks)
    .where(eq(shareLinks.id, shareLinkId));
  return row;
}

export async function findWorkspaceName(db: DbOrTx, appId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, appId));
  return row?.name;
}
