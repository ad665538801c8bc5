import { formatDateKey, parseDateKey } from '../slots/local-days.ts';
import { localDayOf, startOfLocalDay } from '../slots/zone-offset.ts';
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS } from './analytics-schema.ts';

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
 * The days a question covers, read in the caller's zone: the given ones, or the last
 * `ANALYTICS_DEFAULT_DAYS` days up to today. An end before the start, or more than
 * `ANALYTICS_MAX_DAYS` days, is refused.
 */
export function resolveRange(
  input: { from?: string | undefined; to?: string | undefined },
  timezone: string,
  now: Date,
): RangeResult {
  const today = localDayOf(timezone, now.getTime());
  const toDay = input.to !== undefined ? parseDateKey(input.to) : today;
  if (toDay === null) return { ok: false, path: 'to', message: 'Use a date such as 2027-03-01' };
  const fromDay = input.from !== undefined ? parseDateKey(input.from) : toDay - (ANALYTICS_DEFAULT_DAYS - 1);
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
