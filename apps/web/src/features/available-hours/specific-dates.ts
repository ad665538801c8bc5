import type { Agent } from '@kairos/core/accounts/schemas';
import type { SpecificDate } from '@kairos/core/events/availability';

/** The dates with `entry` in (replacing the same date), in date order. */
export function upsertSpecificDate(dates: readonly SpecificDate[], entry: SpecificDate): SpecificDate[] {
  return [...dates.filter((d) => d.date !== entry.date), entry].sort((a, b) => a.date.localeCompare(b.date));
}

export function removeSpecificDate(dates: readonly SpecificDate[], date: string): SpecificDate[] {
  return dates.filter((d) => d.date !== date);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (`YYYY-MM-DD`) with its weekday, day and month in the order of the agent's format. */
export function formatIsoDate(date: string, dateFormat: Agent['dateFormat'] = 'DD/MM/YYYY'): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  const weekday = WEEKDAYS[at.getUTCDay()];
  const month = MONTHS[at.getUTCMonth()];
  const day = at.getUTCDate();
  const year = at.getUTCFullYear();
  return dateFormat === 'MM/DD/YYYY'
    ? `${weekday}, ${month} ${day}, ${year}`
    : `${weekday}, ${day} ${month} ${year}`;
}

/** Today's date in `zone`, as `YYYY-MM-DD`. */
export function todayIn(zone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
