import { resolveRange } from '@kairos/core/analytics/range';
import type { FieldIssue } from '@kairos/core/errors';
import type { AnalyticsSearch } from './analytics-search';

export type RangeEnd = 'from' | 'to';
export interface RangeProblem {
  path: RangeEnd;
  message: string;
}

const isRangeEnd = (path: string): path is RangeEnd => path === 'from' || path === 'to';

/**
 * What is wrong with the days in the address, named by the date field to show it on: checked as
 * the server checks them (an end before the start, too many days), else the server's own field
 * issues (e.g. a year it cannot store). Undefined when the range is one.
 */
export function rangeErrorOf(
  search: Pick<AnalyticsSearch, 'from' | 'to'>,
  timezone: string,
  now: Date,
  issues: readonly FieldIssue[] = [],
): RangeProblem | undefined {
  const resolved = resolveRange({ from: search.from, to: search.to }, timezone, now);
  if (!resolved.ok) return { path: resolved.path, message: resolved.message };
  const issue = issues.find((i) => isRangeEnd(i.path));
  return issue && isRangeEnd(issue.path) ? { path: issue.path, message: issue.message } : undefined;
}

/** The end of a range the address gives none for (30 days after the host's today), as the server reads it. */
export function defaultRangeEnd(timezone: string, now: Date): string {
  const resolved = resolveRange({}, timezone, now);
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.range.to;
}

/**
 * The search once the host picks or clears one end (`day`). The other end is pinned to the one on
 * screen, so the range stays what it shows; a start after the end (or an end before the start,
 * an emptied end meaning the default one, `defaultTo`) moves the other end to meet it, so the
 * fields never make a range the server refuses.
 */
export function withRangeEnd(
  search: AnalyticsSearch,
  shown: { from: string; to: string } | undefined,
  end: RangeEnd,
  day: string | undefined,
  defaultTo: string,
): AnalyticsSearch {
  const other: RangeEnd = end === 'from' ? 'to' : 'from';
  const next: AnalyticsSearch = { ...search, [end]: day, [other]: search[other] ?? shown?.[other] };
  const to = next.to ?? defaultTo;
  if (next.from !== undefined && next.from > to) {
    if (end === 'from') next.to = next.from;
    else next.from = to;
  }
  return next;
}
