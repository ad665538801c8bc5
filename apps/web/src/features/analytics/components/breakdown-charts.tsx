import type {
  ByEventType,
  ByHost,
  Funnel,
  LeadTime,
  PopularTimes,
  RoutingOutcomes,
  UtmBreakdown,
} from '@kairos/core/analytics/analytics-schema';
import { funnelStepRows } from '@kairos/core/analytics/funnel-steps';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsSearch } from '../analytics-search';
import { countOf, MEETINGS, TIMES, VISITORS } from '../plural';
import { BarChartCard } from './bar-chart-card';
import { ChartCard } from './chart-card';
import { FigureTable } from './figure-table';
import { WeekdayHourTable } from './weekday-hour-table';

interface Queries {
  eventTypes: UseQueryResult<ByEventType>;
  hosts: UseQueryResult<ByHost>;
  popularTimes: UseQueryResult<PopularTimes>;
  leadTime: UseQueryResult<LeadTime>;
  routing: UseQueryResult<RoutingOutcomes>;
  utm: UseQueryResult<UtmBreakdown>;
  funnel: UseQueryResult<Funnel>;
}

const cancelledNote = (n: number) => (n > 0 ? `${n} cancelled` : undefined);

function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / (24 * 60))} days`;
}

const none = (text: string) => text || <span className="text-gray-500">None</span>;

export function BreakdownCharts({ search, queries }: { search: AnalyticsSearch; queries: Queries }) {
  const noMeetings = 'No meetings take place in these days.';
  const noVisits = 'No visits to your booking pages in these days.';
  return (
    <>
      <BarChartCard
        title="By event type"
        chart="event-types"
        search={search}
        result={queries.eventTypes}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={noMeetings}
        label="Meetings by event type"
        unit={MEETINGS}
        rows={(d) =>
          d.rows.map((r) => ({
            key: r.eventId,
            label: r.name,
            value: r.meetings,
            color: r.color,
            ...(cancelledNote(r.cancelled) ? { detail: cancelledNote(r.cancelled) } : {}),
          }))
        }
      />
      <BarChartCard
        title="By host"
        description="Each host’s share shows how evenly round robin spreads meetings."
        chart="hosts"
        search={search}
        result={queries.hosts}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={noMeetings}
        label="Meetings by host"
        unit={MEETINGS}
        rows={(d) =>
          d.rows.map((r) => ({
            key: r.agentId,
            label: r.name,
            value: r.meetings,
            detail: `${Math.round(r.share * 100)}%`,
          }))
        }
      />
      <ChartCard
        title="Popular days and hours"
        description="When meetings start."
        chart="popular-times"
        search={search}
        result={queries.popularTimes}
        // All 24 hours need the full width to show without scrolling from 1024 px up.
        className="lg:col-span-2"
        isEmpty={(d) => d.cells.length === 0}
        emptyText={noMeetings}
      >
        {(d) => <WeekdayHourTable data={d} />}
      </ChartCard>
      <BarChartCard
        title="Lead time"
        chart="lead-time"
        search={search}
        result={queries.leadTime}
        isEmpty={(d) => d.medianMinutes === null}
        emptyText={noMeetings}
        intro={(d) => (
          <p className="mb-3 text-sm text-gray-600">
            Half of the meetings were booked at least{' '}
            <strong className="text-gray-900">{formatMinutes(d.medianMinutes ?? 0)}</strong> ahead.
          </p>
        )}
        label="Meetings by how long ahead they were booked"
        unit={MEETINGS}
        rows={(d) => d.buckets.map((b) => ({ key: b.key, label: b.label, value: b.meetings }))}
      />
      <BarChartCard
        title="Booking funnel"
        description="Visitors at each step of the public pages, as they happened in these days. Paid: the payments Revenue counts, for the meetings on these days."
        chart="funnel"
        search={search}
        result={queries.funnel}
        isEmpty={(d) => d.paid === 0 && d.steps.every((s) => s.events === 0)}
        emptyText={noVisits}
        label="Booking funnel"
        unit={TIMES}
        // The same rows as the card's CSV (core `funnelStepRows`).
        rows={(d) =>
          funnelStepRows(d).map((step) => ({
            key: step.name,
            label: step.label,
            value: step.events,
            ...(step.visitors ? { detail: countOf(step.visitors, VISITORS) } : {}),
          }))
        }
      />
      <ChartCard
        title="Campaigns"
        description="Visitors and bookings by UTM source and campaign."
        chart="utm"
        search={search}
        result={queries.utm}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={noVisits}
      >
        {(d) => (
          <FigureTable
            caption="Visitors and bookings by UTM source and campaign"
            scrollLabel="Campaigns, scrollable"
            className="max-h-72 overflow-auto"
            rows={d.rows}
            rowKey={(r) => `${r.source}\u0000${r.campaign}`}
            columns={[
              { header: 'Source', cell: (r) => none(r.source) },
              { header: 'Campaign', cell: (r) => none(r.campaign) },
              { header: 'Visitors', cell: (r) => r.visitors, numeric: true },
              { header: 'Bookings', cell: (r) => r.bookings, numeric: true },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard
        title="Routing form outcomes"
        description="Responses by the rule they matched, and how many booked."
        chart="routing-forms"
        search={search}
        result={queries.routing}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="No routing form responses in these days."
      >
        {(d) => (
          <FigureTable
            caption="Routing form responses by matched rule"
            scrollLabel="Routing form outcomes, scrollable"
            className="overflow-x-auto"
            rows={d.rows}
            rowKey={(r) => `${r.formId}:${r.ruleId}`}
            columns={[
              { header: 'Form', cell: (r) => r.formName },
              {
                header: 'Rule',
                cell: (r) => (
                  <>
                    {r.ruleLabel}
                    {r.isDefault && <span className="ml-1.5 text-xs text-gray-500">(default)</span>}
                  </>
                ),
              },
              { header: 'Responses', cell: (r) => r.responses, numeric: true },
              { header: 'Booked', cell: (r) => r.booked, numeric: true },
            ]}
          />
        )}
      </ChartCard>
    </>
  );
}
