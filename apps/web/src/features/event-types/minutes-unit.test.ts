import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { changeUnit, formatDuration, splitMinutes, toMinutes } from './minutes-unit';

const t = createTranslator('en', dashboardEn);

describe('splitMinutes', () => {
  it.each([
    [0, 0, 'minutes'],
    [45, 45, 'minutes'],
    [90, 90, 'minutes'],
    [120, 2, 'hours'],
    [1440, 1, 'days'],
    [2880, 2, 'days'],
    [1500, 25, 'hours'],
  ] as const)('%i minutes is %i %s, and back', (minutes, amount, unit) => {
    expect(splitMinutes(minutes)).toEqual({ amount, unit });
    expect(toMinutes(amount, unit)).toBe(minutes);
  });
});

describe('formatDuration', () => {
  it.each([
    [15, '15 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [1440, '1 day'],
    [4320, '3 days'],
  ])('%i minutes reads %s', (minutes, text) => {
    expect(formatDuration(t, minutes)).toBe(text);
  });
});

describe('changeUnit', () => {
  it.each([
    ['2 minutes, then hours', 2, 'minutes', 'hours', 120],
    ['2 minutes, then days', 2, 'minutes', 'days', 2880],
    ['3 hours, then minutes', 180, 'hours', 'minutes', 3],
    ['1.5 hours, then days', 90, 'hours', 'days', 2160],
    ['2 days, then hours', 2880, 'days', 'hours', 120],
    ['the same unit', 45, 'minutes', 'minutes', 45],
    ['0, then hours', 0, 'minutes', 'hours', 0],
  ] as const)('%s: %i minutes become %i', (_, minutes, from, to, expected) => {
    expect(changeUnit(minutes, from, to)).toBe(expected);
  });

  it('leaves an empty box empty', () => {
    expect(changeUnit(Number.NaN, 'minutes', 'hours')).toBeNaN();
  });
});
