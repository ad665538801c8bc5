import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ModalHost } from '../features/modals/components/modal-host';
import { NotFoundPage } from '../features/shell/components/not-found-page';
import { OfflineBanner } from '../features/shell/components/offline-banner';
import { RootErrorPage } from '../features/shell/components/root-error-page';

// Toasts are never needed for the first paint; their renderer loads right after it.
const AppToaster = lazy(() =>
  import('../features/shell/components/app-toaster').then((module) => ({ default: module.AppToaster })),
);

export interface RouterContext {
  queryClient: QueryClient;
}

/** Root layout (spec section 2): offline banner, the page, the modal host and toasts. */
function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ModalHost />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});
