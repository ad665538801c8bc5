import { describe, expect, it } from 'vitest';
import { computeSlots } from './compute-slots.ts';
import { everyDay, hours, makeAgent, makeQuery, series, times, weekdays } from './test-factories.ts';

function oneZone(
  zone: string,
  ranges = [hours('09:00', '17:00')],
  extra: { duration?: number; gap?: number } = {},
) {
  return makeQuery({
    eventTimezone: zone,
    timezone: zone,
    agents: [makeAgent('alice', zone, everyDay(ranges))],
    duration: extra.duration ?? 60,
    bounds: { slotGap: extra.gap ?? 0 },
  });
}

describe('a 09:00–17:00 rule across DST changes (hourly slots)', () => {
  it.each([
    ['Europe/Berlin', '2027-03-27', '2027-03-27T08:00:00.000Z', 'day before spring forward (+01:00)'],
    ['Europe/Berlin', '2027-03-28', '2027-03-28T07:00:00.000Z', 'spring-forward day (+02:00)'],
    ['Europe/Berlin', '2027-03-29', '2027-03-29T07:00:00.000Z', 'day after spring forward'],
    ['Europe/Berlin', '2027-10-30', '2027-10-30T07:00:00.000Z', 'day before fall back (+02:00)'],
    ['Europe/Berlin', '2027-10-31', '2027-10-31T08:00:00.000Z', 'fall-back day (+01:00)'],
    ['Europe/Berlin', '2027-11-01', '2027-11-01T08:00:00.000Z', 'day after fall back'],
    ['America/New_York', '2027-03-13', '2027-03-13T14:00:00.000Z', 'day before spring forward (-05:00)'],
    ['America/New_York', '2027-03-14', '2027-03-14T13:00:00.000Z', 'spring-forward day (-04:00)'],
    ['America/New_York', '2027-11-06', '2027-11-06T13:00:00.000Z', 'day before fall back (-04:00)'],
    ['America/New_York', '2027-11-07', '2027-11-07T14:00:00.000Z', 'fall-back day (-05:00)'],
  ])('%s %s starts at 09:00 local (%s)', (zone, date, first) => {
    const result = computeSlots({ ...oneZone(zone), startDate: date, endDate: date });
    expect(times(result, date)).toEqual(series(first, 8, 60));
  });

  it.each([
    ['Europe/Berlin', '2027-03-28', '2027-03-28T11:00:00.000Z'],
    ['Europe/Berlin', '2027-10-31', '2027-10-31T12:00:00.000Z'],
    ['America/New_York', '2027-03-14', '2027-03-14T17:00:00.000Z'],
    ['America/New_York', '2027-11-07', '2027-11-07T18:00:00.000Z'],
  ])('%s %s: afternoon 13:00–17:00 in half hours starts at 13:00 local', (zone, date, first) => {
    const query = oneZone(zone, [hours('13:00', '17:00')], { duration: 30 });
    expect(times(computeSlots({ ...query, startDate: date, endDate: date }), date)).toEqual(
      series(first, 8, 30),
    );
  });
});

describe('wall times in the spring-forward gap and the fall-back overlap', () => {
  it.each([
    ['Europe/Berlin', '2027-03-28', '01:00', '05:00', 30, series('2027-03-28T00:00:00Z', 6, 30)],
    ['Europe/Berlin', '2027-03-28', '02:00', '03:00', 30, []],
    ['Europe/Berlin', '2027-03-28', '02:30', '04:00', 60, ['2027-03-28T01:00:00.000Z']],
    [
      'America/New_York',
      '2027-03-14',
      '01:00',
      '04:00',
      60,
      ['2027-03-14T06:00:00.000Z', '2027-03-14T07:00:00.000Z'],
    ],
    ['America/New_York', '2027-03-14', '02:00', '02:59', 5, []],
    ['Europe/Berlin', '2027-10-31', '01:00', '05:00', 60, series('2027-10-30T23:00:00Z', 5, 60)],
    ['Europe/Berlin', '2027-10-31', '01:00', '05:00', 30, series('2027-10-30T23:00:00Z', 10, 30)],
    ['America/New_York', '2027-11-07', '00:00', '03:00', 60, series('2027-11-07T04:00:00Z', 4, 60)],
  ])('%s %s %s–%s, %i-minute slots', (zone, date, from, to, minutes, expected) => {
    const query = oneZone(zone, [hours(from, to)], { duration: minutes });
    expect(times(computeSlots({ ...query, startDate: date, endDate: date }), date)).toEqual(expected);
  });

  it.each([
    ['Europe/Berlin', '2027-03-28', 23, '2027-03-27T23:00:00Z'],
    ['Europe/Berlin', '2027-10-31', 25, '2027-10-30T22:00:00Z'],
    ['America/New_York', '2027-03-14', 23, '2027-03-14T05:00:00Z'],
    ['America/New_York', '2027-11-07', 25, '2027-11-07T04:00:00Z'],
  ])('%s %s around the clock gives %i unique hourly slots', (zone, date, count, first) => {
    const query = oneZone(zone, [hours('00:00', '24:00')]);
    expect(times(computeSlots({ ...query, startDate: date, endDate: date }), date)).toEqual(
      series(first, count, 60),
    );
  });
});

