import { createRoute } from '@tanstack/react-router';
import { agentInfoQuery } from '../features/session/queries';
import { PagePending } from '../features/shell/components/page-pending';
import { rootRoute } from './root';

/** The host dashboard; its code loads only when it is opened, keeping public pages light. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'app',
  loader: ({ context }) => context.queryClient.ensureQueryData(agentInfoQuery),
  pendingComponent: PagePending,
}).lazy(() => import('./app.lazy').then((module) => module.Route));
