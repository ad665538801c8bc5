import type { AgentBusy } from './busy-intervals.ts';
import { addCells, createCellBits, moveCells, removeCells } from './cell-bits.ts';
import { DAY_MS } from './local-days.ts';
import type { SpanList, Spans } from './spans.ts';
import { localDayOffset, startOfLocalDay, utcDayOffsets } from './zone-offset.ts';

/**
 * Slot starts as cells of lattices `base + index × gap` over the allowed range, one lattice per
 * grid phase (usually a single one). Hours, busy time and the grid become ranges of cell
 * indexes, small integers, and the sweep over starts works on byte and bit arrays: each host's
 * free cells are written once per request, by their hours less their busy time, then joined
 * into the union; the grid and the union are then read in one pass.
 */
export interface Lattice {
  /** `base` modulo `gap`: the starts this lattice holds. */
  phase: number;
  base: number;
  gap: number;
  /** 1 / gap: a multiplication finds a cell faster than a division; the result is then checked. */
  inverseGap: number;
  size: number;
  /** 1 where some source has a grid start. */
  grid: Uint8Array;
  /** The cells where some source has the whole slot inside its hours and is free then. */
  free: Int32Array;
}

export interface SlotGrid {
  low: number;
  gap: number;
  size: number;
  lattices: Lattice[];
}

/** What `markFreeCells` needs of a source: its hours and the starts its busy time rules out. */
export interface FreeTimeSource {
  spans: SpanList;
  busy: AgentBusy;
}

/** What `markGridStarts` needs: the hours, and the zone whose midnights anchor the grid. */
export interface GridSource {
  spans: SpanList;
  gridZone: string;
}

export function createSlotGrid(allowed: Spans, gapMs: number): SlotGrid {
  const low = allowed.length > 0 ? allowed[0]! : 0;
  const size =
    allowed.length > 0 && gapMs > 0 ? Math.floor((allowed[allowed.length - 1]! - low) / gapMs) + 2 : 0;
  return { low, gap: gapMs, size, lattices: [] };
}

function latticeFor(grid: SlotGrid, start: number): Lattice {
  const { gap, low } = grid;
  for (const lattice of grid.lattices) {
    // On the lattice when a whole number of gaps from its base (a division is cheaper than `%`).
    const steps = (start - lattice.base) / gap;
    if (steps === Math.floor(steps) && lattice.base + steps * gap === start) return lattice;
  }
  const phase = ((start % gap) + gap) % gap;
  for (const lattice of grid.lattices) if (lattice.phase === phase) return lattice;
  const lattice: Lattice = {
    phase,
    base: low - ((((low - phase) % gap) + gap) % gap),
    gap,
    inverseGap: 1 / gap,
    size: grid.size,
    grid: new Uint8Array(grid.size),
    free: createCellBits(grid.size),
  };
  grid.lattices.push(lattice);
  return lattice;
}

/** The first cell whose start is at or after `x` (`size` when none is). */
export function cellAtOrAfter(lattice: Lattice, x: number): number {
  const { base, gap, size } = lattice;
  let index = Math.ceil((x - base) * lattice.inverseGap);
  if (!(index > 0)) index = 0;
  else if (index > size) index = size;
  // The estimate may be off by one; the comparisons below are the exact test.
  while (index > 0 && base + (index - 1) * gap >= x) index -= 1;
  while (index < size && base + index * gap < x) index += 1;
  return index;
}

/** The first cell whose start is after `x` (`size` when none is). */
export function cellAfter(lattice: Lattice, x: number): number {
  const { base, gap, size } = lattice;
  let index = Math.floor((x - base) * lattice.inverseGap) + 1;
  if (!(index > 0)) index = 0;
  else if (index > size) index = size;
  while (index > 0 && base + (index - 1) * gap > x) index -= 1;
  while (index < size && base + index * gap <= x) index += 1;
  return index;
}

/**
 * Marks the grid starts of a source's hours inside `allowed`. Each span is cut at the local
 * midnights of the source's grid zone into segments; slot starts run from each segment's start
 * in steps of the slot gap, before the segment's end, and a slot must end by the end of its
 * whole span. Anchoring at midnights keeps the grid independent of the dates asked for, even
 * when the hours run around the clock.
 */
