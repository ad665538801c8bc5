/** Dates and times shown to a visitor in a chosen zone, through the platform's Intl data. */
export type TimeFormat = '12h' | '24h';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

function partsOf(format: Intl.DateTimeFormat, instant: number): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
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

/** The offset of `zone` at an instant, as `GMT+5:30` (`GMT` for zero). */
export function zoneOffsetLabel(zone: string, instant: number): string {
  const minutes = zoneOffsetMinutes(zone, instant);
  if (minutes === 0) return 'GMT';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** Minutes `zone` is ahead of UTC at an instant (negative when behind). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const parts = partsOf(
    formatter('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }),
    instant,
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
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
