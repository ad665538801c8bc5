import { toMs } from './busy-intervals.ts';
import { prepareSlotContext } from './slot-context.ts';
import { evaluateStarts, forEachGridStart, judgeStart } from './slot-starts.ts';
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

  let onGrid = false;
  const markOnGrid = () => {
    onGrid = true;
  };
  for (const source of ctx.sources)
    forEachGridStart(source, ctx.allowed, ctx.durationMs, ctx.gapMs, markOnGrid);
  if (!onGrid) return { ok: false, reason: 'outside_availability' };
  const freeAgentIds: string[] = [];
  for (const source of ctx.sources) {
    evaluateStarts(source, [start], ctx.durationMs, (_, free) => {
      if (free) freeAgentIds.push(...source.agentIds);
    });
  }
  const verdict = judgeStart(ctx, start, freeAgentIds.length > 0);
  if (!verdict.ok) return verdict;
  return verdict.spotsLeft === undefined
    ? { ok: true, freeAgentIds }
    : { ok: true, freeAgentIds, spotsLeft: verdict.spotsLeft };
}