export function markGridStarts(grid: SlotGrid, source: GridSource, allowed: Spans, durationMs: number): void {
  if (grid.size === 0 || allowed.length === 0) return;
  const from = allowed[0]!;
  const to = allowed[allowed.length - 1]!;
  const { spans, gridZone: zone } = source;
  for (let i = 0; i < spans.length; i += 2) {
    const spanEnd = spans[i + 1]!;
    let start = spans[i]!;
    // A span wholly outside the allowed range holds no start in it.
    if (spanEnd <= from) continue;
    if (start >= to) break;
    // localDayOf and startOfLocalDay, read through day numbers: no instant is passed in a call.
    const offsets = utcDayOffsets(zone, Math.floor(start / DAY_MS));
    let day = Math.floor((start + (start < offsets.at ? offsets.before : offsets.after)) / DAY_MS) + 1;
    let offset = localDayOffset(zone, day);
    let midnight = Number.isNaN(offset) ? startOfLocalDay(zone, day) : day * DAY_MS - offset;
    for (;;) {
      while (midnight < spanEnd && midnight <= start) {
        day += 1;
        offset = localDayOffset(zone, day);
        midnight = Number.isNaN(offset) ? startOfLocalDay(zone, day) : day * DAY_MS - offset;
      }
      // The segment [start, segmentEnd): its starts, before its end, whose slot ends by the span's end.
      const segmentEnd = midnight < spanEnd ? midnight : spanEnd;
      const last = Math.min(segmentEnd - 1, spanEnd - durationMs);
      let lattice: Lattice | undefined;
      for (let a = 0; a < allowed.length && last >= start; a += 2) {
        if (allowed[a + 1]! <= start) continue;
        if (allowed[a]! > last) break;
        lattice ??= latticeFor(grid, start);
        const first = cellAtOrAfter(lattice, Math.max(start, allowed[a]!));
        const end = Math.min(cellAfter(lattice, last), cellAtOrAfter(lattice, allowed[a + 1]!));
        const marks = lattice.grid;
        for (let cell = first; cell < end; cell += 1) marks[cell] = 1;
      }
      if (segmentEnd === spanEnd) break;
      start = segmentEnd;
      day += 1;
      offset = localDayOffset(zone, day);
      midnight = Number.isNaN(offset) ? startOfLocalDay(zone, day) : day * DAY_MS - offset;
    }
  }
}

/** Removes the cells inside the open interval (from, to), except `keep`. */
function removeOpen(lattice: Lattice, bits: Int32Array, from: number, to: number, keep: number) {
  const first = cellAfter(lattice, from);
  const end = cellAtOrAfter(lattice, to);
  if (keep >= first && keep < end) {
    removeCells(bits, first, keep);
    removeCells(bits, keep + 1, end);
  } else {
    removeCells(bits, first, end);
  }
}

/**
 * Adds to `bits` the cells at which the source can take a whole slot: inside one of its spans
 * and outside every open interval of starts its busy time blocks (a GROUP meeting of this event
 * does not block its own start). Writes the cell ranges `[first, end, …]` it may have added
 * into `ranges` (room for `spans.length` values) and returns how many values it wrote; the
 * caller reads the words holding those cells and empties them. The rest of `bits` must be empty.
 */
export function markFreeCells(
  lattice: Lattice,
  source: FreeTimeSource,
  durationMs: number,
  bits: Int32Array,
  ranges: Int32Array,
): number {
  const { spans, busy } = source;
  let written = 0;
  for (let c = 0; c < spans.length; c += 2) {
    const first = cellAtOrAfter(lattice, spans[c]!);
    const end = cellAfter(lattice, spans[c + 1]! - durationMs);
    if (first >= end) continue;
    addCells(bits, first, end);
    ranges[written] = first;
    ranges[written + 1] = end;
    written += 2;
  }
  if (written === 0) return 0;
  const { blocked, size, own } = busy;
  for (let k = 0; k < size; k += 2) removeOpen(lattice, bits, blocked[k]!, blocked[k + 1]!, -1);
  for (const session of own) {
    const at = cellAtOrAfter(lattice, session.start);
    const keep = at < lattice.size && lattice.base + at * lattice.gap === session.start ? at : -1;
    removeOpen(lattice, bits, session.from, session.to, keep);
  }
  return written;
}

/** Scratch room for `markFreeCells` over these sources. */
export function createFreeScratch(grid: SlotGrid, sources: readonly FreeTimeSource[]) {
  let most = 0;
  for (const source of sources) most = Math.max(most, source.spans.length);
  return { bits: createCellBits(grid.size), ranges: new Int32Array(most) };
}

/** Marks, for every lattice, where at least one source can take a whole slot. */
export function markFreeStarts(grid: SlotGrid, sources: readonly FreeTimeSource[], durationMs: number): void {
  if (grid.lattices.length === 0) return;
  const { bits, ranges } = createFreeScratch(grid, sources);
  for (const lattice of grid.lattices) {
    for (const source of sources) {
      const written = markFreeCells(lattice, source, durationMs, bits, ranges);
      for (let r = 0; r < written; r += 2) moveCells(lattice.free, bits, ranges[r]!, ranges[r + 1]!);
    }
  }
}
