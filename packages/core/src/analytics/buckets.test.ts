import { describe, expect, it } from 'vitest';
import { bucketStarts } from './buckets.ts';

describe('bucketStarts', () => {
  it.each([
    ['day', ['2027-03-13', '2027-03-14', '2027-03-15']],
    ['week', ['2027-03-08', '2027-03-15']],
    ['month', ['2027-03-01']],
  ] as const)('covers 2027-03-13..15 by %s', (unit, expected) => {
    expect(bucketStarts('2027-03-13', '2027-03-15', unit)).toEqual(expected);
  });

  it('starts a month bucket on the 1st even when the range does not', () => {
    expect(bucketStarts('2027-01-31', '2027-03-01', 'month')).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
  });
});
