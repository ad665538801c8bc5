import { MINUTE_MS } from './local-days.ts';
import { mergeOpenIntervals, type Spans } from './spans.ts';
import type { Instant, SlotAgent, SlotMeeting } from './types.ts';

export function toMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/**
 * A meeting of this GROUP event, as the open interval `(from, to)` of slot starts it
 * blocks; it does not block a slot at its own `start`, which it shares instead.
 */
export interface OwnSession {
  from: number;
  to: number;
  start: number;
}

export interface BusyOptions {
  durationMs: number;
  /** Buffers of the event being booked, in ms. */
  beforeMs: number;
  afterMs: number;
  /** Only slot starts in [from, to) matter. */
  from: number;
  to: number;
  eventId: string;
  isGroup: boolean;
  excludeMeetingId: string | undefined;
}

export interface AgentBusy {
  starts: number[];
  ends: number[];
  own: OwnSession[];
}

export function countsAsBooked(meeting: SlotMeeting, excludeMeetingId: string | undefined): boolean {
  return meeting.status !== 'CANCELLED' && meeting.id !== excludeMeetingId;
}

/**
 * Per agent, the slot starts each busy block or meeting rules out. A new slot [s, e]
 * with buffers b/a conflicts with an existing [S, E] with buffers B/A when
 * [s - b, e + a) overlaps [S - B, E + A), that is when S - B - duration - a < s < E + A + b.
 */
export function collectBusy(
  agents: readonly SlotAgent[],
  meetings: readonly SlotMeeting[],
  options: BusyOptions,
): Map<string, AgentBusy> {
  const { durationMs, beforeMs, afterMs, from, to } = options;
  const byAgent = new Map<string, AgentBusy>();
  for (const agent of agents) {
    const busy: AgentBusy = { starts: [], ends: [], own: [] };
    byAgent.set(agent.id, busy);
    for (const block of agent.busy ?? []) {
      const start = toMs(block.start);
      const end = toMs(block.end);
      const blockedFrom = start - durationMs - afterMs;
      const blockedTo = end + beforeMs;
      if (end > start && blockedTo > from && blockedFrom < to) {
        busy.starts.push(blockedFrom);
        busy.ends.push(blockedTo);
      }
    }
  }
  for (const meeting of meetings) {
    if (!countsAsBooked(meeting, options.excludeMeetingId)) continue;
    const start = toMs(meeting.start);
    const end = toMs(meeting.end);
    const occupiedFrom = start - (meeting.bufferBefore ?? 0) * MINUTE_MS;
    const occupiedTo = end + (meeting.bufferAfter ?? 0) * MINUTE_MS;
    const blockedFrom = occupiedFrom - durationMs - afterMs;
    const blockedTo = occupiedTo + beforeMs;
    if (occupiedTo <= occupiedFrom || blockedTo <= from || blockedFrom >= to) continue;
    const own = options.isGroup && meeting.eventId === options.eventId;
    for (const agentId of meeting.agentIds) {
      const busy = byAgent.get(agentId);
      if (!busy) continue;
      if (own) {
        busy.own.push({ from: blockedFrom, to: blockedTo, start });
      } else {
        busy.starts.push(blockedFrom);
        busy.ends.push(blockedTo);
      }
    }
  }
  return byAgent;
}

/** Merges the blocked starts of one or more agents into sorted, disjoint open intervals. */
export function mergeBusy(parts: readonly AgentBusy[]): { blocked: Spans; own: OwnSession[] } {
  let size = 0;
  for (const part of parts) size += part.starts.length;
  const starts = new Float64Array(size);
  const ends = new Float64Array(size);
  let offset = 0;
  const own: OwnSession[] = [];
  for (const part of parts) {
    starts.set(part.starts, offset);
    ends.set(part.ends, offset);
    offset += part.starts.length;
    own.push(...part.own);
  }
  return {
    blocked: mergeOpenIntervals(starts.sort(), ends.sort()),
    own: own.toSorted((a, b) => a.from - b.from),
  };
}
