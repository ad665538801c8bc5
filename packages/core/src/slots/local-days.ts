/**
 * Calendar-day arithmetic on "day numbers": days since 1970-01-01 on the proleptic
 * Gregorian calendar, independent of any time zone. A day number names a local date;
 * `zone-offset.ts` turns it into instants.
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `'2027-03-29'` → its day number, or `null` when the text is not a real date. */
export function parseDateKey(key: string): number | null {
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return ms / DAY_MS;
}

/** Day number → `'YYYY-MM-DD'`. */
export function formatDateKey(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as in `Date#getDay` and `WEEK_DAYS`. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** The day number on which the week holding `dayNumber` starts. */
export function weekStartOf(dayNumber: number, weekStartsOn: number): number {
  return dayNumber - ((weekdayOf(dayNumber) - weekStartsOn + 7) % 7);
}

/** Months since January 1970 for the month holding `dayNumber`. */
export function monthIndexOf(dayNumber: number): number {
  const date = new Date(dayNumber * DAY_MS);
  return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
}

export function yearOf(dayNumber: number): number {
  return new Date(dayNumber * DAY_MS).getUTCFullYear();
}

const MAX_FOUR_DIGIT_YEAR_MS = 253_402_300_800_000;

function pad2(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

/**
 * A formatter giving the same text as `Date#toISOString`, several times faster when many
 * instants fall on few days (a month of slots): each day's date part is built once.
 */
export function createIsoFormatter(): (ms: number) => string {
  const datePrefixes = new Map<number, string>();
  return (ms) => {
    if (ms < 0 || ms >= MAX_FOUR_DIGIT_YEAR_MS || !Number.isInteger(ms)) return new Date(ms).toISOString();
    const day = Math.floor(ms / DAY_MS);
    let prefix = datePrefixes.get(day);
    if (prefix === undefined) {
      prefix = `${formatDateKey(day)}T`;
      datePrefixes.set(day, prefix);
    }
    const rest = ms - day * DAY_MS;
    const millis = rest % 1000;
    const time = `${pad2(Math.floor(rest / 3_600_000))}:${pad2(Math.floor(rest / MINUTE_MS) % 60)}:${pad2(Math.floor(rest / 1000) % 60)}`;
    return `${prefix}${time}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  };
}
