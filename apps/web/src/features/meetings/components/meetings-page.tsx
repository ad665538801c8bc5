import type { MeetingSummary } from '@kairos/core/meetings/admin-schema';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { addDays } from '../../booker/calendar-month';
import { startOfDayInZone } from '../../calendar/zoned-day';
import { Button, buttonClassName } from '../../ui/components/button';
import { CalendarIcon } from '../../ui/components/icons';
import { useHostPrefs } from '../host-prefs';
import type { MeetingListSearch } from '../list-search';
import { filtersForTab, MEETING_TAB_LABELS, type MeetingTab } from '../meeting-tabs';
import { meetingListQuery, useExportMeetings } from '../queries';
import { MeetingDrawer } from './meeting-drawer';
import { MeetingList, MeetingListSkeleton } from './meeting-list';
import { MeetingTabsBar } from './meeting-tabs-bar';
import { MeetingToolbar } from './meeting-toolbar';
import { Pagination } from './pagination';

const routeApi = getRouteApi('/app/calendar');

const EMPTY_TEXT: Record<MeetingTab, string> = {
  upcoming: 'No upcoming bookings. When someone books one of your event types, it shows up here.',
  'action-required': 'Nothing needs your confirmation right now.',
  past: 'No past bookings yet.',
  cancelled: 'No cancelled bookings.',
};

/** `/app/calendar`: the host's bookings by tab, with filters, search, pages, export and details. */
export function MeetingsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const prefs = useHostPrefs();
  const tab = search.tab ?? 'upcoming';
  const pageNo = search.page ?? 1;
  const filters = filtersForTab(
    tab,
    {
      eventId: search.event,
      agentId: search.agent,
      fromDay: search.from,
      toDay: search.to,
      search: search.q,
      noShow: search.noShow === undefined ? undefined : search.noShow === 'yes',
    },
    (day, after) => new Date(startOfDayInZone(addDays(day, after), prefs.timezone)).toISOString(),
  );
  const list = useQuery(meetingListQuery(filters, pageNo));
  const exportList = useExportMeetings();
  const isFiltered = Boolean(
    search.q || search.event || search.from || search.to || search.noShow || search.agent,
  );

  const changeSearch = useCallback(
    (next: MeetingListSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  const openMeeting = (meeting: MeetingSummary) =>
    void navigate({ search: { ...search, meeting: meeting._id } });
  const closeMeeting = () => void navigate({ search: { ...search, meeting: undefined } });

  function runExport() {
    exportList.mutate(filters, {
      onSuccess: (fileName) => void toast.success(`Downloaded ${fileName}`),
      onError: (error) => void toast.error(error.message),
    });
  }

  return (
    <>
      <title>Calendar · Kairos</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Calendar</h1>
          <p className="mt-1 text-sm text-gray-600">Your bookings, with times in {prefs.timezone}.</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to="/app/calendar/view" className={buttonClassName('secondary')}>
            <CalendarIcon className="size-4" />
            Calendar view
          </Link>
          <Button
            variant="secondary"
            onClick={runExport}
            isLoading={exportList.isPending}
            loadingText="Exporting…"
            disabled={list.data?.total === 0}
          >
            Export CSV
          </Button>
        </div>
      </header>

      <MeetingTabsBar
        tab={tab}
        onChange={(next) =>
          changeSearch({ ...search, tab: next === 'upcoming' ? undefined : next, page: undefined })
        }
      />
      <MeetingToolbar search={search} onChange={(next) => changeSearch({ ...next, page: undefined })} />

      <section aria-label={`${MEETING_TAB_LABELS[tab]} bookings`} aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <MeetingListSkeleton />
        ) : list.isError ? (
          <div
            role="alert"
            className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
          >
            <p>Could not load your bookings: {list.error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={() => list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.meetings.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
            <CalendarIcon className="mx-auto size-8 text-gray-400" />
            <p className="mt-3 text-sm font-medium text-gray-900">
              {isFiltered ? 'No bookings match these filters.' : EMPTY_TEXT[tab]}
            </p>
            {isFiltered && (
              <Button variant="secondary" className="mt-4" onClick={() => changeSearch({ tab: search.tab })}>
                Clear filters
              </Button>
            )}
          </div>
        ) : (
          <>
            <MeetingList meetings={list.data.meetings} prefs={prefs} onOpen={openMeeting} />
            <Pagination
              pageNo={list.data.pageNo}
              pageSize={list.data.pageSize}
              shown={list.data.meetings.length}
              total={list.data.total}
              totalCapped={list.data.totalCapped}
              isLast={list.data.last}
              onPage={(page) => changeSearch({ ...search, page: page === 1 ? undefined : page })}
            />
          </>
        )}
      </section>

      {search.meeting && <MeetingDrawer meetingId={search.meeting} onClose={closeMeeting} />}
    </>
  );
}
