import { describe, expect, it } from 'vitest';
import { computeSlots } from './compute-slots.ts';
import { at, daysWithSlots, makeAgent, makeMeeting, makeQuery, series, times } from './test-factories.ts';
import type { SlotMeeting, SlotQuery } from './types.ts';

describe('daily limit, counted in the event’s time zone (America/New_York event, host and visitor)', () => {
  // 2027-03-03T03:00Z is 22:00 on Tuesday 2027-03-02 in New York.
  const lateTuesday = makeMeeting('m1', ['nina'], '2027-03-03T03:00:00Z', '2027-03-03T04:00:00Z');
  const base = makeQuery({
    eventTimezone: 'America/New_York',
    agents: [makeAgent('nina', 'America/New_York')],
    timezone: 'America/New_York',
    startDate: '2027-03-02',
    endDate: '2027-03-03',
    bounds: { dailyLimit: 1 },
  });
  it.each<[string, Partial<SlotQuery>, SlotMeeting, string[]]>([
    ['one meeting reaches a limit of 1', {}, lateTuesday, ['2027-03-03']],
    [
      'a meeting of another event does not count',
      {},
      { ...lateTuesday, eventId: 'other' },
      ['2027-03-02', '2027-03-03'],
    ],
    [
      'a cancelled meeting does not count',
      {},
      { ...lateTuesday, status: 'CANCELLED' },
      ['2027-03-02', '2027-03-03'],
    ],
    ['a pending meeting counts', {}, { ...lateTuesday, status: 'ACTION_REQUIRED' }, ['2027-03-03']],
    [
      'the meeting being rescheduled does not count',
      { excludeMeetingId: 'm1' },
      lateTuesday,
      ['2027-03-02', '2027-03-03'],
    ],
    ['a limit of 2 is not reached', { bounds: { dailyLimit: 2 } }, lateTuesday, ['2027-03-02', '2027-03-03']],
    ['0 means no limit', { bounds: { dailyLimit: 0 } }, lateTuesday, ['2027-03-02', '2027-03-03']],
  ])('%s', (_, overrides, meeting, expectedDays) => {
    expect(daysWithSlots(computeSlots({ ...base, meetings: [meeting], ...overrides }))).toEqual(expectedDays);
  });
});

describe('event limit: upcoming meetings of the event (Europe/Berlin, now 2027-03-01T00:00Z)', () => {
  const upcoming = [
    makeMeeting('m1', ['bob'], '2027-03-10T10:00:00Z', '2027-03-10T11:00:00Z'),
    makeMeeting('m2', ['bob'], '2027-03-11T10:00:00Z', '2027-03-11T11:00:00Z'),
  ];
  const base = makeQuery({ now: at('2027-03-01T00:00:00Z'), bounds: { eventLimit: 2 }, meetings: upcoming });
  const [first, second] = upcoming as [SlotMeeting, SlotMeeting];
  it.each<[string, Partial<SlotQuery>, number]>([
    ['two upcoming meetings reach a limit of 2', {}, 0],
    [
      'a past meeting does not count',
      { meetings: [{ ...first, start: at('2027-02-20T10:00:00Z') }, second] },
      8,
    ],
    ['a cancelled meeting does not count', { meetings: [first, { ...second, status: 'CANCELLED' }] }, 8],
    ['the meeting being rescheduled does not count', { excludeMeetingId: 'm2' }, 8],
    [
      'meetings of other events do not count',
      { meetings: upcoming.map((m) => ({ ...m, eventId: 'other' })) },
      8,
    ],
    ['a limit of 3 is not reached', { bounds: { eventLimit: 3 } }, 8],
  ])('%s', (_, overrides, count) => {
    expect(times(computeSlots({ ...base, ...overrides }), '2027-03-01')).toHaveLength(count);
  });
});

describe('showBookedSlots (Europe/Berlin, Monday 2027-03-01, hourly)', () => {
  const meeting = makeMeeting('m1', ['alice'], '2027-03-01T09:00:00Z', '2027-03-01T10:00:00Z', {
    eventId: 'other',
  });

  it('lists a slot taken by a meeting as unavailable', () => {
    const result = computeSlots(makeQuery({ meetings: [meeting], showBookedSlots: true }));
    expect(result.days['2027-03-01']).toEqual(
      series('2027-03-01T08:00:00Z', 8, 60).map((time) => ({
        time,
        available: time !== '2027-03-01T09:00:00.000Z',
      })),
    );
  });

  it('lists every slot as unavailable once the daily limit is reached', () => {
    const own = { ...meeting, eventId: 'event-1' };
    const result = computeSlots(
      makeQuery({ meetings: [own], showBookedSlots: true, bounds: { dailyLimit: 1 } }),
    );
    expect(result.days['2027-03-01']?.map((slot) => slot.available)).toEqual(Array(8).fill(false));
  });

  it('does not list slots that are too soon', () => {
    const result = computeSlots(makeQuery({ now: at('2027-03-01T12:30:00Z'), showBookedSlots: true }));
    expect(times(result, '2027-03-01')).toEqual(series('2027-03-01T13:00:00Z', 3, 60));
  });

  it('leaves `available` out when off', () => {
    const result = computeSlots(makeQuery({ meetings: [meeting] }));
    expect(result.days['2027-03-01']?.[0]).toEqual({ time: '2027-03-01T08:00:00.000Z' });
    expect(times(result, '2027-03-01')).toHaveLength(7);
  });
});
