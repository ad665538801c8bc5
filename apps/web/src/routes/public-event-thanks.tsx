import { createRoute } from '@tanstack/react-router';
import { validateThanksSearch } from '../features/booker/public-search';
import { publicEventRoute } from './public-event';

/** `/{accessLink}/{slug}/thanks`: the booking is made. */
export const publicEventThanksRoute = createRoute({
  getParentRoute: () => publicEventRoute,
  path: 'thanks',
  validateSearch: validateThanksSearch,
}).lazy(() => import('./public-event-thanks.lazy').then((module) => module.Route));
