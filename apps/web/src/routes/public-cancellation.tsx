import { createRoute } from '@tanstack/react-router';
import { attendeeLinkRoute } from './attendee-link-route';

/** `/cancellation/{attendeeId}`: loads the booking the cancel link points at. */
export const publicCancellationRoute = attendeeLinkRoute('cancellation/$attendeeId');

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
