import { dateKeyInZone, formatSlotTime, type TimeFormat, zoneOffsetLabel } from '../booker/zoned-time';

/** The host's own display preferences (`GET /agent/info`). */
export type DateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY';
export interface HostTimePrefs {
  timezone: string;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
}

/** `14/05/2027` or `05/14/2027`: the date in `zone`, in the host's order. */
export function formatHostDate(instant: number, zone: string, dateFormat: DateFormat): string {
  const [year, month, day] = dateKeyInZone(instant, zone).split('-');
  return dateFormat === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** `Wed`: the weekday in `zone`. */
export function formatWeekday(instant: number, zone: string): string {
  let format = weekdayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' });
    weekdayFormats.set(zone, format);
  }
  return format.format(instant);
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
export function describeMeetingTime(startIso: string, endIso: string, prefs: HostTimePrefs): MeetingWhen {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const { timezone: zone, dateFormat, timeFormat } = prefs;
  const startDate = formatHostDate(start, zone, dateFormat);
  const endDate = formatHostDate(end, zone, dateFormat);
  const endDay = dateKeyInZone(end, zone) === dateKeyInZone(start, zone) ? '' : `${endDate} `;
  return {
    date: `${formatWeekday(start, zone)}, ${startDate}`,
    time: `${formatSlotTime(start, zone, timeFormat)} – ${endDay}${formatSlotTime(end, zone, timeFormat)}`,
    zone: formatZone(zone, start),
  };
}

/** `14/05/2027, 9:00am`: an instant such as a note's or a change's time. */
export function formatHostInstant(iso: string, prefs: HostTimePrefs): string {
  const instant = Date.parse(iso);
  return `${formatHostDate(instant, prefs.timezone, prefs.dateFormat)}, ${formatSlotTime(instant, prefs.timezone, prefs.timeFormat)}`;
}
