import type { SlotMeeting } from '@kairos/core/slots/types';
import type { DbOrTx } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
import { eventAgents, meetingHosts, meetings, slotVersions } from '@kairos/db/schema';
import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface BlockingMeetingsQuery {
  agentIds: readonly string[];
  eventId: string;
  from: Date;
  to: Date;
  /** Also every upcoming meeting of the event from this instant (for its event limit). */
  upcomingFrom?: Date | undefined;
}

/**
 * An instant as epoch milliseconds, computed by the database: the driver reads a float8 with
 * parseFloat where a timestamptz would go through the Date parser (several times slower, and
 * a month of a large team's meetings is thousands of them). Sub-millisecond digits are dropped,
 * as the Date parser drops them.
 */
const epochMs = (column: AnyPgColumn) =>
  sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

const columns = {
  id: meetings.id,
  eventId: meetings.eventId,
  agentIds: meetings.agentIds,
  start: epochMs(meetings.startAt),
  end: epochMs(meetings.endAt),
  bufferBefore: meetings.bufferBefore,
  bufferAfter: meetings.bufferAfter,
  status: meetings.status,
  attendeeCount: meetings.attendeeCount,
};

/**
 * The meetings that hold any of these agents between `from` and `to` (buffers included), plus,
 * when asked, the event's upcoming ones: what the slot engine needs to know is taken.
 */
export async function findBlockingMeetings(db: DbOrTx, q: BlockingMeetingsQuery): Promise<SlotMeeting[]> {
  if (q.agentIds.length === 0) return [];
  const range = sql`tstzrange(${q.from.toISOString()}::timestamptz, ${q.to.toISOString()}::timestamptz)`;
  const held = await db
    .selectDistinct(columns)
    .from(meetingHosts)
    .innerJoin(meetings, eq(meetings.id, meetingHosts.meetingId))
    .where(
      and(
        inArray(meetingHosts.agentId, [...q.agentIds]),
        eq(meetingHosts.blocking, true),
        sql`${meetingHosts.during} && ${range}`,
      ),
    );
  const upcoming = q.upcomingFrom
    ? await db
        .select(columns)
        .from(meetings)
        .where(
          and(
            eq(meetings.eventId, q.eventId),
            ne(meetings.status, 'CANCELLED'),
            gte(meetings.startAt, q.upcomingFrom),
          ),
        )
    : [];
  const byId = new Map([...held, ...upcoming].map((row) => [row.id, row]));
  const rows = [...byId.values()];
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    agentIds: r.agentIds,
    start: r.start,
    end: r.end,
    bufferBefore: r.bufferBefore,
    bufferAfter: r.bufferAfter,
    status: r.status,
    attendeeCount: r.attendeeCount,
  }));
}

/**
 * The sum of the slot versions of an event and its hosts: it changes whenever anything that
 * changes the event's slots does (triggers raise the versions), in any server process.
 */
export async function findSlotFingerprint(db: DbOrTx, eventId: string): Promise<string> {
  // Asked on every dates request, cached answer or not: a prepared statement, built and planned once.
  const [row] = await prepared(db, 'slot_fingerprint', (d) => {
    const event = sql.placeholder('eventId');
    const hostKeys = d
      .select({ key: sql<string>`'agent:' || ${eventAgents.userId}` })
      .from(eventAgents)
      .where(eq(eventAgents.eventId, event));
    return d
      .select({
        version: sql<string>`coalesce(sum(${slotVersions.version}), 0)::text`,
        count: sql<string>`count(*)::text`,
      })
      .from(slotVersions)
      .where(or(eq(slotVersions.key, sql`'event:' || ${event}::text`), inArray(slotVersions.key, hostKeys)));
  }).execute({ eventId });
  return `${row?.version ?? 0}/${row?.count ?? 0}`;
}
