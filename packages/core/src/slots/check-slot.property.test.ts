import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { checkSlot } from './check-slot.ts';
import { computeSlots } from './compute-slots.ts';
import { listed, localDate, modelFreeAgents, sessionStarts, toMillis } from './slot-oracle.ts';
import { scenario } from './slot-scenarios.ts';
import type { SlotMeeting } from './types.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const RUNS = { numRuns: 200 };

describe('checkSlot and booking properties (random zones among Europe/Berlin, America/New_York, Asia/Kathmandu, Pacific/Kiritimati, Australia/Lord_Howe and more, around 2027 DST changes)', () => {
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
