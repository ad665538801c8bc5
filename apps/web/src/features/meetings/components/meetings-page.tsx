import type { MeetingSummary } from '@kairos/core/meetings/admin-schema';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { addDays } from '../../booker/calendar-month';
import { startOfDayInZone } from '../../calendar/zoned-day';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button, buttonClassName } from '../../ui/components/button';
import { CalendarIcon } from '../../ui/components/icons';
import { ListPageHeader, PagedList, PageNav } from '../../ui/components/paged-list';
import { exportFailureMessage } from '../csv-file';
import { useHostPrefs } from '../host-prefs';
import type { MeetingListSearch } from '../list-search';
import { filtersForTab } from '../meeting-tabs';
import { meetingListQuery, useExportMeetings } from '../queries';
import { MeetingDrawer } from './meeting-drawer';
import { MeetingList, MeetingListSkeleton } from './meeting-list';
import { MeetingTabsBar } from './meeting-tabs-bar';
import { MeetingToolbar } from './meeting-toolbar';

const routeApi = getRouteApi('/app/calendar');

/** `/app/calendar`: the host's bookings by tab, with filters, search, pages, export and details. */
export function MeetingsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const prefs = useHostPrefs();
  const t = useDashboardT();
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
      onSuccess: (fileName) => void toast.success(t('meetings.downloaded', { fileName })),
      onError: (error) => void toast.error(exportFailureMessage(error, t, error.message)),
    });
  }

  return (
    <>
      <title>{t('meetings.documentTitle')}</title>
      <ListPageHeader
        title={t('meetings.title')}
        description={t('meetings.intro', { timezone: prefs.timezone })}
        actions={
          <>
            <Link to="/app/calendar/view" className={buttonClassName('secondary')}>
              <CalendarIcon className="size-4" />
              {t('meetings.calendarView')}
            </Link>
            <Button
              variant="secondary"
              onClick={runExport}
              isLoading={exportList.isPending}
              loadingText={t('meetings.exporting')}
              disabled={list.data?.total === 0}
            >
              {t('meetings.exportCsv')}
            </Button>
          </>
        }
      />

      <MeetingTabsBar
        tab={tab}
        onChange={(next) =>
          changeSearch({ ...search, tab: next === 'upcoming' ? undefined : next, page: undefined })
        }
      />
      <MeetingToolbar search={search} onChange={(next) => changeSearch({ ...next, page: undefined })} />

      <section
        aria-label={t('meetings.tabSection', { tab: t(`meetings.tab.${tab}`) })}
        aria-busy={list.isFetching || undefined}
      >
        <PagedList
          query={list}
          list="bookings"
          skeleton={<MeetingListSkeleton />}
          isEmpty={(data) => data.meetings.length === 0}
          empty={{
            icon: CalendarIcon,
            title: isFiltered ? t('meetings.noMatch') : t(`meetings.empty.${tab}`),
            action: isFiltered && (
              <Button variant="secondary" onClick={() => changeSearch({ tab: search.tab })}>
                {t('meetings.clearFilters')}
              </Button>
            ),
          }}
          footer={(data) => {
            const first = (data.pageNo - 1) * data.pageSize + 1;
            return (
              <PageNav
                page={data.pageNo}
                isLast={data.last}
                onPage={(page) => changeSearch({ ...search, page: page === 1 ? undefined : page })}
                summary={t('meetings.pageSummary', {
                  first,
                  last: first + data.meetings.length - 1,
                  total: data.total,
                  capped: data.totalCapped ? 'yes' : 'no',
                })}
              />
            );
          }}
        >
          {(data) => <MeetingList meetings={data.meetings} prefs={prefs} onOpen={openMeeting} />}
        </PagedList>
      </section>

      {search.meeting && <MeetingDrawer meetingId={search.meeting} onClose={closeMeeting} />}
    </>
  );
}
