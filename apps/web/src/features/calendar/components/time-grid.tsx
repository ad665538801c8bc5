import { type DisplayPrefs, describeMeetingTime } from '@kairos/core/dates/format';
import type { MeetingSummary } from '@kairos/core/meetings/admin-schema';
import { useEffect, useMemo, useRef } from 'react';
import { formatDayHeading, formatSlotTime } from '../../booker/zoned-time';
import { useDashboardT, withElement } from '../../i18n/dashboard-i18n';
import { attendeeNames, meetingTitle } from '../../meetings/meeting-view';
import { layoutDay } from '../day-layout';
import { minutesOfDayInZone, startOfDayInZone } from '../zoned-day';

const HOUR_PX = 56;
const MIN_BLOCK_PX = 20;
/** The grid opens scrolled to this hour; earlier hours are a scroll away. */
const FIRST_VISIBLE_HOUR = 7;

interface TimeGridProps {
  days: string[];
  today: string;
  now: number;
  meetings: readonly MeetingSummary[];
  prefs: DisplayPrefs;
  locale: string;
  onOpen: (meeting: MeetingSummary) => void;
}

/** Day and week views: a column per day, an hour per row, meetings placed at their times in the host's zone. */
export function TimeGrid({ days, today, now, meetings, prefs, locale, onOpen }: TimeGridProps) {
  const t = useDashboardT();
  const zone = prefs.timezone;
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = useMemo(
    () =>
      meetings.map((meeting) => ({ id: meeting._id, start: meeting.time, end: meeting.endTime, meeting })),
    [meetings],
  );
  const isWeek = days.length > 1;
  const hours = Array.from({ length: 24 }, (_, hour) => hour);

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = FIRST_VISIBLE_HOUR * HOUR_PX - 12;
  }, []);

  const hourLabel = (hour: number) =>
    formatSlotTime(startOfDayInZone(days[0] ?? today, 'UTC') + hour * 3_600_000, 'UTC', prefs.timeFormat);

  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <div className={isWeek ? 'min-w-[44rem]' : ''}>
        <div className="flex border-b border-gray-200">
          <div className="w-14 shrink-0" />
          {days.map((day) => (
            <div
              key={day}
              className={`flex-1 border-l border-gray-200 px-2 py-2 text-center text-xs font-medium ${
                day === today ? 'text-brand-700' : 'text-gray-600'
              }`}
            >
              <span className={day === today ? 'rounded-md bg-brand-50 px-1.5 py-0.5' : ''}>
                {isWeek ? formatWeekHeading(day, locale) : formatDayHeading(day, locale, true)}
              </span>
              {day === today && <span className="sr-only"> {t('calendarView.todayNote')}</span>}
            </div>
          ))}
        </div>
        <div ref={scrollRef} className="relative max-h-[36rem] overflow-y-auto">
          <div className="relative flex" style={{ height: 24 * HOUR_PX }}>
            <div className="w-14 shrink-0" aria-hidden="true">
              {hours.map((hour) => (
                <div
                  key={hour}
                  className="relative text-right text-[11px] text-gray-500"
                  style={{ height: HOUR_PX }}
                >
                  {hour > 0 && <span className="absolute -top-2 right-2">{hourLabel(hour)}</span>}
                </div>
              ))}
            </div>
            {days.map((day) => (
              <ul
                key={day}
                aria-label={t('calendarView.dayColumn', {
                  day: formatDayHeading(day, locale, true),
                  today: day === today ? 'yes' : 'no',
                })}
                className={`relative flex-1 border-l border-gray-200 ${day === today ? 'bg-brand-50/30' : ''}`}
              >
                {hours.map((hour) => (
                  <li
                    key={hour}
                    aria-hidden="true"
                    className="border-t border-gray-100 first:border-t-0"
                    style={{ height: HOUR_PX }}
                  />
                ))}
                {day === today && (
                  <li
                    aria-hidden="true"
                    data-testid="now-line"
                    className="pointer-events-none absolute right-0 left-0 z-20 border-t-2 border-red-500"
                    style={{ top: (minutesOfDayInZone(now, zone) / 60) * HOUR_PX }}
                  >
                    <span className="absolute -top-[5px] -left-[5px] size-2 rounded-full bg-red-500" />
                  </li>
                )}
                {layoutDay(items, day, zone).map((placed) => {
                  const { meeting } = placed.item;
                  const when = describeMeetingTime(meeting.time, meeting.endTime, prefs);
                  const title = meetingTitle(meeting, t);
                  const top = (placed.top / 60) * HOUR_PX;
                  const height = Math.max(((placed.bottom - placed.top) / 60) * HOUR_PX, MIN_BLOCK_PX);
                  const colour = meeting.event?.color ?? '#6b7280';
                  return (
                    <li
                      key={meeting._id}
                      className="absolute z-10 p-px"
                      style={{
                        top,
                        height,
                        left: `${(placed.column / placed.columns) * 100}%`,
                        width: `${100 / placed.columns}%`,
                      }}
                    >
                      <button
                        type="button"
                        onClick={() => onOpen(meeting)}
                        aria-label={t('calendarView.meeting', {
                          title,
                          names: attendeeNames(meeting.attendees, t),
                          date: when.date,
                          time: when.time,
                        })}
                        className={`flex h-full w-full flex-col overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 leading-4 text-left text-xs shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                          meeting.status === 'ACTION_REQUIRED' ? 'border-dashed' : ''
                        }`}
                        style={{
                          borderLeftColor: colour,
                          backgroundColor: `color-mix(in srgb, ${colour} 14%, white)`,
                        }}
                      >
                        {height < 40 ? (
                          <span className="truncate text-gray-900">
                            {withElement(
                              t,
                              'calendarView.meetingShort',
                              'title',
                              <span className="font-semibold">{title}</span>,
                              { time: when.time },
                            )}
                          </span>
                        ) : (
                          <>
                            <span className="truncate font-semibold text-gray-900">{title}</span>
                            <span className="truncate text-gray-700">{when.time}</span>
                          </>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function formatWeekHeading(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric' }).format(
    Date.parse(`${day}T12:00:00Z`),
  );
}
