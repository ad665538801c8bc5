import { describe, expect, it } from 'vitest';
import { computeSlots } from './compute-slots.ts';
import {
  at,
  everyDay,
  hours,
  makeAgent,
  makeMeeting,
  makeQuery,
  series,
  times,
  weekdays,
} from './test-factories.ts';
import type { SlotMeeting, SlotQuery } from './types.ts';

const MONDAY = '2027-03-01';
const alice = makeAgent('alice', 'Europe/Berlin'); // 08:00Z–16:00Z in March
const bob = makeAgent('bob', 'America/New_York'); // 14:00Z–22:00Z before 2027-03-14

describe('SOLO: the organizer alone (Europe/Berlin visitor)', () => {
  it('uses the organizer’s hours, not the other agents’', () => {
    const result = computeSlots(makeQuery({ agents: [bob, alice], organizerId: 'alice' }));
    expect(times(result, MONDAY)).toEqual(series('2027-03-01T08:00:00Z', 8, 60));
  });

  it('falls back to the first agent (America/New_York)', () => {
    const result = computeSlots(makeQuery({ agents: [bob, alice] }));
    expect(times(result, MONDAY)).toEqual(series('2027-03-01T14:00:00Z', 8, 60));
  });

  it('ignores the other agents’ meetings', () => {
    const meeting = makeMeeting('m1', ['bob'], '2027-03-01T08:00:00Z', '2027-03-01T16:00:00Z');
    const result = computeSlots(
      makeQuery({ agents: [bob, alice], organizerId: 'alice', meetings: [meeting] }),
    );
    expect(times(result, MONDAY)).toHaveLength(8);
  });
});

describe('COLLECTIVE: everyone free (Europe/Berlin and Europe/London hosts)', () => {
  const lena = makeAgent('lena', 'Europe/London'); // 09:00Z–17:00Z
  const base = makeQuery({ type: 'COLLECTIVE', agents: [alice, lena] });
  it.each<[string, Partial<SlotQuery>, string[]]>([
    ['the hours they share, 09:00Z–16:00Z', {}, series('2027-03-01T09:00:00Z', 7, 60)],
    [
      'one agent’s meeting removes the slot',
      {
        meetings: [
          makeMeeting('m1', ['lena'], '2027-03-01T12:00:00Z', '2027-03-01T13:00:00Z', { eventId: 'x' }),
        ],
      },
      ['09', '10', '11', '13', '14', '15'].map((hour) => `${MONDAY}T${hour}:00:00.000Z`),
    ],
    [
      'another agent’s calendar block removes the slot',
      {
        agents: [
          makeAgent('alice', 'Europe/Berlin', weekdays(), {
            busy: [{ start: at('2027-03-01T14:00:00Z'), end: at('2027-03-01T14:30:00Z') }],
          }),
          lena,
        ],
      },
      ['09', '10', '11', '12', '13', '15'].map((hour) => `${MONDAY}T${hour}:00:00.000Z`),
    ],
  ])('%s', (_, overrides, expected) => {
    expect(times(computeSlots({ ...base, ...overrides }), MONDAY)).toEqual(expected);
  });

  it('has nothing on a day one of them does not work (Saturday 2027-03-06)', () => {
    const weekend = makeAgent('alice', 'Europe/Berlin', everyDay());
    const result = computeSlots({
      ...base,
      agents: [weekend, lena],
      startDate: '2027-03-06',
      endDate: '2027-03-06',
    });
    expect(times(result)).toEqual([]);
  });
});

describe('ROUNDROBIN: anyone free (Europe/Berlin, America/New_York and Asia/Kolkata hosts)', () => {
  const base = makeQuery({ type: 'ROUNDROBIN', agents: [alice, bob] });
  const hourly = (from: number, to: number) =>
    Array.from(
      { length: to - from + 1 },
      (_, i) => `${MONDAY}T${String(from + i).padStart(2, '0')}:00:00.000Z`,
    );

  it('joins the agents’ hours without duplicates', () => {
    expect(times(computeSlots(base), MONDAY)).toEqual(hourly(8, 21));
  });

  it('keeps a slot while one agent is free, drops it when all are busy', () => {
    const meetings = [
      makeMeeting('m1', ['alice'], '2027-03-01T08:00:00Z', '2027-03-01T09:00:00Z'),
      makeMeeting('m2', ['bob'], '2027-03-01T14:00:00Z', '2027-03-01T16:00:00Z'),
      makeMeeting('m3', ['alice'], '2027-03-01T15:00:00Z', '2027-03-01T16:00:00Z'),
    ];
    expect(times(computeSlots({ ...base, meetings }), MONDAY)).toEqual([...hourly(9, 14), ...hourly(16, 21)]);
  });

  it('drops a start when the only free agent’s hours end before the slot does (Europe/London 08:00–15:30)', () => {
    const dan = makeAgent('dan', 'Europe/London', weekdays([hours('08:00', '15:30')]));
    const meetings = [makeMeeting('m1', ['alice'], '2027-03-01T15:00:00Z', '2027-03-01T16:00:00Z')];
    expect(times(computeSlots({ ...base, agents: [alice, dan], meetings }), MONDAY)).toEqual(hourly(8, 14));
  });

  it('a meeting shared by both agents blocks both', () => {
    const meetings = [makeMeeting('m1', ['bob', 'alice'], '2027-03-01T14:00:00Z', '2027-03-01T15:00:00Z')];
    expect(times(computeSlots({ ...base, meetings }), MONDAY)).toEqual([...hourly(8, 13), ...hourly(15, 21)]);
  });

  it('merges grids of different phases in order (Asia/Kolkata starts on the half hour)', () => {
    const carol = makeAgent('carol', 'Asia/Kolkata'); // 03:30Z–11:30Z
    const result = computeSlots({ ...base, agents: [alice, carol] });
    expect(times(result, MONDAY)).toEqual(
      [...series('2027-03-01T03:30:00Z', 8, 60), ...series('2027-03-01T08:00:00Z', 8, 60)].toSorted(),
    );
  });
});

