import type { HourRange, SpecificDate } from '@kairos/core/events/availability';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { checkSlot } from './check-slot.ts';
import { computeSlots } from './compute-slots.ts';
import {
  fitsHours,
  isAgentBusy,
  isInWindow,
  localDate,
  modelAgent,
  seatsTaken,
  sessionStarts,
  toMillis,
} from './slot-oracle.ts';
import type { SlotAgent, SlotDays, SlotMeeting, SlotQuery } from './types.ts';

// Zones with DST in either direction, odd offsets, a midnight transition (America/Santiago)
// and a half-hour DST shift (Australia/Lord_Howe).
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'America/Santiago',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Australia/Lord_Howe',
  'UTC',
];
// Weeks holding DST changes of those zones in 2027.
const BASE_DATES = [
  '2027-03-11',
  '2027-03-25',
  '2027-04-01',
  '2027-09-02',
  '2027-10-01',
  '2027-10-28',
  '2027-11-04',
];
const MINUTE = 60_000;
const DAY = 86_400_000;
const DAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

// Boundaries on whole hours half of the time, so meetings and grids line up often.
const hourRange = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 287 }), fc.integer({ min: 1, max: 144 }))
  .map(([onHour, start, length]): HourRange => {
    const from = onHour ? start - (start % 12) : start;
    const to = onHour ? from + Math.max(12, length - (length % 12)) : from + length;
    return { start: from * 5, end: Math.min(1440, to * 5) };
  });
const dayHours: fc.Arbitrary<HourRange[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<HourRange[]>([]) },
  { weight: 4, arbitrary: fc.array(hourRange, { minLength: 1, maxLength: 2 }) },
);

