import type {
  ByEventType,
  ByHost,
  Funnel,
  LeadTime,
  PopularTimes,
  RoutingOutcomes,
  UtmBreakdown,
} from '@kairos/core/analytics/analytics-schema';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsSearch } from '../analytics-search';
import { BarList } from './bar-list';
import { ChartCard } from './chart-card';
import { ScrollRegion } from './scroll-region';
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

/** The visitor's steps worth a chart, in funnel order, with how the page calls them. */
const FUNNEL_STEPS = [
  ['all_events_page', 'Opened a listing'],
  ['date_selection', 'Picked a date'],
  ['time_selection', 'Picked a time'],
  ['view_booking_details_page', 'Reached the details'],
  ['verify_email', 'Verified their email'],
  ['schedule_event', 'Booked'],
  ['payment_completed', 'Paid'],
] as const;

const cancelledNote = (n: number) => (n > 0 ? `${n} cancelled` : undefined);

function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / (24 * 60))} days`;
}

const TH = 'py-1.5 pr-3 text-left text-xs font-medium text-gray-500';
const TD = 'py-1.5 pr-3 tabular-nums';

export function BreakdownCharts({ search, queries }: { search: AnalyticsSearch; queries: Queries }) {
  return (
    <>
      <ChartCard
        title="By event type"
        chart="event-types"
        search={search}
        result={queries.eventTypes}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="No meetings take place in these days."
      >
        {(d) => (
          <BarList
            label="Meetings by event type"
            unit="meetings"
            rows={d.rows.map((r) => ({
              key: r.eventId,
              label: r.name,
              value: r.meetings,
              color: r.color,
              ...(cancelledNote(r.cancelled) ? { detail: cancelledNote(r.cancelled) } : {}),
            }))}
          />
        )}
      </ChartCard>
      <ChartCard
        title="By host"
        description="Each host’s share shows how evenly round robin spreads meetings."
        chart="hosts"
        search={search}
        result={queries.hosts}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="No meetings take place in these days."
      >
        {(d) => (
          <BarList
            label="Meetings by host"
            unit="meetings"
            rows={d.rows.map((r) => ({
              key: r.agentId,
              label: r.name,
              value: r.meetings,
              detail: `${Math.round(r.share * 100)}%`,
            }))}
          />
        )}
      </ChartCard>
      <ChartCard
        title="Popular days and hours"
        description="When meetings start."
        chart="popular-times"
        search={search}
        result={queries.popularTimes}
        isEmpty={(d) => d.cells.length === 0}
        emptyText="No meetings take place in these days."
      >
        {(d) => <WeekdayHourTable data={d} />}
      </ChartCard>
      <ChartCard
        title="Lead time"
        chart="lead-time"
        search={search}
        result={queries.leadTime}
        isEmpty={(d) => d.medianMinutes === null}
        emptyText="No meetings take place in these days."
      >
        {(d) => (
          <>
            <p className="mb-3 text-sm text-gray-600">
              Half of the meetings were booked at least{' '}
              <strong className="text-gray-900">{formatMinutes(d.medianMinutes ?? 0)}</strong> ahead.
            </p>
            <BarList
              label="Meetings by how long ahead they were booked"
              unit="meetings"
              rows={d.buckets.map((b) => ({ key: b.key, label: b.label, value: b.meetings }))}
            />
          </>
        )}
      </ChartCard>
      <ChartCard
        title="Booking funnel"
        description="Visitors at each step of the public pages."
        chart="funnel"
        search={search}
        result={queries.funnel}
        isEmpty={(d) => d.steps.every((s) => s.events === 0)}
        emptyText="No visits to your booking pages in these days."
      >
        {(d) => {
          const byName = new Map(d.steps.map((s) => [s.name, s]));
          return (
            <BarList
              label="Booking funnel"
              unit="times"
              rows={FUNNEL_STEPS.map(([name, label]) => {
                const step = byName.get(name);
                return {
                  key: name,
                  label,
                  value: step?.events ?? 0,
                  ...(step && step.visitors > 0 ? { detail: `${step.visitors} visitors` } : {}),
                };
              })}
            />
          );
        }}
      </ChartCard>
      <ChartCard
        title="Campaigns"
        description="Visitors and bookings by UTM source and campaign."
        chart="utm"
        search={search}
        result={queries.utm}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="No visits to your booking pages in these days."
      >
        {(d) => (
          <ScrollRegion label="Campaigns, scrollable" className="max-h-72 overflow-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Visitors and bookings by UTM source and campaign</caption>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    Source
                  </th>
                  <th scope="col" className={TH}>
                    Campaign
                  </th>
                  <th scope="col" className={TH}>
                    Visitors
                  </th>
                  <th scope="col" className={TH}>
                    Bookings
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((r) => (
                  <tr key={`${r.source}\u0000${r.campaign}`} className="border-t border-gray-100">
                    <td className="py-1.5 pr-3 text-gray-800">
                      {r.source || <span className="text-gray-500">None</span>}
                    </td>
                    <td className="py-1.5 pr-3 text-gray-800">
                      {r.campaign || <span className="text-gray-500">None</span>}
                    </td>
                    <td className={TD}>{r.visitors}</td>
                    <td className={TD}>{r.bookings}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </ChartCard>
      <ChartCard
        title="Routing form outcomes"
        description="Responses by the rule they matched, and how many booked."
        chart="routing-forms"
        search={search}
        result={queries.routing}
        className="lg:col-span-2"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="No routing form responses in these days."
      >
        {(d) => (
          <ScrollRegion label="Routing form outcomes, scrollable" className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Routing form responses by matched rule</caption>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    Form
                  </th>
                  <th scope="col" className={TH}>
                    Rule
                  </th>
                  <th scope="col" className={TH}>
                    Responses
                  </th>
                  <th scope="col" className={TH}>
                    Booked
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((r) => (
                  <tr key={`${r.formId}:${r.ruleId}`} className="border-t border-gray-100">
                    <td className="py-1.5 pr-3 text-gray-800">{r.formName}</td>
                    <td className="py-1.5 pr-3 text-gray-800">
                      {r.ruleLabel}
                      {r.isDefault && <span className="ml-1.5 text-xs text-gray-500">(default)</span>}
                    </td>
                    <td className={TD}>{r.responses}</td>
                    <td className={TD}>{r.booked}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </ChartCard>
    </>
  );
}
