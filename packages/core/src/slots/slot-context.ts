import { SLOT_GAP_MIN } from '@kairos/core/constants';
import { buildAvailabilitySpans, buildDateOverrides, buildSegments } from './availability-ranges.ts';
import {
  type AgentBusy,
  collectBusy,
  countsAsBooked,
  mergeBusy,
  type OwnSession,
  toMs,
} from './busy-intervals.ts';
import { DAY_MS, MINUTE_MS } from './local-days.ts';
import { buildScheduleWindow } from './schedule-window.ts';
import { intersectSpans, type Spans } from './spans.ts';
import type { EventType, SlotAgent, SlotRules } from './types.ts';
import { localDayOf } from './zone-offset.ts';

/** Who must be free for a slot, with the hours they share and the starts they rule out. */
export interface SlotSource {
  agentIds: readonly string[];
  /** The hours they share, merged across midnight. */
  spans: Spans;
  /** `[segmentStart, segmentEnd, fitEnd, …]`, see `buildSegments`: where the grid starts. */
  segments: number[];
  /** Open intervals of blocked starts. */
  blocked: Spans;
  own: OwnSession[];
}

export interface SlotContext {
  type: EventType;
  eventTimezone: string;
  nowMs: number;
  earliestMs: number;
  durationMs: number;
  gapMs: number;
  /** Where a slot may start by the schedule. */
  window: Spans;
  /** Where a slot may start in this request: window ∩ [earliest, …) ∩ the requested range. */
  allowed: Spans;
  sources: SlotSource[];
  capacity: number;
  /** This event's booked attendees per meeting start (GROUP). */
  seats: Map<number, number>;
  /** This event's meetings per local day of the event's time zone. */
  perDay: Map<number, number>;
  upcoming: number;
  dailyLimit: number;
  eventLimit: number;
}

/** Enough margin for a local day (up to 25 h) and the span a slot needs after its start. */
const MARGIN_MS = 2 * DAY_MS;

function minutes(value: number | undefined): number {
  return Math.max(0, value ?? 0) * MINUTE_MS;
}

function countBookings(rules: SlotRules, nowMs: number) {
  const seats = new Map<number, number>();
  const perDay = new Map<number, number>();
  let upcoming = 0;
  for (const meeting of rules.meetings) {
    if (meeting.eventId !== rules.eventId || !countsAsBooked(meeting, rules.excludeMeetingId)) continue;
    const start = toMs(meeting.start);
    const seen = seats.get(start);
    seats.set(start, (seen ?? 0) + (meeting.attendeeCount ?? 1));
    // A GROUP meeting is one session however many bookings share its start.
    if (rules.type === 'GROUP' && seen !== undefined) continue;
    const day = localDayOf(rules.eventTimezone, start);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    if (start >= nowMs) upcoming += 1;
  }
  return { seats, perDay, upcoming };
}

function participants(rules: SlotRules): readonly SlotAgent[] {
  if (rules.type === 'ROUNDROBIN' && rules.agentId !== undefined) {
    return rules.agents.filter((agent) => agent.id === rules.agentId);
  }
  if (rules.type !== 'SOLO') return rules.agents;
  const organizer = rules.agents.find((agent) => agent.id === rules.organizerId) ?? rules.agents[0];
  return organizer ? [organizer] : [];
}

function buildSources(rules: SlotRules, ctx: SlotContext): SlotSource[] {
  const agents = participants(rules);
  if (agents.length === 0 || ctx.allowed.length === 0) return [];
  const from = ctx.allowed[0]!;
  const to = ctx.allowed[ctx.allowed.length - 1]!;
  const horizonFrom = from - MARGIN_MS;
  const horizonTo = to + MARGIN_MS + ctx.durationMs;
  const busy = collectBusy(agents, rules.meetings, {
    durationMs: ctx.durationMs,
    beforeMs: minutes(rules.bounds?.buffer?.beforeMeeting),
    afterMs: minutes(rules.bounds?.buffer?.afterMeeting),
    from,
    to,
    eventId: rules.eventId,
    isGroup: rules.type === 'GROUP',
    excludeMeetingId: rules.excludeMeetingId,
  });
  const overrides = buildDateOverrides(rules.schedule?.specificDates, rules.eventTimezone);
  const spansOf = (agent: SlotAgent) =>
    buildAvailabilitySpans(agent.availability, overrides, horizonFrom, horizonTo);
  const busyOf = (agent: SlotAgent) => busy.get(agent.id) as AgentBusy;

  if (rules.type === 'ROUNDROBIN' || agents.length === 1) {
    return agents.map((agent) => {
      const spans = spansOf(agent);
      return {
        agentIds: [agent.id],
        spans,
        segments: buildSegments(spans, agent.availability.timezone),
        ...mergeBusy([busyOf(agent)]),
      };
    });
  }
  // COLLECTIVE, and GROUP with co-hosts: everyone attends, so everyone must be free.
  let shared = spansOf(agents[0]!);
  for (const agent of agents.slice(1)) shared = intersectSpans(shared, spansOf(agent));
  return [
    {
      agentIds: agents.map((agent) => agent.id),
      spans: shared,
      segments: buildSegments(shared, rules.eventTimezone),
      ...mergeBusy(agents.map(busyOf)),
    },
  ];
}

/** Reads the rules once for the slot starts in [rangeFrom, rangeTo). */
export function prepareSlotContext(rules: SlotRules, rangeFrom: number, rangeTo: number): SlotContext {
  const nowMs = toMs(rules.now);
  const durationMs = Math.max(0, Math.round(rules.duration)) * MINUTE_MS;
  const gap = rules.bounds?.slotGap ?? 0;
  const gapMs = gap > 0 ? Math.max(SLOT_GAP_MIN, Math.round(gap)) * MINUTE_MS : durationMs;
  const earliestMs = nowMs + minutes(rules.bounds?.minimumNotice);
  const window = buildScheduleWindow(rules.schedule, rules.eventTimezone, nowMs);
  const requested = [Math.max(rangeFrom, earliestMs), rangeTo];
  const allowed = durationMs > 0 && requested[0]! < rangeTo ? intersectSpans(window, requested) : [];
  const ctx: SlotContext = {
    type: rules.type,
    eventTimezone: rules.eventTimezone,
    nowMs,
    earliestMs,
    durationMs,
    gapMs,
    window,
    allowed,
    sources: [],
    capacity: Math.max(1, Math.floor(rules.maxAttendeesPerMeet ?? 1)),
    ...countBookings(rules, nowMs),
    dailyLimit: Math.max(0, rules.bounds?.dailyLimit ?? 0),
    eventLimit: Math.max(0, rules.bounds?.eventLimit ?? 0),
  };
  ctx.sources = buildSources(rules, ctx);
  return ctx;
}
