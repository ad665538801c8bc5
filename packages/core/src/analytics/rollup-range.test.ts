import { describe, expect, it } from 'vitest';
import { resolveRange } from './range.ts';
import { splitByUtcDays } from './rollup-range.ts';

const split = (from: string, to: string, zone: string) => {
  const resolved = resolveRange({ from, to }, zone, new Date('2027-04-01T00:00:00Z'));
  if (!resolved.ok) throw new Error(resolved.message);
  const parts = splitByUtcDays(resolved.range.start, resolved.range.end);
  return {
    days: parts.days,
    partial: parts.partial.map((p) => [p.start.toISOString(), p.end.toISOString()]),
  };
};

describe('splitByUtcDays', () => {
  it.each([
    ['UTC: whole days only', 'UTC', { days: { from: '2027-03-01', to: '2027-03-04' }, partial: [] }],
    [
      'Asia/Kolkata (+05:30): the evening before and the evening of the last day',
      'Asia/Kolkata',
      {
        days: { from: '2027-03-01', to: '2027-03-03' },
        partial: [
          ['2027-02-28T18:30:00.000Z', '2027-03-01T00:00:00.000Z'],
          ['2027-03-03T00:00:00.000Z', '2027-03-03T18:30:00.000Z'],
        ],
      },
    ],
    [
      'Asia/Kathmandu (+05:45)',
      'Asia/Kathmandu',
      {
        days: { from: '2027-03-01', to: '2027-03-03' },
        partial: [
          ['2027-02-28T18:15:00.000Z', '2027-03-01T00:00:00.000Z'],
          ['2027-03-03T00:00:00.000Z', '2027-03-03T18:15:00.000Z'],
        ],
      },
    ],
    [
      'Pacific/Kiritimati (+14)',
      'Pacific/Kiritimati',
      {
        days: { from: '2027-03-01', to: '2027-03-03' },
        partial: [
          ['2027-02-28T10:00:00.000Z', '2027-03-01T00:00:00.000Z'],
          ['2027-03-03T00:00:00.000Z', '2027-03-03T10:00:00.000Z'],
        ],
      },
    ],
  ])('%s', (_name, zone, expected) => {
    expect(split('2027-03-01', '2027-03-03', zone)).toEqual(expected);
  });

  it('reads a range across a DST change in New York (-05:00, then -04:00) event by event at its edges', () => {
    expect(split('2027-03-13', '2027-03-15', 'America/New_York')).toEqual({
      days: { from: '2027-03-14', to: '2027-03-16' },
      partial: [
        ['2027-03-13T05:00:00.000Z', '2027-03-14T00:00:00.000Z'],
        ['2027-03-16T00:00:00.000Z', '2027-03-16T04:00:00.000Z'],
      ],
    });
  });

  it('reads a single local day that holds no whole UTC day event by event', () => {
    expect(split('2027-03-02', '2027-03-02', 'Asia/Kolkata')).toEqual({
      days: null,
      partial: [['2027-03-01T18:30:00.000Z', '2027-03-02T18:30:00.000Z']],
    });
  });
});
