import { hasCell } from './cell-bits.ts';
import { dayCount } from './day-counts.ts';
import type { SlotContext } from './slot-context.ts';
import { createSlotGrid, markFreeStarts, markGridStarts, type SlotGrid } from './slot-grid.ts';
import type { SlotRejection } from './types.ts';
import { readLocalDay } from './zone-offset.ts';

/** The union of the sources' grid starts in `ctx.allowed`, on lattices (see `slot-grid.ts`). */
export function buildGrid(ctx: SlotContext): SlotGrid {
  const grid = createSlotGrid(ctx.allowed, ctx.gapMs);
  for (const source of ctx.sources) markGridStarts(grid, source, ctx.allowed, ctx.durationMs);
  return grid;
}

export type StartVerdict =
  | Readonly<{ ok: true; spotsLeft?: number }>
  | Readonly<{ ok: false; reason: SlotRejection }>;

// Shared answers: a month of starts needs no object per start.
const AVAILABLE: StartVerdict = Object.freeze({ ok: true });
const rejected = (reason: SlotRejection): StartVerdict => Object.freeze({ ok: false, reason });
const FULL = rejected('full');
const BUSY = rejected('busy');
const DAILY_LIMIT = rejected('daily_limit');
const EVENT_LIMIT = rejected('event_limit');

/**
 * Decides a start that lies on the grid and inside the hours, given whether the agents
 * are free then. Joining a GROUP meeting that already exists adds no meeting, so the
 * daily and event limits do not apply to it; its seats do.
 */
export function judgeStart(ctx: SlotContext, start: number, free: boolean): StartVerdict {
  const isGroup = ctx.type === 'GROUP';
  if (isGroup) {
    const taken = ctx.bookings.seats.get(start);
    if (taken !== undefined) {
      if (taken >= ctx.capacity) return FULL;
      if (!free) return BUSY;
      return { ok: true, spotsLeft: ctx.capacity - taken };
    }
  }
  if (!free) return BUSY;
  const { bookings } = ctx;
  if (ctx.dailyLimit > 0 && dayCount(bookings.perDay, readLocalDay(bookings.days, start)) >= ctx.dailyLimit) {
    return DAILY_LIMIT;
  }
  if (ctx.eventLimit > 0 && bookings.upcoming >= ctx.eventLimit) return EVENT_LIMIT;
  return isGroup ? { ok: true, spotsLeft: ctx.capacity } : AVAILABLE;
}

/**
 * The union of all sources' grid starts in `ctx.allowed`, sorted and unique, each marked
 * free when some source has the whole slot inside its hours and is free then (a round-robin
 * agent can take a start that lies on another agent's grid).
 */
export function collectStarts(ctx: SlotContext): { starts: Float64Array; free: Uint8Array } {
  const grid = buildGrid(ctx);
  markFreeStarts(grid, ctx.sources, ctx.durationMs);
  let count = 0;
  for (const lattice of grid.lattices) {
    for (let index = 0; index < lattice.size; index += 1) count += lattice.grid[index]!;
  }
  const starts = new Float64Array(count);
  const free = new Uint8Array(count);
  let at = 0;
  for (const lattice of grid.lattices) {
    const { base, gap, size } = lattice;
    for (let index = 0; index < size; index += 1) {
      if (lattice.grid[index] !== 1) continue;
      starts[at] = base + index * gap;
      free[at] = hasCell(lattice.free, index) ? 1 : 0;
      at += 1;
    }
  }
  if (grid.lattices.length <= 1) return { starts, free };
  // Lattices hold different phases, so no start is on two of them.
  const order = Array.from(starts.keys()).toSorted((x, y) => starts[x]! - starts[y]!);
  return {
    starts: Float64Array.from(order, (index) => starts[index]!),
    free: Uint8Array.from(order, (index) => free[index]!),
  };
}
