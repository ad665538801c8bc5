import { createRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router';
import { redirectToCurrentLink } from '../features/booker/canonical-link';
import { BookerPending } from '../features/booker/components/booker-pending';
import { EVENT_SEARCH_DEFAULTS, validateEventSearch } from '../features/booker/public-search';
import { publicEventQuery } from '../features/booker/queries';
import { switchLanguage, visitorLocale } from '../features/i18n/language';
import { publicBrandingQuery } from '../features/public-theme/branding-query';
import { publicAccessRoute } from './public-access';

/** `/{accessLink}/{slug}`: loads the event for its steps (slots, details, thanks, payment status). */
export const publicEventRoute = createRoute({
  getParentRoute: () => publicAccessRoute,
  path: '$slug',
  validateSearch: validateEventSearch,
  search: {
    middlewares: [
      retainSearchParams(['responseId', 'hideLHS', 'externalId', 'lang']),
      stripSearchParams(EVENT_SEARCH_DEFAULTS),
    ],
  },
  loaderDeps: ({ search }) => ({ responseId: search.responseId, lang: search.lang }),
  // The branding loads alongside the event, so the page paints once in the workspace's colours.
  loader: async ({ context, params, deps, location }) => {
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(publicEventQuery(params.accessLink, params.slug, deps.responseId)),
      context.queryClient.ensureQueryData(publicBrandingQuery(params.accessLink, params.slug)),
    ]);
    redirectToCurrentLink(page, params.accessLink, location.href);
    // The page's words load before it paints, in the language the visitor reads.
    await switchLanguage(visitorLocale(page.event.language, deps.lang));
    return page;
  },
  pendingComponent: BookerPending,
  pendingMs: 150,
}).lazy(() => import('./public-event.lazy').then((module) => module.Route));
