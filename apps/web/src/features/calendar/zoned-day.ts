import { addDays, buildMonthGrid, weekdayOf } from '../booker/calendar-month';
import { dateKeyInZone, zoneOffsetMinutes } from '../booker/zoned-time';

/** Calendar arithmetic for the host's views: days are `YYYY-MM-DD` labels in the host's zone. */
export type CalendarView = 'day' | 'week' | 'month';

const MINUTE = 60_000;

/** The instant `zone`'s clocks read 00:00 on `dateKey` (the first instant of the day after a gap). */
export function startOfDayInZone(dateKey: string, zone: string): number {
  const wall = Date.parse(`${dateKey}T00:00:00Z`);
  let instant = wall - zoneOffsetMinutes(zone, wall) * MINUTE;
  // A second pass settles days whose offset differs from the first guess (DST changes).
  instant = wall - zoneOffsetMinutes(zone, instant) * MINUTE;
  if (dateKeyInZone(instant, zone) !== dateKey) instant += 60 * MINUTE;
  return instant;
}

/** Minutes since local midnight in `zone` at an instant (wall clock: 0 … 1439). */
export function minutesOfDayInZone(instant: number, zone: string): number {
  const local = instant + zoneOffsetMinutes(zone, instant) * MINUTE;
  const minutes = Math.floor(local / MINUTE) % 1440;
  return minutes < 0 ? minutes + 1440 : minutes;
}

/** The days a view shows around `anchor`: one, a week from `weekStartsOn`, or a month's whole weeks. */
export function visibleDays(view: CalendarView, anchor: string, weekStartsOn: number): string[] {
  if (view === 'day') return [anchor];
  if (view === 'week') {
    const first = addDays(anchor, -((weekdayOf(anchor) - weekStartsOn + 7) % 7));
    return Array.from({ length: 7 }, (_, i) => addDays(first, i));
  }
  return buildMonthGrid(anchor.slice(0, 7), weekStartsOn).weeks.flat();
}

/** The instants to ask the list for: from the first day's midnight to the midnight after the last. */
export function rangeOfDays(days: readonly string[], zone: string): { from: string; to: string } {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error('A range needs at least one day');
  return {
    from: new Date(startOfDayInZone(first, zone)).toISOString(),
    to: new Date(startOfDayInZone(addDays(last, 1), zone)).toISOString(),
  };
}

/** The anchor one step back or forward: a day, a week or a month (to the 1st). */
export function stepAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'day') return addDays(anchor, step);
  if (view === 'week') return addDays(anchor, 7 * step);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month - 1 + step, 1));
  return next.toISOString().slice(0, 10);
}
