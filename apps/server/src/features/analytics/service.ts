import {
  type AnalyticsExport,
  type AnalyticsExportQuery,
  type AnalyticsFilters,
  type AnalyticsRange,
  type AnalyticsSummary,
  type ByEventType,
  type ByHost,
  type Funnel,
  LEAD_TIME_BUCKETS,
  type LeadTime,
  type OverTime,
  type OverTimeQuery,
  type PopularTimes,
  type RoutingOutcomes,
  type UtmBreakdown,
} from '@kairos/core/analytics/analytics-schema';
import { bucketStarts } from '@kairos/core/analytics/buckets';
import { conversionRate } from '@kairos/core/analytics/conversion';
import { type ChartData, chartCsvRows, chartFileName } from '@kairos/core/analytics/csv';
import { tallyMeetings } from '@kairos/core/analytics/meeting-states';
import { resolveRange, splitAtToday } from '@kairos/core/analytics/range';
import { TRACKING_EVENTS } from '@kairos/core/analytics/tracking-events';
import { toCsv } from '@kairos/core/csv';
import { dateKeyInZone } from '@kairos/core/dates/format';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type { Deps } from '../../deps.ts';
import { type AuthContext, callerMay } from '../../http/access.ts';
import { findAgentContacts } from '../bookings/repo.ts';
import { scopeOf } from '../meetings/admin.ts';
import { agentName } from '../meetings/dto.ts';
import { findAgentTimezone } from '../meetings/repo.ts';
import { ruleLabels } from '../routing-forms/service.ts';
import * as repo from './repo.ts';

/** The most UTM source and campaign pairs one answer lists (the busiest first). */
export const UTM_ROWS_MAX = 100;

interface Question {
  query: repo.AnalyticsQuery;
  range: AnalyticsRange;
}

/**
 * Reads the caller's question: their zone, their sight of the meetings (decision 0011), the range
 * (400 when it is not one) and the filters (400 for an id that cannot be one).
 */
async function questionOf(deps: Deps, auth: AuthContext, filters: AnalyticsFilters): Promise<Question> {
  for (const key of ['eventId', 'teamId', 'agentId'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '' && !isUuid(value)) {
      throw new AppError('VALIDATION_ERROR', 'Unknown event type, team or host', {
        issues: [{ path: key, message: 'Unknown id' }],
      });
    }
  }
  const timezone = (await findAgentTimezone(deps.db, auth.agentId)) ?? 'UTC';
  const now = deps.now();
  const resolved = resolveRange(filters, timezone, now);
  if (!resolved.ok) {
    throw new AppError('VALIDATION_ERROR', resolved.message, {
      issues: [{ path: resolved.path, message: resolved.message }],
    });
  }
  const { range } = resolved;
  return {
    range: { from: range.from, to: range.to, timezone },
    query: {
      appId: auth.appId,
      scope: await scopeOf(deps, auth),
      now,
      start: range.start,
      end: range.end,
      timezone,
      eventId: filters.eventId || undefined,
      teamId: filters.teamId || undefined,
      agentId: filters.agentId || undefined,
    },
  };
}

export async function summary(
  deps: Deps,
  auth: AuthContext,
  filters: AnalyticsFilters,
): Promise<AnalyticsSummary> {
  const { query, range } = await questionOf(deps, auth, filters);
  // Independent questions, each on its own connection of the pool.
  const [counts, visitors, revenue] = await Promise.all([
    repo.countMeetings(deps.db, query),
    repo.countVisitors(deps.db, query),
    repo.paymentsOfRange(deps.db, query),
  ]);
  return {
    range,
    periods: splitAtToday(range, dateKeyInZone(query.now.getTime(), range.timezone)),
    created: counts.created,
    ...tallyMeetings(counts.groups),
    ...visitors,
    conversionRate: conversionRate(visitors),
    revenue: revenue.filter((r) => r.amount !== 0).map(({ currency, amount }) => ({ currency, amount })),
  };
}

export async function overTime(deps: Deps, auth: AuthContext, filters: OverTimeQuery): Promise<OverTime> {
  const { query, range } = await questionOf(deps, auth, filters);
  const rows = new Map((await repo.meetingsOverTime(deps.db, query, filters.unit)).map((r) => [r.start, r]));
  return {
    range,
    unit: filters.unit,
    buckets: bucketStarts(range.from, range.to, filters.unit).map((start) => {
      const row = rows.get(start);
      return {
        start,
        meetings: row?.meetings ?? 0,
        completed: row?.completed ?? 0,
        cancelled: row?.cancelled ?? 0,
        noShows: row?.noShows ?? 0,
      };
    }),
  };
}

export async function byEventType(
  deps: Deps,
  auth: AuthContext,
  filters: AnalyticsFilters,
): Promise<ByEventType> {
  const { query, range } = await questionOf(deps, auth, filters);
  const rows = await repo.meetingsByEvent(deps.db, query);
  return {
    range,
    rows: rows.map(({ name, color, ...r }) => ({
      ...r,
      name: name ?? 'Deleted event type',
      color: color ?? '#9ca3af',
    })),
  };
}

