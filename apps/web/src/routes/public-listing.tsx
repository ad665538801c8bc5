import { createRoute } from '@tanstack/react-router';
import { ListingPending } from '../features/booker/components/booker-pending';
import { publicEventListQuery } from '../features/booker/queries';
import { publicAccessRoute } from './public-access';

/** `/{accessLink}/`: the workspace's public events. */
export const publicListingRoute = createRoute({
  getParentRoute: () => publicAccessRoute,
  path: '/',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(publicEventListQuery(params.accessLink)),
  pendingComponent: ListingPending,
  pendingMs: 150,
}).lazy(() => import('./public-listing.lazy').then((module) => module.Route));
