import type { AvailableHour, SpecificDate } from '@kairos/core/events/availability';

/** An instant: a Date or epoch milliseconds. The engine works in epoch milliseconds. */
export type Instant = Date | number;

export type EventType = 'SOLO' | 'GROUP' | 'COLLECTIVE' | 'ROUNDROBIN';
export type MeetingStatus = 'ACTIVE' | 'CANCELLED' | 'ACTION_REQUIRED';

export interface Interval {
  start: Instant;
  end: Instant;
}

export interface SlotAgent {
  id: string;
  /** The agent's hours for this event, already resolved (event custom hours or the agent's own). */
  availability: AvailableHour;
  /**
   * Busy blocks from the agent's connected calendars. The caller leaves them out when the
   * event does not check calendars for conflicts.
   */
  busy?: readonly Interval[];
}

export interface SlotMeeting {
  id: string;
  eventId: string;
  agentIds: readonly string[];
  start: Instant;
  end: Instant;
  /** Buffers of the meeting's own event, in minutes, kept on the meeting when it was booked. */
  bufferBefore?: number;
  bufferAfter?: number;
  status: MeetingStatus;
  /** Attendees booked into this meeting, guests included; defaults to 1. */
  attendeeCount?: number;
}

export type AttendeeLimitKey = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface AttendeeLimitRule {
  key: AttendeeLimitKey;
  limit: number;
}

/** The event's `bounds` (product spec, section 3); minutes for every duration. */
export interface SlotBounds {
  buffer?: { beforeMeeting?: number; afterMeeting?: number };
  minimumNotice?: number;
  /** Meetings of this event per day in the event's time zone; 0 or absent = no limit. */
  dailyLimit?: number;
  /** Start-time increment in minutes, at least 5; 0 or absent = the duration. */
  slotGap?: number;
  /**
   * The most upcoming meetings (start at or after `now`, not cancelled) this event may hold
   * at once; 0 or absent = no limit. See docs/decisions/0002-slot-engine-limits.md.
   */
  eventLimit?: number;
  /** Per-attendee limits; checked by `checkAttendeeLimits`, not by `computeSlots`. */
  attendeeLimit?: { dailyLimit?: number };
  attendeeLimits?: readonly AttendeeLimitRule[];
}

/** The event's `schedule`: which local dates of the event's time zone can be booked. */
export interface SlotSchedule {
  type: 'DATE_RANGE' | 'UPCOMING_DAYS' | 'ENDLESS';
  /** DATE_RANGE: first and last bookable dates, `YYYY-MM-DD`, inclusive; absent = open. */
  start?: string;
  end?: string;
  /** UPCOMING_DAYS: how many days from today, counting today. */
  daysCount?: number;
  /** BUSINESS counts Monday to Friday only; the days in between stay bookable. */
  upcomingDayType?: 'BUSINESS' | 'REGULAR';
  /** Event-level overrides in the event's time zone; they replace every agent's hours that day. */
  specificDates?: readonly SpecificDate[];
}

/** Everything about the event and its agents that decides whether an instant is a slot. */
export interface SlotRules {
  now: Instant;
  eventId: string;
  type: EventType;
  /** The chosen duration in minutes. */
  duration: number;
  eventTimezone: string;
  /** SOLO uses this agent (the first agent when absent). */
  organizerId?: string;
  agents: readonly SlotAgent[];
  /**
   * Meetings of these agents (any event) around the requested dates, plus this event's
   * meetings: those on the requested days for the daily limit, and every upcoming one for
   * the event limit.
   */
  meetings: readonly SlotMeeting[];
  bounds?: SlotBounds;
  schedule?: SlotSchedule;
  /** GROUP: seats per meeting; defaults to 1. */
  maxAttendeesPerMeet?: number;
  /** A meeting being rescheduled: it blocks nothing and counts towards no limit. */
  excludeMeetingId?: string;
  /**
   * ROUNDROBIN: the host the visitor picked. Only their hours and meetings decide the slots (the
   * event's own limits still count every host's meetings); an id that is not an agent's leaves
   * none. Other types ignore it: every host attends, or the organizer does.
   */
  agentId?: string;
}

export interface SlotQuery extends SlotRules {
  /** The visitor's dates, `YYYY-MM-DD`, inclusive, in `timezone`. */
  startDate: string;
  endDate: string;
  /** The visitor's time zone. */
  timezone: string;
  /** Also list slots taken by bookings or limits, with `available: false`. */
  showBookedSlots?: boolean;
  /** GROUP: give `spotsLeft` on every slot. */
  displayLeftSpots?: boolean;
}

export interface Slot {
  /** ISO 8601 UTC start. */
  time: string;
  spotsLeft?: number;
  /** Present when `showBookedSlots` is on. */
  available?: boolean;
}

export interface SlotDays {
  /** Every visitor-local date of the requested range, in order, with its sorted slots. */
  days: Record<string, Slot[]>;
}

export type SlotRejection =
  | 'outside_availability'
  | 'too_soon'
  | 'outside_window'
  | 'busy'
  | 'daily_limit'
  | 'event_limit'
  | 'full';

export type SlotCheck =
  | { ok: true; freeAgentIds: string[]; spotsLeft?: number }
  | { ok: false; reason: SlotRejection };
