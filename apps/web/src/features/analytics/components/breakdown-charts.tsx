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
import { useDashboardT, withElement } from '../../i18n/dashboard-i18n';
import type { AnalyticsSearch } from '../analytics-search';
import { formatMinutes, funnelStepName, leadTimeBucketName } from '../figure-names';
import { countOf } from '../plural';
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

export function BreakdownCharts({ search, queries }: { search: AnalyticsSearch; queries: Queries }) {
  const t = useDashboardT();
  const noMeetings = t('analytics.chart.noMeetings');
  const noVisits = t('analytics.chart.noVisits');
  const cancelledNote = (n: number) => (n > 0 ? countOf(t, n, 'cancelled') : undefined);
  const none = (text: string) => text || <span className="text-gray-500">{t('analytics.chart.none')}</span>;
  return (
    <>
      <BarChartCard
        title={t('analytics.eventTypes.title')}
        chart="event-types"
        search={search}
        result={queries.eventTypes}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={noMeetings}
        label={t('analytics.eventTypes.label')}
        unit="meetings"
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
        title={t('analytics.hosts.title')}
        description={t('analytics.hosts.description')}
        chart="hosts"
        search={search}
        result={queries.hosts}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={noMeetings}
        label={t('analytics.hosts.label')}
        unit="meetings"
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
        title={t('analytics.popular.title')}
        description={t('analytics.popular.description')}
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
        title={t('analytics.leadTime.title')}
        chart="lead-time"
        search={search}
        result={queries.leadTime}
        isEmpty={(d) => d.medianMinutes === null}
        emptyText={noMeetings}
        intro={(d) => (
          <p className="mb-3 text-sm text-gray-600">
            {withElement(
              t,
              'analytics.leadTime.median',
              'duration',
              <strong className="text-gray-900">{formatMinutes(d.medianMinutes ?? 0, t)}</strong>,
            )}
          </p>
        )}
        label={t('analytics.leadTime.label')}
        unit="meetings"
        rows={(d) =>
          d.buckets.map((b) => ({ key: b.key, label: leadTimeBucketName(t, b), value: b.meetings }))
        }
      />
      <BarChartCard
        title={t('analytics.funnel.title')}
        description={t('analytics.funnel.description')}
        chart="funnel"
        search={search}
        result={queries.funnel}
        isEmpty={(d) => d.paid === 0 && d.steps.every((s) => s.events === 0)}
        emptyText={noVisits}
        label={t('analytics.funnel.title')}
        unit="times"
        // The same rows as the card's CSV (core `funnelStepRows`).
        rows={(d) =>
          funnelStepRows(d).map((step) => ({
            key: step.name,
            label: funnelStepName(t, step),
            value: step.events,
            ...(step.visitors ? { detail: countOf(t, step.visitors, 'visitors') } : {}),
          }))
        }
      />
      <ChartCard
        title={t('analytics.utm.title')}
        description={t('analytics.utm.description')}
        chart="utm"
        search={search}
        result={queries.utm}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={noVisits}
      >
        {(d) => (
          <FigureTable
            caption={t('analytics.utm.caption')}
            scrollLabel={t('analytics.chart.scrollable', { name: t('analytics.utm.title') })}
            className="max-h-72 overflow-auto"
            rows={d.rows}
            rowKey={(r) => `${r.source}\u0000${r.campaign}`}
            columns={[
              { header: t('analytics.utm.source'), cell: (r) => none(r.source) },
              { header: t('analytics.utm.campaign'), cell: (r) => none(r.campaign) },
              { header: t('analytics.utm.visitors'), cell: (r) => r.visitors, numeric: true },
              { header: t('analytics.utm.bookings'), cell: (r) => r.bookings, numeric: true },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard
        title={t('analytics.routing.title')}
        description={t('analytics.routing.description')}
        chart="routing-forms"
        search={search}
        result={queries.routing}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={t('analytics.routing.empty')}
      >
        {(d) => (
          <FigureTable
            caption={t('analytics.routing.caption')}
            scrollLabel={t('analytics.chart.scrollable', { name: t('analytics.routing.title') })}
            className="overflow-x-auto"
            rows={d.rows}
            rowKey={(r) => `${r.formId}:${r.ruleId}`}
            columns={[
              { header: t('analytics.routing.form'), cell: (r) => r.formName },
              {
                header: t('analytics.routing.rule'),
                cell: (r) => (
                  <>
                    {r.ruleLabel}
                    {r.isDefault && (
                      <span className="ml-1.5 text-xs text-gray-500">{t('analytics.routing.default')}</span>
                    )}
                  </>
                ),
              },
              { header: t('analytics.routing.responses'), cell: (r) => r.responses, numeric: true },
              { header: t('analytics.routing.booked'), cell: (r) => r.booked, numeric: true },
            ]}
          />
        )}
      </ChartCard>
    </>
  );
}
