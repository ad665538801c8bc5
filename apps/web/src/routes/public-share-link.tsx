import { createRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router';
import { attendeeViewQuery } from '../features/after-booking/queries';
import { BookerPending } from '../features/booker/components/booker-pending';
import {
  CARRIED_KEYS,
  validateDurationSearch,
  validatePaymentStatusSearch,
  validateSlotSearch,
} from '../features/booker/public-search';
import { publicBrandingQuery } from '../features/public-theme/branding-query';
import { shareLinkQuery } from '../features/share-link/queries';
import { SHARE_SEARCH_DEFAULTS, validateShareSearch } from '../features/share-link/share-search';
import { connectTrackerApps, loadTrackers } from '../features/tracking/load-trackers';
import { rootRoute } from './root';

/**
 * `/d/{shareLink}`: a host's share link to one event. Loads the link and, when the address names
 * one, the attendee (whose booking `rescheduled=true` moves). The parameters ride along inside.
 */
export const publicShareLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'd/$shareLink',
  validateSearch: validateShareSearch,
  search: {
    middlewares: [
      retainSearchParams(['attendeeId', 'rescheduled', ...CARRIED_KEYS]),
      stripSearchParams(SHARE_SEARCH_DEFAULTS),
    ],
  },
  loaderDeps: ({ search }) => ({ attendeeId: search.attendeeId }),
  loader: async ({ context, params, deps }) => {
    const attendeeId = deps.attendeeId;
    await Promise.all([
      context.queryClient.ensureQueryData(shareLinkQuery(params.shareLink)).then(async (resolved) => {
        if (resolved.kind === 'EVENT') return connectTrackerApps(resolved.data.trackerApps);
        if (resolved.kind !== 'FORM') return;
        await Promise.all([
          loadTrackers(context.queryClient, resolved.form.accessLink),
          // A form's page paints once, in the workspace's colours.
          context.queryClient.ensureQueryData(publicBrandingQuery(resolved.form.accessLink)),
        ]);
      }),
      attendeeId && !attendeeId.startsWith('q-')
        ? context.queryClient.ensureQueryData(attendeeViewQuery(attendeeId)).catch(() => null)
        : null,
    ]);
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
