import { formatDateKey, parseDateKey, weekStartOf } from '../slots/local-days.ts';
import type { BucketUnit } from './analytics-schema.ts';

/** The first day of the day, week (Monday, as ISO weeks and PostgreSQL's date_trunc) or month holding `key`. */
export function bucketOf(key: string, unit: BucketUnit): string {
  const day = parseDateKey(key);
  if (day === null) throw new Error(`not a date: ${key}`);
  if (unit === 'day') return key;
  if (unit === 'week') return formatDateKey(weekStartOf(day, 1));
  return `${key.slice(0, 7)}-01`;
}

/** Every bucket a range of days touches, in order: the chart's x axis, empty buckets included. */
export function bucketStarts(from: string, to: string, unit: BucketUnit): string[] {
  const first = parseDateKey(from);
  const last = parseDateKey(to);
  if (first === null || last === null) throw new Error(`not a range: ${from}..${to}`);
  const starts: string[] = [];
  for (let day = first; day <= last; day += 1) {
    const start = bucketOf(formatDateKey(day), unit);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}
