import { createRoute } from '@tanstack/react-router';
import { attendeeLocale, validateAttendeeLinkSearch } from '../features/after-booking/attendee-locale';
import {
  AfterBookingError,
  AfterBookingPending,
} from '../features/after-booking/components/after-booking-route-states';
import { attendeeViewQuery } from '../features/after-booking/queries';
import { switchLanguage } from '../features/i18n/language';
import { loadTrackers } from '../features/tracking/load-trackers';
import { rootRoute } from './root';

/**
 * A page an attendee's link opens (`/reschedule/{attendeeId}`, `/cancellation/{attendeeId}`): it
 * loads the booking the link points at, the workspace's trackers and the page's language (the one
 * picked with `?lang=`, else the one the attendee booked in, else the browser's) before its pages show.
 */
export function attendeeLinkRoute<TPath extends 'cancellation/$attendeeId' | 'reschedule/$attendeeId'>(
  path: TPath,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateAttendeeLinkSearch,
    loaderDeps: ({ search }) => ({ lang: search.lang }),
    loader: async ({ context, params, deps }) => {
      const { attendeeId } = params as { attendeeId: string };
      const view = await context.queryClient.ensureQueryData(attendeeViewQuery(attendeeId));
      await Promise.all([
        loadTrackers(context.queryClient, view.accessLink),
        switchLanguage(attendeeLocale(view.attendee.language, deps.lang)),
      ]);
      return view;
    },
    pendingComponent: AfterBookingPending,
    pendingMs: 150,
    errorComponent: AfterBookingError,
  });
}
