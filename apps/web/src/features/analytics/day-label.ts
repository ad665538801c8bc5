import { type DisplayPrefs, formatDate } from '@kairos/core/dates/format';

/** A local day (`YYYY-MM-DD`, already the host's) in the host's date order: `15/03/2027`. */
export function formatDayKey(key: string, prefs: DisplayPrefs): string {
  return formatDate(`${key}T00:00:00Z`, { ...prefs, timezone: 'UTC' });
}