describe('GROUP: seats per meeting (Europe/Berlin, 09:00–12:00, hour-long slots every 30 minutes)', () => {
  const host = makeAgent('alice', 'Europe/Berlin', weekdays([hours('09:00', '12:00')]));
  const base = makeQuery({
    type: 'GROUP',
    agents: [host],
    maxAttendeesPerMeet: 3,
    displayLeftSpots: true,
    bounds: { slotGap: 30 },
  });
  const session = (attendeeCount: number, extra: Partial<SlotMeeting> = {}) =>
    makeMeeting(`s${attendeeCount}`, ['alice'], '2027-03-01T09:00:00Z', '2027-03-01T10:00:00Z', {
      attendeeCount,
      ...extra,
    });
  const slot = (time: string, spotsLeft: number) => ({ time: `${MONDAY}T${time}:00.000Z`, spotsLeft });

  it.each<[string, Partial<SlotQuery>, ReturnType<typeof slot>[]]>([
    [
      'empty: every start has all seats',
      {},
      ['08:00', '08:30', '09:00', '09:30', '10:00'].map((t) => slot(t, 3)),
    ],
    [
      'a meeting with 2 attendees leaves 1 seat at its start and blocks overlapping starts',
      { meetings: [session(2)] },
      [slot('08:00', 3), slot('09:00', 1), slot('10:00', 3)],
    ],
    [
      'bookings at the same start add up',
      { meetings: [session(1), { ...session(1), id: 'other-booking' }] },
      [slot('08:00', 3), slot('09:00', 1), slot('10:00', 3)],
    ],
    ['a full meeting is gone', { meetings: [session(3)] }, [slot('08:00', 3), slot('10:00', 3)]],
    [
      'a cancelled booking frees its seats',
      { meetings: [session(3, { status: 'CANCELLED' })] },
      ['08:00', '08:30', '09:00', '09:30', '10:00'].map((t) => slot(t, 3)),
    ],
    [
      'a meeting of another event makes the host busy',
      { meetings: [session(1, { eventId: 'other' })] },
      [slot('08:00', 3), slot('10:00', 3)],
    ],
    [
      'bookings sharing a start are one meeting for the daily limit',
      {
        meetings: [session(1), { ...session(1), id: 'other-booking' }],
        bounds: { slotGap: 30, dailyLimit: 2 },
      },
      [slot('08:00', 3), slot('09:00', 1), slot('10:00', 3)],
    ],
    [
      'joining an existing meeting is not limited by the daily limit',
      { meetings: [session(1)], bounds: { slotGap: 30, dailyLimit: 1 } },
      [slot('09:00', 2)],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(computeSlots({ ...base, ...overrides }).days[MONDAY]).toEqual(expected);
  });

  it('shows full and blocked starts with no seats when booked slots are shown', () => {
    const result = computeSlots({ ...base, meetings: [session(3)], showBookedSlots: true });
    expect(result.days[MONDAY]).toEqual([
      { ...slot('08:00', 3), available: true },
      { ...slot('08:30', 0), available: false },
      { ...slot('09:00', 0), available: false },
      { ...slot('09:30', 0), available: false },
      { ...slot('10:00', 3), available: true },
    ]);
  });

  it('leaves spotsLeft out unless displayLeftSpots is on, and seats default to 1', () => {
    const result = computeSlots({
      ...base,
      displayLeftSpots: false,
      maxAttendeesPerMeet: undefined,
      meetings: [session(1)],
    });
    expect(result.days[MONDAY]).toEqual([
      { time: `${MONDAY}T08:00:00.000Z` },
      { time: `${MONDAY}T10:00:00.000Z` },
    ]);
  });
});
