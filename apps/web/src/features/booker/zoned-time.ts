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

/** The browser's own zone, or UTC when it does not say. */
export function detectTimezone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimezone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
