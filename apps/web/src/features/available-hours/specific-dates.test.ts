import { describe, expect, it } from 'vitest';
import { formatIsoDate, removeSpecificDate, todayIn, upsertSpecificDate } from './specific-dates';

const range = { start: 600, end: 720 };

describe('upsertSpecificDate', () => {
  it('keeps dates in order and replaces a date given again', () => {
    const dates = upsertSpecificDate(
      [
        { date: '2026-03-10', hours: [] },
        { date: '2026-03-01', hours: [] },
      ],
      { date: '2026-03-05', hours: [range] },
    );
    expect(dates.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-05', '2026-03-10']);
    expect(upsertSpecificDate(dates, { date: '2026-03-05', hours: [] })[1]).toEqual({
      date: '2026-03-05',
      hours: [],
    });
  });
});

describe('removeSpecificDate', () => {
  it('drops that date only', () => {
    expect(
      removeSpecificDate(
        [
          { date: '2026-03-01', hours: [] },
          { date: '2026-03-02', hours: [] },
        ],
        '2026-03-01',
      ),
    ).toEqual([{ date: '2026-03-02', hours: [] }]);
  });
});

describe('formatIsoDate', () => {
  it('orders day and month as the agent reads dates', () => {
    expect(formatIsoDate('2026-03-09', 'DD/MM/YYYY')).toBe('Mon, 9 Mar 2026');
    expect(formatIsoDate('2026-03-09', 'MM/DD/YYYY')).toBe('Mon, Mar 9, 2026');
  });
});

describe('todayIn', () => {
  it('reads the date in the zone, across the date line', () => {
    const now = new Date('2026-03-09T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-09');
    expect(todayIn('Pacific/Kiritimati', now)).toBe('2026-03-10');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-03-09');
    expect(todayIn('Asia/Kathmandu', new Date('2026-03-09T18:14:00Z'))).toBe('2026-03-09');
    expect(todayIn('Asia/Kathmandu', new Date('2026-03-09T18:15:00Z'))).toBe('2026-03-10');
  });
});
