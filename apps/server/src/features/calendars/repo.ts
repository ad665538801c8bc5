import type { DbOrTx, Tx } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
import {
  agents,
  type CalendarProviderKind,
  calendarBusy,
  calendarBusyIntervals,
  calendarConnections,
  calendarObjects,
  calendars,
  events,
  meetingFeeds,
  meetingHosts,
  meetings,
} from '@kairos/db/schema';
import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CalendarChanges, RemoteCalendar } from './provider.ts';

export type ConnectionRow = typeof calendarConnections.$inferSelect;
export type CalendarRow = typeof calendars.$inferSelect;

export async function insertConnection(
  db: DbOrTx,
  row: { agentId: string; provider: CalendarProviderKind; label: string; credentials: string; now: Date },
): Promise<ConnectionRow> {
  const [inserted] = await db
    .insert(calendarConnections)
    .values({ ...row, refreshedAt: null, createdAt: row.now })
    .returning();
  if (!inserted) throw new Error('calendar connection not inserted');
  return inserted;
}

export async function findConnection(db: DbOrTx, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, id));
  return row;
}

export async function findConnectionsOfAgent(db: DbOrTx, agentId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.agentId, agentId))
    .orderBy(asc(calendarConnections.createdAt), asc(calendarConnections.id));
}

export async function findCalendarsOfAgent(db: DbOrTx, agentId: string): Promise<CalendarRow[]> {
  return db
    .select()
    .from(calendars)
    .where(eq(calendars.agentId, agentId))
    .orderBy(asc(calendars.name), asc(calendars.id));
}

export async function findCalendarsOfConnection(db: DbOrTx, connectionId: string): Promise<CalendarRow[]> {
  return db.select().from(calendars).where(eq(calendars.connectionId, connectionId));
}

/** Deletes a connection with its calendars and their cached blocks, and rebuilds the agent's intervals. */
export async function deleteConnection(tx: Tx, agentId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(calendarConnections)
    .where(and(eq(calendarConnections.id, id), eq(calendarConnections.agentId, agentId)))
    .returning({ id: calendarConnections.id });
  if (rows.length === 0) return false;
  await rebuildBusyIntervals(tx, agentId);
  return true;
}

/**
 * Adds the calendars the provider lists that are not known yet (counting for conflicts), renames
 * the known ones, and makes the first writable calendar the destination when the agent has none.
 */
export async function upsertCalendars(
  tx: Tx,
  connection: ConnectionRow,
  remote: readonly RemoteCalendar[],
): Promise<void> {
  for (const r of remote) {
    await tx
      .insert(calendars)
      .values({
        connectionId: connection.id,
        agentId: connection.agentId,
        externalId: r.externalId,
        name: r.name || connection.label,
        writable: r.writable,
        checkConflicts: r.conflictsByDefault ?? true,
      })
      .onConflictDoUpdate({
        target: [calendars.connectionId, calendars.externalId],
        set: { writable: r.writable, ...(r.name ? { name: r.name } : {}) },
      });
  }
  const [destination] = await tx
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.agentId, connection.agentId), eq(calendars.isDestination, true)));
  if (destination) return;
  const [first] = await tx
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.connectionId, connection.id), eq(calendars.writable, true)))
    .orderBy(asc(calendars.name), asc(calendars.id))
    .limit(1);
  if (first) await tx.update(calendars).set({ isDestination: true }).where(eq(calendars.id, first.id));
}

/** Changes one calendar's settings; making it the destination takes that role from the agent's others. */
export async function updateCalendar(
  tx: Tx,
  agentId: string,
  calendarId: string,
  patch: { checkConflicts?: boolean | undefined; isDestination?: boolean | undefined },
): Promise<CalendarRow | undefined> {
  if (patch.isDestination) {
    await tx
      .update(calendars)
      .set({ isDestination: false })
      .where(and(eq(calendars.agentId, agentId), eq(calendars.isDestination, true)));
  }
  const [row] = await tx
    .update(calendars)
    .set({
      ...(patch.checkConflicts !== undefined ? { checkConflicts: patch.checkConflicts } : {}),
      ...(patch.isDestination !== undefined ? { isDestination: patch.isDestination } : {}),
    })
    .where(and(eq(calendars.id, calendarId), eq(calendars.agentId, agentId)))
    .returning();
  if (row && patch.checkConflicts !== undefined) await rebuildBusyIntervals(tx, agentId);
  return row;
}

