import { describe, expect, it } from 'vitest';
import { computeSlots } from './compute-slots.ts';
import { hours, makeAgent, makeQuery, series, times, weekdays } from './test-factories.ts';
import type { SlotQuery } from './types.ts';

describe('specific dates of the agent’s hours (Europe/Berlin host and visitor, hourly)', () => {
  const agent = makeAgent('alice', 'Europe/Berlin', weekdays(), {
    specificDates: [
      { date: '2027-03-02', hours: [hours('10:00', '11:00')] },
      { date: '2027-03-03', hours: [] },
      { date: '2027-03-06', hours: [hours('09:00', '10:00'), hours('14:00', '15:00')] },
    ],
  });
  const result = computeSlots(makeQuery({ agents: [agent], startDate: '2027-03-01', endDate: '2027-03-07' }));
  it.each([
    ['2027-03-01', 'a normal Monday', series('2027-03-01T08:00:00Z', 8, 60)],
    ['2027-03-02', 'replaced by 10:00–11:00', ['2027-03-02T09:00:00.000Z']],
    ['2027-03-03', 'empty hours: closed all day', []],
    ['2027-03-04', 'a normal Thursday', series('2027-03-04T08:00:00Z', 8, 60)],
    [
      '2027-03-06',
      'a Saturday opened by a specific date',
      ['2027-03-06T08:00:00.000Z', '2027-03-06T13:00:00.000Z'],
    ],
    ['2027-03-07', 'a Sunday', []],
  ])('%s: %s', (date, _, expected) => {
    expect(times(result, date)).toEqual(expected);
  });
});

describe('event-level specific dates, in the event’s time zone (Asia/Kolkata event, Europe/Berlin host and visitor)', () => {
  const query = makeQuery({
    eventTimezone: 'Asia/Kolkata',
    agents: [
      makeAgent('alice', 'Europe/Berlin', weekdays(), {
        specificDates: [{ date: '2027-03-04', hours: [hours('09:00', '10:00')] }],
      }),
    ],
    schedule: {
      type: 'ENDLESS',
      specificDates: [
        { date: '2027-03-02', hours: [hours('14:00', '16:00')] },
        { date: '2027-03-03', hours: [] },
        { date: '2027-03-04', hours: [hours('15:30', '16:30')] },
      ],
    },
    startDate: '2027-03-01',
    endDate: '2027-03-05',
  });
  const result = computeSlots(query);
  it.each([
    ['2027-03-01', 'untouched', series('2027-03-01T08:00:00Z', 8, 60)],
    [
      '2027-03-02',
      '14:00–16:00 IST replaces the host’s day',
      ['2027-03-02T08:30:00.000Z', '2027-03-02T09:30:00.000Z'],
    ],
    ['2027-03-03', 'closed for the event', []],
    ['2027-03-04', 'the event’s date wins over the host’s own', ['2027-03-04T10:00:00.000Z']],
    ['2027-03-05', 'untouched', series('2027-03-05T08:00:00Z', 8, 60)],
  ])('%s: %s', (date, _, expected) => {
    expect(times(result, date)).toEqual(expected);
  });
});

describe('slot gap (Europe/Berlin, Monday 2027-03-01)', () => {
  it.each<[string, Partial<SlotQuery>, string[]]>([
    [
      '20 minutes, 60-minute slots in 09:00–11:00',
      { bounds: { slotGap: 20 } },
      series('2027-03-01T08:00:00Z', 4, 20),
    ],
    ['0 means the duration', { bounds: { slotGap: 0 } }, series('2027-03-01T08:00:00Z', 2, 60)],
    ['absent means the duration', { bounds: {} }, series('2027-03-01T08:00:00Z', 2, 60)],
    [
      'below 5 is raised to 5 (50-minute slots in 09:00–10:00)',
      {
        duration: 50,
        bounds: { slotGap: 3 },
        agents: [makeAgent('alice', 'Europe/Berlin', weekdays([hours('09:00', '10:00')]))],
      },
      series('2027-03-01T08:00:00Z', 3, 5),
    ],
    [
      '90 minutes for 30-minute slots',
      { duration: 30, bounds: { slotGap: 90 } },
      series('2027-03-01T08:00:00Z', 2, 90),
    ],
  ])('%s', (_, overrides, expected) => {
    const agents = [makeAgent('alice', 'Europe/Berlin', weekdays([hours('09:00', '11:00')]))];
    expect(times(computeSlots(makeQuery({ agents, ...overrides })), '2027-03-01')).toEqual(expected);
  });

  it('restarts the grid at each range of the day (09:00–10:10 and 13:05–14:00, 30-minute slots)', () => {
    const agents = [
      makeAgent('alice', 'Europe/Berlin', weekdays([hours('09:00', '10:10'), hours('13:05', '14:00')])),
    ];
    expect(times(computeSlots(makeQuery({ agents, duration: 30 })), '2027-03-01')).toEqual([
      '2027-03-01T08:00:00.000Z',
      '2027-03-01T08:30:00.000Z',
      '2027-03-01T12:05:00.000Z',
    ]);
  });

  it('lets a slot run past midnight into the next day’s hours (Europe/Berlin 22:00–24:00 and 00:00–01:00)', () => {
    const agents = [
      makeAgent('alice', 'Europe/Berlin', {
        MONDAY: [hours('22:00', '24:00')],
        TUESDAY: [hours('00:00', '01:00')],
      }),
    ];
    const result = computeSlots(
      makeQuery({ agents, duration: 90, bounds: { slotGap: 30 }, endDate: '2027-03-02' }),
    );
    expect(times(result)).toEqual(series('2027-03-01T21:00:00Z', 4, 30));
  });

  it('restarts the grid at local midnight (Europe/Berlin 22:10–24:00 and 00:00–02:00, hourly)', () => {
    const agents = [
      makeAgent('alice', 'Europe/Berlin', {
        MONDAY: [hours('22:10', '24:00')],
        TUESDAY: [hours('00:00', '02:00')],
      }),
    ];
    const result = computeSlots(makeQuery({ agents, endDate: '2027-03-02' }));
    expect(times(result)).toEqual([
      '2027-03-01T21:10:00.000Z',
      '2027-03-01T22:10:00.000Z',
      '2027-03-01T23:00:00.000Z',
      '2027-03-02T00:00:00.000Z',
    ]);
  });
});
