import { toMs } from './busy-intervals.ts';
import { hasCell } from './cell-bits.ts';
import { prepareSlotContext } from './slot-context.ts';
import { cellAtOrAfter, createFreeScratch, markFreeCells } from './slot-grid.ts';
import { buildGrid, judgeStart } from './slot-starts.ts';
import type { Instant, SlotCheck, SlotRules } from './types.ts';

function isInside(spans: readonly number[], instant: number): boolean {
  for (let i = 0; i < spans.length; i += 2) {
    if (instant >= spans[i]! && instant < spans[i + 1]!) return true;
  }
  return false;
}

/**
 * Re-checks one start for the booking transaction, with the same rules and code path as
 * `computeSlots`, and says which agents are free for it (for ROUNDROBIN, the candidates
 * to pick from; otherwise every agent who attends), in the order of `rules.agents`.
 */
export function checkSlot(rules: SlotRules, slotStart: Instant): SlotCheck {
  const start = toMs(slotStart);
  const ctx = prepareSlotContext(rules, start, start + 1);
  if (start < ctx.earliestMs) return { ok: false, reason: 'too_soon' };
  if (!isInside(ctx.window, start)) return { ok: false, reason: 'outside_window' };

  const grid = buildGrid(ctx);
  const lattice = grid.lattices.find((candidate) => {
    const index = cellAtOrAfter(candidate, start);
    return index < candidate.size && candidate.grid[index] === 1;
  });
  if (!lattice) return { ok: false, reason: 'outside_availability' };
  const index = cellAtOrAfter(lattice, start);
  const { bits, ranges } = createFreeScratch(grid, ctx.sources);
  const freeAgentIds: string[] = [];
  for (const source of ctx.sources) {
    markFreeCells(lattice, source, ctx.durationMs, bits, ranges);
    if (hasCell(bits, index)) freeAgentIds.push(...source.agentIds);
    bits.fill(0);
  }
  const verdict = judgeStart(ctx, start, freeAgentIds.length > 0);
  if (!verdict.ok) return { ok: false, reason: verdict.reason };
  return verdict.spotsLeft === undefined
    ? { ok: true, freeAgentIds }
    : { ok: true, freeAgentIds, spotsLeft: verdict.spotsLeft };
}
