import { createRoute } from '@tanstack/react-router';
import { CalendarViewSearchSchema } from '../features/calendar/view-search';
import { MeetingListSearchSchema } from '../features/meetings/list-search';
import { appRoute } from './app';

/** The host's bookings: tabs, filters, search, pages, and a meeting's details (`?meeting=`). */
export const calendarRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'calendar',
  validateSearch: MeetingListSearchSchema,
}).lazy(() => import('./app-calendar.lazy').then((module) => module.Route));

/** The same meetings on a day, week or month grid in the host's zone. */
export const calendarViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'calendar/view',
  validateSearch: CalendarViewSearchSchema,
}).lazy(() => import('./app-calendar-view.lazy').then((module) => module.Route));
