import { createRoute } from '@tanstack/react-router';
import { attendeeLinkRoute } from './attendee-link-route';

/** `/reschedule/{attendeeId}`: loads the booking the link in the invitation points at. */
export const publicRescheduleRoute = attendeeLinkRoute('reschedule/$attendeeId');

/** `/reschedule/{attendeeId}/`: the booking, then a new day and time. */
export const publicRescheduleIndexRoute = createRoute({
  getParentRoute: () => publicRescheduleRoute,
  path: '/',
}).lazy(() => import('./public-reschedule.lazy').then((module) => module.Route));
