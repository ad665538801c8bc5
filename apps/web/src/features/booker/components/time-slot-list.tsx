import { useT } from '../../i18n/i18n-context';
import { CalendarCheckIcon } from '../../ui/components/icons';
import type { DaySlot } from '../booking-contract';
import {
  formatDayHeading,
  formatShortDay,
  formatSlotTime,
  type TimeFormat,
  zoneOffsetLabel,
} from '../zoned-time';
import { Placeholder } from './booker-frame';

interface TimeSlotListProps {
  date: string | undefined;
  slots: readonly DaySlot[];
  isLoading: boolean;
  zone: string;
  timeFormat: TimeFormat;
  locale: string;
  showSpots: boolean;
  /** No day chosen and the month on show has no free day. */
  isMonthEmpty: boolean;
  jump: { isRunning: boolean; hasFailed: boolean; run: () => void };
  /** Absent when the clock is fixed (a host reads times in their profile's clock). */
  onTimeFormatChange?: (format: TimeFormat) => void;
  onPick: (slot: DaySlot) => void;
}

const LOADING_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The times of the chosen day in the visitor's zone, with the 12h/24h switch. */
export function TimeSlotList(props: TimeSlotListProps) {
  const t = useT();
  const { date, zone, timeFormat, locale } = props;
  const offset = zoneOffsetLabel(zone, date ? Date.parse(`${date}T12:00:00Z`) : Date.now());
  return (
    <section aria-labelledby="booker-times-heading" className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2">
        <h2 id="booker-times-heading" className="min-w-0 truncate font-semibold text-base">
          {date ? (
            <>
              <span aria-hidden="true">{formatShortDay(date, locale)}</span>
              <span className="sr-only">{t('booker.timesOn', { day: formatDayHeading(date, locale) })}</span>
            </>
          ) : (
            t('booker.times')
          )}
        </h2>
        {props.onTimeFormatChange && (
          <TimeFormatSwitch value={timeFormat} onChange={props.onTimeFormatChange} />
        )}
      </div>
      <p className="mt-0.5 truncate text-(--pb-muted) text-xs">
        {t('booker.inZone', { zone: zone.replaceAll('_', ' '), offset })}
      </p>
      <div className="mt-3 min-h-0 flex-1">
        <SlotBody {...props} />
      </div>
    </section>
  );
}

function SlotBody(props: TimeSlotListProps) {
  const t = useT();
  const { date, slots, isLoading, zone, timeFormat, showSpots, isMonthEmpty, jump, onPick } = props;
  if (isLoading && (date || isMonthEmpty)) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label={t('booker.loadingTimes')}>
        {LOADING_KEYS.map((key) => (
          <Placeholder key={key} className="h-10 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (!date && !isMonthEmpty) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-(--pb-muted) text-sm">
        <CalendarCheckIcon className="size-6" />
        {t('booker.selectDay')}
      </div>
    );
  }
  if (slots.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-(--pb-border) border-dashed px-4 py-8 text-center">
        <p className="font-medium text-sm">{date ? t('booker.noTimesDay') : t('booker.noTimesMonth')}</p>
        {jump.hasFailed ? (
          <p className="text-(--pb-muted) text-sm">{t('booker.noFreeTimes')}</p>
        ) : (
          <button
            type="button"
            onClick={jump.run}
            disabled={jump.isRunning}
            aria-busy={jump.isRunning || undefined}
            className="rounded-lg border border-(--pb-border) px-3 py-1.5 font-medium text-sm hover:border-(--pb-brand) disabled:opacity-60"
          >
            {jump.isRunning ? t('booker.lookingForTimes') : t('booker.jumpToNext')}
          </button>
        )}
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-2 pb-1 sm:grid-cols-1">
      {slots.map((slot) => {
        const start = Date.parse(slot.time);
        const label = formatSlotTime(start, zone, timeFormat);
        const isBooked = slot.available === false;
        return (
          <li key={slot.time}>
            <button
              type="button"
              disabled={isBooked}
              onClick={() => onPick(slot)}
              aria-label={isBooked ? t('booker.slotBooked', { time: label }) : undefined}
              className="flex w-full items-center justify-center gap-2 rounded-lg border border-(--pb-border) bg-(--pb-surface) px-3 py-2.5 font-semibold text-sm transition hover:border-(--pb-brand) hover:ring-1 hover:ring-(--pb-brand) disabled:cursor-not-allowed disabled:line-through disabled:opacity-50 disabled:hover:ring-0"
            >
              <span className="inline-block size-1.5 rounded-full bg-(--pb-brand)" aria-hidden="true" />
              {label}
              {showSpots && !isBooked && slot.spotsLeft !== undefined && (
                <span className="font-normal text-(--pb-muted) text-xs">
                  {t('booker.spotsLeft', { spots: slot.spotsLeft })}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function TimeFormatSwitch({
  value,
  onChange,
}: {
  value: TimeFormat;
  onChange: (format: TimeFormat) => void;
}) {
  const t = useT();
  return (
    <fieldset className="shrink-0 rounded-lg border border-(--pb-border) p-0.5">
      <legend className="sr-only">{t('booker.timeFormat')}</legend>
      <div className="flex">
        {(['12h', '24h'] as const).map((format) => (
          <button
            key={format}
            type="button"
            aria-pressed={value === format}
            onClick={() => onChange(format)}
            className={`rounded-md px-2 py-0.5 font-medium text-xs ${
              value === format
                ? 'bg-(--pb-brand) text-(--pb-on-brand)'
                : 'text-(--pb-muted) hover:text-(--pb-text)'
            }`}
          >
            {format}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