export async function findObjectEtags(db: DbOrTx, calendarId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ href: calendarObjects.href, etag: calendarObjects.etag })
    .from(calendarObjects)
    .where(eq(calendarObjects.calendarId, calendarId));
  return new Map(rows.map((r) => [r.href, r.etag]));
}

const INSERT_CHUNK = 1000;

/**
 * Writes a refresh's changes to one calendar's cache in one transaction: the changed objects'
 * busy blocks replaced, removed objects dropped, the calendar's marker and version raised (the
 * version's trigger changes the agent's slot fingerprint, so cached slots are recomputed).
 */
export async function applyChanges(
  tx: Tx,
  calendar: CalendarRow,
  changes: CalendarChanges,
  p: { full: boolean; expandedUntil: Date },
): Promise<void> {
  const gone = p.full ? undefined : [...changes.removed, ...changes.upserts.map((u) => u.href)];
  if (p.full) {
    await tx.delete(calendarBusy).where(eq(calendarBusy.calendarId, calendar.id));
    await tx.delete(calendarObjects).where(eq(calendarObjects.calendarId, calendar.id));
  } else if (gone && gone.length > 0) {
    for (let i = 0; i < gone.length; i += INSERT_CHUNK) {
      const hrefs = gone.slice(i, i + INSERT_CHUNK);
      await tx
        .delete(calendarBusy)
        .where(and(eq(calendarBusy.calendarId, calendar.id), inArray(calendarBusy.href, hrefs)));
      await tx
        .delete(calendarObjects)
        .where(and(eq(calendarObjects.calendarId, calendar.id), inArray(calendarObjects.href, hrefs)));
    }
  }
  const busyRows = changes.upserts.flatMap((u) =>
    u.busy.map((b) => ({
      calendarId: calendar.id,
      agentId: calendar.agentId,
      href: u.href,
      startAt: new Date(b.start),
      endAt: new Date(b.end),
    })),
  );
  for (let i = 0; i < busyRows.length; i += INSERT_CHUNK) {
    await tx.insert(calendarBusy).values(busyRows.slice(i, i + INSERT_CHUNK));
  }
  const objectRows = changes.upserts.map((u) => ({ calendarId: calendar.id, href: u.href, etag: u.etag }));
  for (let i = 0; i < objectRows.length; i += INSERT_CHUNK) {
    await tx.insert(calendarObjects).values(objectRows.slice(i, i + INSERT_CHUNK));
  }
  await tx
    .update(calendars)
    .set({
      syncState: changes.syncState,
      expandedUntil: p.expandedUntil,
      version: sql`${calendars.version} + 1`,
    })
    .where(eq(calendars.id, calendar.id));
  await rebuildBusyIntervals(tx, calendar.agentId);
}

/**
 * Rebuilds an agent's merged busy intervals (`calendar_busy_intervals`) from the cached blocks of
 * their calendars that count for conflicts: overlapping and touching blocks joined, empty ones
 * left out. Called in the transaction of every change to those blocks or to which calendars
 * count. A lock per agent orders concurrent rebuilds (two connections refreshing at once): the
 * later one starts after the earlier commits and so sees both calendars' blocks.
 */
export async function rebuildBusyIntervals(tx: Tx, agentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar-busy:${agentId}`}, 0))`);
  await tx.delete(calendarBusyIntervals).where(eq(calendarBusyIntervals.agentId, agentId));
  // Gaps and islands: a block opens a new interval unless an earlier one (by start) reaches it.
  await tx.execute(sql`
    insert into calendar_busy_intervals (agent_id, start_at, end_at)
    select ${agentId}::uuid, min(start_at), max(end_at)
    from (
      select start_at, end_at,
        count(*) filter (where opens) over (order by start_at, end_at rows unbounded preceding) as island
      from (
        select b.start_at, b.end_at,
          (b.start_at > max(b.end_at) over (
            order by b.start_at, b.end_at rows between unbounded preceding and 1 preceding
          )) is not false as opens
        from calendar_busy b
        join calendars c on c.id = b.calendar_id
        where b.agent_id = ${agentId}::uuid and c.check_conflicts and b.end_at > b.start_at
      ) marked
    ) islands
    group by island`);
}

/** New sealed credentials for a reconnected account; it is no longer broken. */
export async function replaceCredentials(
  db: DbOrTx,
  connectionId: string,
  credentials: string,
): Promise<void> {
  await db
    .update(calendarConnections)
    .set({ credentials, brokenAt: null, error: null, brokenNoticeAt: null })
    .where(eq(calendarConnections.id, connectionId));
}

