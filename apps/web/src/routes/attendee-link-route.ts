import { createRoute } from '@tanstack/react-router';
import {
  AfterBookingError,
  AfterBookingPending,
} from '../features/after-booking/components/after-booking-route-states';
import { attendeeViewQuery } from '../features/after-booking/queries';
import { validateCarriedSearch } from '../features/booker/public-search';
import { loadTrackers } from '../features/tracking/load-trackers';
import { rootRoute } from './root';

/**
 * A page an attendee's link opens (`/reschedule/{attendeeId}`, `/cancellation/{attendeeId}`): it
 * loads the booking the link points at, and the workspace's trackers, before its pages show.
 */
export function attendeeLinkRoute<TPath extends 'cancellation/$attendeeId' | 'reschedule/$attendeeId'>(
  path: TPath,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateCarriedSearch,
    loader: async ({ context, params }) => {
      const { attendeeId } = params as { attendeeId: string };
      const view = await context.queryClient.ensureQueryData(attendeeViewQuery(attendeeId));
      await loadTrackers(context.queryClient, view.accessLink);
      return view;
    },
    pendingComponent: AfterBookingPending,
    pendingMs: 150,
    errorComponent: AfterBookingError,
  });
}
