import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { appRoute } from './app';

/** `/app/help` and `/app/help/{slug}`: the help centre; its articles ship in the dashboard's code. */
export const helpRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'help',
});

export const helpIndexRoute = createRoute({
  getParentRoute: () => helpRoute,
  path: '/',
  validateSearch: z.object({ q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined) }),
}).lazy(() => import('./app-help.lazy').then((module) => module.IndexRoute));

export const helpArticleRoute = createRoute({
  getParentRoute: () => helpRoute,
  path: '$slug',
}).lazy(() => import('./app-help.lazy').then((module) => module.ArticleRoute));
