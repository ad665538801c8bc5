import { createRoute } from '@tanstack/react-router';
import { validateSlotSearch } from '../features/booker/public-search';
import { publicEventRoute } from './public-event';

/** `/{accessLink}/{slug}/`: pick a day and a time. */
export const publicEventSlotsRoute = createRoute({
  getParentRoute: () => publicEventRoute,
  path: '/',
  validateSearch: validateSlotSearch,
}).lazy(() => import('./public-event-slots.lazy').then((module) => module.Route));
