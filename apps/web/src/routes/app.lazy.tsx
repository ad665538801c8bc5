import { createLazyRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';

export const Route = createLazyRoute('/app')({ component: DashboardLayout });
