import type { OwnSession } from './busy-intervals.ts';
import type { SlotContext, SlotSource } from './slot-context.ts';
import type { Spans } from './spans.ts';
import type { SlotRejection } from './types.ts';
import { localDayOf } from './zone-offset.ts';

function isBlockedByOwn(own: readonly OwnSession[], start: number): boolean {
  for (const session of own) {
    if (session.from >= start) return false;
    if (session.to > start && session.start !== start) return true;
  }
  return false;
}

/**
 * Visits, in ascending order, every grid start of `source` inside `allowed`: each
 * segment's start plus whole gaps, while a whole slot still fits in the hours.
 */
export function forEachGridStart(
  source: SlotSource,
  allowed: Spans,
  durationMs: number,
  gapMs: number,
  visit: (start: number) => void,
): void {
  const { segments } = source;
  if (gapMs <= 0) return;
  let a = 0;
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
      visit(start);
      start += gapMs;
    }
  }
}

/**
 * For ascending `starts`, visits those at which a whole slot fits in the source's hours,
 * telling whether the source is free then. Pointers over the hours and the blocked
 * intervals only move forward, so this is one pass over each list.
 */
export function evaluateStarts(
  source: SlotSource,
  starts: ArrayLike<number>,
  durationMs: number,
  visit: (index: number, free: boolean) => void,
): void {
  const { spans, blocked, own } = source;
  let index = 0;
  let b = 0;
  for (let c = 0; c < spans.length && index < starts.length; c += 2) {
    const spanStart = spans[c]!;
    const spanEnd = spans[c + 1]!;
    while (index < starts.length && starts[index]! < spanStart) index += 1;
    for (; index < starts.length && starts[index]! + durationMs <= spanEnd; index += 1) {
      const start = starts[index]!;
      while (b < blocked.length && blocked[b + 1]! <= start) b += 2;
      let free = !(b < blocked.length && blocked[b]! < start);
      if (free && own.length > 0) free = !isBlockedByOwn(own, start);
      visit(index, free);
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
 * The union of all sources' grid starts in `ctx.allowed`, sorted and unique, each marked
 * free when some source has the whole slot inside its hours and is free then (a round-robin
 * agent can take a start that lies on another agent's grid). Starts are gathered on
 * lattices, one per grid phase (usually a single one), instead of in a map.
 */
export function collectStarts(ctx: SlotContext): { starts: number[]; free: boolean[] } {
  const { allowed, gapMs } = ctx;
  const starts: number[] = [];
  if (allowed.length === 0 || gapMs <= 0) return { starts, free: [] };
  const low = allowed[0]!;
  const size = Math.floor((allowed[allowed.length - 1]! - low) / gapMs) + 2;
  const lattices = new Map<number, { base: number; marks: Uint8Array }>();
  let phase = Number.NaN;
  let base = 0;
  let marks: Uint8Array = new Uint8Array(0);
  const mark = (start: number) => {
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
    marks[(start - base) / gapMs] = 1;
  };
  for (const source of ctx.sources) forEachGridStart(source, allowed, ctx.durationMs, gapMs, mark);

  for (const lattice of lattices.values()) {
    for (let index = 0; index < size; index += 1) {
      if (lattice.marks[index] === 1) starts.push(lattice.base + index * gapMs);
    }
  }
  const sorted = lattices.size <= 1 ? starts : starts.toSorted((x, y) => x - y);
  const free = new Array<boolean>(sorted.length).fill(false);
  const setFree = (index: number, isFree: boolean) => {
    if (isFree) free[index] = true;
  };
  for (const source of ctx.sources) evaluateStarts(source, sorted, ctx.durationMs, setFree);
  return { starts: sorted, free };
}
