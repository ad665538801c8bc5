import { createIsoFormatter, formatDateKey, parseDateKey } from './local-days.ts';
import { prepareSlotContext } from './slot-context.ts';
import { collectStarts, judgeStart } from './slot-starts.ts';
import type { Slot, SlotDays, SlotQuery } from './types.ts';
import { startOfLocalDay } from './zone-offset.ts';

/**
 * The bookable slots of an event for the visitor's dates [startDate, endDate] in the
 * visitor's time zone, keyed by the visitor's local date. Pure: `now` is part of the query.
 */
export function computeSlots(query: SlotQuery): SlotDays {
  const days: Record<string, Slot[]> = {};
  const firstDay = parseDateKey(query.startDate);
  const lastDay = parseDateKey(query.endDate);
  if (firstDay === null || lastDay === null || lastDay < firstDay) return { days };

  const lists: Slot[][] = [];
  const bounds: number[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) {
    const list: Slot[] = [];
    days[formatDateKey(day)] = list;
    lists.push(list);
    bounds.push(startOfLocalDay(query.timezone, day));
  }
  bounds.push(startOfLocalDay(query.timezone, lastDay + 1));

  const ctx = prepareSlotContext(query, bounds[0]!, bounds[bounds.length - 1]!);
  const { starts, free } = collectStarts(ctx);
  const showBooked = query.showBookedSlots === true;
  const showSpots = query.displayLeftSpots === true && query.type === 'GROUP';
  const toIso = createIsoFormatter();
  let day = 0;
  for (let i = 0; i < starts.length; i += 1) {
    const start = starts[i]!;
    const verdict = judgeStart(ctx, start, free[i] === 1);
    if (!verdict.ok && !showBooked) continue;
    while (start >= bounds[day + 1]!) day += 1;
    const time = toIso(start);
    // One object literal per case keeps the key order (time, spotsLeft, available) and one shape.
    let slot: Slot;
    if (showSpots) {
      const spotsLeft = verdict.ok ? (verdict.spotsLeft ?? 0) : 0;
      slot = showBooked ? { time, spotsLeft, available: verdict.ok } : { time, spotsLeft };
    } else {
      slot = showBooked ? { time, available: verdict.ok } : { time };
    }
    lists[day]!.push(slot);
  }
  return { days };
}