export async function markRefreshed(db: DbOrTx, connectionId: string, at: Date): Promise<void> {
  await db
    .update(calendarConnections)
    .set({ refreshedAt: at, brokenAt: null, error: null, brokenNoticeAt: null })
    .where(eq(calendarConnections.id, connectionId));
}

/** Marks a connection broken (keeping when it first broke); true when the host is still to be told. */
export async function markBroken(
  db: DbOrTx,
  connectionId: string,
  error: string,
  at: Date,
): Promise<boolean> {
  const [row] = await db
    .update(calendarConnections)
    .set({
      brokenAt: sql`coalesce(${calendarConnections.brokenAt}, ${at.toISOString()}::timestamptz)`,
      error,
    })
    .where(eq(calendarConnections.id, connectionId))
    .returning({ noticeAt: calendarConnections.brokenNoticeAt });
  return row !== undefined && row.noticeAt === null;
}

/** Records that the host was told of the breakage; false when another process already did. */
export async function claimBrokenNotice(db: DbOrTx, connectionId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(calendarConnections)
    .set({ brokenNoticeAt: at })
    .where(and(eq(calendarConnections.id, connectionId), isNull(calendarConnections.brokenNoticeAt)))
    .returning({ id: calendarConnections.id });
  return rows.length > 0;
}

export async function findAgentContact(
  db: DbOrTx,
  agentId: string,
): Promise<{ emailId: string; firstName: string; timezone: string } | undefined> {
  const [row] = await db
    .select({ emailId: agents.emailId, firstName: agents.firstName, timezone: agents.timezone })
    .from(agents)
    .where(eq(agents.id, agentId));
  return row;
}

/** Connections not refreshed since `before` (never-refreshed ones first). */
export async function findDueConnections(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: calendarConnections.id })
    .from(calendarConnections)
    .where(or(isNull(calendarConnections.refreshedAt), lt(calendarConnections.refreshedAt, before)))
    .orderBy(sql`${calendarConnections.refreshedAt} asc nulls first`)
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface ConflictSource {
  agentId: string;
  connectionId: string;
  provider: CalendarProviderKind;
  credentials: string;
  refreshedAt: Date | null;
  externalId: string;
  /** The agent's zone, for floating times and all-day events. */
  timezone: string;
}

/** The calendars that count for these agents' conflicts, with their connection. */
export async function findConflictCalendars(
  db: DbOrTx,
  agentIds: readonly string[],
): Promise<ConflictSource[]> {
  if (agentIds.length === 0) return [];
  return prepared(db, 'conflict_calendars', (d) =>
    d
      .select({
        agentId: calendars.agentId,
        connectionId: calendarConnections.id,
        provider: calendarConnections.provider,
        credentials: calendarConnections.credentials,
        refreshedAt: calendarConnections.refreshedAt,
        externalId: calendars.externalId,
        timezone: agents.timezone,
      })
      .from(calendars)
      .innerJoin(calendarConnections, eq(calendarConnections.id, calendars.connectionId))
      .innerJoin(agents, eq(agents.id, calendars.agentId))
      .where(
        and(
          sql`${calendars.agentId} = any(${sql.placeholder('agentIds')}::uuid[])`,
          eq(calendars.checkConflicts, true),
        ),
      ),
  ).execute({ agentIds: [...agentIds] });
}

/**
 * The merged busy intervals of these agents (from their conflict calendars) that overlap
 * [from, to), as epoch milliseconds, in no particular order: one query through the intervals'
 * GiST index. Each agent's intervals come as one text of numbers ("start,end,start,end…"):
 * hundreds of rows per host would cost more to send and read one by one than to split.
 */
