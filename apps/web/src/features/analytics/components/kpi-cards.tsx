import type { AnalyticsSummary } from '@kairos/core/analytics/analytics-schema';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useHostPrefs } from '../../meetings/host-prefs';
import { Skeleton } from '../../ui/components/skeleton';
import { kpiFigures } from '../kpi-figures';

/** The headline figures of the range, each with the days it covers. */
export function KpiCards({ summary }: { summary: AnalyticsSummary | undefined }) {
  const prefs = useHostPrefs();
  const t = useDashboardT();
  const cards = summary ? kpiFigures(summary, prefs, t) : [];
  return (
    <section aria-label={t('analytics.kpi.label')} className="mt-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {summary
          ? cards.map((card) => (
              <div key={card.label} className="rounded-xl border border-gray-200 bg-white p-3 shadow-xs">
                <dt className="text-xs font-medium text-gray-600">{card.label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{card.value}</dd>
                <dd className="mt-0.5 text-xs text-gray-500">{card.note}</dd>
                {card.detail && <dd className="mt-0.5 text-xs text-gray-500">{card.detail}</dd>}
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
