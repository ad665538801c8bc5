import { BREAKPOINTS } from '@kairos/core/constants';
import { formatZone } from '@kairos/core/dates/format';
import type { MeetingSummary } from '@kairos/core/meetings/admin-schema';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { localeWeekStart } from '../../booker/calendar-month';
import { dateKeyInZone, formatMonthTitle, formatShortDay } from '../../booker/zoned-time';
import { type DashboardTranslate, useDashboardT } from '../../i18n/dashboard-i18n';
import { HostSelect } from '../../meetings/components/host-select';
import { MeetingDrawer } from '../../meetings/components/meeting-drawer';
import { useHostPrefs } from '../../meetings/host-prefs';
import { meetingRangeQuery } from '../../meetings/queries';
import { useMediaQuery } from '../../shell/use-media-query';
import { Button, buttonClassName } from '../../ui/components/button';
import { ChevronLeftIcon } from '../../ui/components/icons';
import type { CalendarViewSearch } from '../view-search';
import { type CalendarView, rangeOfDays, stepAnchor, visibleDays } from '../zoned-day';
import { MonthGrid } from './month-grid';
import { TimeGrid } from './time-grid';

const routeApi = getRouteApi('/app/calendar/view');
const VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];

function rangeTitle(
  view: CalendarView,
  days: string[],
  anchor: string,
  locale: string,
  t: DashboardTranslate,
): string {
  if (view === 'month') return formatMonthTitle(anchor.slice(0, 7), locale);
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  if (view === 'day')
    return t('calendarView.range.day', { day: formatShortDay(first, locale), year: first.slice(0, 4) });
  return t('calendarView.range.days', {
    first: formatShortDay(first, locale),
    last: formatShortDay(last, locale),
    year: last.slice(0, 4),
  });
}

/** `/app/calendar/view`: the host's meetings on a day, week or month grid, in their own zone. */
export function CalendarPage() {
  const t = useDashboardT();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const prefs = useHostPrefs();
  const zone = prefs.timezone;
  const locale = typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US';
  const [now] = useState(() => Date.now());
  const today = dateKeyInZone(now, zone);
  // A week of seven columns does not fit a phone; phones open on one day.
  const isPhone = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile}px)`);
  const defaultView: CalendarView = isPhone ? 'day' : 'week';
  const view = search.view ?? defaultView;
  const anchor = search.date ?? today;
  const weekStartsOn = useMemo(() => localeWeekStart(locale), [locale]);
  const days = useMemo(() => visibleDays(view, anchor, weekStartsOn), [view, anchor, weekStartsOn]);
  const range = rangeOfDays(days, zone);
  const meetings = useQuery(meetingRangeQuery(range.from, range.to, search.agent));

  const go = (next: Partial<CalendarViewSearch>) =>
    void navigate({ search: { ...search, ...next }, replace: true });
  const open = (meeting: MeetingSummary) => void navigate({ search: { ...search, meeting: meeting._id } });

  return (
    <>
      <title>{t('calendarView.documentTitle')}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('calendarView.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">
            {t('calendarView.timesIn', { zone: formatZone(zone, now) })}
          </p>
        </div>
        <Link to="/app/calendar" className={buttonClassName('secondary', 'shrink-0')}>
          {t('calendarView.bookingsList')}
        </Link>
      </header>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="secondary" onClick={() => go({ date: undefined })} disabled={anchor === today}>
            {t('calendarView.today')}
          </Button>
          <div className="flex">
            <button
              type="button"
              aria-label={t('calendarView.previous', { view })}
              onClick={() => go({ date: stepAnchor(view, anchor, -1) })}
              className="rounded-l-lg border border-gray-300 bg-white p-2 text-gray-700 hover:bg-gray-50"
            >
              <ChevronLeftIcon className="size-4" />
            </button>
            <button
              type="button"
              aria-label={t('calendarView.next', { view })}
              onClick={() => go({ date: stepAnchor(view, anchor, 1) })}
              className="-ml-px rounded-r-lg border border-gray-300 bg-white p-2 text-gray-700 hover:bg-gray-50"
            >
              <ChevronLeftIcon className="size-4 rotate-180" />
            </button>
          </div>
          <h2 className="text-base font-semibold text-gray-900" aria-live="polite">
            {rangeTitle(view, days, anchor, locale, t)}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <HostSelect value={search.agent} onChange={(agent) => go({ agent })} />
          <fieldset className="flex rounded-lg border border-gray-300 bg-white p-0.5">
            <legend className="sr-only">{t('calendarView.viewLegend')}</legend>
            {VIEWS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => go({ view: option === defaultView ? undefined : option })}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${
                  view === option ? 'bg-gray-900 text-white' : 'text-gray-700 hover:bg-gray-100'
                }`}
              >
                {t(`calendarView.view.${option}`)}
              </button>
            ))}
          </fieldset>
        </div>
      </div>

      {meetings.isError ? (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
        >
          <p>{t('calendarView.loadFailed', { message: meetings.error.message })}</p>
          <Button variant="secondary" className="mt-3" onClick={() => meetings.refetch()}>
            {t('calendarView.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="mt-4" aria-busy={meetings.isFetching || undefined}>
          {view === 'month' ? (
            <MonthGrid
              days={days}
              month={anchor.slice(0, 7)}
              today={today}
              meetings={meetings.data ?? []}
              prefs={prefs}
              locale={locale}
              onOpen={open}
              onShowDay={(day) => go({ view: 'day', date: day })}
            />
          ) : (
            <TimeGrid
              days={days}
              today={today}
              now={now}
              meetings={meetings.data ?? []}
              prefs={prefs}
              locale={locale}
              onOpen={open}
            />
          )}
          {meetings.isSuccess && meetings.data.length === 0 && (
            <p className="mt-3 text-center text-sm text-gray-500">{t('calendarView.empty', { view })}</p>
          )}
        </div>
      )}

      {search.meeting && (
        <MeetingDrawer meetingId={search.meeting} onClose={() => go({ meeting: undefined })} />
      )}
    </>
  );
}
