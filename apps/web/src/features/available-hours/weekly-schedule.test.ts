import type { WeeklySchedule } from '@kairos/core/events/availability';
import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import {
  addRange,
  copyDay,
  nextRange,
  removeRange,
  setDayOn,
  summarizeWeek,
  updateRange,
  withDayRanges,
} from './weekly-schedule';

const t = createTranslator<DashboardKey>('en', dashboardEn);
const nineToFive = [{ start: 540, end: 1020 }];

describe('withDayRanges', () => {
  it('removes a day given no ranges and leaves the input untouched', () => {
    const week: WeeklySchedule = { MONDAY: nineToFive, TUESDAY: nineToFive };
    const next = withDayRanges(week, 'MONDAY', []);
    expect(next).toEqual({ TUESDAY: nineToFive });
    expect(week.MONDAY).toBe(nineToFive);
  });
});

describe('setDayOn', () => {
  it('turns a day on with the hours of the nearest earlier working day', () => {
    const week: WeeklySchedule = { MONDAY: [{ start: 600, end: 720 }] };
    expect(setDayOn(week, 'WEDNESDAY', true).WEDNESDAY).toEqual([{ start: 600, end: 720 }]);
  });

  it('uses 9 to 5 when no earlier day has hours', () => {
    expect(setDayOn({}, 'MONDAY', true)).toEqual({ MONDAY: nineToFive });
  });

  it('keeps the hours of a day that is already on', () => {
    const week: WeeklySchedule = { MONDAY: [{ start: 60, end: 120 }] };
    expect(setDayOn(week, 'MONDAY', true)).toBe(week);
  });

  it('turns a day off by removing it', () => {
    expect(setDayOn({ MONDAY: nineToFive }, 'MONDAY', false)).toEqual({});
  });
});

describe('nextRange', () => {
  it.each([
    [[], { start: 540, end: 1020 }],
    [[{ start: 540, end: 720 }], { start: 780, end: 840 }],
    [[{ start: 540, end: 1400 }], { start: 1400, end: 1440 }],
    [[{ start: 1200, end: 1410 }], { start: 1410, end: 1440 }],
    [[{ start: 0, end: 1440 }], null],
  ])('after %j comes %j', (ranges, expected) => {
    expect(nextRange(ranges)).toEqual(expected);
  });
});

describe('range editing', () => {
  const week: WeeklySchedule = { MONDAY: [{ start: 540, end: 720 }] };

  it('adds a range after the last one', () => {
    expect(addRange(week, 'MONDAY').MONDAY).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 840 },
    ]);
  });

  it('updates one end of a range', () => {
    expect(updateRange(week, 'MONDAY', 0, { start: 600 }).MONDAY).toEqual([{ start: 600, end: 720 }]);
  });

  it('turns the day off when its last range goes', () => {
    expect(removeRange(week, 'MONDAY', 0)).toEqual({});
  });
});

describe('copyDay', () => {
  it('copies hours to other days, skipping the source and clearing days when the source is off', () => {
    const week: WeeklySchedule = { MONDAY: nineToFive, FRIDAY: nineToFive };
    expect(copyDay(week, 'MONDAY', ['MONDAY', 'TUESDAY'])).toEqual({
      MONDAY: nineToFive,
      TUESDAY: nineToFive,
      FRIDAY: nineToFive,
    });
    expect(copyDay(week, 'SUNDAY', ['FRIDAY'])).toEqual({ MONDAY: nineToFive });
  });
});

describe('summarizeWeek', () => {
  it('collapses runs of equal days', () => {
    const week: WeeklySchedule = {
      MONDAY: nineToFive,
      TUESDAY: nineToFive,
      WEDNESDAY: nineToFive,
      THURSDAY: nineToFive,
      FRIDAY: nineToFive,
    };
    expect(summarizeWeek(week, t, '12h')).toEqual(['Mon – Fri, 9:00am – 5:00pm']);
  });

  it('lists single days and split hours in order', () => {
    const week: WeeklySchedule = {
      MONDAY: [
        { start: 780, end: 840 },
        { start: 600, end: 720 },
      ],
      WEDNESDAY: nineToFive,
      SUNDAY: nineToFive,
    };
    expect(summarizeWeek(week, t, '24h')).toEqual([
      'Mon, 10:00 – 12:00, 13:00 – 14:00',
      'Wed, 09:00 – 17:00',
      'Sun, 09:00 – 17:00',
    ]);
  });

  it('says so when the week is empty', () => {
    expect(summarizeWeek({}, t)).toEqual(['Unavailable all week']);
  });
});
