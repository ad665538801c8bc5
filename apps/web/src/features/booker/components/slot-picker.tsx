import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import { type ReactNode, useMemo, useRef } from 'react';
import { trackEvent } from '../../tracking/tracker';
import type { DaySlot } from '../booking-contract';
import { localeWeekStart, monthOf } from '../calendar-month';
import { bookableSlots, isDayBookable } from '../slot-days';
import { useSlotDays } from '../use-slot-days';
import { useVisitorPreferences } from '../visitor-preferences';
import { currentZoneId, dateKeyInZone, type TimeFormat } from '../zoned-time';
import { MonthCalendar } from './month-calendar';
import { TimeSlotList } from './time-slot-list';
import { TimezonePicker } from './timezone-picker';

const PHONE_QUERY = '(max-width: 640px)';

/** The zone an event's times are shown in: its own when it locks it, else the visitor's choice. */
export function useEventZone(event: Pick<PublicEvent, 'timezonePreference'>) {
  const preferences = useVisitorPreferences();
  const isLocked = event.timezonePreference.type === 'LOCK';
  const zone = isLocked ? currentZoneId(event.timezonePreference.timezone) : preferences.timezone;
  return { zone, isLocked, preferences };
}

export interface SlotPickerProps {
  event: PublicEvent;
  duration: number;
  /** A round robin's host the visitor picked: only their times are offered. */
  agentId?: string | undefined;
  locale: string;
  /** The chosen day and the month asked for, as kept by the page (its address or its state). */
  date: string | undefined;
  month: string | undefined;
  /** Shows a day (and its month) without counting as the visitor's choice. */
  onShowDay: (date: string) => void;
  onMonthChange: (month: string, date: string | undefined) => void;
  onPick: (slot: DaySlot) => void;
  /** Above the calendar, e.g. the event's name when its details are hidden. */
  header?: ReactNode;
  /**
   * A signed-in host's own zone and clock: times are shown in them, labelled, and not chosen here
   * (the dashboard reads every time in the host's profile, whatever the browser's zone).
   */
  viewer?: { zone: string; timeFormat: TimeFormat; note: string };
}

/** A month of days, the zone, and the chosen day's times: the booking page's picker, for any page. */
export function SlotPicker(props: SlotPickerProps) {
  const { event, duration, locale, viewer } = props;
  const visitor = useEventZone(event);
  const zone = viewer?.zone ?? visitor.zone;
  const timeFormat = viewer?.timeFormat ?? visitor.preferences.timeFormat;
  const weekStartsOn = useMemo(() => localeWeekStart(locale), [locale]);
  const today = dateKeyInZone(Date.now(), zone);
  const requestedMonth = props.month ?? monthOf(props.date ?? today);
  // Months before this one have nothing to book.
  const month = [requestedMonth, monthOf(today)].sort().at(-1) ?? requestedMonth;
  const slots = useSlotDays({ event, month, weekStartsOn, today, zone, duration, agentId: props.agentId });
  const timesRef = useRef<HTMLDivElement>(null);

  const selected = props.date;
  const daySlots = selected ? (slots.days?.[selected] ?? []) : [];
  // A day whose times are all booked reads as a day without times.
  const visibleSlots = bookableSlots(daySlots).length > 0 ? daySlots : [];
  const monthHasDays = slots.days
    ? Object.keys(slots.days).some((d) => monthOf(d) === month && isDayBookable(slots.days, d))
    : true;

  function selectDay(date: string) {
    trackEvent('date_selection', { eventId: event._id, date });
    props.onShowDay(date);
    if (window.matchMedia(PHONE_QUERY).matches) {
      requestAnimationFrame(() => timesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  }

  async function jumpToNext() {
    const day = await slots.findNextDay(selected);
    if (day) props.onShowDay(day);
  }

  function pick(slot: DaySlot) {
    trackEvent('time_selection', { eventId: event._id, time: slot.time });
    props.onPick(slot);
  }

  return (
    <div className="grid sm:grid-cols-[minmax(0,1fr)_13.5rem] lg:grid-cols-[minmax(0,1fr)_15rem]">
      <div className="flex flex-col gap-3 p-4 sm:p-6">
        {props.header}
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
            // A chosen day outside the month on show would list times the calendar no longer shows.
            props.onMonthChange(next, selected && monthOf(selected) === next ? selected : undefined)
          }
        />
        <div className="border-(--pb-border) border-t pt-2">
          <TimezonePicker
            zone={zone}
            isLocked={viewer !== undefined || visitor.isLocked}
            {...(viewer ? { lockedNote: viewer.note } : {})}
            onChange={visitor.preferences.setTimezone}
          />
        </div>
      </div>
      <div
        ref={timesRef}
        className="relative scroll-mt-4 border-(--pb-border) border-t p-4 sm:border-t-0 sm:border-s sm:p-5"
      >
        <div className="sm:absolute sm:inset-0 sm:overflow-y-auto sm:p-5">
          <TimeSlotList
            date={selected}
            slots={visibleSlots}
            isLoading={slots.isLoading}
            zone={zone}
            timeFormat={timeFormat}
            locale={locale}
            showSpots={event.type === 'GROUP' && event.displayLeftSpots}
            isMonthEmpty={!selected && !slots.isLoading && !monthHasDays}
            jump={{ ...slots.jump, run: () => void jumpToNext() }}
            {...(viewer ? {} : { onTimeFormatChange: visitor.preferences.setTimeFormat })}
            onPick={pick}
          />
        </div>
      </div>
    </div>
  );
}
