import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { usePermission } from '../../members/use-permission';
import { agentInfoQuery } from '../../session/queries';
import { Button } from '../../ui/components/button';
import { PlusIcon } from '../../ui/components/icons';
import { type EventListSearch, filtersFromSearch } from '../list-search';
import { eventListQuery } from '../queries';
import { CreateEventDialog } from './list/create-event-dialog';
import { EventList } from './list/event-list';
import { EventListEmpty } from './list/event-list-empty';
import { EventListSkeleton } from './list/event-list-skeleton';
import { EventListToolbar } from './list/event-list-toolbar';

const routeApi = getRouteApi('/app/event-types');

/** The host's event types: search and filters, the ordered list, and a way to add one. */
export function EventTypesPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const filters = filtersFromSearch(search);
  const list = useInfiniteQuery(eventListQuery(filters));
  const [isCreating, setIsCreating] = useState(false);
  const t = useDashboardT();
  const canCreate = usePermission('eventTypes', 'create');
  const isFiltered = Object.keys(filters).length > 0;
  const events = list.data?.pages.flatMap((page) => page.events) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const changeSearch = useCallback(
    (next: EventListSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );

  return (
    <>
      <title>{t('eventTypes.documentTitle')}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('eventTypes.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('eventTypes.intro')}</p>
        </div>
        {canCreate && (
          <Button onClick={() => setIsCreating(true)} className="shrink-0">
            <PlusIcon className="size-4" />
            {t('eventTypes.new')}
          </Button>
        )}
      </header>

      {(isFiltered || events.length > 0) && <EventListToolbar search={search} onChange={changeSearch} />}

      {list.isPending ? (
        <EventListSkeleton />
      ) : list.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
        >
          <p>{t('eventTypes.loadFailed', { error: list.error.message })}</p>
          <Button variant="secondary" className="mt-3" onClick={() => list.refetch()}>
            {t('eventTypes.tryAgain')}
          </Button>
        </div>
      ) : events.length === 0 && !isFiltered ? (
        <EventListEmpty onCreate={canCreate ? () => setIsCreating(true) : undefined} />
      ) : events.length === 0 ? (
        <div className="mt-6 rounded-xl border border-gray-200 bg-white px-6 py-10 text-center">
          <p className="text-sm font-medium text-gray-900">{t('eventTypes.noMatch')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => changeSearch({})}>
            {t('eventTypes.clearFilters')}
          </Button>
        </div>
      ) : (
        <>
          <EventList
            events={events}
            accessLink={info.workspace.accessLink}
            filters={filters}
            canReorder={!isFiltered}
          />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-500">
            <p aria-live="polite">
              {isFiltered
                ? t('eventTypes.matching', { count: total })
                : t('eventTypes.count', { count: total })}
            </p>
            {isFiltered && <p>{t('eventTypes.clearToReorder')}</p>}
          </div>
          {list.hasNextPage && (
            <div className="mt-4 text-center">
              <Button
                variant="secondary"
                onClick={() => list.fetchNextPage()}
                isLoading={list.isFetchingNextPage}
                loadingText={t('eventTypes.loading')}
              >
                {t('eventTypes.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}

      {isCreating && (
        <CreateEventDialog accessLink={info.workspace.accessLink} onClose={() => setIsCreating(false)} />
      )}
    </>
  );
}
