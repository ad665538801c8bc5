import { describe, expect, it } from 'vitest';
import { addDays, addMonths, buildMonthGrid, isDateKey, isMonthKey, weekdayOf } from './calendar-month';

describe('buildMonthGrid', () => {
  it.each([
    // May 2025 starts on a Thursday and ends on a Saturday.
    ['2025-05', 0, '2025-04-27', '2025-05-31', 5],
    ['2025-05', 1, '2025-04-28', '2025-06-01', 5],
    // February 2026 starts on a Sunday and fills exactly four weeks.
    ['2026-02', 0, '2026-02-01', '2026-02-28', 4],
    ['2026-02', 1, '2026-01-26', '2026-03-01', 5],
    // A leap February; August 2026 needs six weeks from Sunday.
    ['2024-02', 0, '2024-01-28', '2024-03-02', 5],
    ['2026-08', 0, '2026-07-26', '2026-09-05', 6],
    // Saturday-first weeks (parts of the Middle East).
    ['2025-05', 6, '2025-04-26', '2025-06-06', 6],
    ['2025-12', 0, '2025-11-30', '2026-01-03', 5],
  ])('%s from weekday %i runs %s … %s in %i weeks', (month, weekStartsOn, first, last, weeks) => {
    const grid = buildMonthGrid(month, weekStartsOn);
    expect(grid.first).toBe(first);
    expect(grid.last).toBe(last);
    expect(grid.weeks).toHaveLength(weeks);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(grid.weeks.flat()[0]).toBe(first);
    expect(grid.weeks.flat().at(-1)).toBe(last);
    expect(weekdayOf(first)).toBe(weekStartsOn);
  });

  it('lists consecutive days', () => {
    const days = buildMonthGrid('2025-03', 0).weeks.flat();
    days.slice(1).forEach((day, i) => {
      expect(day).toBe(addDays(days[i]!, 1));
    });
    expect(days).toContain('2025-03-31');
  });
});

describe('month and day arithmetic', () => {
  it.each([
    ['2025-01', 1, '2025-02'],
    ['2025-12', 1, '2026-01'],
    ['2025-01', -1, '2024-12'],
    ['2025-05', 14, '2026-07'],
  ])('addMonths(%s, %i) = %s', (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-01-01', -1, '2024-12-31'],
    // Day arithmetic ignores daylight saving: 2025-03-30 is a short day in Europe.
    ['2025-03-29', 2, '2025-03-31'],
  ])('addDays(%s, %i) = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it.each([
    ['2025-05-14', true],
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['2025-5-14', false],
    ['2025-13-01', false],
    ['tomorrow', false],
  ])('isDateKey(%s) = %s', (value, expected) => {
    expect(isDateKey(value)).toBe(expected);
  });

  it.each([
    ['2025-05', true],
    ['2025-13', false],
    ['2025-5', false],
  ])('isMonthKey(%s) = %s', (value, expected) => {
    expect(isMonthKey(value)).toBe(expected);
  });
});
