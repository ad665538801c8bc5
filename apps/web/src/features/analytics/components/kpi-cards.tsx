import type { AnalyticsSummary } from '@kairos/core/analytics/analytics-schema';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import { Skeleton } from '../../ui/components/skeleton';
import { BOOKINGS, countOf, VISITORS } from '../plural';

function percent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(rate < 0.1 ? 1 : 0)}%`;
}

/** The headline figures of the range. */
export function KpiCards({ summary }: { summary: AnalyticsSummary | undefined }) {
  const cards = summary
    ? [
        { label: 'Bookings created', value: String(summary.created), note: 'booked in these days' },
        {
          label: 'Meetings',
          value: String(summary.meetings),
          note:
            summary.pending > 0 ? `${summary.pending} awaiting confirmation` : 'taking place in these days',
        },
        { label: 'Completed', value: String(summary.completed), note: 'took place as booked' },
        { label: 'Cancelled', value: String(summary.cancelled), note: 'by the attendee or a host' },
        { label: 'Rescheduled', value: String(summary.rescheduled), note: 'moved at least once' },
        { label: 'No-shows', value: String(summary.noShows), note: 'marked by a host' },
        ...summary.revenue.map((r) => ({
          label: `Revenue (${r.currency})`,
          value: formatMinorUnits(r.amount, r.currency),
          note: 'paid, less refunds',
        })),
        {
          label: 'Conversion',
          value: percent(summary.conversionRate),
          note: `${countOf(summary.visitorBookings, BOOKINGS)} from ${countOf(summary.visitors, VISITORS)}`,
        },
      ]
    : [];
  return (
    <section aria-label="Key figures" className="mt-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {summary
          ? cards.map((card) => (
              <div key={card.label} className="rounded-xl border border-gray-200 bg-white p-3 shadow-xs">
                <dt className="text-xs font-medium text-gray-600">{card.label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{card.value}</dd>
                <dd className="mt-0.5 text-xs text-gray-500">{card.note}</dd>
              </div>
            ))
          : Array.from({ length: 7 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <div key={i} className="rounded-xl border border-gray-200 bg-white p-3">
                <Skeleton className="h-3 w-2/3" />
                <Skeleton className="mt-2 h-6 w-1/3" />
              </div>
            ))}
      </dl>
    </section>
  );
}
