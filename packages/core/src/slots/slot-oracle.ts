/**
 * A slow, independent model of the slot rules for the property tests: wall times are
 * read with Temporal (not with `zone-offset.ts`), and every rule is checked directly on
 * one candidate slot instead of by sweeping.
 */

import type { HourRange } from '@kairos/core/events/availability';
import { Temporal } from 'temporal-polyfill';
import type { SlotAgent, SlotDays, SlotMeeting, SlotQuery } from './types.ts';

const MINUTE = 60_000;
const WEEK_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

type Range = [number, number];

export function toMillis(value: Date | number): number {
  return typeof value === 'number' ? value : value.getTime();
}

export function localDate(zone: string, instant: number): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDate();
}

/** The first instant whose wall time in `zone` is at or after `minute` on `date`. */
function wallInstant(zone: string, date: Temporal.PlainDate, minute: number): number {
  const day = minute >= 1440 ? date.add({ days: 1 }) : date;
  const time = Temporal.PlainTime.from({ hour: Math.floor((minute % 1440) / 60), minute: minute % 60 });
  const wall = day.toPlainDateTime(time);
  const zoned = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  if (zoned.toPlainDateTime().equals(wall)) return zoned.epochMilliseconds;
  return zoned.getTimeZoneTransition('next')!.epochMilliseconds;
}

function rangesOn(zone: string, date: Temporal.PlainDate, hours: readonly HourRange[]): Range[] {
  return hours.map((range) => [wallInstant(zone, date, range.start), wallInstant(zone, date, range.end)]);
}

function dates(first: Temporal.PlainDate, last: Temporal.PlainDate): Temporal.PlainDate[] {
  const list: Temporal.PlainDate[] = [];
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 }))
    list.push(date);
  return list;
}

function inside(ranges: readonly Range[], instant: number): boolean {
  return ranges.some(([from, to]) => instant >= from && instant < to);
}

export interface AgentModel {
  isAvailable(instant: number): boolean;
}

/** An agent's hours over the dates around the query, with the event's date overrides. */
export function modelAgent(query: SlotQuery, agent: SlotAgent): AgentModel {
  const first = Temporal.PlainDate.from(query.startDate).subtract({ days: 3 });
  const last = Temporal.PlainDate.from(query.endDate).add({ days: 3 });
  const { timezone, weeklySchedule, specificDates } = agent.availability;
  const own = dates(first, last).flatMap((date) => {
    const specific = specificDates.findLast((entry) => entry.date === date.toString());
    const hours = specific?.hours ?? weeklySchedule[WEEK_DAYS[date.dayOfWeek - 1]!] ?? [];
    return rangesOn(timezone, date, hours);
  });
  const cuts: Range[] = [];
  const overrides: Range[] = [];
  for (const entry of query.schedule?.specificDates ?? []) {
    const date = Temporal.PlainDate.from(entry.date);
    cuts.push([wallInstant(query.eventTimezone, date, 0), wallInstant(query.eventTimezone, date, 1440)]);
    overrides.push(...rangesOn(query.eventTimezone, date, entry.hours));
  }
  return {
    isAvailable: (instant) => inside(overrides, instant) || (inside(own, instant) && !inside(cuts, instant)),
  };
}

/** Whether [start, start + duration) lies in the agent's hours (boundaries are 5-minute aligned). */
export function fitsHours(model: AgentModel, start: number, durationMs: number): boolean {
  for (let instant = start; instant < start + durationMs; instant += 5 * MINUTE) {
    if (!model.isAvailable(instant)) return false;
  }
  return true;
}

function overlaps(a: Range, b: Range): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

export function isBooked(query: SlotQuery, meeting: SlotMeeting): boolean {
  return meeting.status !== 'CANCELLED' && meeting.id !== query.excludeMeetingId;
}

