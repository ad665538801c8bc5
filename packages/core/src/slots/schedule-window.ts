import { parseDateKey, weekdayOf } from './local-days.ts';
import type { Spans } from './spans.ts';
import type { SlotSchedule } from './types.ts';
import { localDayOf, startOfLocalDay } from './zone-offset.ts';

const OPEN: Spans = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];

function isBusinessDay(dayNumber: number): boolean {
  const weekday = weekdayOf(dayNumber);
  return weekday !== 0 && weekday !== 6;
}

/**
 * The instants at which a slot may start according to the event's schedule, as spans.
 * Days are the event's local dates. UPCOMING_DAYS starts today; BUSINESS counts only
 * Monday to Friday towards `daysCount` but keeps the weekend days in between (the host's
 * hours decide whether those have slots).
 */
export function buildScheduleWindow(schedule: SlotSchedule | undefined, zone: string, nowMs: number): Spans {
  if (!schedule || schedule.type === 'ENDLESS') return OPEN;
  if (schedule.type === 'DATE_RANGE') {
    const first = schedule.start ? parseDateKey(schedule.start.slice(0, 10)) : null;
    const last = schedule.end ? parseDateKey(schedule.end.slice(0, 10)) : null;
    const from = first === null ? Number.NEGATIVE_INFINITY : startOfLocalDay(zone, first);
    const to = last === null ? Number.POSITIVE_INFINITY : startOfLocalDay(zone, last + 1);
    return from < to ? [from, to] : [];
  }
  const count = Math.floor(schedule.daysCount ?? 0);
  if (count <= 0) return [];
  const today = localDayOf(zone, nowMs);
  let end = today + count;
  if (schedule.upcomingDayType === 'BUSINESS') {
    let counted = 0;
    end = today;
    while (counted < count) {
      if (isBusinessDay(end)) counted += 1;
      end += 1;
    }
  }
  return [startOfLocalDay(zone, today), startOfLocalDay(zone, end)];
}