describe('odd offsets (09:00–17:00, hourly, Monday 2027-03-01)', () => {
  it.each([
    ['Asia/Kolkata', '2027-03-01T03:30:00Z'],
    ['Asia/Kathmandu', '2027-03-01T03:15:00Z'],
    ['Pacific/Kiritimati', '2027-02-28T19:00:00Z'],
    ['Pacific/Chatham', '2027-02-28T19:15:00Z'],
  ])('%s starts at 09:00 local = %s', (zone, first) => {
    expect(times(computeSlots(oneZone(zone)), '2027-03-01')).toEqual(series(first, 8, 60));
  });

  it('Asia/Kathmandu with a 15-minute grid of 30-minute slots keeps the :15 phase', () => {
    const result = computeSlots(oneZone('Asia/Kathmandu', undefined, { duration: 30, gap: 15 }));
    expect(times(result, '2027-03-01')).toEqual(series('2027-03-01T03:15:00Z', 31, 15));
  });

  it('Pacific/Kiritimati (+14) seen from UTC splits each local day over two UTC dates', () => {
    const query = {
      ...oneZone('Pacific/Kiritimati'),
      timezone: 'UTC',
      startDate: '2027-02-28',
      endDate: '2027-03-01',
    };
    const evening = (date: string) => series(`${date}T19:00:00Z`, 5, 60);
    const morning = (date: string) => series(`${date}T00:00:00Z`, 3, 60);
    const result = computeSlots(query);
    expect(times(result, '2027-02-28')).toEqual([...morning('2027-02-28'), ...evening('2027-02-28')]);
    expect(times(result, '2027-03-01')).toEqual([...morning('2027-03-01'), ...evening('2027-03-01')]);
  });
});

describe('a visitor far from the host sees slots on their own local date', () => {
  it('Asia/Tokyo host on weekdays, America/Los_Angeles visitor', () => {
    const query = makeQuery({
      eventTimezone: 'Asia/Tokyo',
      agents: [makeAgent('kenji', 'Asia/Tokyo', weekdays())],
      timezone: 'America/Los_Angeles',
      startDate: '2027-02-28',
      endDate: '2027-03-06',
    });
    const result = computeSlots(query);
    expect(Object.keys(result.days)).toEqual([
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
    ]);
    // Tokyo's Monday 09:00 is Sunday 16:00 in Los Angeles.
    expect(times(result, '2027-02-28')).toEqual(series('2027-03-01T00:00:00Z', 8, 60));
    expect(times(result, '2027-03-04')).toEqual(series('2027-03-05T00:00:00Z', 8, 60));
    expect(times(result, '2027-03-05')).toEqual([]);
    expect(times(result, '2027-03-06')).toEqual([]);
  });

  it('America/Los_Angeles host on weekdays, Asia/Tokyo visitor, across the US change on 2027-03-14', () => {
    const query = makeQuery({
      eventTimezone: 'America/Los_Angeles',
      agents: [makeAgent('lucy', 'America/Los_Angeles', weekdays())],
      timezone: 'Asia/Tokyo',
      startDate: '2027-03-01',
      endDate: '2027-03-16',
    });
    const result = computeSlots(query);
    expect(times(result, '2027-03-01')).toEqual([]);
    // Monday 09:00 PST is Tuesday 02:00 in Tokyo; after the change, 09:00 PDT is 01:00.
    expect(times(result, '2027-03-02')).toEqual(series('2027-03-01T17:00:00Z', 8, 60));
    expect(times(result, '2027-03-16')).toEqual(series('2027-03-15T16:00:00Z', 8, 60));
  });
});
