import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

/** `/invite/{token}`: accept an invitation to a workspace. */
export const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'invite/$token',
}).lazy(() => import('./invite.lazy').then((module) => module.Route));
