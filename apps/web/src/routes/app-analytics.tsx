import { createRoute } from '@tanstack/react-router';
import { AnalyticsSearchSchema } from '../features/analytics/analytics-search';
import { appRoute } from './app';

/** KPI cards and charts of the host's meetings and booking funnel, with filters in the address. */
export const analyticsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'analytics',
  validateSearch: AnalyticsSearchSchema,
}).lazy(() => import('./app-analytics.lazy').then((module) => module.Route));
