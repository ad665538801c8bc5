import type { OwnSession } from './busy-intervals.ts';
import type { SlotContext, SlotSource } from './slot-context.ts';
import type { Spans } from './spans.ts';
import type { SlotRejection } from './types.ts';
import { localDayOf } from './zone-offset.ts';

export type StartVisitor = (start: number, free: boolean) => void;

function isBlockedByOwn(own: readonly OwnSession[], start: number): boolean {
  for (const session of own) {
    if (session.from >= start) return false;
    if (session.to > start && session.start !== start) return true;
  }
  return false;
}

/**
 * Visits, in ascending order, every grid start of `source` inside `allowed` at which
 * a whole slot fits in the source's hours, telling whether the source is free then.
 * Both pointers (allowed spans, blocked intervals) only move forward: one pass.
 */
export function forEachStart(
  source: SlotSource,
  allowed: Spans,
  durationMs: number,
  gapMs: number,
  visit: StartVisitor,
): void {
  const { segments, blocked, own } = source;
  if (gapMs <= 0) return;
  let a = 0;
  let b = 0;
  for (let i = 0; i < segments.length; i += 3) {
    const segmentStart = segments[i]!;
    const last = Math.min(segments[i + 1]! - 1, segments[i + 2]! - durationMs);
    let start = segmentStart;
    while (start <= last) {
      while (a < allowed.length && allowed[a + 1]! <= start) a += 2;
      if (a >= allowed.length) return;
      const from = allowed[a]!;
      if (start < from) {
        start = segmentStart + Math.ceil((from - segmentStart) / gapMs) * gapMs;
        continue;
      }
      while (b < blocked.length && blocked[b + 1]! <= start) b += 2;
      let free = !(b < blocked.length && blocked[b]! < start);
      if (free && own.length > 0) free = !isBlockedByOwn(own, start);
      visit(start, free);
      start += gapMs;
    }
  }
}

export type StartVerdict = { ok: true; spotsLeft?: number } | { ok: false; reason: SlotRejection };

/**
 * Decides a start that lies on the grid and inside the hours, given whether the agents
 * are free then. Joining a GROUP meeting that already exists adds no meeting, so the
 * daily and event limits do not apply to it; its seats do.
 */
export function judgeStart(ctx: SlotContext, start: number, free: boolean): StartVerdict {
  const isGroup = ctx.type === 'GROUP';
  if (isGroup) {
    const taken = ctx.seats.get(start);
    if (taken !== undefined) {
      if (taken >= ctx.capacity) return { ok: false, reason: 'full' };
      if (!free) return { ok: false, reason: 'busy' };
      return { ok: true, spotsLeft: ctx.capacity - taken };
    }
  }
  if (!free) return { ok: false, reason: 'busy' };
  if (ctx.dailyLimit > 0 && (ctx.perDay.get(localDayOf(ctx.eventTimezone, start)) ?? 0) >= ctx.dailyLimit) {
    return { ok: false, reason: 'daily_limit' };
  }
  if (ctx.eventLimit > 0 && ctx.upcoming >= ctx.eventLimit) return { ok: false, reason: 'event_limit' };
  return isGroup ? { ok: true, spotsLeft: ctx.capacity } : { ok: true };
}

/**
 * All grid starts of all sources in `ctx.allowed`, sorted and unique, each with 2 when
 * some source is free then and 1 when every source that has it is busy. Starts are
 * gathered on lattices (one per grid phase, usually a single one) instead of a map.
 */
export function collectStarts(ctx: SlotContext): { starts: number[]; free: boolean[] } {
  const { allowed, gapMs } = ctx;
  const starts: number[] = [];
  const free: boolean[] = [];
  if (allowed.length === 0 || gapMs <= 0) return { starts, free };
  const low = allowed[0]!;
  const size = Math.floor((allowed[allowed.length - 1]! - low) / gapMs) + 2;
  const lattices = new Map<number, { base: number; marks: Uint8Array }>();
  let phase = Number.NaN;
  let base = 0;
  let marks: Uint8Array = new Uint8Array(0);
  const mark: StartVisitor = (start, isFree) => {
    const startPhase = ((start % gapMs) + gapMs) % gapMs;
    if (startPhase !== phase) {
      let lattice = lattices.get(startPhase);
      if (!lattice) {
        const latticeBase = low - ((((low - startPhase) % gapMs) + gapMs) % gapMs);
        lattice = { base: latticeBase, marks: new Uint8Array(size) };
        lattices.set(startPhase, lattice);
      }
      phase = startPhase;
      base = lattice.base;
      marks = lattice.marks;
    }
    const index = (start - base) / gapMs;
    const value = isFree ? 2 : 1;
    if (value > marks[index]!) marks[index] = value;
  };
  for (const source of ctx.sources) forEachStart(source, allowed, ctx.durationMs, gapMs, mark);

  for (const lattice of lattices.values()) {
    for (let index = 0; index < size; index += 1) {
      const value = lattice.marks[index]!;
      if (value === 0) continue;
      starts.push(lattice.base + index * gapMs);
      free.push(value === 2);
    }
  }
  if (lattices.size <= 1) return { starts, free };
  const order = starts.map((_, index) => index).toSorted((x, y) => starts[x]! - starts[y]!);
  return { starts: order.map((index) => starts[index]!), free: order.map((index) => free[index]!) };
}
