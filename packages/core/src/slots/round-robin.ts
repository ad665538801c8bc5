import { toMs } from './busy-intervals.ts';
import { weekStartOf } from './local-days.ts';
import type { Instant, MeetingStatus } from './types.ts';
import { localDayOf, startOfLocalDay } from './zone-offset.ts';

export interface RoundRobinMeeting {
  start: Instant;
  /** When the meeting was booked; its start stands in when absent. */
  bookedAt?: Instant;
  status: MeetingStatus;
}

export interface RoundRobinInput {
  freeAgentIds: readonly string[];
  /** Each agent's meetings of this event, at least those of the current week and the latest booked. */
  meetingsByAgent: Readonly<Record<string, readonly RoundRobinMeeting[] | undefined>>;
  now: Instant;
  /** 0 = Sunday … 6 = Saturday; defaults to Monday. */
  weekStartsOn?: number;
  /** The event's time zone, in which the current week is counted. */
  timezone: string;
}

interface Standing {
  id: string;
  thisWeek: number;
  lastBooked: number;
}

/**
 * Chooses the agent for a round-robin booking: among the free agents, the one with the
 * fewest meetings in the current week, then the one booked least recently (never booked
 * comes first), then the smallest id, so the choice is stable. `null` when none is free.
 */
export function pickRoundRobinAgent(input: RoundRobinInput): string | null {
  const nowMs = toMs(input.now);
  const weekStart = weekStartOf(localDayOf(input.timezone, nowMs), input.weekStartsOn ?? 1);
  const from = startOfLocalDay(input.timezone, weekStart);
  const to = startOfLocalDay(input.timezone, weekStart + 7);
  const standings = [...new Set(input.freeAgentIds)].map((id): Standing => {
    let thisWeek = 0;
    let lastBooked = Number.NEGATIVE_INFINITY;
    for (const meeting of input.meetingsByAgent[id] ?? []) {
      if (meeting.status === 'CANCELLED') continue;
      const start = toMs(meeting.start);
      if (start >= from && start < to) thisWeek += 1;
      lastBooked = Math.max(lastBooked, toMs(meeting.bookedAt ?? meeting.start));
    }
    return { id, thisWeek, lastBooked };
  });
  const ranked = standings.toSorted(
    (a, b) =>
      a.thisWeek - b.thisWeek ||
      (a.lastBooked === b.lastBooked ? 0 : a.lastBooked < b.lastBooked ? -1 : 1) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return ranked[0]?.id ?? null;
}
