import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { AUTH_SEARCH_DEFAULTS, AuthSearchSchema } from '../features/session/auth-search';
import { rootRoute } from './root';

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'signup',
  validateSearch: AuthSearchSchema,
  search: { middlewares: [stripSearchParams(AUTH_SEARCH_DEFAULTS)] },
}).lazy(() => import('./signup.lazy').then((module) => module.Route));
