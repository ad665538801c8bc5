import { type DateFormat, type DisplayPrefs, formatDate, formatter } from '@kairos/core/dates/format';

/** A local day (`YYYY-MM-DD`, already the host's) in the host's date order: `15/03/2027`. */
export function formatDayKey(key: string, prefs: DisplayPrefs): string {
  return formatDate(`${key}T00:00:00Z`, { ...prefs, timezone: 'UTC' });
}

function shortDay(key: string, dateFormat: DateFormat, withYear: boolean): string {
  const locale = dateFormat === 'MM/DD/YYYY' ? 'en-US' : 'en-GB';
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: 'numeric', month: 'short' };
  return formatter(locale, withYear ? { ...options, year: 'numeric' } : options).format(
    Date.parse(`${key}T00:00:00Z`),
  );
}

/**
 * Local days (`YYYY-MM-DD`, both included) as a card says them: `28 Oct – 27 Nov` (`Oct 28 – Nov 27`
 * in month-first order), one day alone as `27 Nov`, and the years when the days span two.
 */
export function formatDaySpan(from: string, to: string, prefs: Pick<DisplayPrefs, 'dateFormat'>): string {
  const withYear = from.slice(0, 4) !== to.slice(0, 4);
  if (from === to) return shortDay(from, prefs.dateFormat, false);
  return `${shortDay(from, prefs.dateFormat, withYear)} – ${shortDay(to, prefs.dateFormat, withYear)}`;
}
