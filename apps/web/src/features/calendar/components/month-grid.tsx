import type { DisplayPrefs } from '@kairos/core/dates/format';
import type { MeetingSummary } from '@kairos/core/meetings/admin-schema';
import { useMemo } from 'react';
import { formatDayHeading, formatSlotTime, weekdayLabels } from '../../booker/zoned-time';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { meetingTitle } from '../../meetings/meeting-view';
import { groupByStartDay } from '../day-layout';

const SHOWN_PER_DAY = 3;

interface MonthGridProps {
  days: string[];
  month: string;
  today: string;
  meetings: readonly MeetingSummary[];
  prefs: DisplayPrefs;
  locale: string;
  onOpen: (meeting: MeetingSummary) => void;
  onShowDay: (day: string) => void;
}

/** The month view: whole weeks, each day with its first meetings and how many more it has. */
export function MonthGrid({
  days,
  month,
  today,
  meetings,
  prefs,
  locale,
  onOpen,
  onShowDay,
}: MonthGridProps) {
  const t = useDashboardT();
  const byDay = useMemo(
    () =>
      groupByStartDay(
        meetings.map((meeting) => ({ id: meeting._id, start: meeting.time, end: meeting.endTime, meeting })),
        prefs.timezone,
      ),
    [meetings, prefs.timezone],
  );
  const firstWeekday = new Date(`${days[0]}T00:00:00Z`).getUTCDay();
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <div
        className="grid grid-cols-7 border-b border-gray-200 text-center text-xs font-medium text-gray-500"
        aria-hidden="true"
      >
        {weekdayLabels(firstWeekday, locale).map((label) => (
          <div key={label} className="py-2">
            {label}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7">
        {days.map((day) => {
          const list = byDay.get(day) ?? [];
          const isOtherMonth = !day.startsWith(month);
          return (
            <li
              key={day}
              aria-label={t('calendarView.dayMeetings', {
                day: formatDayHeading(day, locale, true),
                count: list.length,
              })}
              className={`min-h-20 border-t border-l border-gray-100 p-1 first:border-l-0 sm:min-h-28 sm:p-1.5 [&:nth-child(7n+1)]:border-l-0 ${
                isOtherMonth ? 'bg-gray-50' : ''
              }`}
            >
              <button
                type="button"
                onClick={() => onShowDay(day)}
                aria-label={t('calendarView.showDay', { day: formatDayHeading(day, locale, true) })}
                className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-medium hover:bg-gray-100 ${
                  day === today
                    ? 'bg-brand-600 text-white hover:bg-brand-700'
                    : isOtherMonth
                      ? 'text-gray-400'
                      : 'text-gray-800'
                }`}
              >
                {Number(day.slice(8))}
              </button>
              <ul className="mt-0.5 space-y-0.5">
                {list.slice(0, SHOWN_PER_DAY).map(({ meeting }) => (
                  <li key={meeting._id}>
                    <button
                      type="button"
                      onClick={() => onOpen(meeting)}
                      className="flex w-full items-center gap-1 truncate rounded px-1 text-left text-[11px] leading-5 text-gray-800 hover:bg-gray-100"
                    >
                      <span
                        aria-hidden="true"
                        className="size-1.5 shrink-0 rounded-full"
                        style={{ backgroundColor: meeting.event?.color ?? '#6b7280' }}
                      />
                      <span className="hidden shrink-0 text-gray-500 sm:inline">
                        {formatSlotTime(Date.parse(meeting.time), prefs.timezone, prefs.timeFormat)}
                      </span>
                      <span className="truncate">{meetingTitle(meeting, t)}</span>
                    </button>
                  </li>
                ))}
                {list.length > SHOWN_PER_DAY && (
                  <li>
                    <button
                      type="button"
                      onClick={() => onShowDay(day)}
                      className="px-1 text-[11px] font-medium text-gray-600 hover:underline"
                    >
                      {t('calendarView.more', { count: list.length - SHOWN_PER_DAY })}
                    </button>
                  </li>
                )}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
