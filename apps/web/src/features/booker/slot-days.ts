import type { DaySlot } from './booking-contract';
import { addMonths, buildMonthGrid } from './calendar-month';

export type SlotDays = Record<string, DaySlot[]>;

/** Slots a visitor can pick: booked ones (shown when the event shows them) are left out. */
export function bookableSlots(slots: readonly DaySlot[] | undefined): DaySlot[] {
  return (slots ?? []).filter((slot) => slot.available !== false);
}

export function isDayBookable(days: SlotDays | undefined, dateKey: string): boolean {
  return bookableSlots(days?.[dateKey]).length > 0;
}

/** The first day with a bookable slot strictly after `after` (or from the start), in date order. */
export function nextBookableDay(days: SlotDays | undefined, after?: string): string | null {
  if (!days) return null;
  const keys = Object.keys(days)
    .filter((key) => (after === undefined || key > after) && isDayBookable(days, key))
    .sort();
  return keys[0] ?? null;
}

export interface DateSpan {
  startDate: string;
  endDate: string;
}

/**
 * The dates to ask for to draw a month: its whole grid, overflow days included, from today on.
 * Null when the grid is entirely in the past.
 */
export function monthSpan(monthKey: string, weekStartsOn: number, today: string): DateSpan | null {
  const grid = buildMonthGrid(monthKey, weekStartsOn);
  if (grid.last < today) return null;
  return { startDate: grid.first < today ? today : grid.first, endDate: grid.last };
}

/** Months to look through, one after another, for the next free day. */
export function monthsAfter(monthKey: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(monthKey, i + 1));
}
