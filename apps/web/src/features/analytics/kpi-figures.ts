import type { AnalyticsSummary, DaySpan } from '@kairos/core/analytics/analytics-schema';
import type { DisplayPrefs } from '@kairos/core/dates/format';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import { formatDaySpan } from './day-label';
import { countOf, VISITORS } from './plural';

/** One KPI card: its name, figure and what it counts, with its days said plainly. */
export interface KpiFigure {
  label: string;
  value: string;
  note: string;
  /** A second line, when there is more to say. */
  detail?: string;
}

function percent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`;
}

/**
 * The summary's cards. Each names the days it covers: what is created, held or visited can only
 * be in the range's days up to today, what is upcoming only in those from today on, and what is
 * counted by the meetings' dates (cancelled, revenue) in the whole range.
 */
export function kpiFigures(s: AnalyticsSummary, prefs: Pick<DisplayPrefs, 'dateFormat'>): KpiFigure[] {
  const days = (span: DaySpan) => formatDaySpan(span.from, span.to, prefs);
  const { past, ahead } = s.periods;
  const dated = `meetings on ${days(s.range)}`;
  const notYet = 'none yet: these days are ahead';
  const upcomingNote = !ahead
    ? 'none: these days have passed'
    : past
      ? // The range holds today: what is ahead starts now.
        `from now to ${formatDaySpan(ahead.to, ahead.to, prefs)}`
      : `starting ${days(ahead)}`;
  return [
    { label: 'Bookings created', value: String(s.created), note: past ? `created ${days(past)}` : notYet },
    {
      label: 'Upcoming',
      value: String(s.upcoming),
      note: upcomingNote,
      ...(s.pending > 0 ? { detail: `${s.pending} in these days await confirmation or payment` } : {}),
    },
    {
      label: 'Meetings held',
      value: String(s.held),
      note: past ? `held (took place) ${days(past)}` : notYet,
    },
    { label: 'No-shows', value: String(s.noShows), note: 'of the meetings held' },
    { label: 'Cancelled', value: String(s.cancelled), note: 'declined and expired included', detail: dated },
    { label: 'Rescheduled', value: String(s.rescheduled), note: 'moved at least once', detail: dated },
    ...s.revenue.map((r) => ({
      label: `Revenue (${r.currency})`,
      value: formatMinorUnits(r.amount, r.currency),
      note: 'paid, less refunds',
      detail: dated,
    })),
    {
      label: 'Conversion',
      value: percent(s.conversionRate),
      note:
        s.bookingPageVisitors > 0
          ? `${s.visitorsWhoBooked} of ${countOf(s.bookingPageVisitors, VISITORS)} who reached a booking page booked`
          : 'no visitor reached a booking page',
      ...(past ? { detail: `visits ${days(past)}` } : {}),
    },
  ];
}
