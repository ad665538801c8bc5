import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { agents, attendees, events, meetings, outbox } from '@kairos/db/schema';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AttendeeRow, MeetingRow } from '../lifecycle/repo.ts';

export {
  cancelAllAttendees,
  cancelAttendee,
  changeMeeting,
  deleteMeetingHosts,
  findActiveAttendeeIds,
  isBlocking,
  lockAttendee,
  lockMeeting,
  type MeetingChanges,
  moveAttendee,
  setHostsBlocking,
} from '../lifecycle/repo.ts';
export type { AttendeeRow, MeetingRow };

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
  values: Partial<
    Pick<
      MeetingRow,
      | 'status'
      | 'cancellation'
      | 'updatedAt'
      | 'location'
      | 'modeNote'
      | 'modifiedEventName'
      | 'markAsNoShow'
      | 'notes'
    >
  >,
): Promise<void> {
  await db.update(meetings).set(values).where(eq(meetings.id, id));
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

// ---- The bookings list, details and the host's edits (`POST /meet/agent` and friends) ----

/** Who the caller is for the list: everything of the workspace, or only what they organize, host or co-host. */
export type MeetingScope =
  | { kind: 'workspace' }
  | { kind: 'agent'; agentId: string; coHostedEventIds: string[] };

export interface MeetingQuery {
  appId: AuthorizedAppId;
  scope: MeetingScope;
  now: Date;
  status?: MeetingRow['status'] | undefined;
  period?: 'upcoming' | 'past' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  eventId?: string | undefined;
  agentId?: string | undefined;
  search?: string | undefined;
  noShow?: boolean | undefined;
}

/** No event lasts longer than a day, so a meeting not over yet started less than this long ago. */
const LONGEST_MEETING_MS = 24 * 60 * 60_000;

const agentHosts = (agentId: string) =>
  sql`(${meetings.organizerId} = ${agentId}::uuid or ${meetings.agentIds} @> jsonb_build_array(${agentId}::text))`;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A meeting with a host other than its organizer (the predicate of `meetings_app_shared_start_idx`,
 * word for word). Any agent who hosts a meeting without it organizes it.
 */
const SHARED_MEETING = sql.raw(
  `("meetings"."agent_ids" ->> 0 is distinct from "meetings"."organizer_id"::text or "meetings"."agent_ids" -> 1 is not null)`,
);

/** The meetings a scope may see (of one workspace; the caller bounds the workspace), or none for all. */
export function meetingScopeCondition(scope: MeetingScope): SQL | undefined {
  if (scope.kind === 'workspace') return undefined;
  const visible = [agentHosts(scope.agentId)];
  if (scope.coHostedEventIds.length) visible.push(inArray(meetings.eventId, scope.coHostedEventIds));
  return or(...visible) as SQL;
}

/**
 * The same meetings as `meetingScopeCondition`, as disjoint conditions (none for the whole
 * workspace), each answered from its own index: those the agent organizes
 * (`meetings_app_organizer_start_idx`), those they host without organizing, which are only
 * meetings whose hosts are not just their organizer (`meetings_app_shared_start_idx`), and the
 * rest of the events they co-host. Counting an agent's year thus never reads the workspace's.
 */
export function meetingScopeParts(scope: MeetingScope): SQL[] | undefined {
  if (scope.kind === 'workspace') return undefined;
  const organizes = sql`${meetings.organizerId} = ${scope.agentId}::uuid`;
  const hosts = sql`${meetings.agentIds} @> jsonb_build_array(${scope.agentId}::text)`;
  const parts = [organizes, sql`${SHARED_MEETING} and not ${organizes} and ${hosts}`];
  if (scope.coHostedEventIds.length) {
    parts.push(
      sql`${inArray(meetings.eventId, scope.coHostedEventIds)} and not ${organizes} and not ${hosts}`,
    );
  }
  return parts;
}

export function meetingConditions(q: MeetingQuery): SQL[] {
  const where: SQL[] = [eq(meetings.appId, q.appId)];
  const scoped = meetingScopeCondition(q.scope);
  if (scoped) where.push(scoped);
  if (q.status === 'ACTION_REQUIRED') {
    // A meeting that stands needs action too while one of its seats still awaits a payment (a
    // transfer for the host to check, a checkout not finished): the lifecycle lists that seat there.
    where.push(
      or(
        eq(meetings.status, 'ACTION_REQUIRED'),
        sql`(${meetings.status} = 'ACTIVE' and exists (select 1 from ${attendees} a
          where a.meeting_id = ${meetings.id} and a.app_id = ${q.appId}::uuid and a.status = 'ACTIVE'
          and (a.payment ->> 'status' = 'AWAITING_VERIFICATION'
            or (a.payment ->> 'status' = 'PENDING' and a.payment ->> 'method' <> 'LATER'))))`,
      ) as SQL,
    );
  } else if (q.status) where.push(eq(meetings.status, q.status));
  const now = q.now.toISOString();
  if (q.period === 'upcoming') {
    where.push(sql`${meetings.endAt} > ${now}::timestamptz`);
    // Redundant with the line above, but lets the (app, status, start) index bound its scan.
    where.push(
      sql`${meetings.startAt} > ${new Date(q.now.getTime() - LONGEST_MEETING_MS).toISOString()}::timestamptz`,
    );
  } else if (q.period === 'past') {
    where.push(sql`${meetings.endAt} <= ${now}::timestamptz`);
    where.push(sql`${meetings.startAt} < ${now}::timestamptz`);
  }
  if (q.from) where.push(sql`${meetings.startAt} >= ${q.from.toISOString()}::timestamptz`);
  if (q.to) where.push(sql`${meetings.startAt} < ${q.to.toISOString()}::timestamptz`);
  if (q.eventId) where.push(eq(meetings.eventId, q.eventId));
  if (q.agentId) where.push(agentHosts(q.agentId));
  if (q.noShow !== undefined) where.push(eq(meetings.markAsNoShow, q.noShow));
  if (q.search) {
    const pattern = likePattern(q.search);
    where.push(sql`exists (select 1 from ${attendees} a where a.meeting_id = ${meetings.id}
      and a.app_id = ${q.appId}::uuid and (a.full_name ilike ${pattern} or a.email_id ilike ${pattern}))`);
  }
  return where;
}

/** Upcoming meetings earliest first; past ones (and unbounded lists) latest first. */
function meetingOrder(q: MeetingQuery): SQL[] {
  return q.period === 'upcoming'
    ? [asc(meetings.startAt), asc(meetings.id)]
    : [desc(meetings.startAt), desc(meetings.id)];
}

/** A page of meetings, plus one more row when there is a next page. */
export async function listMeetings(
  db: DbOrTx,
  q: MeetingQuery,
  page: { offset: number; limit: number },
): Promise<MeetingRow[]> {
  return db
    .select()
    .from(meetings)
    .where(and(...meetingConditions(q)))
    .orderBy(...meetingOrder(q))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many meetings match, counting no further than `cap` (a full count of a big workspace is a scan). */
export async function countMeetings(db: DbOrTx, q: MeetingQuery, cap: number): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(meetings)
    .where(and(...meetingConditions(q)))
    // In the list's order, so the scan walks the same index from the same end and stops at the cap
    // (without it the planner may read the table from its oldest rows).
    .orderBy(...meetingOrder(q))
    .limit(cap)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return Number(row?.n ?? 0);
}

export async function findCoHostedEventIds(
  db: DbOrTx,
  appId: AuthorizedAppId,
  agentId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.appId, appId), sql`${events.coHosts} @> jsonb_build_array(${agentId}::text)`));
  return rows.map((r) => r.id);
}

