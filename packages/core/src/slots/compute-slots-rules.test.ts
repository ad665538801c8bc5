import { describe, expect, it } from 'vitest';
import { computeSlots } from './compute-slots.ts';
import {
  at,
  daysWithSlots,
  everyDay,
  hours,
  makeAgent,
  makeMeeting,
  makeQuery,
  series,
  times,
  weekdays,
} from './test-factories.ts';
import type { SlotBounds, SlotMeeting, SlotQuery } from './types.ts';

// Unless a test says otherwise: Europe/Berlin host and visitor, Monday 2027-03-01 (+01:00).
const MONDAY = '2027-03-01';

describe('buffers around existing meetings (Europe/Berlin, 30-minute slots, 09:00–13:00)', () => {
  const base = makeQuery({
    duration: 30,
    agents: [makeAgent('alice', 'Europe/Berlin', weekdays([hours('09:00', '13:00')]))],
  });
  // The existing meeting is 10:00–11:00 local, 09:00Z–10:00Z.
  it.each<[string, Partial<SlotMeeting>, SlotBounds['buffer'], string[]]>([
    ['no buffers', {}, {}, ['08:00', '08:30', '10:00', '10:30', '11:00', '11:30']],
    [
      'both sides: its 30/15 and the new 15/0 touch at 09:00 and 11:30 local',
      { bufferBefore: 30, bufferAfter: 15 },
      { beforeMeeting: 15, afterMeeting: 0 },
      ['08:00', '10:30', '11:00', '11:30'],
    ],
    ['the new event’s 30 after', {}, { afterMeeting: 30 }, ['08:00', '10:00', '10:30', '11:00', '11:30']],
    ['the new event’s 15 before', {}, { beforeMeeting: 15 }, ['08:00', '08:30', '10:30', '11:00', '11:30']],
    ['its 45 after', { bufferAfter: 45 }, {}, ['08:00', '08:30', '11:00', '11:30']],
  ])('%s', (_, meetingBuffers, buffer, expectedUtc) => {
    const meeting = makeMeeting('m1', ['alice'], '2027-03-01T09:00:00Z', '2027-03-01T10:00:00Z', {
      eventId: 'other-event',
      ...meetingBuffers,
    });
    const result = computeSlots({ ...base, meetings: [meeting], bounds: { buffer } });
    expect(times(result, MONDAY)).toEqual(expectedUtc.map((time) => `${MONDAY}T${time}:00.000Z`));
  });

  it('keeps a slot that exactly fills the time between two meetings', () => {
    const meetings = [
      makeMeeting('m1', ['alice'], '2027-03-01T08:00:00Z', '2027-03-01T09:00:00Z', { bufferAfter: 15 }),
      makeMeeting('m2', ['alice'], '2027-03-01T10:00:00Z', '2027-03-01T11:00:00Z', { bufferBefore: 15 }),
    ];
    const result = computeSlots({ ...base, meetings, bounds: { slotGap: 15 } });
    expect(times(result, MONDAY)).toEqual([
      '2027-03-01T09:15:00.000Z',
      '2027-03-01T11:00:00.000Z',
      '2027-03-01T11:15:00.000Z',
      '2027-03-01T11:30:00.000Z',
    ]);
  });

  it('applies the new event’s buffers to calendar busy blocks too', () => {
    const agent = makeAgent('alice', 'Europe/Berlin', weekdays([hours('09:00', '13:00')]), {
      busy: [{ start: at('2027-03-01T09:00:00Z'), end: at('2027-03-01T10:00:00Z') }],
    });
    const result = computeSlots({ ...base, agents: [agent], bounds: { buffer: { beforeMeeting: 15 } } });
    expect(times(result, MONDAY)).toEqual(
      ['08:00', '08:30', '10:30', '11:00', '11:30'].map((time) => `${MONDAY}T${time}:00.000Z`),
    );
  });

  it.each<[SlotMeeting['status'], boolean]>([
    ['ACTIVE', true],
    ['ACTION_REQUIRED', true],
    ['CANCELLED', false],
  ])('a %s meeting blocks: %s', (status, blocks) => {
    const meeting = makeMeeting('m1', ['alice'], '2027-03-01T09:00:00Z', '2027-03-01T10:00:00Z', { status });
    expect(
      times(computeSlots({ ...base, meetings: [meeting] }), MONDAY).includes(`${MONDAY}T09:00:00.000Z`),
    ).toBe(!blocks);
  });

  it('ignores meetings of other agents', () => {
    const meeting = makeMeeting('m1', ['bob'], '2027-03-01T09:00:00Z', '2027-03-01T10:00:00Z');
    expect(times(computeSlots({ ...base, meetings: [meeting] }), MONDAY)).toHaveLength(8);
  });

  it('lets a meeting being rescheduled not block itself (excludeMeetingId)', () => {
    const meeting = makeMeeting('m1', ['alice'], '2027-03-01T09:00:00Z', '2027-03-01T10:00:00Z');
    expect(times(computeSlots({ ...base, meetings: [meeting] }), MONDAY)).toHaveLength(6);
    expect(
      times(computeSlots({ ...base, meetings: [meeting], excludeMeetingId: 'm1' }), MONDAY),
    ).toHaveLength(8);
  });
});

