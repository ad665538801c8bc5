import { createRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_HOST_AREA_PATH } from '../features/dashboard/host-area-paths';
import { agentInfoQuery } from '../features/session/queries';
import { appRoute } from './app';

/** `/app/onboarding`: the set-up steps after signing up; once finished or skipped, the dashboard. */
export const onboardingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'onboarding',
  beforeLoad: async ({ context }) => {
    const info = await context.queryClient.ensureQueryData(agentInfoQuery);
    if (info.agent.onboardedAt) throw redirect({ to: DEFAULT_HOST_AREA_PATH, replace: true });
  },
}).lazy(() => import('./app-onboarding.lazy').then((module) => module.Route));
