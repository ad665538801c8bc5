import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Skeleton } from '../../../ui/components/skeleton';

/** Rows shaped like event rows while the list loads. */
export function EventListSkeleton() {
  const t = useDashboardT();
  return (
    <div
      role="status"
      aria-label={t('eventTypes.loadingList')}
      className="mt-6 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white"
    >
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4 px-4 py-5 sm:px-5">
          <Skeleton className="size-3 rounded-full" />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="h-5 w-9 rounded-full" />
          <Skeleton className="size-8" />
        </div>
      ))}
    </div>
  );
}
