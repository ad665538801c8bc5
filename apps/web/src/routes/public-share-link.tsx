import { createRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router';
import { attendeeViewQuery } from '../features/after-booking/queries';
import { BookerPending } from '../features/booker/components/booker-pending';
import {
  CARRIED_KEYS,
  validateDurationSearch,
  validatePaymentStatusSearch,
  validateSlotSearch,
} from '../features/booker/public-search';
import { switchLanguage } from '../features/i18n/language';
import { publicBrandingQuery } from '../features/public-theme/branding-query';
import { shareLinkQuery } from '../features/share-link/queries';
import {
  SHARE_SEARCH_DEFAULTS,
  shareLinkLocale,
  validateShareSearch,
} from '../features/share-link/share-search';
import { connectTrackerApps, loadTrackers } from '../features/tracking/load-trackers';
import { rootRoute } from './root';

/**
 * `/d/{shareLink}`: a host's share link to one event. Loads the link, when the address names one
 * the attendee (whose booking `rescheduled=true` moves), and the page's language. The parameters
 * ride along inside.
 */
export const publicShareLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'd/$shareLink',
  validateSearch: validateShareSearch,
  search: {
    middlewares: [
      retainSearchParams(['attendeeId', 'rescheduled', 'lang', ...CARRIED_KEYS]),
      stripSearchParams(SHARE_SEARCH_DEFAULTS),
    ],
  },
  loaderDeps: ({ search }) => ({
    attendeeId: search.attendeeId,
    rescheduled: search.rescheduled,
    lang: search.lang,
  }),
  loader: async ({ context, params, deps }) => {
    const attendeeId = deps.attendeeId;
    const [link, view] = await Promise.all([
      context.queryClient.ensureQueryData(shareLinkQuery(params.shareLink)),
      attendeeId && !attendeeId.startsWith('q-')
        ? context.queryClient.ensureQueryData(attendeeViewQuery(attendeeId)).catch(() => null)
        : null,
    ]);
    const connect = async () => {
      if (link.kind === 'EVENT') return connectTrackerApps(link.data.trackerApps);
      if (link.kind !== 'FORM') return;
      await Promise.all([
        loadTrackers(context.queryClient, link.form.accessLink),
        // A form's page paints once, in the workspace's colours.
        context.queryClient.ensureQueryData(publicBrandingQuery(link.form.accessLink)),
      ]);
    };
    // The page's words load before it paints, in the language the visitor reads.
    await Promise.all([switchLanguage(shareLinkLocale(link, view, deps)), connect()]);
  },
  pendingComponent: BookerPending,
  pendingMs: 150,
}).lazy(() => import('./public-share-link.lazy').then((module) => module.Route));

export const publicShareLinkSlotsRoute = createRoute({
  getParentRoute: () => publicShareLinkRoute,
  path: '/',
  validateSearch: validateSlotSearch,
}).lazy(() => import('./public-share-link-slots.lazy').then((module) => module.Route));

export const publicShareLinkDetailsRoute = createRoute({
  getParentRoute: () => publicShareLinkRoute,
  path: '$timestamp',
  validateSearch: validateDurationSearch,
}).lazy(() => import('./public-share-link-details.lazy').then((module) => module.Route));

export const publicShareLinkThanksRoute = createRoute({
  getParentRoute: () => publicShareLinkRoute,
  path: 'thanks',
}).lazy(() => import('./public-share-link-thanks.lazy').then((module) => module.Route));

export const publicShareLinkPaymentStatusRoute = createRoute({
  getParentRoute: () => publicShareLinkRoute,
  path: 'payment_status',
  validateSearch: validatePaymentStatusSearch,
}).lazy(() => import('./public-share-link-payment-status.lazy').then((module) => module.Route));
