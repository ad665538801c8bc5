import type { BucketUnit, OverTime } from '@kairos/core/analytics/analytics-schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { useHostPrefs } from '../../meetings/host-prefs';
import type { AnalyticsSearch } from '../analytics-search';
import { axisLabel, bucketLabel, overTimeDescription } from '../over-time-labels';
import { MEETINGS, type Noun } from '../plural';
import { ChartCard } from './chart-card';
import { ColumnChart } from './column-chart';

const UNITS: Array<{ value: BucketUnit; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const NO_SHOWS: Noun = ['no-show', 'no-shows'];
const COMPLETED: Noun = ['completed', 'completed'];
const CANCELLED: Noun = ['cancelled', 'cancelled'];

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
  return (
    <ChartCard
      title="Meetings over time"
      description={overTimeDescription(unit)}
      chart="bookings-over-time"
      search={search}
      result={result}
      className="lg:col-span-2"
      isEmpty={(data) => data.buckets.every((b) => b.meetings === 0)}
      emptyText="No meetings take place in these days."
      actions={
        // biome-ignore lint/a11y/useSemanticElements: a segmented control of toggle buttons.
        <div
          role="group"
          aria-label="Group by"
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
              {u.label}
            </button>
          ))}
        </div>
      }
    >
      {(data) => (
        <ColumnChart
          label={`Meetings per ${data.unit}, ${data.range.timezone}`}
          unit={MEETINGS}
          columns={data.buckets.map((b) => ({
            key: b.start,
            label: bucketLabel(b.start, data.unit, prefs),
            tick: axisLabel(b.start, data.unit, prefs),
            value: b.meetings,
            details: [
              { name: 'Completed', noun: COMPLETED, value: b.completed },
              { name: 'Cancelled', noun: CANCELLED, value: b.cancelled },
              { name: 'No-shows', noun: NO_SHOWS, value: b.noShows },
            ],
          }))}
        />
      )}
    </ChartCard>
  );
}