export async function findBusyIntervals(
  db: DbOrTx,
  agentIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Array<{ agentId: string; start: number; end: number }>> {
  if (agentIds.length === 0) return [];
  const ms = (column: AnyPgColumn) => sql`((extract(epoch from ${column}) * 1000)::int8)::text`;
  const rows = await db
    .select({
      agentId: calendarBusyIntervals.agentId,
      bounds: sql<string>`string_agg(${ms(calendarBusyIntervals.startAt)} || ',' || ${ms(calendarBusyIntervals.endAt)}, ',')`,
    })
    .from(calendarBusyIntervals)
    .where(
      and(
        inArray(calendarBusyIntervals.agentId, [...agentIds]),
        sql`tstzrange(${calendarBusyIntervals.startAt}, ${calendarBusyIntervals.endAt}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
      ),
    )
    .groupBy(calendarBusyIntervals.agentId);
  const intervals: Array<{ agentId: string; start: number; end: number }> = [];
  for (const row of rows) {
    const bounds = row.bounds.split(',');
    for (let i = 0; i + 1 < bounds.length; i += 2)
      intervals.push({ agentId: row.agentId, start: Number(bounds[i]), end: Number(bounds[i + 1]) });
  }
  return intervals;
}

export interface CalendarSource {
  agentId: string;
  calendarId: string;
  externalId: string;
  provider: CalendarProviderKind;
  credentials: string;
}

const sourceColumns = {
  agentId: calendars.agentId,
  calendarId: calendars.id,
  externalId: calendars.externalId,
  provider: calendarConnections.provider,
  credentials: calendarConnections.credentials,
};

/** The destination calendar of each of these agents that has one. */
export async function findDestinations(db: DbOrTx, agentIds: readonly string[]): Promise<CalendarSource[]> {
  if (agentIds.length === 0) return [];
  return prepared(db, 'destination_calendars', (d) =>
    d
      .select(sourceColumns)
      .from(calendars)
      .innerJoin(calendarConnections, eq(calendarConnections.id, calendars.connectionId))
      .where(
        and(
          sql`${calendars.agentId} = any(${sql.placeholder('agentIds')}::uuid[])`,
          eq(calendars.isDestination, true),
          eq(calendars.writable, true),
        ),
      ),
  ).execute({ agentIds: [...agentIds] });
}

export async function findCalendarSource(
  db: DbOrTx,
  calendarId: string,
): Promise<CalendarSource | undefined> {
  const [row] = await db
    .select(sourceColumns)
    .from(calendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendars.connectionId))
    .where(eq(calendars.id, calendarId));
  return row;
}

/** Records where a meeting was written (`calendarEvent`: the first copy's id and every copy). */
export async function saveCalendarEvents(
  db: DbOrTx,
  meetingId: string,
  events: ReadonlyArray<{ agentId: string; calendarId: string; eventId: string }>,
): Promise<void> {
  await db
    .update(meetings)
    .set({ calendarEvent: events.length > 0 ? { id: events[0]?.eventId, events: [...events] } : null })
    .where(eq(meetings.id, meetingId));
}

export async function findFeed(db: DbOrTx, agentId: string): Promise<{ token: string } | undefined> {
  const [row] = await db
    .select({ token: meetingFeeds.token })
    .from(meetingFeeds)
    .where(eq(meetingFeeds.agentId, agentId));
  return row;
}

/** Sets the agent's feed token (a new one replaces, and so revokes, the old). */
export async function saveFeed(
  db: DbOrTx,
  p: { agentId: string; tokenHash: string; token: string; now: Date },
): Promise<void> {
  await db
    .insert(meetingFeeds)
    .values({ agentId: p.agentId, tokenHash: p.tokenHash, token: p.token, createdAt: p.now })
    .onConflictDoUpdate({
      target: meetingFeeds.agentId,
      set: { tokenHash: p.tokenHash, token: p.token, createdAt: p.now },
    });
}

export async function deleteFeed(db: DbOrTx, agentId: string): Promise<void> {
  await db.delete(meetingFeeds).where(eq(meetingFeeds.agentId, agentId));
}

export async function findFeedOwner(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ agentId: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ agentId: meetingFeeds.agentId, firstName: agents.firstName })
    .from(meetingFeeds)
    .innerJoin(agents, eq(agents.id, meetingFeeds.agentId))
    .where(eq(meetingFeeds.tokenHash, tokenHash));
  return row;
}

/** The agent's meetings (not cancelled) starting in [from, to), with their event's name. */
export async function findFeedMeetings(db: DbOrTx, agentId: string, from: Date, to: Date) {
  return db
    .select({ meeting: meetings, eventName: events.name })
    .from(meetingHosts)
    .innerJoin(meetings, eq(meetings.id, meetingHosts.meetingId))
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(
      and(
        eq(meetingHosts.agentId, agentId),
        ne(meetings.status, 'CANCELLED'),
        gte(meetings.startAt, from),
        lt(meetings.startAt, to),
      ),
    )
    .orderBy(asc(meetings.startAt))
    .limit(5000);
}
