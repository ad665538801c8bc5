/** Month arithmetic on `YYYY-MM` keys and `YYYY-MM-DD` dates, free of time zones (dates are labels). */
const DAY_MS = 86_400_000;
const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isMonthKey(value: string): boolean {
  return MONTH_KEY.test(value);
}

/** A real calendar date in `YYYY-MM-DD` form. */
export function isDateKey(value: string): boolean {
  const match = DATE_KEY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function dayNumber(dateKey: string): number {
  return Date.parse(`${dateKey}T00:00:00Z`) / DAY_MS;
}

function dateKeyOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(dateKey: string, days: number): string {
  return dateKeyOf(dayNumber(dateKey) + days);
}

export function monthOf(dateKey: string): string {
  return dateKey.slice(0, 7);
}

export function addMonths(monthKey: string, months: number): string {
  const year = Number(monthKey.slice(0, 4));
  const month = Number(monthKey.slice(5, 7)) - 1 + months;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 7);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(dateKey: string): number {
  return new Date(`${dateKey}T00:00:00Z`).getUTCDay();
}

export interface MonthGrid {
  month: string;
  /** Whole weeks covering the month; days of the neighbouring months fill the first and last. */
  weeks: string[][];
  first: string;
  last: string;
}

/** The weeks shown for a month, starting on `weekStartsOn` (0 = Sunday, 1 = Monday, …). */
export function buildMonthGrid(monthKey: string, weekStartsOn = 0): MonthGrid {
  const firstOfMonth = `${monthKey}-01`;
  const lastOfMonth = addDays(`${addMonths(monthKey, 1)}-01`, -1);
  const first = addDays(firstOfMonth, -((weekdayOf(firstOfMonth) - weekStartsOn + 7) % 7));
  const last = addDays(lastOfMonth, (weekStartsOn + 6 - weekdayOf(lastOfMonth) + 7) % 7);
  const weeks: string[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return { month: monthKey, weeks, first, last };
}

/** The first day of the week in the visitor's locale, when the browser tells; else Sunday. */
export function localeWeekStart(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    return firstDay === undefined ? 0 : firstDay % 7;
  } catch {
    return 0;
  }
}
