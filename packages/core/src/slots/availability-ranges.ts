import {
  type AvailableHour,
  type HourRange,
  type SpecificDate,
  WEEK_DAYS,
} from '@kairos/core/events/availability';
import { DAY_MS, MINUTE_MS, parseDateKey, weekdayOf } from './local-days.ts';
import { mergeTouching, type Spans, subtractSpans, unionSpans } from './spans.ts';
import { localDayOf, localToUtc, startOfLocalDay } from './zone-offset.ts';

/** Event-level specific dates as instants: whole local days to cut, and the hours to put back. */
export interface DateOverrides {
  cuts: Spans;
  ranges: Spans;
}

/** A day's hour ranges as sorted, merged minutes `[start0, end0, …]`. */
function dayMinutes(hours: readonly HourRange[] | undefined): number[] {
  if (!hours || hours.length === 0) return [];
  const flat: number[] = [];
  for (const range of hours.length === 1 ? hours : hours.toSorted((a, b) => a.start - b.start)) {
    flat.push(range.start, range.end);
  }
  return mergeTouching(flat);
}

function pushLocalDay(out: Spans, zone: string, dayNumber: number, minutes: readonly number[]): void {
  const base = dayNumber * DAY_MS;
  for (let i = 0; i < minutes.length; i += 2) {
    const start = localToUtc(zone, base + minutes[i]! * MINUTE_MS);
    const end = localToUtc(zone, base + minutes[i + 1]! * MINUTE_MS);
    if (start < end) out.push(start, end);
  }
}

function datesByDay(dates: readonly SpecificDate[] | undefined): Map<number, number[]> {
  const byDay = new Map<number, number[]>();
  for (const date of dates ?? []) {
    const day = parseDateKey(date.date);
    if (day !== null) byDay.set(day, dayMinutes(date.hours));
  }
  return byDay;
}

export function buildDateOverrides(
  dates: readonly SpecificDate[] | undefined,
  zone: string,
): DateOverrides | null {
  const byDay = datesByDay(dates);
  if (byDay.size === 0) return null;
  const cuts: Spans = [];
  const ranges: Spans = [];
  for (const day of [...byDay.keys()].toSorted((a, b) => a - b)) {
    cuts.push(startOfLocalDay(zone, day), startOfLocalDay(zone, day + 1));
    pushLocalDay(ranges, zone, day, byDay.get(day)!);
  }
  return { cuts: mergeTouching(cuts), ranges: mergeTouching(ranges) };
}

function clipSpans(spans: Spans, from: number, to: number): Spans {
  const out: Spans = [];
  for (let i = 0; i < spans.length; i += 2) {
    const start = Math.max(spans[i]!, from);
    const end = Math.min(spans[i + 1]!, to);
    if (start < end) out.push(start, end);
  }
  return out;
}

/**
 * The instants inside [from, to) at which the agent is available, merged across
 * midnight: a Monday ending at 24:00 and a Tuesday starting at 00:00 form one span.
 */
export function buildAvailabilitySpans(
  availability: AvailableHour,
  overrides: DateOverrides | null,
  from: number,
  to: number,
): Spans {
  const zone = availability.timezone;
  const specific = datesByDay(availability.specificDates);
  const weekly = WEEK_DAYS.map((day) => dayMinutes(availability.weeklySchedule[day]));
  const ranges: Spans = [];
  const last = localDayOf(zone, to) + 1;
  for (let day = localDayOf(zone, from) - 1; day <= last; day += 1) {
    pushLocalDay(ranges, zone, day, specific.get(day) ?? weekly[weekdayOf(day)]!);
  }
  let spans = mergeTouching(ranges);
  if (overrides) spans = unionSpans(subtractSpans(spans, overrides.cuts), overrides.ranges);
  return clipSpans(spans, from, to);
}

/**
 * Splits availability spans at each local midnight of `zone` into segments
 * `[segmentStart, segmentEnd, fitEnd, …]`. Slot starts run from each segment start in
 * steps of the slot gap, before the segment end; a slot must end by `fitEnd`, the end of
 * its whole span. Anchoring at midnights keeps the grid independent of the dates asked
 * for, even when the hours run around the clock.
 */
export function buildSegments(spans: Spans, zone: string): number[] {
  const segments: number[] = [];
  for (let i = 0; i < spans.length; i += 2) {
    const end = spans[i + 1]!;
    let start = spans[i]!;
    let day = localDayOf(zone, start) + 1;
    let midnight = startOfLocalDay(zone, day);
    while (midnight < end) {
      if (midnight > start) {
        segments.push(start, midnight, end);
        start = midnight;
      }
      day += 1;
      midnight = startOfLocalDay(zone, day);
    }
    segments.push(start, end, end);
  }
  return segments;
}
