import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { BucketUnit } from '@kairos/core/analytics/analytics-schema';
import { BOOKED_VISIT_MASK, BOOKING_PAGE_MASK } from '@kairos/core/analytics/conversion';
import type { MeetingFacts } from '@kairos/core/analytics/meeting-states';
import { type RangeParts, splitByUtcDays } from '@kairos/core/analytics/rollup-range';
import { TRACKING_EVENTS } from '@kairos/core/analytics/tracking-events';
import type { DbOrTx } from '@kairos/db/client';
import {
  eventAgents,
  events,
  funnelDaily,
  funnelDailyNames,
  funnelEvents,
  funnelVisitorDays,
  meetings,
  payments,
  routingForms,
  routingResponses,
  routingRules,
  teams,
  workspaces,
} from '@kairos/db/schema';
import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type FunnelEventRow, funnelEventInsert } from '../lifecycle/repo.ts';
import { type MeetingScope, meetingConditions, meetingScopeParts } from '../meetings/repo.ts';

export async function insertFunnelEvent(db: DbOrTx, row: FunnelEventRow): Promise<void> {
  await funnelEventInsert(db, row);
}

/** The workspace of a live event, routing form or access link (a workspace's or a team's). */
export async function findFunnelWorkspace(
  db: DbOrTx,
  target: { eventId?: string | undefined; formId?: string | undefined; accessLink?: string | undefined },
): Promise<string | undefined> {
  if (target.eventId) {
    const [row] = await db
      .select({ appId: events.appId })
      .from(events)
      .where(and(eq(events.id, target.eventId), isNull(events.deletedAt)));
    return row?.appId;
  }
  if (target.formId) {
    const [row] = await db
      .select({ appId: routingForms.appId })
      .from(routingForms)
      .where(and(eq(routingForms.id, target.formId), isNull(routingForms.deletedAt)));
    return row?.appId;
  }
  if (!target.accessLink) return undefined;
  const link = target.accessLink.toLowerCase();
  const [workspace] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(sql`lower(${workspaces.accessLink}) = ${link}`);
  if (workspace) return workspace.id;
  const [team] = await db
    .select({ appId: teams.appId })
    .from(teams)
    .where(sql`lower(${teams.accessLink}) = ${link}`);
  return team?.appId;
}

