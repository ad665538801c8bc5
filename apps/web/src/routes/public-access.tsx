import { RESERVED_ACCESS_LINKS } from '@kairos/core/accounts/access-link';
import { createRoute, notFound, retainSearchParams } from '@tanstack/react-router';
import { CARRIED_KEYS, validateCarriedSearch } from '../features/booker/public-search';
import { loadTrackers } from '../features/tracking/load-trackers';
import { rootRoute } from './root';

/**
 * `/{accessLink}`: the public pages of a workspace. Static routes (`/login`, `/app`, …) rank above
 * this one; a reserved word that still lands here (`/app/typo`) is not an access link. UTM and theme
 * parameters ride along on every link inside.
 */
export const publicAccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$accessLink',
  validateSearch: validateCarriedSearch,
  search: { middlewares: [retainSearchParams([...CARRIED_KEYS])] },
  beforeLoad: ({ params }) => {
    if (RESERVED_ACCESS_LINKS.has(params.accessLink.toLowerCase())) throw notFound();
  },
  // Beside the pages' own loaders: the workspace's trackers are connected before the page's first event.
  loader: ({ context, params }) => loadTrackers(context.queryClient, params.accessLink),
});
