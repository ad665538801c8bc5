import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { trackEvent } from '../../tracking/tracker';
import type { DaySlot } from '../booking-contract';
import { localeWeekStart, monthOf } from '../calendar-month';
import { chosenDuration, durationOptions } from '../event-display';
import { bookableSlots, isDayBookable } from '../slot-days';
import { currentZoneId } from '../timezones';
import { pageLocale, usePublicEventPage } from '../use-public-event';
import { useSlotDays } from '../use-slot-days';
import { useVisitorPreferences } from '../visitor-preferences';
import { dateKeyInZone } from '../zoned-time';
import { BookerFrame } from './booker-frame';
import { DurationPicker, EventInfoPanel } from './event-info-panel';
import { MonthCalendar } from './month-calendar';
import { TimeSlotList } from './time-slot-list';
import { TimezonePicker } from './timezone-picker';

const slotRoute = getRouteApi('/$accessLink/$slug/');
const PHONE_QUERY = '(max-width: 640px)';

/** The first step: a month of days, the chosen day's times, the zone and the clock format. */
export function SlotStep() {
  const page = usePublicEventPage();
  const { event } = page;
  const search = slotRoute.useSearch();
  const navigate = slotRoute.useNavigate();
  const preferences = useVisitorPreferences();
  const locale = pageLocale();
  const weekStartsOn = useMemo(() => localeWeekStart(locale), [locale]);
  const isLocked = event.timezonePreference.type === 'LOCK';
  const zone = isLocked ? currentZoneId(event.timezonePreference.timezone) : preferences.timezone;
  const today = dateKeyInZone(Date.now(), zone);
  const requestedMonth = search.month ?? monthOf(search.date ?? today);
  // Months before this one have nothing to book.
  const month = [requestedMonth, monthOf(today)].sort().at(-1) ?? requestedMonth;
  const duration = chosenDuration(event, search.duration);
  const durations = durationOptions(event);
  const slots = useSlotDays({ event, month, weekStartsOn, today, zone, duration });
  const timesRef = useRef<HTMLDivElement>(null);

  const selected = search.date;
  const daySlots = selected ? (slots.days?.[selected] ?? []) : [];
  // A day whose times are all booked reads as a day without times.
  const visibleSlots = bookableSlots(daySlots).length > 0 ? daySlots : [];
  const monthHasDays = slots.days
    ? Object.keys(slots.days).some((d) => monthOf(d) === month && isDayBookable(slots.days, d))
    : true;

  function showDay(date: string) {
    void navigate({ search: (prev) => ({ ...prev, date, month: monthOf(date) }), replace: true });
  }

  function selectDay(date: string) {
    trackEvent('date_selection', { eventId: event._id, date });
    showDay(date);
    if (window.matchMedia(PHONE_QUERY).matches) {
      requestAnimationFrame(() => timesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  }

  async function jumpToNext() {
    const day = await slots.findNextDay(selected);
    if (day) showDay(day);
  }

  function pickSlot(slot: DaySlot) {
    const start = Date.parse(slot.time);
    trackEvent('time_selection', { eventId: event._id, time: slot.time });
    void navigate({
      to: '/$accessLink/$slug/$timestamp',
      params: { accessLink: page.accessLink, slug: page.slug, timestamp: String(start) },
      search: (prev) => ({ ...prev, duration: event.allowAttendeeToSelectDuration ? duration : undefined }),
    });
  }

  const durationPicker =
    durations.length > 1 ? (
      <DurationPicker
        options={durations}
        value={duration}
        onChange={(minutes) =>
          void navigate({ search: (prev) => ({ ...prev, duration: minutes }), replace: true })
        }
      />
    ) : undefined;

  const aside = page.hideLHS ? undefined : (
    <EventInfoPanel
      event={event}
      workspaceName={page.workspace.name}
      duration={duration}
      locale={locale}
      durationPicker={durationPicker}
    />
  );

  return (
    <BookerFrame aside={aside}>
      <title>{`${event.name} · ${page.workspace.name}`}</title>
      <div className="grid sm:grid-cols-[minmax(0,1fr)_13.5rem] lg:grid-cols-[minmax(0,1fr)_15rem]">
        <div className="flex flex-col gap-3 p-4 sm:p-6">
          {page.hideLHS && (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h1 className="font-semibold text-lg">{event.name}</h1>
              {durationPicker}
            </div>
          )}
          <MonthCalendar
            month={month}
            weekStartsOn={weekStartsOn}
            today={today}
            selected={selected}
            isBookable={(date) => isDayBookable(slots.days, date)}
            isLoading={slots.isLoading}
            locale={locale}
            onSelect={selectDay}
            onMonthChange={(next) =>
              void navigate({
                // A chosen day outside the month on show would list times the calendar no longer shows.
                search: (prev) => ({
                  ...prev,
                  month: next,
                  date: prev.date && monthOf(prev.date) === next ? prev.date : undefined,
                }),
                replace: true,
              })
            }
          />
          <div className="border-(--pb-border) border-t pt-2">
            <TimezonePicker zone={zone} isLocked={isLocked} onChange={preferences.setTimezone} />
          </div>
        </div>
        <div
          ref={timesRef}
          className="relative scroll-mt-4 border-(--pb-border) border-t p-4 sm:border-t-0 sm:border-l sm:p-5"
        >
          <div className="sm:absolute sm:inset-0 sm:overflow-y-auto sm:p-5">
            <TimeSlotList
              date={selected}
              slots={visibleSlots}
              isLoading={slots.isLoading}
              zone={zone}
              timeFormat={preferences.timeFormat}
              locale={locale}
              showSpots={event.type === 'GROUP' && event.displayLeftSpots}
              isMonthEmpty={!selected && !slots.isLoading && !monthHasDays}
              jump={{ ...slots.jump, run: () => void jumpToNext() }}
              onTimeFormatChange={preferences.setTimeFormat}
              onPick={pickSlot}
            />
          </div>
        </div>
      </div>
    </BookerFrame>
  );
}
