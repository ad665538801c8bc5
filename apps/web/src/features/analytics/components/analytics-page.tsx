import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useHostPrefs } from '../../meetings/host-prefs';
import { ChartIcon } from '../../ui/components/icons';
import type { AnalyticsSearch } from '../analytics-search';
import { formatDayKey } from '../day-label';
import {
  eventTypesQuery,
  funnelQuery,
  hostsQuery,
  leadTimeQuery,
  overTimeQuery,
  popularTimesQuery,
  routingQuery,
  summaryQuery,
  utmQuery,
} from '../queries';
import { defaultRangeEnd, rangeErrorOf } from '../range-fields';
import { AnalyticsFilters } from './analytics-filters';
import { BreakdownCharts } from './breakdown-charts';
import { KpiCards } from './kpi-cards';
import { OverTimeCard } from './over-time-card';

const route = getRouteApi('/app/analytics');

/** `/app/analytics`: KPI cards and charts of the meetings and funnel the host may see. */
export function AnalyticsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const prefs = useHostPrefs();
  const t = useDashboardT();
  const now = new Date();
  // A range the server would refuse is said on its date field, and nothing is asked for.
  const enabled = rangeErrorOf(search, prefs.timezone, now) === undefined;
  const summary = useQuery({ ...summaryQuery(search), enabled });
  const queries = {
    overTime: useQuery({ ...overTimeQuery(search), enabled }),
    eventTypes: useQuery({ ...eventTypesQuery(search), enabled }),
    hosts: useQuery({ ...hostsQuery(search), enabled }),
    popularTimes: useQuery({ ...popularTimesQuery(search), enabled }),
    leadTime: useQuery({ ...leadTimeQuery(search), enabled }),
    routing: useQuery({ ...routingQuery(search), enabled }),
    utm: useQuery({ ...utmQuery(search), enabled }),
    funnel: useQuery({ ...funnelQuery(search), enabled }),
  };
  const rangeError = rangeErrorOf(
    search,
    prefs.timezone,
    now,
    isApiError(summary.error) && summary.error.code === 'VALIDATION_ERROR' ? summary.error.issues : [],
  );
  const changeSearch = useCallback(
    (next: AnalyticsSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  const range = enabled ? summary.data?.range : undefined;
  const s = summary.data;
  const hasRouting = (queries.routing.data?.rows.length ?? 0) > 0;
  const funnel = queries.funnel.data;
  const hasFunnel =
    (funnel ? funnel.paid > 0 || funnel.steps.some((step) => step.events > 0) : false) || hasRouting;
  const isEmpty =
    s !== undefined && s.created === 0 && s.meetings === 0 && !hasFunnel && !queries.funnel.isPending;

  return (
    <>
      <title>{t('analytics.documentTitle')}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('analytics.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {range
            ? t('analytics.range', {
                from: formatDayKey(range.from, prefs),
                to: formatDayKey(range.to, prefs),
                timezone: range.timezone,
              })
            : t('analytics.intro')}
        </p>
      </header>
      <AnalyticsFilters
        search={search}
        shown={range}
        defaultTo={defaultRangeEnd(prefs.timezone, now)}
        rangeError={rangeError}
        onChange={changeSearch}
      />
      {rangeError ? null : summary.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
        >
          <p>{t('analytics.loadFailed', { reason: summary.error.message })}</p>
          <button type="button" className="mt-2 font-medium underline" onClick={() => void summary.refetch()}>
            {t('analytics.tryAgain')}
          </button>
        </div>
      ) : isEmpty ? (
        <section
          aria-label={t('analytics.empty.label')}
          className="mt-8 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
        >
          <ChartIcon className="mx-auto size-8 text-gray-400" />
          <h2 className="mt-3 text-base font-semibold text-gray-900">{t('analytics.empty.title')}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-gray-600">{t('analytics.empty.text')}</p>
        </section>
      ) : (
        <>
          <KpiCards summary={s} />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <OverTimeCard
              search={search}
              result={queries.overTime}
              onUnit={(unit) => changeSearch({ ...search, unit: unit === 'day' ? undefined : unit })}
            />
            <BreakdownCharts search={search} queries={queries} />
          </div>
        </>
      )}
    </>
  );
}
