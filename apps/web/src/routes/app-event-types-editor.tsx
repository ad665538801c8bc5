import { createRoute } from '@tanstack/react-router';
import { EventEditorSearchSchema } from '../features/event-types/list-search';
import { appRoute } from './app';

/** One event type's editor, section by section (`?section=`). */
export const eventTypeEditorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'event-types/$eventId',
  validateSearch: EventEditorSearchSchema,
  // Starts the requests alongside the page's code, without putting either in the public bundle.
  loader: ({ context, params }) => {
    void import('../features/event-types/queries').then(({ eventQuery }) =>
      context.queryClient.prefetchQuery(eventQuery(params.eventId)),
    );
    void import('../features/available-hours/queries').then(({ availableHoursQuery }) =>
      context.queryClient.prefetchQuery(availableHoursQuery),
    );
  },
}).lazy(() => import('./app-event-types-editor.lazy').then((module) => module.Route));