describe('minimum notice (Europe/Berlin, now 2027-03-01T08:10Z = 09:10 local)', () => {
  const now = at('2027-03-01T08:10:00Z');
  it.each<[string, Partial<SlotQuery>, string[]]>([
    ['no notice: only past slots go', { bounds: {} }, series('2027-03-01T09:00:00Z', 7, 60)],
    ['60 minutes, hourly', { bounds: { minimumNotice: 60 } }, series('2027-03-01T10:00:00Z', 6, 60)],
    [
      '60 minutes, half-hourly',
      { duration: 30, bounds: { minimumNotice: 60 } },
      series('2027-03-01T09:30:00Z', 13, 30),
    ],
    ['a whole day', { bounds: { minimumNotice: 1440 } }, []],
  ])('%s', (_, overrides, expected) => {
    expect(times(computeSlots(makeQuery({ now, ...overrides })), MONDAY)).toEqual(expected);
  });

  it('a whole day of notice opens the next day from 08:10Z on', () => {
    const result = computeSlots(makeQuery({ now, bounds: { minimumNotice: 1440 }, endDate: '2027-03-02' }));
    expect(times(result, '2027-03-02')).toEqual(series('2027-03-02T09:00:00Z', 7, 60));
  });
});

describe('the schedule window', () => {
  const everyDayAgent = makeAgent('alice', 'Europe/Berlin', everyDay());
  it.each<[string, Partial<SlotQuery>, string[]]>([
    [
      'DATE_RANGE 2027-03-02..2027-03-03 (Europe/Berlin)',
      { schedule: { type: 'DATE_RANGE', start: '2027-03-02', end: '2027-03-03' } },
      ['2027-03-02', '2027-03-03'],
    ],
    [
      'DATE_RANGE open at the end (Europe/Berlin)',
      { schedule: { type: 'DATE_RANGE', start: '2027-03-03' } },
      ['2027-03-03', '2027-03-04', '2027-03-05'],
    ],
    [
      'ENDLESS',
      { schedule: { type: 'ENDLESS' } },
      ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'],
    ],
    ['UPCOMING_DAYS with no days', { schedule: { type: 'UPCOMING_DAYS', daysCount: 0 } }, []],
  ])('%s', (_, overrides, expectedDays) => {
    const result = computeSlots(makeQuery({ endDate: '2027-03-06', ...overrides }));
    expect(daysWithSlots(result)).toEqual(expectedDays);
  });

  it('DATE_RANGE dates are the event’s (Asia/Tokyo), seen by a UTC visitor', () => {
    const result = computeSlots(
      makeQuery({
        eventTimezone: 'Asia/Tokyo',
        agents: [makeAgent('kenji', 'Asia/Tokyo', everyDay([hours('00:00', '24:00')]))],
        schedule: { type: 'DATE_RANGE', start: '2027-03-02', end: '2027-03-02' },
        timezone: 'UTC',
        startDate: '2027-03-01',
        endDate: '2027-03-03',
      }),
    );
    expect(times(result, '2027-03-01')).toEqual(series('2027-03-01T15:00:00Z', 9, 60));
    expect(times(result, '2027-03-02')).toEqual(series('2027-03-02T00:00:00Z', 15, 60));
    expect(times(result, '2027-03-03')).toEqual([]);
  });

  // Friday 2027-03-05 11:00 in Europe/Berlin.
  const friday = at('2027-03-05T10:00:00Z');
  it.each<[string, 'REGULAR' | 'BUSINESS', typeof everyDayAgent, string[]]>([
    ['REGULAR, 3 days', 'REGULAR', everyDayAgent, ['2027-03-05', '2027-03-06', '2027-03-07']],
    [
      'BUSINESS, 3 days: Friday, Monday, Tuesday, with the weekend between',
      'BUSINESS',
      everyDayAgent,
      ['2027-03-05', '2027-03-06', '2027-03-07', '2027-03-08', '2027-03-09'],
    ],
    [
      'BUSINESS, 3 days, host on weekdays',
      'BUSINESS',
      makeAgent('alice', 'Europe/Berlin'),
      ['2027-03-05', '2027-03-08', '2027-03-09'],
    ],
  ])('UPCOMING_DAYS %s (Europe/Berlin)', (_, upcomingDayType, agent, expectedDays) => {
    const result = computeSlots(
      makeQuery({
        now: friday,
        agents: [agent],
        schedule: { type: 'UPCOMING_DAYS', daysCount: 3, upcomingDayType },
        startDate: '2027-03-04',
        endDate: '2027-03-12',
      }),
    );
    expect(daysWithSlots(result)).toEqual(expectedDays);
    expect(times(result, '2027-03-05')[0]).toBe('2027-03-05T10:00:00.000Z');
  });

  it('BUSINESS days are counted in the event’s time zone (Europe/Berlin vs UTC)', () => {
    // 2027-03-05T23:30Z is Friday in UTC but Saturday 00:30 in Europe/Berlin.
    const query = makeQuery({
      now: at('2027-03-05T23:30:00Z'),
      agents: [everyDayAgent],
      schedule: { type: 'UPCOMING_DAYS', daysCount: 1, upcomingDayType: 'BUSINESS' },
      startDate: '2027-03-04',
      endDate: '2027-03-12',
    });
    expect(daysWithSlots(computeSlots(query))).toEqual(['2027-03-06', '2027-03-07', '2027-03-08']);
    expect(daysWithSlots(computeSlots({ ...query, eventTimezone: 'UTC' }))).toEqual([]);
  });

  it('ENDLESS reaches far dates (Europe/Berlin, summer time)', () => {
    const result = computeSlots(
      makeQuery({ schedule: { type: 'ENDLESS' }, startDate: '2030-06-03', endDate: '2030-06-03' }),
    );
    expect(times(result, '2030-06-03')).toEqual(series('2030-06-03T07:00:00Z', 8, 60));
  });
});
