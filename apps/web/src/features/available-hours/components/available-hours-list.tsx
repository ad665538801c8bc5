import type { SavedAvailableHour } from '@kairos/core/events/available-hour-schema';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { agentInfoQuery } from '../../session/queries';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ClockIcon, GlobeIcon, PlusIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { availableHoursQuery } from '../queries';
import type { TimeFormat } from '../time-of-day';
import { timezoneLabel } from '../timezones';
import { summarizeWeek } from '../weekly-schedule';
import { NewScheduleDialog } from './new-schedule-dialog';

function ScheduleCard({ hours, timeFormat }: { hours: SavedAvailableHour; timeFormat: TimeFormat }) {
  const overrides = hours.specificDates.length;
  const t = useDashboardT();
  return (
    <li className="relative rounded-xl border border-gray-200 bg-white p-4 shadow-xs hover:border-gray-300 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold text-gray-900">
          <Link
            to="/app/availability"
            search={{ id: hours._id }}
            className="rounded outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {hours.name}
          </Link>
        </h2>
        {hours.isDefault && <Badge tone="brand">{t('availability.default')}</Badge>}
      </div>
      <ul className="mt-2 space-y-0.5 text-sm text-gray-700">
        {summarizeWeek(hours.weeklySchedule, t, timeFormat).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-500">
        <span className="inline-flex items-center gap-1.5">
          <GlobeIcon className="size-4" />
          {timezoneLabel(hours.timezone, new Date())}
        </span>
        {overrides > 0 && <span>{t('availability.overrideCount', { count: overrides })}</span>}
      </div>
    </li>
  );
}

function ListSkeleton() {
  const t = useDashboardT();
  return (
    <div role="status" aria-label={t('availability.loadingList')} className="mt-8 grid gap-4 sm:grid-cols-2">
      {[0, 1].map((i) => (
        <div key={i} className="rounded-xl border border-gray-200 bg-white p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-3 h-4 w-56" />
          <Skeleton className="mt-3 h-4 w-32" />
        </div>
      ))}
    </div>
  );
}

/** Every set of hours the host has saved, the default first. */
export function AvailableHoursList() {
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const hours = useQuery(availableHoursQuery);
  const [isCreating, setIsCreating] = useState(false);
  const t = useDashboardT();

  return (
    <>
      <title>{t('availability.documentTitle')}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('availability.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('availability.intro')}</p>
        </div>
        <Button onClick={() => setIsCreating(true)} className="shrink-0">
          <PlusIcon className="size-4" />
          {t('availability.new')}
        </Button>
      </header>

      {hours.isPending ? (
        <ListSkeleton />
      ) : hours.isError ? (
        <div
          role="alert"
          className="mt-8 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
        >
          <p>{t('availability.loadFailed', { error: hours.error.message })}</p>
          <Button variant="secondary" className="mt-3" onClick={() => hours.refetch()}>
            {t('availability.tryAgain')}
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label={t('availability.schedules')}>
          {hours.data.availableHours.map((set) => (
            <ScheduleCard key={set._id} hours={set} timeFormat={info.agent.timeFormat} />
          ))}
        </ul>
      )}

      <p className="mt-6 inline-flex items-center gap-2 text-sm text-gray-500">
        <ClockIcon className="size-4" />
        {t('availability.timeFormatNote', { format: info.agent.timeFormat === '24h' ? 'h24' : 'h12' })}
      </p>

      {isCreating && (
        <NewScheduleDialog timezone={info.agent.timezone} onClose={() => setIsCreating(false)} />
      )}
    </>
  );
}
