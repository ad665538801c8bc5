import { createRoute } from '@tanstack/react-router';
import { redirectToCurrentLink } from '../features/booker/canonical-link';
import { ListingPending } from '../features/booker/components/booker-pending';
import { publicEventListQuery } from '../features/booker/queries';
import { pickedLanguage, switchLanguage, visitorLocale } from '../features/i18n/language';
import { publicBrandingQuery } from '../features/public-theme/branding-query';
import { publicAccessRoute } from './public-access';

/** `/{accessLink}/`: the workspace's public events. */
export const publicListingRoute = createRoute({
  getParentRoute: () => publicAccessRoute,
  path: '/',
  loaderDeps: ({ search }) => ({ lang: pickedLanguage(search) }),
  // The branding comes with the list, so the page paints once in the workspace's colours.
  loader: async ({ context, params, location, deps }) => {
    const [list] = await Promise.all([
      context.queryClient.ensureQueryData(publicEventListQuery(params.accessLink)),
      context.queryClient.ensureQueryData(publicBrandingQuery(params.accessLink)),
    ]);
    redirectToCurrentLink(list, params.accessLink, location.href);
    // A listing has no language setting: the visitor's pick (`?lang=`), else their browser's.
    await switchLanguage(visitorLocale(undefined, deps.lang));
  },
  pendingComponent: ListingPending,
  pendingMs: 150,
}).lazy(() => import('./public-listing.lazy').then((module) => module.Route));
