import { createRoute } from '@tanstack/react-router';
import {
  AfterBookingError,
  AfterBookingPending,
} from '../features/after-booking/components/after-booking-route-states';
import { attendeeViewQuery } from '../features/after-booking/queries';
import { validateCarriedSearch } from '../features/booker/public-search';
import { loadTrackers } from '../features/tracking/load-trackers';
import { rootRoute } from './root';

/** `/cancellation/{attendeeId}`: loads the booking the cancel link points at. */
export const publicCancellationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'cancellation/$attendeeId',
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

/** `/cancellation/{attendeeId}/`: the booking, the policy, a reason and the cancel button. */
export const publicCancellationIndexRoute = createRoute({
  getParentRoute: () => publicCancellationRoute,
  path: '/',
}).lazy(() => import('./public-cancellation.lazy').then((module) => module.Route));

/** `/cancellation/{attendeeId}/confirmed`: the meeting is cancelled. */
export const publicCancellationConfirmedRoute = createRoute({
  getParentRoute: () => publicCancellationRoute,
  path: 'confirmed',
}).lazy(() => import('./public-cancellation-confirmed.lazy').then((module) => module.Route));
