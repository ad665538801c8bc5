import { createRoute } from '@tanstack/react-router';
import {
  AfterBookingError,
  AfterBookingPending,
} from '../features/after-booking/components/after-booking-route-states';
import { attendeeViewQuery } from '../features/after-booking/queries';
import { validateCarriedSearch } from '../features/booker/public-search';
import { rootRoute } from './root';

/** `/cancellation/{attendeeId}`: loads the booking the cancel link points at. */
export const publicCancellationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'cancellation/$attendeeId',
  validateSearch: validateCarriedSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(attendeeViewQuery(params.attendeeId)),
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
