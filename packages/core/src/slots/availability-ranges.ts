import {
  type AvailableHour,
  type HourRange,
  type SpecificDate,
  WEEK_DAYS,
} from '@kairos/core/events/availability';
import { DAY_MS, MINUTE_MS, parseDateKey, weekdayOf } from './local-days.ts';
import { mergeTouching, type SpanList, type Spans, subtractSpans, unionSpans } from './spans.ts';
import { localDayOf, localDayOffset, localToUtc, startOfLocalDay } from './zone-offset.ts';

/** Event-level specific dates as instants: whole local days to cut, and the hours to put back. */
export interface DateOverrides {
  cuts: Spans;
  ranges: Spans;
}

/** A day's hour ranges as sorted, merged minutes `[start0, end0, …]`. */
function dayMinutes(hours: readonly HourRange[] | undefined): number[] {
  if (!hours || hours.length === 0) return [];
  if (hours.length === 1) {
    const { start, end } = hours[0]!;
    return end <= start ? [] : [start, end];
  }
  const flat: number[] = [];
  for (const range of hours.toSorted((a, b) => a.start - b.start)) {
    flat.push(range.start, range.end);
  }
  return mergeTouching(flat);
}

/** Spans being built in a typed array sized up front (no garbage from growing), and their length. */
interface SpanBuilder {
  values: Float64Array;
  length: number;
}

/** Adds [start, end) to the spans, merged with the last one as `mergeTouching` would merge it. */
function appendSpan(out: SpanBuilder, start: number, end: number): void {
  if (!(start < end)) return;
  const values = out.values;
  const last = out.length - 1;
  if (last > 0 && start <= values[last]!) {
    if (end > values[last]!) values[last] = end;
  } else {
    values[out.length] = start;
    values[out.length + 1] = end;
    out.length += 2;
  }
}

function pushLocalDay(out: SpanBuilder, zone: string, dayNumber: number, minutes: readonly number[]): void {
  if (minutes.length === 0) return;
  const base = dayNumber * DAY_MS;
  // Hours within 00:00–24:00 away from a transition all take the day's one offset.
  const offset = localDayOffset(zone, dayNumber);
  if (!Number.isNaN(offset) && minutes[0]! >= 0 && minutes[minutes.length - 1]! <= 1440) {
    for (let i = 0; i < minutes.length; i += 2) {
      appendSpan(out, base + minutes[i]! * MINUTE_MS - offset, base + minutes[i + 1]! * MINUTE_MS - offset);
    }
    return;
  }
  for (let i = 0; i < minutes.length; i += 2) {
    const start = localToUtc(zone, base + minutes[i]! * MINUTE_MS);
    appendSpan(out, start, localToUtc(zone, base + minutes[i + 1]! * MINUTE_MS));
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
  let size = 0;
  for (const minutes of byDay.values()) size += minutes.length;
  const ranges: SpanBuilder = { values: new Float64Array(size), length: 0 };
  for (const day of [...byDay.keys()].toSorted((a, b) => a - b)) {
    cuts.push(startOfLocalDay(zone, day), startOfLocalDay(zone, day + 1));
    pushLocalDay(ranges, zone, day, byDay.get(day)!);
  }
  return { cuts: mergeTouching(cuts), ranges: mergeTouching(ranges.values.subarray(0, ranges.length)) };
}

/** Clips spans to [from, to), in place: the caller made them and keeps none. */
function clipOwnSpans(spans: Float64Array, length: number, from: number, to: number): Float64Array {
  let kept = 0;
  for (let i = 0; i < length; i += 2) {
    const start = Math.max(spans[i]!, from);
    const end = Math.min(spans[i + 1]!, to);
    if (start < end) {
      spans[kept] = start;
      spans[kept + 1] = end;
      kept += 2;
    }
  }
  return spans.subarray(0, kept);
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
): SpanList {
  const zone = availability.timezone;
  const specific = datesByDay(availability.specificDates);
  const weekly = WEEK_DAYS.map((day) => dayMinutes(availability.weeklySchedule[day]));
  const first = localDayOf(zone, from) - 1;
  const last = localDayOf(zone, to) + 1;
  let most = 0;
  for (const minutes of weekly) most = Math.max(most, minutes.length);
  for (const minutes of specific.values()) most = Math.max(most, minutes.length);
  const ranges: SpanBuilder = { values: new Float64Array(Math.max(0, last - first + 1) * most), length: 0 };
  for (let day = first; day <= last; day += 1) {
    pushLocalDay(ranges, zone, day, specific.get(day) ?? weekly[weekdayOf(day)]!);
  }
  if (!overrides) return clipOwnSpans(ranges.values, ranges.length, from, to);
  const own = ranges.values.subarray(0, ranges.length);
  const spans = unionSpans(subtractSpans(own, overrides.cuts), overrides.ranges);
  return clipOwnSpans(Float64Array.from(spans), spans.length, from, to);
}
