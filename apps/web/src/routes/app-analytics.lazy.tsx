import { createLazyRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../features/analytics/components/analytics-page';

export const Route = createLazyRoute('/app/analytics')({ component: AnalyticsPage });
