import type { BucketUnit, OverTime } from '@kairos/core/analytics/analytics-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useHostPrefs } from '../../meetings/host-prefs';
import type { AnalyticsSearch } from '../analytics-search';
import { axisLabel, bucketLabel, overTimeDescription } from '../over-time-labels';
import { ChartCard } from './chart-card';
import { ColumnChart } from './column-chart';

const UNITS: Array<{ value: BucketUnit; label: DashboardKey }> = [
  { value: 'day', label: 'analytics.overTime.day' },
  { value: 'week', label: 'analytics.overTime.week' },
  { value: 'month', label: 'analytics.overTime.month' },
];

/** Meetings per day, week or month of their start, in the host's zone. */
export function OverTimeCard({
  search,
  result,
  onUnit,
}: {
  search: AnalyticsSearch;
  result: UseQueryResult<OverTime>;
  onUnit: (unit: BucketUnit) => void;
}) {
  const unit = search.unit ?? 'day';
  const prefs = useHostPrefs();
  const t = useDashboardT();
  return (
    <ChartCard
      title={t('analytics.overTime.title')}
      description={overTimeDescription(unit, t)}
      chart="bookings-over-time"
      search={search}
      result={result}
      className="lg:col-span-2"
      isEmpty={(data) => data.buckets.every((b) => b.meetings === 0)}
      emptyText={t('analytics.chart.noMeetings')}
      actions={
        // biome-ignore lint/a11y/useSemanticElements: a segmented control of toggle buttons.
        <div
          role="group"
          aria-label={t('analytics.overTime.groupBy')}
          className="inline-flex rounded-lg border border-gray-200 p-0.5 text-xs"
        >
          {UNITS.map((u) => (
            <button
              key={u.value}
              type="button"
              aria-pressed={unit === u.value}
              onClick={() => onUnit(u.value)}
              className={`rounded-md px-2 py-1 ${unit === u.value ? 'bg-gray-900 text-white' : 'text-gray-700 hover:bg-gray-100'}`}
            >
              {t(u.label)}
            </button>
          ))}
        </div>
      }
    >
      {(data) => (
        <ColumnChart
          label={t('analytics.overTime.chartLabel', { unit: data.unit, timezone: data.range.timezone })}
          unit="meetings"
          valueHeader={t('analytics.overTime.meetings')}
          columns={data.buckets.map((b) => ({
            key: b.start,
            label: bucketLabel(b.start, data.unit, prefs, t),
            tick: axisLabel(b.start, data.unit, prefs),
            value: b.meetings,
            details: [
              { name: t('analytics.overTime.completed'), unit: 'completed', value: b.completed },
              { name: t('analytics.overTime.cancelled'), unit: 'cancelled', value: b.cancelled },
              { name: t('analytics.overTime.noShows'), unit: 'noShows', value: b.noShows },
            ],
          }))}
        />
      )}
    </ChartCard>
  );
}
