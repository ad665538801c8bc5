import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isAccessDeniedError, isApiError } from '../../api/api-error';
import { pageWord } from '../../i18n/first-paint-words';
import { Button } from '../../ui/components/button';
import { Spinner } from '../../ui/components/spinner';
import { useStaleModuleReload } from '../module-reload';
import { NotFoundPage } from './not-found-page';
import { PagePending } from './page-pending';
import { StatusPage } from './status-page';

// Only the dashboard refuses a page to a role, so its words (the dashboard's catalogue) load with it.
const AccessDeniedPage = lazy(() =>
  import('./access-denied-page').then((module) => ({ default: module.AccessDeniedPage })),
);

export function RootErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // A chunk from an older deploy is gone: reload once to get the current build.
  const isReloading = useStaleModuleReload(error);

  if (isReloading) {
    return (
      <main className="grid min-h-dvh place-items-center" aria-busy="true">
        <Spinner className="size-6 text-gray-400" />
        <span className="sr-only">{pageWord('page.reloading')}</span>
      </main>
    );
  }
  if (isAccessDeniedError(error)) {
    return (
      <Suspense fallback={<PagePending />}>
        <AccessDeniedPage />
      </Suspense>
    );
  }
  if (isApiError(error) && error.code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <StatusPage
      title={pageWord('page.error.title')}
      subtitle={isApiError(error) ? error.message : pageWord('page.error.unexpected')}
    >
      <Button
        variant="secondary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {pageWord('page.error.tryAgain')}
      </Button>
    </StatusPage>
  );
}
