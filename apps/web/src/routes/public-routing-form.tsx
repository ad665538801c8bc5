import { createRoute } from '@tanstack/react-router';
import { pickedLanguage, switchLanguage, visitorLocale } from '../features/i18n/language';
import { publicBrandingQuery } from '../features/public-theme/branding-query';
import { FormPending } from '../features/routing-forms/components/public/form-pending';
import { publicRoutingFormQuery } from '../features/routing-forms/public-queries';
import { loadTrackers } from '../features/tracking/load-trackers';
import { rootRoute } from './root';

/** `/form/{accessLink}/{slug}`: a workspace's public routing form ('form' is a reserved access link). */
export const publicRoutingFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'form/$accessLink/$slug',
  loaderDeps: ({ search }) => ({ lang: pickedLanguage(search) }),
  loader: async ({ context, params, deps }) => {
    const [form] = await Promise.all([
      context.queryClient.ensureQueryData(publicRoutingFormQuery(params.accessLink, params.slug)),
      loadTrackers(context.queryClient, params.accessLink),
      // The page paints once, in the workspace's colours (FormPending shows until both are here).
      context.queryClient.ensureQueryData(publicBrandingQuery(params.accessLink)),
      // A form has no language setting: the visitor's pick (`?lang=`), else their browser's.
      switchLanguage(visitorLocale(undefined, deps.lang)),
    ]);
    return form;
  },
  pendingComponent: FormPending,
  pendingMs: 150,
}).lazy(() => import('./public-routing-form.lazy').then((module) => module.Route));