export async function byHost(deps: Deps, auth: AuthContext, filters: AnalyticsFilters): Promise<ByHost> {
  const { query, range } = await questionOf(deps, auth, filters);
  const rows = await repo.meetingsByHost(deps.db, query);
  const names = new Map(
    (
      await findAgentContacts(
        deps.db,
        rows.map((r) => r.agentId),
      )
    ).map((a) => [a.id, a]),
  );
  const total = rows.reduce((sum, r) => sum + r.meetings, 0);
  return {
    range,
    rows: rows.map((r) => ({
      ...r,
      name: agentName(names.get(r.agentId)) || 'Former member',
      share: total > 0 ? r.meetings / total : 0,
    })),
  };
}

export async function popularTimes(
  deps: Deps,
  auth: AuthContext,
  filters: AnalyticsFilters,
): Promise<PopularTimes> {
  const { query, range } = await questionOf(deps, auth, filters);
  return { range, cells: await repo.meetingsByWeekdayHour(deps.db, query) };
}

export async function leadTime(deps: Deps, auth: AuthContext, filters: AnalyticsFilters): Promise<LeadTime> {
  const { query, range } = await questionOf(deps, auth, filters);
  const bounds = LEAD_TIME_BUCKETS.flatMap((b) => (b.maxMinutes === null ? [] : [b.maxMinutes]));
  const { counts, medianMinutes } = await repo.leadTimes(deps.db, query, bounds);
  return {
    range,
    medianMinutes,
    buckets: LEAD_TIME_BUCKETS.map((b, i) => ({ key: b.key, label: b.label, meetings: counts.get(i) ?? 0 })),
  };
}

/** Routing outcomes are the workspace's forms: shown to roles that may read routing forms. */
export async function routingOutcomes(
  deps: Deps,
  auth: AuthContext,
  filters: AnalyticsFilters,
): Promise<RoutingOutcomes> {
  const { query, range } = await questionOf(deps, auth, filters);
  if (!callerMay(auth, 'routingForms', 'view')) return { range, rows: [] };
  const rows = await repo.routingOutcomes(deps.db, query);
  const labels = new Map<string, Map<string, string>>();
  for (const formId of new Set(rows.map((r) => r.formId))) labels.set(formId, await ruleLabels(deps, formId));
  return {
    range,
    rows: rows.map((r) => ({
      formId: r.formId,
      formName: r.formName,
      ruleId: r.ruleId,
      ruleLabel: (r.ruleId && labels.get(r.formId)?.get(r.ruleId)) || 'A rule since deleted',
      isDefault: r.isDefault ?? false,
      redirectType: r.redirectType,
      responses: r.responses,
      booked: r.booked,
    })),
  };
}

export async function utmBreakdown(
  deps: Deps,
  auth: AuthContext,
  filters: AnalyticsFilters,
): Promise<UtmBreakdown> {
  const { query, range } = await questionOf(deps, auth, filters);
  return { range, rows: await repo.funnelByUtm(deps.db, query, UTM_ROWS_MAX) };
}

export async function funnel(deps: Deps, auth: AuthContext, filters: AnalyticsFilters): Promise<Funnel> {
  const { query, range } = await questionOf(deps, auth, filters);
  const [named, paid] = await Promise.all([
    repo.funnelByName(deps.db, query),
    repo.paymentsOfRange(deps.db, query),
  ]);
  const rows = new Map(named.map((r) => [r.name, r]));
  return {
    range,
    steps: TRACKING_EVENTS.map((name) => ({
      name,
      events: rows.get(name)?.events ?? 0,
      visitors: rows.get(name)?.visitors ?? 0,
    })),
    paid: paid.reduce((sum, r) => sum + r.payments, 0),
  };
}

async function chartData(deps: Deps, auth: AuthContext, q: AnalyticsExportQuery): Promise<ChartData> {
  switch (q.chart) {
    case 'bookings-over-time':
      return { chart: q.chart, data: await overTime(deps, auth, q) };
    case 'event-types':
      return { chart: q.chart, data: await byEventType(deps, auth, q) };
    case 'hosts':
      return { chart: q.chart, data: await byHost(deps, auth, q) };
    case 'popular-times':
      return { chart: q.chart, data: await popularTimes(deps, auth, q) };
    case 'lead-time':
      return { chart: q.chart, data: await leadTime(deps, auth, q) };
    case 'routing-forms':
      return { chart: q.chart, data: await routingOutcomes(deps, auth, q) };
    case 'utm':
      return { chart: q.chart, data: await utmBreakdown(deps, auth, q) };
    case 'funnel':
      return { chart: q.chart, data: await funnel(deps, auth, q) };
  }
}

/** `GET /analytics/export`: one chart's figures as CSV, days and hours in the caller's zone. */
export async function exportChart(
  deps: Deps,
  auth: AuthContext,
  q: AnalyticsExportQuery,
): Promise<AnalyticsExport> {
  const input = await chartData(deps, auth, q);
  const csv = toCsv(chartCsvRows(input));
  return {
    csvBuffer: Buffer.from(csv, 'utf8').toString('base64'),
    fileName: chartFileName(q.chart, input.data.range),
  };
}
