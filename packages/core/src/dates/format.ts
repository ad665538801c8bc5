/**
 * The one way the app writes instants for a reader in a zone: a host in their profile's zone,
 * date order and clock, or a visitor in the zone they chose. Pure: the instant and zone come in.
 */
export type DateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY';
export type TimeFormat = '12h' | '24h';

/** How a reader wants dates and times written: a host's profile zone and formats. */
export interface DisplayPrefs {
  timezone: string;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
}

import { offsetAt } from '../slots/zone-offset.ts';

type InstantInput = number | string | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An Intl formatter made once per locale and options. */
export function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * "Monday, 8 March 2027, 10:00 (Asia/Kolkata)" in the reader's zone and language (English by
 * default; other languages name the month and weekday in their own words and order).
 */
export function formatWhen(at: Date, timezone: string, language = 'en'): string {
  // One formatter per zone, made once: making one costs more than the rest of a letter.
  const text = formatter(language === 'en' ? 'en-GB' : language, {
    timeZone: timezone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return `${text} (${timezone})`;
}

export function partsOf(format: Intl.DateTimeFormat, instant: number): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

function toInstant(value: InstantInput): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.getTime();
}

/** The local date (`YYYY-MM-DD`) in `zone` at an instant. */
export function dateKeyInZone(instant: number, zone: string): string {
  const parts = partsOf(
    formatter('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    instant,
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `9:00am` or `09:00`, the wall time in `zone`. */
export function formatSlotTime(instant: number, zone: string, format: TimeFormat): string {
  if (format === '24h') {
    return formatter('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
  }
  const parts = partsOf(
    formatter('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true }),
    instant,
  );
  return `${parts.hour}:${parts.minute}${(parts.dayPeriod ?? '').toLowerCase()}`;
}

/** Minutes `zone` is ahead of UTC at an instant (negative when behind). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  return Math.round(offsetAt(zone, instant) / 60_000);
}

/** The offset of `zone` at an instant, as `GMT+5:30` (`GMT` for zero). */
export function zoneOffsetLabel(zone: string, instant: number): string {
  const minutes = zoneOffsetMinutes(zone, instant);
  if (minutes === 0) return 'GMT';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** `14/05/2027` or `05/14/2027`: the calendar date of `value` in the reader's zone and order. */
export function formatDate(value: InstantInput, prefs: DisplayPrefs): string {
  return formatDateKey(dateKeyInZone(toInstant(value), prefs.timezone), prefs.dateFormat);
}

/** `14/05/2027` or `05/14/2027`: a calendar date (`2027-05-14`, no zone) in the reader's order. */
export function formatDateKey(dateKey: string, dateFormat: DateFormat): string {
  const [year, month, day] = dateKey.split('-');
  return dateFormat === 'MM/DD/YYYY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * A calendar date as a reader types it in their order (`14/05/2027`, `14.5.2027`, `14-05-2027`;
 * `05/14/2027` for MM/DD/YYYY), or as `2027-05-14`, to `2027-05-14`; null when it is no real date.
 */
export function parseDateKey(text: string, dateFormat: DateFormat): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const typed = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(trimmed);
  let year: number;
  let month: number;
  let day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (typed) {
    const [first, second] = [Number(typed[1]), Number(typed[2])];
    year = Number(typed[3]);
    [day, month] = dateFormat === 'MM/DD/YYYY' ? [second, first] : [first, second];
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date `days` after (or before) `dateKey`. */
export function addDaysToKey(dateKey: string, days: number): string {
  const [year, month, day] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** `9:05am` or `09:05`: the wall time of `value` in the reader's zone. */
export function formatTime(value: InstantInput, prefs: DisplayPrefs): string {
  return formatSlotTime(toInstant(value), prefs.timezone, prefs.timeFormat);
}

/** `14/05/2027, 9:05am`: a date and time, where the zone is named nearby. */
export function formatInstant(value: InstantInput, prefs: DisplayPrefs): string {
  const instant = toInstant(value);
  return `${formatDate(instant, prefs)}, ${formatTime(instant, prefs)}`;
}

/** `14/05/2027, 9:05am (Asia/Kolkata)`: a date and time labelled with the zone it is read in. */
export function formatDateTime(value: InstantInput, prefs: DisplayPrefs): string {
  return `${formatInstant(value, prefs)} (${prefs.timezone})`;
}

/** `Wed`: the weekday in `zone`. */
export function formatWeekday(instant: number, zone: string): string {
  return formatter('en-US', { timeZone: zone, weekday: 'short' }).format(instant);
}

/** `Asia/Kolkata (GMT+5:30)`: the zone and its offset at that instant. */
export function formatZone(zone: string, instant: number): string {
  return `${zone} (${zoneOffsetLabel(zone, instant)})`;
}

export interface MeetingWhen {
  /** `Wed, 14/05/2027` */
  date: string;
  /** `9:00am – 9:30am`, or with the end's date when it ends on another day. */
  time: string;
  /** `Asia/Kolkata (GMT+5:30)` */
  zone: string;
}

/** When a meeting happens, as the host reads it: their zone, date order and clock. */
export function describeMeetingTime(startIso: string, endIso: string, prefs: DisplayPrefs): MeetingWhen {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const zone = prefs.timezone;
  const endDay = dateKeyInZone(end, zone) === dateKeyInZone(start, zone) ? '' : `${formatDate(end, prefs)} `;
  return {
    date: `${formatWeekday(start, zone)}, ${formatDate(start, prefs)}`,
    time: `${formatTime(start, prefs)} – ${endDay}${formatTime(end, prefs)}`,
    zone: formatZone(zone, start),
  };
}

/** The locale whose calendar words follow the reader's date order (`14 May` or `May 14`). */
export function localeForDateFormat(dateFormat: DateFormat): string {
  return dateFormat === 'MM/DD/YYYY' ? 'en-US' : 'en-GB';
}
