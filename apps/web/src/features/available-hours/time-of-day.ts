import type { Agent } from '@kairos/core/accounts/schemas';
import { DEFAULT_TIME_FORMAT } from '@kairos/core/constants';

export type TimeFormat = Agent['timeFormat'];

export const MINUTES_PER_DAY = 24 * 60;
/** The grid the time pickers offer; a stored time off the grid is still offered as it is. */
export const TIME_STEP_MINUTES = 15;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Minutes since local midnight as a clock time: `540` is `9:00am` (12h) or `09:00` (24h).
 * `1440`, the end of the day, reads `12:00am` or `24:00`.
 */
export function formatMinutes(minutes: number, format: TimeFormat = DEFAULT_TIME_FORMAT): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (format === '24h') return `${pad(hours)}:${pad(rest)}`;
  const suffix = hours % 24 < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(rest)}${suffix}`;
}

export function formatRange(range: { start: number; end: number }, format?: TimeFormat): string {
  return `${formatMinutes(range.start, format)} – ${formatMinutes(range.end, format)}`;
}

const TIME_PATTERN = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/;

/** Reads `9:30am`, `9am`, `09:30`, `21:30` or `24:00` back into minutes; null when it is not a time. */
export function parseTimeLabel(text: string): number | null {
  const match = TIME_PATTERN.exec(text.trim().toLowerCase());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const suffix = match[3]?.charAt(0);
  if (minutes > 59) return null;
  if (suffix) {
    if (hours < 1 || hours > 12) return null;
    return ((hours % 12) + (suffix === 'p' ? 12 : 0)) * 60 + minutes;
  }
  const total = hours * 60 + minutes;
  return total > MINUTES_PER_DAY ? null : total;
}

/** Times from `from` to `to` inclusive every `step` minutes, plus `extra` values, sorted and distinct. */
export function timeOptions(
  from: number,
  to: number,
  extra: readonly number[] = [],
  step = TIME_STEP_MINUTES,
): number[] {
  const values = new Set<number>();
  for (let m = from; m <= to; m += step) values.add(m);
  for (const m of extra) if (m >= from && m <= to) values.add(m);
  return [...values].sort((a, b) => a - b);
}
