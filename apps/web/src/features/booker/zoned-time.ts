/** Dates and times shown to a visitor in a chosen zone, through the platform's Intl data. */
import { formatSlotTime, formatter, partsOf, type TimeFormat } from '@kairos/core/dates/format';

// The instant-in-a-zone primitives live in core, shared with the dashboard's formatter.
export {
  dateKeyInZone,
  formatSlotTime,
  type TimeFormat,
  zoneOffsetLabel,
  zoneOffsetMinutes,
} from '@kairos/core/dates/format';

export function formatTimeRange(start: number, minutes: number, zone: string, format: TimeFormat): string {
  return `${formatSlotTime(start, zone, format)} – ${formatSlotTime(start + minutes * 60_000, zone, format)}`;
}

/** A date label read as a calendar date, wherever the browser is. */
function noonOf(dateKey: string): number {
  return Date.parse(`${dateKey}T12:00:00Z`);
}

/** `Wednesday, May 14` (or with the year). */
export function formatDayHeading(dateKey: string, locale: string, withYear = false): string {
  return formatter(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(noonOf(dateKey));
}

/** `Wed, May 14`. */
export function formatShortDay(dateKey: string, locale: string): string {
  return formatter(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    noonOf(dateKey),
  );
}

/** `May 2025`. */
export function formatMonthTitle(monthKey: string, locale: string): string {
  return formatter(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    noonOf(`${monthKey}-01`),
  );
}

/** Short weekday names from `weekStartsOn` (0 = Sunday), e.g. `Sun … Sat`. */
export function weekdayLabels(
  weekStartsOn: number,
  locale: string,
  style: 'short' | 'long' = 'short',
): string[] {
  // 2023-01-01 was a Sunday.
  const format = formatter(locale, { timeZone: 'UTC', weekday: style });
  return Array.from({ length: 7 }, (_, i) =>
    format.format(Date.UTC(2023, 0, 1 + ((weekStartsOn + i) % 7), 12)),
  );
}

/** `India Standard Time`, or the zone's id when the platform has no name for it. */
export function zoneLongName(zone: string, instant: number, locale = 'en-US'): string {
  const parts = partsOf(formatter(locale, { timeZone: zone, timeZoneName: 'long' }), instant);
  return parts.timeZoneName ?? zone;
}

/** `Asia/Kolkata` → `Kolkata`; `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

export function isValidTimezone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The platform names some zones by their older ids (V8 says `Asia/Calcutta` for Kolkata); visitors
 * know the current ones. Both name the same zone, so either may be sent to the server.
 */
const CURRENT_IDS: Record<string, string> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

export function currentZoneId(zone: string): string {
  return CURRENT_IDS[zone] ?? zone;
}

/**
 * The browser's own zone by its current id (`Asia/Kolkata`, never `Asia/Calcutta`), or UTC when
 * it does not say. Every page that needs the reader's zone asks here.
 */
export function detectTimezone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimezone(zone) ? currentZoneId(zone) : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The clock a locale writes times in (`de-DE` → 24h, `en-US` → 12h), by default the browser's:
 * a new host starts on the clock they read every day.
 */
export function detectTimeFormat(locale?: string): TimeFormat {
  try {
    const options = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
    if (options.hourCycle) return options.hourCycle === 'h11' || options.hourCycle === 'h12' ? '12h' : '24h';
    return options.hour12 === false ? '24h' : '12h';
  } catch {
    return '12h';
  }
}
