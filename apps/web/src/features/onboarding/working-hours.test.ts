import type { HourRange, WeekDay } from '@kairos/core/events/availability';
import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { publicLinkOf, WORKING_DAYS, weekOf, workingHoursProblem } from './working-hours';

const t = createTranslator('en', dashboardEn);

describe('onboarding working hours', () => {
  it('puts the same hours on each chosen day and leaves the others off', () => {
    const week = weekOf(['MONDAY', 'WEDNESDAY'], { start: 540, end: 1020 });
    expect(week).toEqual({ MONDAY: [{ start: 540, end: 1020 }], WEDNESDAY: [{ start: 540, end: 1020 }] });
    expect(week.MONDAY).not.toBe(week.WEDNESDAY);
    expect(Object.keys(weekOf(WORKING_DAYS, { start: 0, end: 60 }))).toHaveLength(5);
  });

  it('asks for a day and a range that ends after it starts', () => {
    const problem = (days: WeekDay[], range: HourRange) => {
      const key = workingHoursProblem(days, range);
      return key && t(key);
    };
    expect(problem([], { start: 540, end: 1020 })).toBe('Choose at least one day');
    expect(problem(['MONDAY'], { start: 600, end: 600 })).toBe('The day must end after it starts');
    expect(workingHoursProblem(['MONDAY'], { start: 540, end: 1020 })).toBeNull();
  });

  it('links to the first event, or to the listing without one', () => {
    expect(publicLinkOf('https://book.example.com/', 'acme', 'intro-call')).toBe(
      'https://book.example.com/acme/intro-call',
    );
    expect(publicLinkOf('https://book.example.com', 'acme', null)).toBe('https://book.example.com/acme/');
  });
});
