import { createRoute } from '@tanstack/react-router';
import { AvailabilitySearchSchema } from '../features/available-hours/page-search';
import { appRoute } from './app';

/** The host's saved hours: the list, or one set's editor (`?id=`). */
export const availabilityRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'availability',
  validateSearch: AvailabilitySearchSchema,
  // Starts the request alongside the page's code (both outside the public pages' bundle); the page
  // shows a skeleton until it answers.
  loader: ({ context }) => {
    void import('../features/available-hours/queries').then(({ availableHoursQuery }) =>
      context.queryClient.prefetchQuery(availableHoursQuery),
    );
  },
}).lazy(() => import('./app-availability.lazy').then((module) => module.Route));