/** What one analytics question covers: the caller's sight, the range and the filters. */
export interface AnalyticsQuery {
  appId: AuthorizedAppId;
  scope: MeetingScope;
  now: Date;
  start: Date;
  end: Date;
  timezone: string;
  eventId?: string | undefined;
  teamId?: string | undefined;
  agentId?: string | undefined;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function teamEvents(q: AnalyticsQuery, teamId: string): SQL {
  return sql`(select ${events.id} from ${events} where ${events.appId} = ${q.appId} and ${events.teamId} = ${teamId})`;
}

/** The meetings the caller may see (the bookings list's rule) that match the filters. */
function meetingsWhere(q: AnalyticsQuery, by: 'start' | 'created', scope: MeetingScope = q.scope): SQL {
  const column = by === 'start' ? meetings.startAt : meetings.createdAt;
  const where = meetingConditions({
    appId: q.appId,
    scope,
    now: q.now,
    eventId: q.eventId,
    agentId: q.agentId,
  });
  if (q.teamId) where.push(sql`${meetings.eventId} in ${teamEvents(q, q.teamId)}`);
  where.push(sql`${column} >= ${iso(q.start)}`, sql`${column} < ${iso(q.end)}`);
  return and(...where) as SQL;
}

/** Events an agent hosts or co-hosts. */
function eventsOfAgent(q: AnalyticsQuery, agentId: string, withCoHosts: boolean): SQL {
  const coHost = withCoHosts ? sql` or ${events.coHosts} @> jsonb_build_array(${agentId}::text)` : sql``;
  return sql`(select ${events.id} from ${events} where ${events.appId} = ${q.appId} and (exists (
    select 1 from ${eventAgents} where ${eventAgents.eventId} = ${events.id} and ${eventAgents.userId} = ${agentId}::uuid)${coHost}))`;
}

/** The funnel the caller may see: the whole workspace's, or that of the events they host or co-host. */
function eventConditions(q: AnalyticsQuery, eventId: AnyColumn): SQL[] {
  const where: SQL[] = [];
  if (q.scope.kind === 'agent') where.push(sql`${eventId} in ${eventsOfAgent(q, q.scope.agentId, true)}`);
  if (q.eventId) where.push(sql`${eventId} = ${q.eventId}`);
  if (q.teamId) where.push(sql`${eventId} in ${teamEvents(q, q.teamId)}`);
  if (q.agentId) where.push(sql`${eventId} in ${eventsOfAgent(q, q.agentId, false)}`);
  return where;
}

/** Funnel events of part of the range, one by one. */
function rawWhere(q: AnalyticsQuery, part: { start: Date; end: Date }, ...more: SQL[]): SQL {
  return and(
    eq(funnelEvents.appId, q.appId),
    sql`${funnelEvents.occurredAt} >= ${iso(part.start)}`,
    sql`${funnelEvents.occurredAt} < ${iso(part.end)}`,
    ...eventConditions(q, funnelEvents.eventId),
    ...more,
  ) as SQL;
}

/** Whole UTC days of a roll-up. */
function daysWhere(
  q: AnalyticsQuery,
  table: typeof funnelDaily | typeof funnelDailyNames | typeof funnelVisitorDays,
  days: NonNullable<RangeParts['days']>,
  ...more: SQL[]
): SQL {
  return and(
    eq(table.appId, q.appId),
    sql`${table.day} >= ${days.from}::date`,
    sql`${table.day} < ${days.to}::date`,
    ...eventConditions(q, table.eventId),
    ...more,
  ) as SQL;
}

/**
 * One source of rows per part of the range: the roll-up for its whole UTC days, the events for
 * the partial days around them (decision 0020). Each selects the same columns.
 */
function partsOf(
  q: AnalyticsQuery,
  fromDays: (days: NonNullable<RangeParts['days']>) => SQL,
  fromEvents: (part: { start: Date; end: Date }) => SQL,
): SQL[] {
  const parts = splitByUtcDays(q.start, q.end);
  return [...(parts.days ? [fromDays(parts.days)] : []), ...parts.partial.map(fromEvents)];
}

const unionAll = (selects: SQL[]) => sql`((${sql.join(selects, sql`) union all (`)}))`;

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const BROWSER = sql`source = 'browser' and visitor_id is not null`;
const VISITOR_BOOKING = sql`name = 'schedule_event' and source = 'server'`;

const int = (expression: SQL) => sql<number>`(${expression})::int`;

/**
 * The charts' figures per bucket, as the booking lifecycle names a meeting's state (core
 * `bookings/lifecycle`, read for analytics by `meetingState`): completed is DONE, cancelled the
 * `lost` step, no-shows NO_SHOW. Counted in SQL here for speed; a test holds them to the
 * summary's, which takes each state from the lifecycle itself.
 */
function statusCounts(now: Date) {
  return {
    meetings: int(sql`count(*)`),
    completed: int(
      sql`count(*) filter (where ${meetings.status} = 'ACTIVE' and ${meetings.endAt} <= ${iso(now)} and not ${meetings.markAsNoShow})`,
    ),
    cancelled: int(sql`count(*) filter (where ${meetings.status} = 'CANCELLED')`),
    noShows: int(sql`count(*) filter (where ${meetings.status} = 'ACTIVE' and ${meetings.markAsNoShow})`),
  };
}

export interface StatusCounts {
  meetings: number;
  completed: number;
  cancelled: number;
  noShows: number;
}

/**
 * The caller's meetings of the range as a `meetings` to select from: the table itself with the
 * conditions for the whole workspace, or for an agent the union of the disjoint parts of their
 * sight (`meetingScopeParts`), each read from its own index, with the columns the summary and the
 * lead times read.
 */
function summaryMeetings(q: AnalyticsQuery, by: 'start' | 'created'): SQL {
  const parts = meetingScopeParts(q.scope);
  if (!parts) return sql`${meetings} where ${meetingsWhere(q, by)}`;
  const all = meetingsWhere(q, by, { kind: 'workspace' });
  const columns = sql.join(
    [
      meetings.startAt,
      meetings.createdAt,
      meetings.endAt,
      meetings.status,
      meetings.markAsNoShow,
      meetings.rescheduleCount,
    ].map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const selects = parts.map((part) => sql`select ${columns} from ${meetings} where ${all} and ${part}`);
  return sql`(${sql.join(selects, sql` union all `)}) as ${meetings}`;
}

/**
 * The range's meetings (by start) counted per group of the facts their state follows from, for
 * core `tallyMeetings` to name (a few dozen groups at most, from the same read as before), and
 * the meetings booked in the range.
 */
export async function countMeetings(
  db: DbOrTx,
  q: AnalyticsQuery,
): Promise<{ groups: Array<MeetingFacts & { meetings: number }>; created: number }> {
  const [groups, [created]] = await Promise.all([
    rowsOf<MeetingFacts & { meetings: number }>(
      db,
      sql`select ${meetings.status} as status, ${meetings.endAt} <= ${iso(q.now)} as ended,
          ${meetings.markAsNoShow} as "noShow", ${meetings.rescheduleCount} > 0 as rescheduled,
          count(*)::int as meetings
        from ${summaryMeetings(q, 'start')} group by 1, 2, 3, 4`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${summaryMeetings(q, 'created')}`),
  ]);
  return { groups, created: created?.n ?? 0 };
}

/**
 * The payments of the meetings starting in the range that Revenue counts (paid, or paid and then
 * refunded), per currency: how many, and what they brought less refunds (minor units). Revenue
 * and the funnel's Paid step both read this.
 */
export async function paymentsOfRange(
  db: DbOrTx,
  q: AnalyticsQuery,
): Promise<Array<{ currency: string; amount: number; payments: number }>> {
  return db
    .select({
      currency: payments.currencyCode,
      amount: int(sql`sum(${payments.amount} - ${payments.refundAmount})`),
      payments: int(sql`count(*)`),
    })
    .from(payments)
    .innerJoin(meetings, eq(meetings.id, payments.meetingId))
    .where(and(meetingsWhere(q, 'start'), sql`${payments.status} in ('PAID', 'REFUNDED')`))
    .groupBy(payments.currencyCode)
    .orderBy(payments.currencyCode);
}

/**
 * The browser visitors of the range, as two sources: `alone` selects from the roll-up's rows of
 * visitors who have no other row (their whole days only; none without whole days), `shared` from
 * every other row of the whole days and from the partial days' events (decision 0020). A visitor
 * of an `alone` row is in no other row and on no partial day, so the first is counted row by row
 * and only the second is grouped by visitor: together they are exactly the distinct visitors.
 */
function visitorSources(
  q: AnalyticsQuery,
  columns: { days: SQL; events: SQL },
): { alone: SQL | null; shared: SQL } {
  const { days } = splitByUtcDays(q.start, q.end);
  const shared = partsOf(
    q,
    (whole) =>
      sql`select ${columns.days} from ${funnelVisitorDays} where ${daysWhere(q, funnelVisitorDays, whole, sql`not alone`)}`,
    (part) => sql`select ${columns.events} from ${funnelEvents} where ${rawWhere(q, part, BROWSER)}`,
  );
  return {
    alone: days ? sql`${funnelVisitorDays} where ${daysWhere(q, funnelVisitorDays, days, sql`alone`)}` : null,
    shared: shared.length
      ? unionAll(shared)
      : sql`(select ${columns.days} from ${funnelVisitorDays} where false)`,
  };
}

export interface VisitorCounts {
  visitors: number;
  visitorBookings: number;
  bookingPageVisitors: number;
  visitorsWhoBooked: number;
}

/**
 * Distinct browser visitors over the parts; of them, those who reached a booking page and those
 * whose visit also booked (core `conversion`, from the set of names each reported in the range);
 * and the visitors' bookings the server recorded.
 */
export async function countVisitors(db: DbOrTx, q: AnalyticsQuery): Promise<VisitorCounts> {
  const masks = visitorSources(q, {
    days: sql`visitor_id, names as m`,
    events: sql`visitor_id, funnel_name_mask(name) as m`,
  });
  const reached = sql`m & ${BOOKING_PAGE_MASK}::int <> 0`;
  const figures = sql`count(*) as n, count(*) filter (where ${reached}) as reached,
    count(*) filter (where ${reached} and m & ${BOOKED_VISIT_MASK}::int <> 0) as booked`;
  const perVisitor = [
    sql`select ${figures} from (select visitor_id, bit_or(m) as m from ${masks.shared} u group by 1) v`,
    ...(masks.alone ? [sql`select ${figures} from (select names as m from ${masks.alone}) a`] : []),
  ];
  const bookings = partsOf(
    q,
    (days) =>
      sql`select sum(events) as n from ${funnelDaily} where ${daysWhere(q, funnelDaily, days, VISITOR_BOOKING)}`,
    (part) => sql`select count(*) as n from ${funnelEvents} where ${rawWhere(q, part, VISITOR_BOOKING)}`,
  );
  // Two statements on two connections of the pool: one waits for the other no longer.
  const [[seen], [booked]] = await Promise.all([
    rowsOf<{ n: number; reached: number; booked: number }>(
      db,
      sql`select coalesce(sum(n), 0)::int as n, coalesce(sum(reached), 0)::int as reached,
          coalesce(sum(booked), 0)::int as booked from ${unionAll(perVisitor)} p`,
    ),
    rowsOf<{ n: number }>(db, sql`select coalesce(sum(n), 0)::int as n from ${unionAll(bookings)} b`),
  ]);
  return {
    visitors: seen?.n ?? 0,
    visitorBookings: booked?.n ?? 0,
    bookingPageVisitors: seen?.reached ?? 0,
    visitorsWhoBooked: seen?.booked ?? 0,
  };
}

/** Meetings by the local day, week (from Monday) or month they start in. */
export async function meetingsOverTime(
  db: DbOrTx,
  q: AnalyticsQuery,
  unit: BucketUnit,
): Promise<Array<StatusCounts & { start: string }>> {
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${meetings.startAt} at time zone ${q.timezone}), 'YYYY-MM-DD')`;
  return db
    .select({ start: bucket, ...statusCounts(q.now) })
    .from(meetings)
    .where(meetingsWhere(q, 'start'))
    .groupBy(sql`1`);
}

export async function meetingsByEvent(
  db: DbOrTx,
  q: AnalyticsQuery,
): Promise<Array<StatusCounts & { eventId: string; name: string | null; color: string | null }>> {
  return db
    .select({ eventId: meetings.eventId, name: events.name, color: events.color, ...statusCounts(q.now) })
    .from(meetings)
    .leftJoin(events, eq(events.id, meetings.eventId))
    .where(meetingsWhere(q, 'start'))
    .groupBy(meetings.eventId, events.name, events.color)
    .orderBy(sql`count(*) desc`, events.name);
}

/**
 * Meetings per host. The range's meetings are first counted per host list (a workspace has few
 * distinct lists), and only those lists are unfolded into their hosts: the same sums as unfolding
 * every meeting, for a fraction of the rows.
 */
export async function meetingsByHost(
  db: DbOrTx,
  q: AnalyticsQuery,
): Promise<Array<StatusCounts & { agentId: string }>> {
  const counts = statusCounts(q.now);
  const perList = sql.join(
    Object.entries(counts).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const sums = sql.join(
    Object.keys(counts).map((key) => sql`sum(lists.${sql.identifier(key)})::int as ${sql.identifier(key)}`),
    sql`, `,
  );
  return rowsOf(
    db,
    sql`select host.agent_id as "agentId", ${sums}
      from (select ${meetings.agentIds} as agent_ids, ${perList} from ${meetings}
            where ${meetingsWhere(q, 'start')} group by 1) lists,
        lateral jsonb_array_elements_text(lists.agent_ids) as host(agent_id)
      group by 1 order by 2 desc`,
  );
}

export async function meetingsByWeekdayHour(
  db: DbOrTx,
  q: AnalyticsQuery,
): Promise<Array<{ weekday: number; hour: number; meetings: number }>> {
  const local = sql`${meetings.startAt} at time zone ${q.timezone}`;
  return db
    .select({
      weekday: int(sql`extract(isodow from ${local})`),
      hour: int(sql`extract(hour from ${local})`),
      meetings: int(sql`count(*)`),
    })
    .from(meetings)
    .where(meetingsWhere(q, 'start'))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
}

/**
 * Meetings by how long before their start they were booked: the upper bounds in minutes, ascending.
 * The range's lead times are read once (for an agent from their own indexes, as the summary does)
 * and both bucketed and their median taken from that one read.
 */
export async function leadTimes(
  db: DbOrTx,
  q: AnalyticsQuery,
  boundsMinutes: readonly number[],
): Promise<{ counts: Map<number, number>; medianMinutes: number | null }> {
  // date_part gives a float: extract's numeric is several times slower to sort for the median.
  const minutes = sql`date_part('epoch', ${meetings.startAt} - ${meetings.createdAt}) / 60`;
  const bucket = sql`case ${sql.join(
    boundsMinutes.map((bound, i) => sql`when m < ${bound} then ${i}`),
    sql` `,
  )} else ${boundsMinutes.length} end`;
  const rows = await rowsOf<{ bucket: number; meetings: number; median: number | null }>(
    db,
    sql`with lead as materialized (select ${minutes} as m from ${summaryMeetings(q, 'start')})
      select b.bucket, b.meetings, p.median
      from (select (${bucket})::int as bucket, count(*)::int as meetings from lead group by 1) b,
        (select percentile_cont(0.5) within group (order by m) as median from lead) p`,
  );
  const value = rows[0]?.median;
  return {
    counts: new Map(rows.map((r) => [r.bucket, r.meetings])),
    medianMinutes: value === null || value === undefined ? null : Math.round(Number(value)),
  };
}

export interface RoutingOutcomeRow {
  formId: string;
  formName: string;
  ruleId: string | null;
  isDefault: boolean | null;
  redirectType: string | null;
  responses: number;
  booked: number;
}

/** Responses of the range by form and matched rule; with an event, those whose rule sent visitors there. */
export async function routingOutcomes(db: DbOrTx, q: AnalyticsQuery): Promise<RoutingOutcomeRow[]> {
  const where: SQL[] = [
    eq(routingResponses.appId, q.appId),
    sql`${routingResponses.createdAt} >= ${iso(q.start)}`,
    sql`${routingResponses.createdAt} < ${iso(q.end)}`,
  ];
  if (q.eventId) where.push(sql`${routingResponses.redirect}->>'eventId' = ${q.eventId}`);
  return db
    .select({
      formId: routingResponses.formId,
      formName: routingForms.name,
      ruleId: routingResponses.matchedRuleId,
      isDefault: routingRules.isDefault,
      redirectType: sql<string | null>`max(${routingResponses.redirect}->>'type')`,
      responses: int(sql`count(*)`),
      booked: int(sql`count(${routingResponses.meetingId})`),
    })
    .from(routingResponses)
    .innerJoin(routingForms, eq(routingForms.id, routingResponses.formId))
    .leftJoin(routingRules, eq(routingRules.id, routingResponses.matchedRuleId))
    .where(and(...where))
    .groupBy(
      routingResponses.formId,
      routingForms.name,
      routingResponses.matchedRuleId,
      routingRules.isDefault,
    )
    .orderBy(routingForms.name, sql`count(*) desc`);
}

/**
 * Visitors and visitor bookings per UTM source and campaign ('' for none), the busiest first.
 * A workspace has few pairs: over whole days they are walked one by one through
 * `funnel_daily_pairs_idx` (a loose index scan) and each kept if it has a row in the range,
 * instead of grouping every roll-up row of the range; bookings come from the partial index.
 */
export async function funnelByUtm(
  db: DbOrTx,
  q: AnalyticsQuery,
  limit: number,
): Promise<Array<{ source: string; campaign: string; visitors: number; bookings: number }>> {
  const counts = partsOf(
    q,
    (days) => sql`with recursive pairs (src, cmp) as (
        (select utm_source, utm_campaign from ${funnelDaily} where ${funnelDaily.appId} = ${q.appId}
          order by 1, 2 limit 1)
        union all
        select next.* from pairs, lateral (
          select utm_source, utm_campaign from ${funnelDaily}
          where ${funnelDaily.appId} = ${q.appId} and (utm_source, utm_campaign) > (pairs.src, pairs.cmp)
          order by 1, 2 limit 1) next
      )
      select pairs.src, pairs.cmp, coalesce(b.bookings, 0) as bookings
      from pairs
      left join (select utm_source, utm_campaign, sum(events) as bookings from ${funnelDaily}
                 where ${daysWhere(q, funnelDaily, days, VISITOR_BOOKING)} group by 1, 2) b
        on b.utm_source = pairs.src and b.utm_campaign = pairs.cmp
      where exists (select 1 from ${funnelDaily} where ${daysWhere(q, funnelDaily, days)}
                      and utm_source = pairs.src and utm_campaign = pairs.cmp)`,
    (part) => sql`select coalesce(utm_source, '') as src, coalesce(utm_campaign, '') as cmp,
        count(*) filter (where ${VISITOR_BOOKING}) as bookings
      from ${funnelEvents} where ${rawWhere(q, part)} group by 1, 2`,
  );
  const visitors = visitorSources(q, {
    days: sql`utm_source as src, utm_campaign as cmp, visitor_id`,
    events: sql`coalesce(utm_source, '') as src, coalesce(utm_campaign, '') as cmp, visitor_id`,
  });
  const perPair = [
    sql`select src, cmp, count(*) as n from (select src, cmp, visitor_id from ${visitors.shared} u group by 1, 2, 3) d group by 1, 2`,
    ...(visitors.alone
      ? [sql`select utm_source, utm_campaign, count(*) from ${visitors.alone} group by 1, 2`]
      : []),
  ];
  // The pairs with their bookings and the pairs' visitors are independent: two connections at once.
  const [pairs, seen] = await Promise.all([
    rowsOf<{ source: string; campaign: string; bookings: number }>(
      db,
      sql`select src as source, cmp as campaign, sum(bookings)::int as bookings
        from ${unionAll(counts)} c group by 1, 2 order by 1, 2`,
    ),
    rowsOf<{ source: string; campaign: string; visitors: number }>(
      db,
      sql`select src as source, cmp as campaign, sum(n)::int as visitors from ${unionAll(perPair)} p group by 1, 2`,
    ),
  ]);
  const visitorsOf = new Map(seen.map((r) => [JSON.stringify([r.source, r.campaign]), r.visitors]));
  const rows = pairs.map((p) => ({
    source: p.source,
    campaign: p.campaign,
    visitors: visitorsOf.get(JSON.stringify([p.source, p.campaign])) ?? 0,
    bookings: p.bookings,
  }));
  // The pairs come in the database's collation; a stable sort keeps it among equal figures.
  rows.sort((a, b) => b.bookings - a.bookings || b.visitors - a.visitors);
  return rows.slice(0, limit);
}

/**
 * Events and distinct visitors per tracking event name. Events come from the roll-up per name
 * (`funnel_daily_names`); visitors as the set of names each reported (`funnel_name_mask`, bit i =
 * TRACKING_EVENTS[i]), so each is read once, not per name: the lone visitors' rows counted per set,
 * the others grouped by visitor first.
 */
export async function funnelByName(
  db: DbOrTx,
  q: AnalyticsQuery,
): Promise<Array<{ name: string; events: number; visitors: number }>> {
  const counts = partsOf(
    q,
    (days) =>
      sql`select name, sum(events) as n from ${funnelDailyNames} where ${daysWhere(q, funnelDailyNames, days)} group by 1`,
    (part) => sql`select name, count(*) as n from ${funnelEvents} where ${rawWhere(q, part)} group by 1`,
  );
  const masks = visitorSources(q, {
    days: sql`visitor_id, names as m`,
    events: sql`visitor_id, funnel_name_mask(name) as m`,
  });
  const perMask = [
    sql`select m, count(*) as n from (select visitor_id, bit_or(m) as m from ${masks.shared} u group by 1) v group by 1`,
    ...(masks.alone ? [sql`select names, count(*) from ${masks.alone} group by 1`] : []),
  ];
  const [named, visitorsPerMask] = await Promise.all([
    rowsOf<{ name: string; events: number }>(
      db,
      sql`select name, sum(n)::int as events from ${unionAll(counts)} c group by 1`,
    ),
    rowsOf<{ mask: number; visitors: number }>(
      db,
      sql`select m as mask, sum(n)::int as visitors from ${unionAll(perMask)} p group by 1`,
    ),
  ]);
  const visitors = new Map<string, number>();
  for (const { mask, visitors: n } of visitorsPerMask) {
    TRACKING_EVENTS.forEach((name, bit) => {
      if (mask & (1 << bit)) visitors.set(name, (visitors.get(name) ?? 0) + n);
    });
  }
  return named.map(({ name, events }) => ({ name, events, visitors: visitors.get(name) ?? 0 }));
}
