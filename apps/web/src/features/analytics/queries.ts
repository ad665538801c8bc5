import type {
  AnalyticsChart,
  AnalyticsExport,
  AnalyticsSummary,
  ByEventType,
  ByHost,
  Funnel,
  LeadTime,
  OverTime,
  PopularTimes,
  RoutingOutcomes,
  UtmBreakdown,
} from '@kairos/core/analytics/analytics-schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';
import type { AnalyticsSearch } from './analytics-search';

/** The API's filters from the page's search (empty ones are dropped by the client). */
export function filtersOf(search: AnalyticsSearch): Record<string, string> {
  return {
    from: search.from ?? '',
    to: search.to ?? '',
    eventId: search.event ?? '',
    teamId: search.team ?? '',
    agentId: search.agent ?? '',
  };
}

function analyticsQuery<T>(path: string, search: AnalyticsSearch, extra: Record<string, string> = {}) {
  const query = { ...filtersOf(search), ...extra };
  return queryOptions({
    queryKey: ['analytics', path, query],
    queryFn: ({ signal }) => bookingsApi.get<T>(`/analytics/${path}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const summaryQuery = (s: AnalyticsSearch) => analyticsQuery<AnalyticsSummary>('summary', s);
export const overTimeQuery = (s: AnalyticsSearch) =>
  analyticsQuery<OverTime>('bookings-over-time', s, { unit: s.unit ?? 'day' });
export const eventTypesQuery = (s: AnalyticsSearch) => analyticsQuery<ByEventType>('event-types', s);
export const hostsQuery = (s: AnalyticsSearch) => analyticsQuery<ByHost>('hosts', s);
export const popularTimesQuery = (s: AnalyticsSearch) => analyticsQuery<PopularTimes>('popular-times', s);
export const leadTimeQuery = (s: AnalyticsSearch) => analyticsQuery<LeadTime>('lead-time', s);
export const routingQuery = (s: AnalyticsSearch) => analyticsQuery<RoutingOutcomes>('routing-forms', s);
export const utmQuery = (s: AnalyticsSearch) => analyticsQuery<UtmBreakdown>('utm', s);
export const funnelQuery = (s: AnalyticsSearch) => analyticsQuery<Funnel>('funnel', s);

export function fetchChartCsv(chart: AnalyticsChart, search: AnalyticsSearch): Promise<AnalyticsExport> {
  return bookingsApi.get<AnalyticsExport>('/analytics/export', {
    query: { ...filtersOf(search), unit: search.unit ?? 'day', chart },
  });
}
