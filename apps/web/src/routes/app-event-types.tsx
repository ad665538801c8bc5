import { createRoute } from '@tanstack/react-router';
import { EventListSearchSchema, filtersFromSearch } from '../features/event-types/list-search';
import { appRoute } from './app';

/** The host's event types: search, filters, order and quick actions. */
export const eventTypesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'event-types',
  validateSearch: EventListSearchSchema,
  loaderDeps: ({ search }) => filtersFromSearch(search),
  // Starts the request alongside the page's code (both stay out of the public pages' bundle); the
  // page shows skeleton rows until it answers.
  loader: ({ context, deps }) => {
    void import('../features/event-types/queries').then(({ eventListQuery }) =>
      context.queryClient.prefetchInfiniteQuery(eventListQuery(deps)),
    );
  },
}).lazy(() => import('./app-event-types.lazy').then((module) => module.Route));
