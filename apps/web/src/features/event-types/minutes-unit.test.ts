import { describe, expect, it } from 'vitest';
import { formatDuration, splitMinutes, toMinutes } from './minutes-unit';

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
    expect(formatDuration(minutes)).toBe(text);
  });
});
