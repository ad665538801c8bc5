import { describe, expect, it } from 'vitest';
import { formatMinutes, formatRange, parseTimeLabel, timeOptions } from './time-of-day';

describe('formatMinutes', () => {
  it.each([
    [0, '12:00am', '00:00'],
    [5, '12:05am', '00:05'],
    [540, '9:00am', '09:00'],
    [720, '12:00pm', '12:00'],
    [765, '12:45pm', '12:45'],
    [1020, '5:00pm', '17:00'],
    [1439, '11:59pm', '23:59'],
    [1440, '12:00am', '24:00'],
  ])('%i minutes reads %s in 12h and %s in 24h', (minutes, twelve, twentyFour) => {
    expect(formatMinutes(minutes, '12h')).toBe(twelve);
    expect(formatMinutes(minutes, '24h')).toBe(twentyFour);
  });

  it('uses the 12h default', () => {
    expect(formatMinutes(600)).toBe('10:00am');
  });
});

describe('formatRange', () => {
  it('joins start and end with an en dash', () => {
    expect(formatRange({ start: 600, end: 720 }, '24h')).toBe('10:00 – 12:00');
    expect(formatRange({ start: 600, end: 720 }, '12h')).toBe('10:00am – 12:00pm');
  });
});

describe('parseTimeLabel', () => {
  it.each([
    ['9:00am', 540],
    ['9am', 540],
    ['9:30 PM', 1290],
    ['12:00am', 0],
    ['12:15pm', 735],
    ['09:00', 540],
    ['21:30', 1290],
    ['0:00', 0],
    ['24:00', 1440],
    ['12:00 p.m.', 720],
  ])('%s is %i minutes', (text, minutes) => {
    expect(parseTimeLabel(text)).toBe(minutes);
  });

  it.each(['', 'noon', '13:00pm', '0:00am', '9:60', '24:01', '25:00'])('%s is not a time', (text) => {
    expect(parseTimeLabel(text)).toBeNull();
  });

  it('round-trips every grid time in both formats', () => {
    for (let m = 0; m < 1440; m += 15) {
      expect(parseTimeLabel(formatMinutes(m, '24h'))).toBe(m);
      expect(parseTimeLabel(formatMinutes(m, '12h'))).toBe(m);
    }
  });
});

describe('timeOptions', () => {
  it('steps through the range inclusive of both ends', () => {
    expect(timeOptions(0, 60)).toEqual([0, 15, 30, 45, 60]);
  });

  it('keeps off-grid extra values in order, and drops those out of range', () => {
    expect(timeOptions(0, 60, [7, 45, 90], 30)).toEqual([0, 7, 30, 45, 60]);
  });
});
