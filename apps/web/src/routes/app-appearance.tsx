import { createRoute } from '@tanstack/react-router';
import { appRoute } from './app';

/** The workspace's branding on its public pages. */
export const appearanceRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'appearance',
}).lazy(() => import('./app-appearance.lazy').then((module) => module.Route));
