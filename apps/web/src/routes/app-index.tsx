import { createRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_HOST_AREA_PATH } from '../features/dashboard/host-area-paths';
import { agentInfoQuery } from '../features/session/queries';
import { appRoute } from './app';

/** `/app`: the set-up steps until a new host finishes or skips them, then the first host area. */
export const appIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
    const info = await context.queryClient.ensureQueryData(agentInfoQuery);
    throw redirect({
      to: info.agent.onboardedAt ? DEFAULT_HOST_AREA_PATH : '/app/onboarding',
      replace: true,
    });
  },
});
