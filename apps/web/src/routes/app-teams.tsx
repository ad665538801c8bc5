import { createRoute } from '@tanstack/react-router';
import { appRoute } from './app';

/** The workspace's teams. */
export const teamsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'teams',
}).lazy(() => import('./app-teams.lazy').then((module) => module.Route));