export async function findAttendeesOfMeetings(
  db: DbOrTx,
  meetingIds: readonly string[],
): Promise<AttendeeRow[]> {
  if (meetingIds.length === 0) return [];
  return db
    .select()
    .from(attendees)
    .where(inArray(attendees.meetingId, [...meetingIds]))
    .orderBy(asc(attendees.createdAt), asc(attendees.id));
}

export interface MeetingEventRow {
  id: string;
  name: string;
  slug: string;
  color: string;
  type: string;
  duration: number;
  coHosts: string[];
}

export async function findEventsByIds(db: DbOrTx, ids: readonly string[]): Promise<MeetingEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: events.id,
      name: events.name,
      slug: events.slug,
      color: events.color,
      type: events.type,
      duration: events.duration,
      coHosts: events.coHosts,
    })
    .from(events)
    .where(inArray(events.id, [...new Set(ids)]));
}

/** The people a meeting names: the same rows the booking letters read. */
export {
  type AgentContact as AgentNameRow,
  findAgentContacts as findAgentNames,
} from '../lifecycle/repo.ts';

export async function findAgentTimezone(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ timezone: agents.timezone }).from(agents).where(eq(agents.id, id));
  return row?.timezone;
}

export async function findMeetingOfAgentMail(
  db: DbOrTx,
  appId: AuthorizedAppId,
  meetingId: string,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.appId, appId), eq(outbox.meetingId, meetingId), eq(outbox.kind, AGENT_MAIL_KIND)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}

export const AGENT_MAIL_KIND = 'AGENT_MAIL';
export type OutboxRow = typeof outbox.$inferSelect;

export async function findOutboxByDedupeKey(db: DbOrTx, dedupeKey: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey)).limit(1);
  return row;
}
