import type { SavedAvailableHour } from '@kairos/core/events/available-hour-schema';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { agentInfoQuery } from '../../session/queries';
import { ChevronLeftIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { availableHoursQuery } from '../queries';
import { AvailableHourEditor } from './available-hour-editor';

function BackLink() {
  const t = useDashboardT();
  return (
    <Link
      to="/app/availability"
      search={{}}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-gray-600 hover:text-gray-900"
    >
      <ChevronLeftIcon className="size-4" />
      {t('availability.title')}
    </Link>
  );
}

function EditorSkeleton() {
  const t = useDashboardT();
  return (
    <div role="status" aria-label={t('availability.loadingSchedule')} className="mt-6 space-y-6">
      <Skeleton className="h-8 w-64" />
      <div className="rounded-xl border border-gray-200 bg-white p-6">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex items-center gap-4 py-3">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-8 w-48" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** One saved set of hours, looked up in the host's list (which the list page has usually loaded). */
export function AvailableHourEditorPage({ id }: { id: string }) {
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const hours = useQuery(availableHoursQuery);
  const t = useDashboardT();
  const saved: SavedAvailableHour | undefined = hours.data?.availableHours.find((h) => h._id === id);

  return (
    <>
      <BackLink />
      {hours.isPending ? (
        <EditorSkeleton />
      ) : hours.isError || !saved ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-gray-200 bg-white p-6 text-sm text-gray-700"
        >
          {hours.isError && !(isApiError(hours.error) && hours.error.status === 404)
            ? t('availability.scheduleLoadFailed', { error: hours.error.message })
            : t('availability.scheduleMissing')}
        </div>
      ) : (
        <AvailableHourEditor key={saved.updatedAt} saved={saved} agent={info.agent} />
      )}
    </>
  );
}
