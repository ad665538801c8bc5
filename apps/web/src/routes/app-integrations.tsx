import { createRoute } from '@tanstack/react-router';
import { appRoute } from './app';

/** Apps & integrations: the WhatsApp Business channel for now. */
export const integrationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'apps',
}).lazy(() => import('./app-integrations.lazy').then((module) => module.Route));
