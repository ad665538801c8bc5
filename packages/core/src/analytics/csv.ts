import type {
  AnalyticsChart,
  AnalyticsRange,
  ByEventType,
  ByHost,
  Funnel,
  LeadTime,
  OverTime,
  PopularTimes,
  RoutingOutcomes,
  UtmBreakdown,
} from './analytics-schema.ts';
import { funnelStepRows } from './funnel-steps.ts';

export type ChartData =
  | { chart: 'bookings-over-time'; data: OverTime }
  | { chart: 'event-types'; data: ByEventType }
  | { chart: 'hosts'; data: ByHost }
  | { chart: 'popular-times'; data: PopularTimes }
  | { chart: 'lead-time'; data: LeadTime }
  | { chart: 'routing-forms'; data: RoutingOutcomes }
  | { chart: 'utm'; data: UtmBreakdown }
  | { chart: 'funnel'; data: Funnel };

type Cell = string | number | null;

const STATUS_HEADER = ['Meetings', 'Completed', 'Cancelled', 'No-shows'];
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A chart's figures as spreadsheet rows (header first); days and hours are the host's, named in the header. */
export function chartCsvRows(input: ChartData): Cell[][] {
  const zone = input.data.range.timezone;
  switch (input.chart) {
    case 'bookings-over-time': {
      const label = { day: 'Day', week: 'Week starting', month: 'Month starting' }[input.data.unit];
      return [
        [`${label} (${zone})`, ...STATUS_HEADER],
        ...input.data.buckets.map((b) => [b.start, b.meetings, b.completed, b.cancelled, b.noShows]),
      ];
    }
    case 'event-types':
      return [
        ['Event type', ...STATUS_HEADER],
        ...input.data.rows.map((r) => [r.name, r.meetings, r.completed, r.cancelled, r.noShows]),
      ];
    case 'hosts':
      return [
        ['Host', ...STATUS_HEADER, 'Share'],
        ...input.data.rows.map((r) => [
          r.name,
          r.meetings,
          r.completed,
          r.cancelled,
          r.noShows,
          r.share.toFixed(4),
        ]),
      ];
    case 'popular-times':
      return [
        [`Weekday (${zone})`, `Hour (${zone})`, 'Meetings'],
        ...input.data.cells.map((c) => [
          WEEKDAY_NAMES[c.weekday - 1] ?? '',
          `${String(c.hour).padStart(2, '0')}:00`,
          c.meetings,
        ]),
      ];
    case 'lead-time':
      return [['Booked ahead', 'Meetings'], ...input.data.buckets.map((b) => [b.label, b.meetings])];
    case 'routing-forms':
      return [
        ['Form', 'Rule', 'Default rule', 'Redirect', 'Responses', 'Booked'],
        ...input.data.rows.map((r) => [
          r.formName,
          r.ruleLabel,
          r.isDefault ? 'yes' : 'no',
          r.redirectType,
          r.responses,
          r.booked,
        ]),
      ];
    case 'utm':
      return [
        ['UTM source', 'UTM campaign', 'Visitors', 'Bookings'],
        ...input.data.rows.map((r) => [r.source, r.campaign, r.visitors, r.bookings]),
      ];
    case 'funnel':
      // The card's steps, not the 25 raw tracking names; a server-recorded step has no visitors.
      return [
        ['Step', 'Times', 'Visitors'],
        ...funnelStepRows(input.data).map((s) => [s.label, s.events, s.visitors]),
      ];
  }
}

export function chartFileName(chart: AnalyticsChart, range: AnalyticsRange): string {
  return `analytics-${chart}-${range.from}-to-${range.to}.csv`;
}
