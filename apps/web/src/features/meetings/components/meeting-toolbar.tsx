import type { EventSummaryList } from '@kairos/core/events/event-list-schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { bookingsApi } from '../../api/clients';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { DateRangeFields } from '../../ui/components/date-range-fields';
import { SearchIcon } from '../../ui/components/icons';
import { SelectField } from '../../ui/components/select-field';
import type { MeetingListSearch } from '../list-search';
import { HostSelect } from './host-select';

const SEARCH_DEBOUNCE_MS = 300;

/** The workspace's event type names, for filters. */
export const eventNamesQuery = {
  queryKey: ['events', 'names'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    bookingsApi.get<EventSummaryList>('/event/list', { signal }),
  staleTime: 60_000,
};

const INPUT =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600';

/** Search by attendee, and filter by event, dates (in the host's zone) and no-shows. */
export function MeetingToolbar({
  search,
  onChange,
}: {
  search: MeetingListSearch;
  onChange: (next: MeetingListSearch) => void;
}) {
  const id = useId();
  const [text, setText] = useState(search.q ?? '');
  const events = useQuery(eventNamesQuery);
  const t = useDashboardT();
  const noShowOptions = [
    { value: '', label: t('meetings.filter.anyAttendance') },
    { value: 'yes', label: t('meetings.filter.noShowsOnly') },
    { value: 'no', label: t('meetings.filter.withoutNoShows') },
  ];

  useEffect(() => {
    if (text === (search.q ?? '')) return;
    const timer = window.setTimeout(() => onChange({ ...search, q: text || undefined }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, onChange]);

  const eventOptions = [
    { value: '', label: t('meetings.filter.allEventTypes') },
    ...(events.data?.events ?? []).map((event) => ({ value: event._id, label: event.name })),
  ];

  return (
    <search className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto_auto_minmax(0,1fr)] lg:[&:has(>:nth-child(6))]:grid-cols-3">
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('meetings.search')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('meetings.searchPlaceholder')}
            className={`${INPUT} pl-9`}
          />
        </div>
      </div>
      <SelectField
        label={t('meetings.filter.eventType')}
        hideLabel
        options={eventOptions}
        value={search.event ?? ''}
        onChange={(event) => onChange({ ...search, event: event.target.value || undefined })}
      />
      <DateRangeFields
        from={search.from ?? ''}
        to={search.to ?? ''}
        onFrom={(from) => onChange({ ...search, from })}
        onTo={(to) => onChange({ ...search, to })}
      />
      <HostSelect value={search.agent} onChange={(agent) => onChange({ ...search, agent })} />
      <SelectField
        label={t('meetings.filter.noShow')}
        hideLabel
        options={noShowOptions}
        value={search.noShow ?? ''}
        onChange={(event) =>
          onChange({ ...search, noShow: (event.target.value || undefined) as MeetingListSearch['noShow'] })
        }
      />
    </search>
  );
}
