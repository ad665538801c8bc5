import type { Interval } from '@kairos/core/slots/types';
import type { DbOrTx } from '@kairos/db/client';
import type { CalendarBusy } from '../lifecycle/ports.ts';
import * as repo from './repo.ts';

/**
 * How old a connection's last good refresh may be before its cached busy times are no longer
 * trusted. Past it, the host counts as busy throughout (no slots offered or booked with them)
 * rather than risk a double booking; the host was emailed when the refreshes started failing.
 * See docs/decisions/0019-calendar-busy-cache.md.
 */
export const CALENDAR_STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export type { CalendarBusy };

/**
 * The cached busy intervals of these agents' conflict calendars overlapping [from, to), plus any
 * live blocks the booking's re-check found; an agent whose cache is too old is busy throughout.
 * Undefined when none of them has a calendar that counts for conflicts. The calendars and the
 * merged intervals are read side by side (two indexed queries, neither waiting on the other).
 */
export async function findCalendarBusy(
  db: DbOrTx,
  p: { agentIds: readonly string[]; from: Date; to: Date; now: Date; live?: CalendarBusy | undefined },
): Promise<CalendarBusy | undefined> {
  const [sources, rows] = await Promise.all([
    repo.findConflictCalendars(db, p.agentIds),
    repo.findBusyIntervals(db, p.agentIds, p.from, p.to),
  ]);
  if (sources.length === 0) return undefined;
  const staleBefore = p.now.getTime() - CALENDAR_STALE_AFTER_MS;
  const stale = new Set(
    sources.filter((s) => !s.refreshedAt || s.refreshedAt.getTime() < staleBefore).map((s) => s.agentId),
  );
  const busy = new Map<string, Interval[]>();
  for (const id of stale) busy.set(id, [{ start: p.from.getTime(), end: p.to.getTime() }]);
  for (const row of rows) {
    if (stale.has(row.agentId)) continue;
    const list = busy.get(row.agentId);
    if (list) list.push({ start: row.start, end: row.end });
    else busy.set(row.agentId, [{ start: row.start, end: row.end }]);
  }
  // The cached intervals are already disjoint; only live blocks need joining to them.
  for (const [agentId, blocks] of p.live ?? []) {
    if (blocks.length === 0) continue;
    busy.set(agentId, mergeIntervals([...(busy.get(agentId) ?? []), ...blocks]));
  }
  return busy;
}

/** Sorted, overlapping or touching blocks joined. */
function mergeIntervals(blocks: readonly Interval[]): Interval[] {
  const sorted = blocks
    .map((b) => ({ start: Number(b.start), end: Number(b.end) }))
    .sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const block of sorted) {
    const last = merged.at(-1);
    if (last && block.start <= last.end) last.end = Math.max(last.end, block.end);
    else merged.push({ ...block });
  }
  return merged;
}
