const DAY_MS = 86_400_000;

export interface RangeParts {
  /** Whole UTC days inside the range, as date keys: `from` included, `to` excluded; null when none. */
  days: { from: string; to: string } | null;
  /** The parts of the range outside those days (at most one before and one after them). */
  partial: Array<{ start: Date; end: Date }>;
}

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Splits the instants [start, end) into the whole UTC days the daily roll-ups answer for and the
 * partial days around them, which are read event by event. A range of local days in any zone
 * (India's +05:30, Nepal's +05:45, a DST change) thus counts exactly what it spans.
 */
export function splitByUtcDays(start: Date, end: Date): RangeParts {
  const first = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const last = Math.floor(end.getTime() / DAY_MS) * DAY_MS;
  if (first >= last) return { days: null, partial: start < end ? [{ start, end }] : [] };
  const partial: RangeParts['partial'] = [];
  if (start.getTime() < first) partial.push({ start, end: new Date(first) });
  if (last < end.getTime()) partial.push({ start: new Date(last), end });
  return { days: { from: dayKey(first), to: dayKey(last) }, partial };
}
