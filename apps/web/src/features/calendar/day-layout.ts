import { dateKeyInZone } from '../booker/zoned-time';
import { minutesOfDayInZone } from './zoned-day';

/** Where each meeting sits in a day column: minutes from midnight, and a share of the width. */
export interface TimedItem {
  id: string;
  /** ISO 8601 start and end. */
  start: string;
  end: string;
}

export interface PlacedItem<T extends TimedItem> {
  item: T;
  /** Minutes from the day's midnight (wall clock in the zone), clipped to the day. */
  top: number;
  bottom: number;
  /** 0-based column among the meetings it overlaps, and how many columns that group needs. */
  column: number;
  columns: number;
  /** The meeting began on an earlier day or runs into the next one. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

const DAY_MINUTES = 1440;
/** A meeting shorter than this still gets this much height, and overlaps as if it had it. */
const MIN_MINUTES = 15;

/** The part of each meeting that falls on `day` in `zone`; meetings not on that day are left out. */
function clipToDay<T extends TimedItem>(items: readonly T[], day: string, zone: string) {
  const clipped: Omit<PlacedItem<T>, 'column' | 'columns'>[] = [];
  for (const item of items) {
    const start = Date.parse(item.start);
    const end = Math.max(Date.parse(item.end), start);
    const startDay = dateKeyInZone(start, zone);
    // The last minute the meeting covers decides its last day (a meeting ending at 00:00 does not reach it).
    const endDay = dateKeyInZone(end > start ? end - 1 : end, zone);
    if (day < startDay || day > endDay) continue;
    const continuesBefore = startDay < day;
    const continuesAfter = endDay > day;
    const top = continuesBefore ? 0 : minutesOfDayInZone(start, zone);
    const endMinutes = minutesOfDayInZone(end, zone);
    const bottom = continuesAfter || (endMinutes === 0 && end > start) ? DAY_MINUTES : endMinutes;
    clipped.push({ item, top, bottom: Math.max(bottom, top), continuesBefore, continuesAfter });
  }
  return clipped;
}

/**
 * Lays out one day: meetings that overlap share the width in columns (each takes the first column
 * free at its start); a group of overlapping meetings uses as many columns as it needs at most.
 */
export function layoutDay<T extends TimedItem>(
  items: readonly T[],
  day: string,
  zone: string,
): PlacedItem<T>[] {
  const clipped = clipToDay(items, day, zone).sort(
    (a, b) => a.top - b.top || b.bottom - a.bottom || a.item.id.localeCompare(b.item.id),
  );
  const placed: PlacedItem<T>[] = [];
  let group: PlacedItem<T>[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -1;

  const closeGroup = () => {
    for (const entry of group) entry.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };

  for (const entry of clipped) {
    const visualBottom = Math.max(entry.bottom, entry.top + MIN_MINUTES);
    if (entry.top >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= entry.top);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(visualBottom);
    } else {
      columnEnds[column] = visualBottom;
    }
    const placedEntry = { ...entry, column, columns: 1 };
    group.push(placedEntry);
    placed.push(placedEntry);
    groupEnd = Math.max(groupEnd, visualBottom);
  }
  closeGroup();
  return placed;
}

/** Meetings by the day (in `zone`) they start on, each day's in start order: the month view's cells. */
export function groupByStartDay<T extends TimedItem>(items: readonly T[], zone: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const item of sorted) {
    const day = dateKeyInZone(Date.parse(item.start), zone);
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  }
  return byDay;
}
