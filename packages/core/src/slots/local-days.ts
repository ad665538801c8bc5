/**
 * Calendar-day arithmetic on "day numbers": days since 1970-01-01 on the proleptic
 * Gregorian calendar, independent of any time zone. A day number names a local date;
 * `zone-offset.ts` turns it into instants.
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const DIGIT_0 = 48;
const HYPHEN = 45;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Day number of a proleptic Gregorian date (month 1–12), by arithmetic alone. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/** The decimal value of `text[from, to)`, or -1 unless every character is a digit 0–9. */
function readDigits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * `'2027-03-29'` → its day number, or `null` when the text is not a real date. Years before 0100
 * are refused, as `Date.UTC` would read them as 19xx.
 */
export function parseDateKey(key: string): number | null {
  if (key.length !== 10 || key.charCodeAt(4) !== HYPHEN || key.charCodeAt(7) !== HYPHEN) return null;
  const year = readDigits(key, 0, 4);
  const month = readDigits(key, 5, 7);
  const day = readDigits(key, 8, 10);
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

/** Day number → `'YYYY-MM-DD'`. */
export function formatDateKey(dayNumber: number): string {
  // Years 0000–9999 by arithmetic; anything else as Date#toISOString writes it.
  if (!Number.isInteger(dayNumber) || dayNumber < -719_528 || dayNumber > 2_932_896) {
    return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
  }
  const shifted = dayNumber + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
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

/** `HH:MM:00.000Z` for each minute of the day, made on first use. */
let minuteTexts: string[] | undefined;

function minuteText(minuteOfDay: number): string {
  if (!minuteTexts) {
    minuteTexts = [];
    for (let minute = 0; minute < 1440; minute += 1) {
      minuteTexts.push(`${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}:00.000Z`);
    }
  }
  return minuteTexts[minuteOfDay]!;
}

/**
 * A formatter giving the same text as `Date#toISOString`, several times faster when many
 * instants fall on few days (a month of slots): each day's date part is built once, and a
 * whole minute's time part is taken from a table.
 */
export function createIsoFormatter(): (ms: number) => string {
  const datePrefixes = new Map<number, string>();
  let lastDay = Number.NaN;
  let lastPrefix = '';
  return (ms) => {
    if (ms < 0 || ms >= MAX_FOUR_DIGIT_YEAR_MS || !Number.isInteger(ms)) return new Date(ms).toISOString();
    const day = Math.floor(ms / DAY_MS);
    if (day !== lastDay) {
      let prefix = datePrefixes.get(day);
      if (prefix === undefined) {
        prefix = `${formatDateKey(day)}T`;
        datePrefixes.set(day, prefix);
      }
      lastDay = day;
      lastPrefix = prefix;
    }
    const rest = ms - day * DAY_MS;
    if (rest % MINUTE_MS === 0) return lastPrefix + minuteText(rest / MINUTE_MS);
    const millis = rest % 1000;
    const time = `${pad2(Math.floor(rest / 3_600_000))}:${pad2(Math.floor(rest / MINUTE_MS) % 60)}:${pad2(Math.floor(rest / 1000) % 60)}`;
    return `${lastPrefix}${time}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  };
}
