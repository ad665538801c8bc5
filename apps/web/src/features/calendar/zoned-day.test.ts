import { describe, expect, it } from 'vitest';
import { minutesOfDayInZone, rangeOfDays, startOfDayInZone, stepAnchor, visibleDays } from './zoned-day';

describe('startOfDayInZone', () => {
  it.each([
    ['2027-03-10', 'UTC', '2027-03-10T00:00:00.000Z'],
    ['2027-03-10', 'Asia/Kolkata', '2027-03-09T18:30:00.000Z'],
    ['2027-03-10', 'Asia/Kathmandu', '2027-03-09T18:15:00.000Z'],
    ['2027-03-10', 'Pacific/Kiritimati', '2027-03-09T10:00:00.000Z'],
    ['2027-03-10', 'America/New_York', '2027-03-10T05:00:00.000Z'],
    // America/New_York springs forward at 02:00 on 2027-03-14: midnight itself still exists.
    ['2027-03-14', 'America/New_York', '2027-03-14T05:00:00.000Z'],
    ['2027-03-15', 'America/New_York', '2027-03-15T04:00:00.000Z'],
    // America/Santiago skips 00:00 on 2026-09-06 (clocks go to 01:00): the day starts at 01:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
  ])('%s in %s starts at %s', (day, zone, iso) => {
    expect(new Date(startOfDayInZone(day, zone)).toISOString()).toBe(iso);
  });
});

describe('minutesOfDayInZone', () => {
  it.each([
    ['2027-03-10T09:15:00Z', 'UTC', 9 * 60 + 15],
    ['2027-03-10T09:15:00Z', 'Asia/Kolkata', 14 * 60 + 45],
    ['2027-03-10T23:30:00Z', 'Asia/Kathmandu', 5 * 60 + 15],
    ['2027-03-10T02:00:00Z', 'America/New_York', 21 * 60],
  ])('%s in %s is minute %i', (iso, zone, minutes) => {
    expect(minutesOfDayInZone(Date.parse(iso), zone)).toBe(minutes);
  });
});

describe('visibleDays', () => {
  it('shows one day for the day view', () => {
    expect(visibleDays('day', '2027-03-10', 1)).toEqual(['2027-03-10']);
  });
  it('shows the week around the anchor from the week start', () => {
    expect(visibleDays('week', '2027-03-10', 1)).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
    ]);
    expect(visibleDays('week', '2027-03-14', 0)[0]).toBe('2027-03-14');
  });
  it('shows whole weeks covering the month', () => {
    const days = visibleDays('month', '2027-02-17', 1);
    expect(days[0]).toBe('2027-02-01');
    expect(days.at(-1)).toBe('2027-02-28');
    expect(days).toHaveLength(28);
  });
});

describe('rangeOfDays', () => {
  it('runs from the first midnight to the midnight after the last day, in the zone', () => {
    expect(rangeOfDays(['2027-03-08', '2027-03-14'], 'Asia/Kolkata')).toEqual({
      from: '2027-03-07T18:30:00.000Z',
      to: '2027-03-14T18:30:00.000Z',
    });
  });
  it('spans a DST change with the right offsets at each end', () => {
    expect(rangeOfDays(['2027-03-08', '2027-03-14'], 'America/New_York')).toEqual({
      from: '2027-03-08T05:00:00.000Z',
      to: '2027-03-15T04:00:00.000Z',
    });
  });
});

describe('stepAnchor', () => {
  it.each([
    ['day', '2027-02-28', 1, '2027-03-01'],
    ['week', '2027-03-10', -1, '2027-03-03'],
    ['month', '2027-01-31', 1, '2027-02-01'],
    ['month', '2027-01-15', -1, '2026-12-01'],
  ] as const)('%s from %s by %i is %s', (view, anchor, step, next) => {
    expect(stepAnchor(view, anchor, step)).toBe(next);
  });
});
