import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { isAccessDeniedError, isApiError } from '../../api/api-error';
import { Button } from '../../ui/components/button';
import { Spinner } from '../../ui/components/spinner';
import { useStaleModuleReload } from '../module-reload';
import { AccessDeniedPage } from './access-denied-page';
import { NotFoundPage } from './not-found-page';
import { StatusPage } from './status-page';

export function RootErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // A chunk from an older deploy is gone: reload once to get the current build.
  const isReloading = useStaleModuleReload(error);

  if (isReloading) {
    return (
      <main className="grid min-h-dvh place-items-center" aria-busy="true">
        <Spinner className="size-6 text-gray-400" />
        <span className="sr-only">Loading the latest version…</span>
      </main>
    );
  }
  if (isAccessDeniedError(error)) return <AccessDeniedPage />;
  if (isApiError(error) && error.code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <StatusPage
      title="Something went wrong"
      subtitle={isApiError(error) ? error.message : 'An unexpected error stopped this page from loading.'}
    >
      <Button
        variant="secondary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </StatusPage>
  );
}
