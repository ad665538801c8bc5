import { createRoute } from '@tanstack/react-router';
import {
  AfterBookingError,
  AfterBookingPending,
} from '../features/after-booking/components/after-booking-route-states';
import { attendeeViewQuery } from '../features/after-booking/queries';
import { validateCarriedSearch } from '../features/booker/public-search';
import { loadTrackers } from '../features/tracking/load-trackers';
import { rootRoute } from './root';

/** `/reschedule/{attendeeId}`: loads the booking the link in the invitation points at. */
export const publicRescheduleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reschedule/$attendeeId',
  validateSearch: validateCarriedSearch,
  loader: async ({ context, params }) => {
    const view = await context.queryClient.ensureQueryData(attendeeViewQuery(params.attendeeId));
    await loadTrackers(context.queryClient, view.accessLink);
    return view;
  },
  pendingComponent: AfterBookingPending,
  pendingMs: 150,
  errorComponent: AfterBookingError,
});

/** `/reschedule/{attendeeId}/`: the booking, then a new day and time. */
export const publicRescheduleIndexRoute = createRoute({
  getParentRoute: () => publicRescheduleRoute,
  path: '/',
}).lazy(() => import('./public-reschedule.lazy').then((module) => module.Route));
