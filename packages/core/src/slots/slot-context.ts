import { SLOT_GAP_MIN } from '@kairos/core/constants';
import { buildAvailabilitySpans, buildDateOverrides } from './availability-ranges.ts';
import { type EventBookings, tallyBookings } from './booking-counts.ts';
import { type AgentBusy, collectBusy, toMs } from './busy-intervals.ts';
import { createDayCounts } from './day-counts.ts';
import { DAY_MS, MINUTE_MS } from './local-days.ts';
import { buildScheduleWindow } from './schedule-window.ts';
import { intersectSpans, type SpanList, type Spans } from './spans.ts';
import type { EventType, SlotAgent, SlotRules } from './types.ts';
import { createLocalDayReader, readLocalDay } from './zone-offset.ts';

/** Who must be free for a slot, with the hours they share and the starts they rule out. */
export interface SlotSource {
  agentIds: readonly string[];
  /** The hours they share, merged across midnight. */
  spans: SpanList;
  /** The zone whose local midnights anchor their grid (see `markGridStarts`). */
  gridZone: string;
  /** The starts their busy time and meetings rule out. */
  busy: AgentBusy;
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
  /** This event's bookings: recorded while the sources' meetings are read, then tallied. */
  bookings: EventBookings;
  dailyLimit: number;
  eventLimit: number;
}

/** Enough margin for a local day (up to 25 h) and the span a slot needs after its start. */
const MARGIN_MS = 2 * DAY_MS;

function minutes(value: number | undefined): number {
  return Math.max(0, value ?? 0) * MINUTE_MS;
}

/** Everyone's busy time together: a start is ruled out when it is for any of them. */
function joinBusy(parts: readonly AgentBusy[]): AgentBusy {
  if (parts.length === 1) return parts[0]!;
  let size = 0;
  for (const part of parts) size += part.size;
  const blocked = new Float64Array(size);
  let offset = 0;
  for (const part of parts) {
    blocked.set(part.blocked.subarray(0, part.size), offset);
    offset += part.size;
  }
  return { blocked, size, own: parts.flatMap((part) => part.own) };
}

function participants(rules: SlotRules): readonly SlotAgent[] {
  if (rules.type === 'ROUNDROBIN' && rules.agentId !== undefined) {
    return rules.agents.filter((agent) => agent.id === rules.agentId);
  }
  if (rules.type !== 'SOLO') return rules.agents;
  const organizer = rules.agents.find((agent) => agent.id === rules.organizerId) ?? rules.agents[0];
  return organizer ? [organizer] : [];
}

/**
 * The sources of the slots, counting this event's bookings into `ctx` on the way. Without a
 * source there is no start to judge, so nothing needs counting.
 */
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
    bookings: ctx.bookings,
  });
  const overrides = buildDateOverrides(rules.schedule?.specificDates, rules.eventTimezone);
  const spansOf = (agent: SlotAgent) =>
    buildAvailabilitySpans(agent.availability, overrides, horizonFrom, horizonTo);
  const busyOf = (agent: SlotAgent) => busy.get(agent.id) as AgentBusy;

  if (rules.type === 'ROUNDROBIN' || agents.length === 1) {
    return agents.map((agent) => {
      return {
        agentIds: [agent.id],
        spans: spansOf(agent),
        gridZone: agent.availability.timezone,
        busy: busyOf(agent),
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
      gridZone: rules.eventTimezone,
      busy: joinBusy(agents.map(busyOf)),
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
  const days = createLocalDayReader(rules.eventTimezone);
  const dailyLimit = Math.max(0, rules.bounds?.dailyLimit ?? 0);
  const countsDays = dailyLimit > 0 && allowed.length > 0;
  const bookings: EventBookings = {
    isGroup: rules.type === 'GROUP',
    countsDays,
    nowMs,
    days,
    // Room for a good share of the meetings; more grows the arrays.
    starts: new Float64Array(Math.min(rules.meetings.length, 4096)),
    attendees: new Float64Array(rules.type === 'GROUP' ? Math.min(rules.meetings.length, 4096) : 0),
    size: 0,
    seats: new Map(),
    // Slots can only fall on the local days of the allowed range (a day either side to spare).
    perDay: countsDays
      ? createDayCounts(
          readLocalDay(days, allowed[0]!) - 1,
          readLocalDay(days, allowed[allowed.length - 1]!) + 1,
        )
      : createDayCounts(0, -1),
    upcoming: 0,
  };
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
    bookings,
    dailyLimit,
    eventLimit: Math.max(0, rules.bounds?.eventLimit ?? 0),
  };
  ctx.sources = buildSources(rules, ctx);
  tallyBookings(bookings);
  return ctx;
}
