import { createRoute } from '@tanstack/react-router';
import { EditorSearchSchema } from '../features/routing-forms/editor-tabs';
import { appRoute } from './app';

/** The host's routing forms. */
export const routingFormsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'routing-forms',
}).lazy(() => import('./app-routing-forms.lazy').then((module) => module.Route));

/** One routing form's builder, tab by tab (`?tab=`). */
export const routingFormEditorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'routing-forms/$formId',
  validateSearch: EditorSearchSchema,
  // Starts the request alongside the page's code, without putting either in the public bundle.
  loader: ({ context, params }) => {
    void import('../features/routing-forms/queries').then(({ routingFormQuery }) =>
      context.queryClient.prefetchQuery(routingFormQuery(params.formId)),
    );
  },
}).lazy(() => import('./app-routing-forms-editor.lazy').then((module) => module.Route));
