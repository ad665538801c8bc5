import { describe, expect, it } from 'vitest';
import { bookableSlots, isDayBookable, monthSpan, monthsAfter, nextBookableDay } from './slot-days';

const days = {
  '2025-05-13': [],
  '2025-05-14': [{ time: '2025-05-14T09:00:00Z', available: false }],
  '2025-05-16': [{ time: '2025-05-16T09:00:00Z' }, { time: '2025-05-16T10:00:00Z', spotsLeft: 2 }],
  '2025-05-15': [{ time: '2025-05-15T09:00:00Z', available: true }],
};

describe('bookable days', () => {
  it('leaves booked slots out', () => {
    expect(bookableSlots(days['2025-05-14'])).toEqual([]);
    expect(bookableSlots(days['2025-05-16'])).toHaveLength(2);
    expect(bookableSlots(undefined)).toEqual([]);
  });

  it.each([
    ['2025-05-13', false],
    ['2025-05-14', false],
    ['2025-05-15', true],
    ['2025-05-30', false],
  ])('%s bookable: %s', (date, expected) => {
    expect(isDayBookable(days, date)).toBe(expected);
  });

  it.each([
    [undefined, '2025-05-15'],
    ['2025-05-15', '2025-05-16'],
    ['2025-05-16', null],
  ])('next after %s is %s', (after, expected) => {
    expect(nextBookableDay(days, after)).toBe(expected);
  });
});

describe('monthSpan', () => {
  it.each([
    ['2025-05', 0, '2025-04-01', { startDate: '2025-04-27', endDate: '2025-05-31' }],
    ['2025-05', 1, '2025-05-14', { startDate: '2025-05-14', endDate: '2025-06-01' }],
    ['2025-04', 0, '2025-05-14', null],
    ['2025-06', 0, '2025-05-31', { startDate: '2025-06-01', endDate: '2025-07-05' }],
  ])('%s from weekday %i seen on %s', (month, weekStart, today, expected) => {
    expect(monthSpan(month, weekStart, today)).toEqual(expected);
  });

  it('lists the following months', () => {
    expect(monthsAfter('2025-11', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
