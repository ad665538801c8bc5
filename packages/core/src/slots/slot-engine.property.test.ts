import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { computeSlots } from './compute-slots.ts';
import {
  attendingAgents,
  isInWindow,
  listed,
  localDate,
  modelFreeAgents,
  seatsTaken,
  sessionStarts,
  toMillis,
} from './slot-oracle.ts';
import { scenario } from './slot-scenarios.ts';
import type { SlotQuery } from './types.ts';

const MINUTE = 60_000;
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
});
