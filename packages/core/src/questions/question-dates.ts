import type { QUESTION_DATE_FORMATS } from '../events/question-schema.ts';

/**
 * Calendar dates of DATE questions. Inside the code a date is an ISO text, 'YYYY-MM-DD'
 * with a four-digit year, so dates compare as strings; the visitor sees and sends the
 * question's format.
 */
export type QuestionDateFormat = (typeof QUESTION_DATE_FORMATS)[number];
export const DEFAULT_QUESTION_DATE_FORMAT: QuestionDateFormat = 'DD/MM/YYYY';

const PATTERNS: Record<QuestionDateFormat, RegExp> = {
  'DD/MM/YYYY': /^(?<day>\d{2})\/(?<month>\d{2})\/(?<year>\d{4})$/,
  'DD-MM-YYYY': /^(?<day>\d{2})-(?<month>\d{2})-(?<year>\d{4})$/,
  'YYYY-MM-DD': /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
};

const DAY_MS = 86_400_000;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function isoOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Midnight UTC of a date; `setUTCFullYear` keeps years below 100 as they are. */
function utcMs(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function isoFromMs(ms: number): string {
  const date = new Date(ms);
  return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function daysInMonth(year: number, month: number): number {
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

/**
 * A date typed in `format`, as ISO, or null when the text is not exactly in that format
 * (two-digit day and month, four-digit year, no spaces) or names no real day (31/02).
 */
export function parseQuestionDate(
  text: string,
  format: QuestionDateFormat = DEFAULT_QUESTION_DATE_FORMAT,
): string | null {
  const groups = PATTERNS[format].exec(text)?.groups;
  if (!groups) return null;
  const year = Number(groups.year);
  const month = Number(groups.month);
  const day = Number(groups.day);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return isoOf(year, month, day);
}

/** An ISO date shown in `format`; text that is not an ISO date is returned unchanged. */
export function formatQuestionDate(
  isoDate: string,
  format: QuestionDateFormat = DEFAULT_QUESTION_DATE_FORMAT,
): string {
  if (parseQuestionDate(isoDate, 'YYYY-MM-DD') === null) return isoDate;
  const [year, month, day] = isoDate.split('-');
  if (format === 'YYYY-MM-DD') return isoDate;
  return format === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${day}-${month}-${year}`;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The visitor's calendar date at `now` in the IANA zone `timezone`, as ISO. Throws a
 * RangeError for an unknown zone: callers take the zone from the platform or a parsed body.
 */
export function todayIn(timezone: string, now: Date | number): string {
  let formatter = dayFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(timezone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return isoOf(part('year'), part('month'), part('day'));
}

function isoParts(isoDate: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return [year, month, day];
}

/**
 * The same day `years` later; 29 February becomes 28 February in a common year, so a
 * person born on a leap day is a year older on 28 February.
 */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoParts(isoDate);
  const target = year + years;
  return isoOf(target, month, Math.min(day, daysInMonth(target, month)));
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoParts(isoDate);
  return isoFromMs(utcMs(year, month, day) + days * DAY_MS);
}
