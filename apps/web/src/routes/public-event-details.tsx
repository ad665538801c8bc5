import { createRoute } from '@tanstack/react-router';
import { validateDurationSearch } from '../features/booker/public-search';
import { publicEventRoute } from './public-event';

/** `/{accessLink}/{slug}/{timestamp}`: the visitor's details for the chosen slot. */
export const publicEventDetailsRoute = createRoute({
  getParentRoute: () => publicEventRoute,
  path: '$timestamp',
  validateSearch: validateDurationSearch,
}).lazy(() => import('./public-event-details.lazy').then((module) => module.Route));
