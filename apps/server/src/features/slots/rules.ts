import type { Event } from '@kairos/core/events/event-schema';
import type { Interval, SlotMeeting, SlotRules } from '@kairos/core/slots/types';
import type { EventForSlots } from '../public-events/service.ts';

/** How far around the asked-for instants meetings are read: zone offsets (±14 h) and buffers. */
export const MEETING_MARGIN_MS = 2 * 86_400_000;

/**
 * The engine's rules for one event, duration and set of meetings, at `now`. `calendarBusy` holds
 * the hosts' busy blocks from their connected calendars; it counts only when the event checks
 * calendars for conflicts. `agentId` is the round robin's host the visitor picked (`chooseHost`).
 */
export function buildSlotRules(
  source: EventForSlots,
  meetings: readonly SlotMeeting[],
  now: Date,
  duration: number,
  excludeMeetingId?: string,
  calendarBusy?: ReadonlyMap<string, readonly Interval[]>,
  agentId?: string,
): SlotRules {
  const { event } = source;
  return {
    now: now.getTime(),
    eventId: event._id,
    type: event.type,
    duration,
    eventTimezone: source.timezone,
    organizerId: source.organizerId,
    agents:
      calendarBusy && event.schedule.checkForConflict
        ? source.agents.map((a) => ({ ...a, busy: calendarBusy.get(a.id) ?? [] }))
        : source.agents,
    meetings,
    bounds: event.bounds,
    schedule: event.schedule,
    maxAttendeesPerMeet: event.type === 'GROUP' ? event.maxAttendeesPerMeet : 1,
    ...(excludeMeetingId ? { excludeMeetingId } : {}),
    ...(agentId ? { agentId } : {}),
  };
}

/** The zone the visitor's days are keyed in: the event's when it locks it. */
export function visitorZone(event: Event, asked: string, eventZone: string): string {
  return event.timezonePreference.type === 'LOCK' ? eventZone : asked;
}
