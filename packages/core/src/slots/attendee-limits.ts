import { toMs } from './busy-intervals.ts';
import { monthIndexOf, weekStartOf, yearOf } from './local-days.ts';
import type { AttendeeLimitKey, Instant, MeetingStatus, SlotBounds } from './types.ts';
import { localDayOf } from './zone-offset.ts';

export interface AttendeeMeeting {
  id?: string;
  start: Instant;
  status: MeetingStatus;
}

export interface AttendeeLimitsInput {
  /** The attendee's meetings of this event (matched by email by the caller). */
  meetingsOfAttendee: readonly AttendeeMeeting[];
  slotStart: Instant;
  /** The event's bounds, or the part of them about attendees. */
  limits: Pick<SlotBounds, 'attendeeLimit' | 'attendeeLimits'>;
  /** The event's time zone: days, weeks, months and years are counted there. */
  timezone: string;
  /** 0 = Sunday … 6 = Saturday; defaults to Monday. */
  weekStartsOn?: number;
  /** A meeting being rescheduled does not count against its own attendee. */
  excludeMeetingId?: string;
}

export type AttendeeLimitCheck =
  | { ok: true }
  | { ok: false; reason: 'attendee_limit'; period: AttendeeLimitKey; limit: number };

const PERIODS: readonly AttendeeLimitKey[] = ['DAY', 'WEEK', 'MONTH', 'YEAR'];

function periodOf(key: AttendeeLimitKey, day: number, weekStartsOn: number): number {
  if (key === 'DAY') return day;
  if (key === 'WEEK') return weekStartOf(day, weekStartsOn);
  if (key === 'MONTH') return monthIndexOf(day);
  return yearOf(day);
}

/** The tightest positive limit per period; `attendeeLimit.dailyLimit` (-1 or 0 = none) joins DAY. */
function tightestLimits(limits: AttendeeLimitsInput['limits']): Map<AttendeeLimitKey, number> {
  const tightest = new Map<AttendeeLimitKey, number>();
  const rules = [...(limits.attendeeLimits ?? [])];
  const daily = limits.attendeeLimit?.dailyLimit ?? 0;
  if (daily > 0) rules.push({ key: 'DAY', limit: daily });
  for (const rule of rules) {
    if (!(rule.limit > 0)) continue;
    const current = tightest.get(rule.key);
    if (current === undefined || rule.limit < current) tightest.set(rule.key, rule.limit);
  }
  return tightest;
}

/** Whether the event limits its attendees at all (else their meetings need not be read). */
export function hasAttendeeLimits(limits: AttendeeLimitsInput['limits']): boolean {
  return tightestLimits(limits).size > 0;
}

/**
 * Whether one more meeting at `slotStart` keeps the attendee within every per-attendee
 * limit: the meetings already in the slot's day, week, month or year must be fewer than
 * the limit. The smallest period that is full is reported.
 */
export function checkAttendeeLimits(input: AttendeeLimitsInput): AttendeeLimitCheck {
  const tightest = tightestLimits(input.limits);
  if (tightest.size === 0) return { ok: true };
  const weekStartsOn = input.weekStartsOn ?? 1;
  const slotDay = localDayOf(input.timezone, toMs(input.slotStart));
  const days = input.meetingsOfAttendee
    .filter(
      (meeting) =>
        meeting.status !== 'CANCELLED' &&
        (input.excludeMeetingId === undefined || meeting.id !== input.excludeMeetingId),
    )
    .map((meeting) => localDayOf(input.timezone, toMs(meeting.start)));
  for (const period of PERIODS) {
    const limit = tightest.get(period);
    if (limit === undefined) continue;
    const slotPeriod = periodOf(period, slotDay, weekStartsOn);
    const count = days.filter((day) => periodOf(period, day, weekStartsOn) === slotPeriod).length;
    if (count >= limit) return { ok: false, reason: 'attendee_limit', period, limit };
  }
  return { ok: true };
}
