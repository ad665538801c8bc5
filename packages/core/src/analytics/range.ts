import { formatDateKey, parseDateKey } from '../slots/local-days.ts';
import { localDayOf, startOfLocalDay } from '../slots/zone-offset.ts';
import {
  ANALYTICS_DEFAULT_AHEAD_DAYS,
  ANALYTICS_DEFAULT_PAST_DAYS,
  ANALYTICS_MAX_DAYS,
  type DaySpan,
} from './analytics-schema.ts';

export interface ResolvedRange {
  /** First and last day, both included, in `timezone`. */
  from: string;
  to: string;
  timezone: string;
  /** The instants the days span: [start, end). */
  start: Date;
  end: Date;
}

export type RangeResult =
  | { ok: true; range: ResolvedRange }
  | { ok: false; path: 'from' | 'to'; message: string };

/**
 * The days a question covers, read in the caller's zone: the given ones, or by default the last
 * `ANALYTICS_DEFAULT_PAST_DAYS` days (today included) and the next `ANALYTICS_DEFAULT_AHEAD_DAYS`,
 * so what is booked ahead shows as well as what took place. Without a start, the range is that
 * many days up to its end. An end before the start, or more than `ANALYTICS_MAX_DAYS` days, is
 * refused.
 */
export function resolveRange(
  input: { from?: string | undefined; to?: string | undefined },
  timezone: string,
  now: Date,
): RangeResult {
  const today = localDayOf(timezone, now.getTime());
  const toDay = input.to !== undefined ? parseDateKey(input.to) : today + ANALYTICS_DEFAULT_AHEAD_DAYS;
  if (toDay === null) return { ok: false, path: 'to', message: 'Use a date such as 2027-03-01' };
  const days = ANALYTICS_DEFAULT_PAST_DAYS + ANALYTICS_DEFAULT_AHEAD_DAYS;
  const fromDay = input.from !== undefined ? parseDateKey(input.from) : toDay - (days - 1);
  if (fromDay === null) return { ok: false, path: 'from', message: 'Use a date such as 2027-03-01' };
  if (fromDay > toDay) return { ok: false, path: 'to', message: 'Choose an end on or after the start' };
  if (toDay - fromDay + 1 > ANALYTICS_MAX_DAYS) {
    return { ok: false, path: 'to', message: `Choose at most ${ANALYTICS_MAX_DAYS} days` };
  }
  return {
    ok: true,
    range: {
      from: formatDateKey(fromDay),
      to: formatDateKey(toDay),
      timezone,
      start: new Date(startOfLocalDay(timezone, fromDay)),
      end: new Date(startOfLocalDay(timezone, toDay + 1)),
    },
  };
}

/**
 * The range's days up to today (when bookings are made, meetings held, pages visited) and from
 * today on (what is still ahead); today is in both, its hours split by the moment of the question.
 * Null for a part the range does not have. Days are `YYYY-MM-DD`, so they compare as text.
 */
export function splitAtToday(range: DaySpan, today: string): { past: DaySpan | null; ahead: DaySpan | null } {
  return {
    past: range.from <= today ? { from: range.from, to: range.to < today ? range.to : today } : null,
    ahead: range.to >= today ? { from: range.from > today ? range.from : today, to: range.to } : null,
  };
}
