import { createRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router';
import { BookerPending } from '../features/booker/components/booker-pending';
import { EVENT_SEARCH_DEFAULTS, validateEventSearch } from '../features/booker/public-search';
import { publicEventQuery } from '../features/booker/queries';
import { publicAccessRoute } from './public-access';

/** `/{accessLink}/{slug}`: loads the event for its steps (slots, details, thanks, payment status). */
export const publicEventRoute = createRoute({
  getParentRoute: () => publicAccessRoute,
  path: '$slug',
  validateSearch: validateEventSearch,
  search: {
    middlewares: [
      retainSearchParams(['responseId', 'hideLHS', 'externalId']),
      stripSearchParams(EVENT_SEARCH_DEFAULTS),
    ],
  },
  loaderDeps: ({ search }) => ({ responseId: search.responseId }),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(publicEventQuery(params.accessLink, params.slug, deps.responseId)),
  pendingComponent: BookerPending,
  pendingMs: 150,
}).lazy(() => import('./public-event.lazy').then((module) => module.Route));
