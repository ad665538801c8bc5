import { describe, expect, it } from 'vitest';
import { intersectSpans, mergeOpenIntervals, mergeTouching, subtractSpans, unionSpans } from './spans.ts';

describe('span sets', () => {
  it.each([
    [
      [1, 3, 3, 5, 7, 8, 7, 9],
      [1, 5, 7, 9],
    ],
    [
      [1, 2, 2, 2, 4, 6],
      [1, 2, 4, 6],
    ],
  ])('mergeTouching %j → %j', (input, expected) => {
    expect(mergeTouching(input)).toEqual(expected);
  });

  it.each([
    [
      [1, 3, 6, 9],
      [2, 7],
      [2, 3, 6, 7],
    ],
    [[1, 3], [3, 5], []],
    [
      [0, 10],
      [2, 3, 5, 6],
      [2, 3, 5, 6],
    ],
  ])('intersectSpans %j ∩ %j → %j', (a, b, expected) => {
    expect(intersectSpans(a, b)).toEqual(expected);
  });

  it.each([
    [
      [0, 10],
      [2, 3, 5, 6],
      [0, 2, 3, 5, 6, 10],
    ],
    [
      [0, 4, 6, 10],
      [3, 7],
      [0, 3, 7, 10],
    ],
    [[2, 3], [0, 10], []],
  ])('subtractSpans %j − %j → %j', (a, cuts, expected) => {
    expect(subtractSpans(a, cuts)).toEqual(expected);
  });

  it('unionSpans merges overlaps and touches', () => {
    expect(unionSpans([0, 2, 6, 8], [2, 3, 7, 9, 10, 11])).toEqual([0, 3, 6, 9, 10, 11]);
  });

  it.each([
    ['overlapping', [1, 2], [4, 5], [1, 5]],
    ['touching open intervals stay apart', [1, 3], [3, 5], [1, 3, 3, 5]],
    ['nested', [1, 2], [9, 3], [1, 9]],
  ])('mergeOpenIntervals: %s', (_, starts, ends, expected) => {
    expect(mergeOpenIntervals(Float64Array.from(starts), Float64Array.from(ends).sort())).toEqual(expected);
  });
});
