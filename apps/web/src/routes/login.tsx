import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { AUTH_SEARCH_DEFAULTS, AuthSearchSchema } from '../features/session/auth-search';
import { rootRoute } from './root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: AuthSearchSchema,
  search: { middlewares: [stripSearchParams(AUTH_SEARCH_DEFAULTS)] },
}).lazy(() => import('./login.lazy').then((module) => module.Route));
