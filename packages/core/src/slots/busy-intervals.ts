import { type EventBookings, recordBooking } from './booking-counts.ts';
import { MINUTE_MS } from './local-days.ts';
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
  /**
   * Where every booked meeting of this event is recorded, whoever holds it and whenever it is:
   * the event's limits count them, from the same pass over the meetings.
   */
  bookings?: EventBookings;
}

/**
 * The slot starts an agent's busy time rules out: open intervals `(blocked[2i], blocked[2i + 1])`
 * for `2i < size`, in no particular order, and this GROUP event's own meetings apart. A typed
 * array keeps a quarter of a team's meetings out of the garbage collector's way.
 */
export interface AgentBusy {
  blocked: Float64Array;
  size: number;
  own: OwnSession[];
}

/** Doubles an agent's room for blocked intervals (rarely: it starts with a fair share). */
function growBlocked(busy: AgentBusy): void {
  const grown = new Float64Array(Math.max(16, busy.blocked.length * 2));
  grown.set(busy.blocked);
  busy.blocked = grown;
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
  const { durationMs, beforeMs, afterMs, from, to, excludeMeetingId } = options;
  const byAgent = new Map<string, AgentBusy>();
  // Room for an even share of the meetings; an agent with more grows their array.
  const meetingShare = Math.ceil(meetings.length / Math.max(1, agents.length));
  for (let a = 0; a < agents.length; a += 1) {
    const agent = agents[a]!;
    const blocks = agent.busy ?? [];
    const busy: AgentBusy = {
      blocked: new Float64Array(2 * (blocks.length + meetingShare)),
      size: 0,
      own: [],
    };
    byAgent.set(agent.id, busy);
    for (let b = 0; b < blocks.length; b += 1) {
      const block = blocks[b]!;
      const start = toMs(block.start);
      const end = toMs(block.end);
      const blockedFrom = start - durationMs - afterMs;
      const blockedTo = end + beforeMs;
      if (!(end > start && blockedTo > from && blockedFrom < to)) continue;
      if (busy.size + 2 > busy.blocked.length) growBlocked(busy);
      busy.blocked[busy.size] = blockedFrom;
      busy.blocked[busy.size + 1] = blockedTo;
      busy.size += 2;
    }
  }
  const { isGroup, eventId, bookings } = options;
  for (let m = 0; m < meetings.length; m += 1) {
    const meeting = meetings[m]!;
    if (!countsAsBooked(meeting, excludeMeetingId)) continue;
    const start = toMs(meeting.start);
    if (bookings && meeting.eventId === eventId) recordBooking(bookings, meeting, start);
    const occupiedFrom = start - (meeting.bufferBefore ?? 0) * MINUTE_MS;
    const occupiedTo = toMs(meeting.end) + (meeting.bufferAfter ?? 0) * MINUTE_MS;
    const blockedFrom = occupiedFrom - durationMs - afterMs;
    const blockedTo = occupiedTo + beforeMs;
    if (occupiedTo <= occupiedFrom || blockedTo <= from || blockedFrom >= to) continue;
    const own = isGroup && meeting.eventId === eventId;
    const agentIds = meeting.agentIds;
    for (let i = 0; i < agentIds.length; i += 1) {
      const busy = byAgent.get(agentIds[i]!);
      if (!busy) continue;
      if (own) {
        busy.own.push({ from: blockedFrom, to: blockedTo, start });
        continue;
      }
      if (busy.size + 2 > busy.blocked.length) growBlocked(busy);
      busy.blocked[busy.size] = blockedFrom;
      busy.blocked[busy.size + 1] = blockedTo;
      busy.size += 2;
    }
  }
  return byAgent;
}