/** Whether the agent has a calendar block or meeting in the way of a slot at `start`. */
export function isAgentBusy(query: SlotQuery, agent: SlotAgent, start: number): boolean {
  const before = (query.bounds?.buffer?.beforeMeeting ?? 0) * MINUTE;
  const after = (query.bounds?.buffer?.afterMeeting ?? 0) * MINUTE;
  const slot: Range = [start - before, start + query.duration * MINUTE + after];
  for (const block of agent.busy ?? []) {
    if (overlaps(slot, [toMillis(block.start), toMillis(block.end)])) return true;
  }
  for (const meeting of query.meetings) {
    if (!isBooked(query, meeting) || !meeting.agentIds.includes(agent.id)) continue;
    const meetingStart = toMillis(meeting.start);
    if (query.type === 'GROUP' && meeting.eventId === query.eventId && meetingStart === start) continue;
    const occupied: Range = [
      meetingStart - (meeting.bufferBefore ?? 0) * MINUTE,
      toMillis(meeting.end) + (meeting.bufferAfter ?? 0) * MINUTE,
    ];
    if (occupied[0] < occupied[1] && overlaps(slot, occupied)) return true;
  }
  return false;
}

/** The event's bookings as meetings (non-GROUP) or distinct starts (GROUP). */
export function sessionStarts(query: SlotQuery): number[] {
  const starts = query.meetings
    .filter((meeting) => meeting.eventId === query.eventId && isBooked(query, meeting))
    .map((meeting) => toMillis(meeting.start));
  return query.type === 'GROUP' ? [...new Set(starts)] : starts;
}

export function seatsTaken(query: SlotQuery, start: number): number | undefined {
  const here = query.meetings.filter(
    (meeting) =>
      meeting.eventId === query.eventId && isBooked(query, meeting) && toMillis(meeting.start) === start,
  );
  return here.length === 0 ? undefined : here.reduce((sum, meeting) => sum + (meeting.attendeeCount ?? 1), 0);
}

/** Whether the schedule lets a slot start at `start` (dates in the event's time zone). */
export function isInWindow(query: SlotQuery, start: number): boolean {
  const schedule = query.schedule;
  if (!schedule || schedule.type === 'ENDLESS') return true;
  const date = localDate(query.eventTimezone, start);
  if (schedule.type === 'DATE_RANGE') {
    const afterStart =
      !schedule.start || Temporal.PlainDate.compare(date, Temporal.PlainDate.from(schedule.start)) >= 0;
    const beforeEnd =
      !schedule.end || Temporal.PlainDate.compare(date, Temporal.PlainDate.from(schedule.end)) <= 0;
    return afterStart && beforeEnd;
  }
  const today = localDate(query.eventTimezone, toMillis(query.now));
  if (Temporal.PlainDate.compare(date, today) < 0) return false;
  let counted = 0;
  for (let day = today; Temporal.PlainDate.compare(day, date) <= 0; day = day.add({ days: 1 })) {
    if (schedule.upcomingDayType !== 'BUSINESS' || day.dayOfWeek <= 5) counted += 1;
  }
  // A weekend day belongs to the window when a business day is still to come after it.
  if (schedule.upcomingDayType === 'BUSINESS' && date.dayOfWeek > 5) counted += 1;
  return counted <= (schedule.daysCount ?? 0);
}

export interface Listed {
  day: string;
  start: number;
  available: boolean;
  spotsLeft: number | undefined;
}

export function listed(result: SlotDays): Listed[] {
  return Object.entries(result.days).flatMap(([day, slots]) =>
    slots.map((slot) => ({
      day,
      start: Date.parse(slot.time),
      available: slot.available ?? true,
      spotsLeft: slot.spotsLeft,
    })),
  );
}

/** Who has to be free: the organizer (SOLO), everyone (COLLECTIVE, GROUP) or anyone (ROUNDROBIN). */
export function attendingAgents(query: SlotQuery): SlotAgent[] {
  if (query.type !== 'SOLO') return [...query.agents];
  return [query.agents.find((agent) => agent.id === query.organizerId) ?? query.agents[0]!];
}

/** The agents whose hours hold the whole slot and who have nothing in its way, per the model. */
export function modelFreeAgents(query: SlotQuery): (start: number) => string[] {
  const models = query.agents.map((agent) => ({ agent, model: modelAgent(query, agent) }));
  return (start) =>
    models
      .filter(
        ({ agent, model }) =>
          fitsHours(model, start, query.duration * MINUTE) && !isAgentBusy(query, agent, start),
      )
      .map(({ agent }) => agent.id);
}
