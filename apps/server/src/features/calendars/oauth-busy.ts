import { localToUtc } from '@kairos/core/slots/zone-offset';
import type { BusyInterval, BusyWindow } from './ical-busy.ts';

/** Midnight of an all-day date (`YYYY-MM-DD`) in the host's zone, as an instant. */
export function allDayStart(date: string, window: BusyWindow): number {
  return localToUtc(window.floatingZone, Date.parse(`${date.slice(0, 10)}T00:00:00Z`));
}

/** One block, kept when it is not empty and overlaps the window. */
export function blockIn(start: number, end: number, window: BusyWindow): BusyInterval[] {
  return Number.isFinite(start) &&
    Number.isFinite(end) &&
    end > start &&
    end > window.from &&
    start < window.to
    ? [{ start, end }]
    : [];
}
