/** Random slot queries for the property tests, aimed at DST changes and odd offsets. */
import type { HourRange, SpecificDate } from '@kairos/core/events/availability';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { SlotAgent, SlotMeeting, SlotQuery } from './types.ts';

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

export function scenario(): fc.Arbitrary<SlotQuery> {
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