function scenario() {
  return fc
    .record({
      base: fc.constantFrom(...BASE_DATES),
      shift: fc.integer({ min: 0, max: 4 }),
      length: fc.integer({ min: 1, max: 4 }),
      visitorZone: fc.constantFrom(...ZONES),
      eventTimezone: fc.constantFrom(...ZONES),
      type: fc.constantFrom('SOLO', 'COLLECTIVE', 'ROUNDROBIN', 'GROUP' as const),
      duration: fc.constantFrom(15, 30, 45, 60, 90),
      slotGap: fc.constantFrom(0, 5, 10, 15, 20, 30, 45, 60),
      before: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
      after: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
      minimumNotice: fc.constantFrom(0, 0, 30, 240, 1440),
      dailyLimit: fc.constantFrom(0, 0, 1, 2, 3),
      eventLimit: fc.constantFrom(0, 0, 1, 3, 6),
      maxAttendeesPerMeet: fc.integer({ min: 1, max: 4 }),
      showBookedSlots: fc.boolean(),
      displayLeftSpots: fc.boolean(),
      nowOffset: fc.integer({ min: -3 * 288, max: 288 }),
      agents: fc.array(
        fc.record({
          zone: fc.constantFrom(...ZONES),
          weekly: fc.array(dayHours, { minLength: 7, maxLength: 7 }),
          specific: fc.uniqueArray(fc.record({ day: fc.integer({ min: -2, max: 8 }), hours: dayHours }), {
            maxLength: 2,
            selector: (entry) => entry.day,
          }),
          busy: fc.array(fc.tuple(fc.integer({ min: -288, max: 6 * 288 }), fc.integer({ min: 1, max: 36 })), {
            maxLength: 6,
          }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      meetings: fc.array(
        fc.record({
          agentMask: fc.integer({ min: 1, max: 7 }),
          own: fc.boolean(),
          start: fc.oneof(
            fc.integer({ min: -288, max: 6 * 288 }),
            fc.integer({ min: -24, max: 6 * 24 }).map((h) => h * 12),
          ),
          length: fc.integer({ min: 1, max: 24 }),
          bufferBefore: fc.constantFrom(0, 0, 10, 30),
          bufferAfter: fc.constantFrom(0, 0, 5, 15),
          status: fc.constantFrom('ACTIVE', 'ACTIVE', 'ACTION_REQUIRED', 'CANCELLED' as const),
          attendeeCount: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 12 },
      ),
      schedule: fc.oneof(
        fc.constant({ type: 'ENDLESS' as const }),
        fc.record({
          type: fc.constant('DATE_RANGE' as const),
          from: fc.integer({ min: -1, max: 5 }),
          days: fc.integer({ min: 0, max: 4 }),
        }),
        fc.record({
          type: fc.constant('UPCOMING_DAYS' as const),
          daysCount: fc.constantFrom(0, 2, 3, 4, 5, 6, 7, 8),
          upcomingDayType: fc.constantFrom('BUSINESS', 'REGULAR' as const),
        }),
      ),
      eventDates: fc.uniqueArray(fc.record({ day: fc.integer({ min: -1, max: 8 }), hours: dayHours }), {
        maxLength: 1,
        selector: (entry) => entry.day,
      }),
      exclude: fc.boolean(),
      // Teams often share one set of hours; then COLLECTIVE and GROUP have slots more often.
      sameHours: fc.boolean(),
    })
    .map((s): SlotQuery => {
      const baseDate = Temporal.PlainDate.from(s.base).add({ days: s.shift });
      const baseMs = Date.parse(`${baseDate}T00:00:00Z`);
      const dateAt = (offset: number) => baseDate.add({ days: offset }).toString();
      const agents: SlotAgent[] = s.agents.map((a, index) => ({
        id: `agent-${index}`,
        availability: {
          timezone: s.sameHours ? s.agents[0]!.zone : a.zone,
          weeklySchedule: Object.fromEntries(
            DAY_NAMES.map((name, day) => [name, (s.sameHours ? s.agents[0]! : a).weekly[day]!]),
          ),
          specificDates: a.specific.map(
            (entry): SpecificDate => ({ date: dateAt(entry.day), hours: entry.hours }),
          ),
        },
        busy: a.busy.map(([start, length]) => ({
          start: baseMs + start * 5 * MINUTE,
          end: baseMs + (start + length) * 5 * MINUTE,
        })),
      }));
      const meetings: SlotMeeting[] = s.meetings.map((m, index) => ({
        id: `meeting-${index}`,
        eventId: m.own ? 'event-1' : 'other',
        agentIds: agents.filter((_, i) => m.agentMask & (1 << i)).map((agent) => agent.id),
        start: baseMs + m.start * 5 * MINUTE,
        end: baseMs + (m.start + m.length * 3) * 5 * MINUTE,
        bufferBefore: m.bufferBefore,
        bufferAfter: m.bufferAfter,
        status: m.status,
        attendeeCount: m.attendeeCount,
      }));
      const schedule =
        s.schedule.type === 'DATE_RANGE'
          ? {
              type: 'DATE_RANGE' as const,
              start: dateAt(s.schedule.from),
              end: dateAt(s.schedule.from + s.schedule.days),
            }
          : s.schedule;
      return {
        now: baseMs + s.nowOffset * 5 * MINUTE,
        eventId: 'event-1',
        type: s.type,
        duration: s.duration,
        eventTimezone: s.eventTimezone,
        organizerId: agents[agents.length - 1]!.id,
        agents,
        meetings,
        bounds: {
          buffer: { beforeMeeting: s.before, afterMeeting: s.after },
          minimumNotice: s.minimumNotice,
          dailyLimit: s.dailyLimit,
          eventLimit: s.eventLimit,
          slotGap: s.slotGap,
        },
        schedule: {
          ...schedule,
          specificDates: s.eventDates.map((entry) => ({ date: dateAt(entry.day), hours: entry.hours })),
        },
        maxAttendeesPerMeet: s.maxAttendeesPerMeet,
        showBookedSlots: s.showBookedSlots,
        displayLeftSpots: s.displayLeftSpots,
        ...(s.exclude && meetings.length > 0 ? { excludeMeetingId: meetings[0]!.id } : {}),
        startDate: dateAt(0),
        endDate: dateAt(s.length - 1),
        timezone: s.visitorZone,
      };
    });
}

interface Listed {
  day: string;
  start: number;
  available: boolean;
  spotsLeft: number | undefined;
}

function listed(result: SlotDays): Listed[] {
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
function attendingAgents(query: SlotQuery): SlotAgent[] {
  if (query.type !== 'SOLO') return [...query.agents];
  return [query.agents.find((agent) => agent.id === query.organizerId) ?? query.agents[0]!];
}

/** The agents whose hours hold the whole slot and who have nothing in its way, per the model. */
function modelFreeAgents(query: SlotQuery): (start: number) => string[] {
  const models = query.agents.map((agent) => ({ agent, model: modelAgent(query, agent) }));
  return (start) =>
    models
      .filter(
        ({ agent, model }) =>
          fitsHours(model, start, query.duration * MINUTE) && !isAgentBusy(query, agent, start),
      )
      .map(({ agent }) => agent.id);
}

const RUNS = { numRuns: 200 };

describe('slot engine properties (random zones among Europe/Berlin, America/New_York, Asia/Kathmandu, Pacific/Kiritimati, Australia/Lord_Howe and more, around 2027 DST changes)', () => {
  it('lists every requested visitor date, each slot under its own local date, sorted and unique', () => {
    fc.assert(
      fc.property(scenario(), (query) => {
        const result = computeSlots(query);
        const first = Temporal.PlainDate.from(query.startDate);
        const expectedDays = Array.from({ length: Object.keys(result.days).length }, (_, i) =>
          first.add({ days: i }).toString(),
        );
        expect(Object.keys(result.days)).toEqual(expectedDays);
        expect(expectedDays.at(-1)).toBe(query.endDate);
        const slots = listed(result);
        for (let i = 0; i < slots.length; i += 1) {
          const slot = slots[i]!;
          expect(localDate(query.timezone, slot.start).toString()).toBe(slot.day);
          if (i > 0) expect(slot.start).toBeGreaterThan(slots[i - 1]!.start);
        }
      }),
      RUNS,
    );
  });

  it('offers only slots inside the hours, the window and the notice, clear of busy time and buffers', () => {
    fc.assert(
      fc.property(scenario(), (query) => {
        const earliest = toMillis(query.now) + (query.bounds?.minimumNotice ?? 0) * MINUTE;
        const freeAgents = modelFreeAgents(query);
        for (const slot of listed(computeSlots(query))) {
          expect(slot.start).toBeGreaterThanOrEqual(earliest);
          expect(isInWindow(query, slot.start)).toBe(true);
          if (!slot.available) continue;
          const free = new Set(freeAgents(slot.start));
          const needed = attendingAgents(query);
          if (query.type === 'ROUNDROBIN') expect(free.size).toBeGreaterThan(0);
          else for (const agent of needed) expect(free.has(agent.id)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('offers exactly the grid starts the model finds free, within limits and seats', () => {
    fc.assert(
      fc.property(scenario(), (query) => {
        // The grid depends on the hours alone: ask again with nothing booked and no limits.
        const gridQuery: SlotQuery = {
          ...query,
          now: 0,
          agents: query.agents.map((agent) => ({ ...agent, busy: [] })),
          meetings: [],
          bounds: { ...query.bounds, dailyLimit: 0, eventLimit: 0, minimumNotice: 0 },
          schedule: { type: 'ENDLESS', specificDates: query.schedule?.specificDates ?? [] },
          showBookedSlots: true,
        };
        const earliest = toMillis(query.now) + (query.bounds?.minimumNotice ?? 0) * MINUTE;
        const grid = listed(computeSlots(gridQuery));
        for (const slot of grid) expect(slot.available).toBe(true);

        const freeAgents = modelFreeAgents(query);
        const sessions = sessionStarts(query);
        const nowMs = toMillis(query.now);
        const dailyLimit = query.bounds?.dailyLimit ?? 0;
        const eventLimit = query.bounds?.eventLimit ?? 0;
        const capacity = query.maxAttendeesPerMeet ?? 1;
        const expected = grid
          .filter((slot) => slot.start >= earliest && isInWindow(query, slot.start))
          .map((slot) => {
            const free = new Set(freeAgents(slot.start));
            const isFree =
              query.type === 'ROUNDROBIN'
                ? free.size > 0
                : attendingAgents(query).every((agent) => free.has(agent.id));
            const taken = query.type === 'GROUP' ? seatsTaken(query, slot.start) : undefined;
            if (taken !== undefined) return { start: slot.start, available: isFree && taken < capacity };
            const day = localDate(query.eventTimezone, slot.start).toString();
            const sameDay = sessions.filter(
              (start) => localDate(query.eventTimezone, start).toString() === day,
            ).length;
            const upcoming = sessions.filter((start) => start >= nowMs).length;
            const withinLimits =
              (dailyLimit === 0 || sameDay < dailyLimit) && (eventLimit === 0 || upcoming < eventLimit);
            return { start: slot.start, available: isFree && withinLimits };
          });
        const actual = listed(computeSlots(query)).map(({ start, available }) => ({ start, available }));
        expect(actual).toEqual(query.showBookedSlots ? expected : expected.filter((slot) => slot.available));
      }),
      RUNS,
    );
  });

  it('never offers a slot that would exceed the daily limit, the event limit or the seats', () => {
    fc.assert(
      fc.property(scenario(), (query) => {
        const sessions = sessionStarts(query);
        const capacity = query.maxAttendeesPerMeet ?? 1;
        const nowMs = toMillis(query.now);
        for (const slot of listed(computeSlots(query))) {
          if (!slot.available) continue;
          const taken = query.type === 'GROUP' ? seatsTaken(query, slot.start) : undefined;
          if (taken !== undefined) {
            expect(taken).toBeLessThan(capacity);
            if (query.displayLeftSpots) expect(slot.spotsLeft).toBe(capacity - taken);
            continue;
          }
          const day = localDate(query.eventTimezone, slot.start).toString();
          const sameDay = sessions.filter(
            (start) => localDate(query.eventTimezone, start).toString() === day,
          );
          const dailyLimit = query.bounds?.dailyLimit ?? 0;
          const eventLimit = query.bounds?.eventLimit ?? 0;
          if (dailyLimit > 0) expect(sameDay.length).toBeLessThan(dailyLimit);
          if (eventLimit > 0)
            expect(sessions.filter((start) => start >= nowMs).length).toBeLessThan(eventLimit);
          if (query.type === 'GROUP' && query.displayLeftSpots) expect(slot.spotsLeft).toBe(capacity);
        }
      }),
      RUNS,
    );
  });

  it('keeps every limit while slots are booked one after another', () => {
    fc.assert(
      fc.property(scenario(), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (initial, picks) => {
        let query = { ...initial, showBookedSlots: false };
        for (const [round, pick] of picks.entries()) {
          const open = listed(computeSlots(query));
          if (open.length === 0) break;
          const start = open[pick % open.length]!.start;
          const check = checkSlot(query, start);
          expect(check.ok).toBe(true);
          if (!check.ok) break;
          const booking: SlotMeeting = {
            id: `booked-${round}`,
            eventId: query.eventId,
            agentIds: query.type === 'ROUNDROBIN' ? [check.freeAgentIds[0]!] : check.freeAgentIds,
            start,
            end: start + query.duration * MINUTE,
            bufferBefore: query.bounds?.buffer?.beforeMeeting ?? 0,
            bufferAfter: query.bounds?.buffer?.afterMeeting ?? 0,
            status: 'ACTIVE',
            attendeeCount: 1,
          };
          query = { ...query, meetings: [...query.meetings, booking] };
          const ours = query.meetings.filter((m) => m.id.startsWith('booked-'));
          const capacity = query.maxAttendeesPerMeet ?? 1;
          for (const meeting of ours) {
            const startMs = toMillis(meeting.start);
            if (query.type === 'GROUP') {
              expect(ours.filter((m) => toMillis(m.start) === startMs).length).toBeLessThanOrEqual(capacity);
            } else {
              // No agent holds two new bookings that overlap.
              const clash = ours.some(
                (other) =>
                  other !== meeting &&
                  other.agentIds.some((id) => meeting.agentIds.includes(id)) &&
                  toMillis(other.start) < toMillis(meeting.end) &&
                  startMs < toMillis(other.end),
              );
              expect(clash).toBe(false);
            }
          }
          const sessions = sessionStarts(query);
          const dailyLimit = query.bounds?.dailyLimit ?? 0;
          const eventLimit = query.bounds?.eventLimit ?? 0;
          const newDays = new Set(
            ours.map((m) => localDate(query.eventTimezone, toMillis(m.start)).toString()),
          );
          const initialSessions = sessionStarts(initial);
          for (const day of newDays) {
            const count = (list: number[]) =>
              list.filter((start) => localDate(query.eventTimezone, start).toString() === day).length;
            if (dailyLimit > 0)
              expect(count(sessions)).toBeLessThanOrEqual(Math.max(dailyLimit, count(initialSessions)));
          }
          const nowMs = toMillis(query.now);
          const upcoming = (list: number[]) => list.filter((start) => start >= nowMs).length;
          if (eventLimit > 0)
            expect(upcoming(sessions)).toBeLessThanOrEqual(Math.max(eventLimit, upcoming(initialSessions)));
        }
      }),
      { numRuns: 80 },
    );
  });

  it('checkSlot agrees with computeSlots, and names exactly the free agents', () => {
    fc.assert(
      fc.property(
        scenario(),
        fc.array(fc.integer({ min: 0, max: 4 * 288 }), { maxLength: 25 }),
        (query, probes) => {
          const slots = listed(computeSlots(query));
          const freeAgents = modelFreeAgents(query);
          const byStart = new Map(slots.map((slot) => [slot.start, slot]));
          for (const slot of slots) {
            const check = checkSlot(query, slot.start);
            expect(check.ok).toBe(slot.available);
            if (check.ok) {
              if (query.type === 'GROUP' && query.displayLeftSpots)
                expect(check.spotsLeft).toBe(slot.spotsLeft);
              if (query.type === 'ROUNDROBIN') expect(check.freeAgentIds).toEqual(freeAgents(slot.start));
            } else {
              expect(['busy', 'full', 'daily_limit', 'event_limit']).toContain(check.reason);
            }
          }
          const rangeStart = Temporal.PlainDate.from(query.startDate)
            .toZonedDateTime({ timeZone: query.timezone })
            .toInstant().epochMilliseconds;
          const rangeEnd = Temporal.PlainDate.from(query.endDate)
            .add({ days: 1 })
            .toZonedDateTime({ timeZone: query.timezone })
            .toInstant().epochMilliseconds;
          for (const probe of probes) {
            const start = rangeStart + probe * 5 * MINUTE;
            if (start >= rangeEnd || start >= rangeStart + 4 * DAY) continue;
            const check = checkSlot(query, start);
            const slot = byStart.get(start);
            if (check.ok) expect(slot?.available).toBe(true);
            else if (['busy', 'full', 'daily_limit', 'event_limit'].includes(check.reason)) {
              expect(slot === undefined || slot.available === false).toBe(true);
              if (query.showBookedSlots) expect(slot?.available).toBe(false);
            } else expect(slot).toBeUndefined();
          }
        },
      ),
      RUNS,
    );
  });
});
