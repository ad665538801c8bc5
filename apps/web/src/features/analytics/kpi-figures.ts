import type { AnalyticsSummary, DaySpan } from '@kairos/core/analytics/analytics-schema';
import type { DisplayPrefs } from '@kairos/core/dates/format';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import { formatDaySpan } from './day-label';

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
export function kpiFigures(
  s: AnalyticsSummary,
  prefs: Pick<DisplayPrefs, 'dateFormat'>,
  t: DashboardTranslate,
): KpiFigure[] {
  const days = (span: DaySpan) => formatDaySpan(span.from, span.to, prefs);
  const { past, ahead } = s.periods;
  const dated = t('analytics.kpi.dated', { days: days(s.range) });
  const notYet = t('analytics.kpi.notYet');
  const upcomingNote = !ahead
    ? t('analytics.kpi.upcomingPassed')
    : past
      ? // The range holds today: what is ahead starts now.
        t('analytics.kpi.upcomingFromNow', { day: formatDaySpan(ahead.to, ahead.to, prefs) })
      : t('analytics.kpi.upcomingStarting', { days: days(ahead) });
  return [
    {
      label: t('analytics.kpi.created'),
      value: String(s.created),
      note: past ? t('analytics.kpi.createdNote', { days: days(past) }) : notYet,
    },
    {
      label: t('analytics.kpi.upcoming'),
      value: String(s.upcoming),
      note: upcomingNote,
      ...(s.pending > 0 ? { detail: t('analytics.kpi.pending', { count: s.pending }) } : {}),
    },
    {
      label: t('analytics.kpi.held'),
      value: String(s.held),
      note: past ? t('analytics.kpi.heldNote', { days: days(past) }) : notYet,
    },
    { label: t('analytics.kpi.noShows'), value: String(s.noShows), note: t('analytics.kpi.noShowsNote') },
    {
      label: t('analytics.kpi.cancelled'),
      value: String(s.cancelled),
      note: t('analytics.kpi.cancelledNote'),
      detail: dated,
    },
    {
      label: t('analytics.kpi.rescheduled'),
      value: String(s.rescheduled),
      note: t('analytics.kpi.rescheduledNote'),
      detail: dated,
    },
    ...s.revenue.map((r) => ({
      label: t('analytics.kpi.revenue', { currency: r.currency }),
      value: formatMinorUnits(r.amount, r.currency),
      note: t('analytics.kpi.revenueNote'),
      detail: dated,
    })),
    {
      label: t('analytics.kpi.conversion'),
      value: percent(s.conversionRate),
      note:
        s.bookingPageVisitors > 0
          ? t('analytics.kpi.conversionNote', {
              booked: s.visitorsWhoBooked,
              visitors: s.bookingPageVisitors,
            })
          : t('analytics.kpi.noVisitor'),
      ...(past ? { detail: t('analytics.kpi.visits', { days: days(past) }) } : {}),
    },
  ];
}
