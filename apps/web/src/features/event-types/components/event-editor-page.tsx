import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { agentInfoQuery } from '../../session/queries';
import { Button } from '../../ui/components/button';
import { Skeleton } from '../../ui/components/skeleton';
import { eventQuery } from '../queries';
import { EventEditor } from './event-editor';

const routeApi = getRouteApi('/app/event-types/$eventId');

function EditorSkeleton() {
  const t = useDashboardT();
  return (
    <div role="status" aria-label={t('eventTypes.editor.loading')}>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-4 h-8 w-72 max-w-full" />
      <Skeleton className="mt-2 h-4 w-56" />
      <div className="mt-8 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
        <div className="hidden space-y-2 lg:block">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
        <div className="space-y-4 rounded-xl border border-gray-200 bg-white p-6">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}

/** Loads one event type and opens its editor. */
export function EventEditorPage() {
  const { eventId } = routeApi.useParams();
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const event = useQuery(eventQuery(eventId));
  const t = useDashboardT();

  if (event.isPending) return <EditorSkeleton />;
  if (event.isError) {
    const missing = isApiError(event.error) && event.error.code === 'NOT_FOUND';
    return (
      <div role="alert" className="rounded-xl border border-gray-200 bg-white p-6">
        <h1 className="text-lg font-semibold text-gray-900">
          {missing ? t('eventTypes.editor.missing') : t('eventTypes.editor.loadFailed')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          {missing ? t('eventTypes.editor.maybeDeleted') : event.error.message}
        </p>
        <div className="mt-4 flex gap-2">
          <Link to="/app/event-types" className="rounded text-sm font-medium text-brand-700 hover:underline">
            {t('eventTypes.editor.backToList')}
          </Link>
          {!missing && (
            <Button variant="secondary" onClick={() => event.refetch()}>
              {t('eventTypes.tryAgain')}
            </Button>
          )}
        </div>
      </div>
    );
  }
  return <EventEditor key={event.data._id} event={event.data} info={info} />;
}
