import { createRoute } from '@tanstack/react-router';
import { SettingsSearchSchema } from '../features/settings/settings-sections';
import { appRoute } from './app';

/** The host's settings: profile, security, API tokens, workspace, members, roles, leaving (`?section=`). */
export const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  validateSearch: SettingsSearchSchema,
}).lazy(() => import('./app-settings.lazy').then((module) => module.Route));
