import { describe, expect, it } from 'vitest';
import { axisLabelIndexes } from './axis-labels';

/** The left and right edges (px) of each label, for the overlap checks. */
function spans(count: number, width: number, labelWidth: number, gap = 8) {
  const column = width / count;
  return axisLabelIndexes(count, width, labelWidth, gap).map((i) => [i * column, i * column + labelWidth]);
}

describe('axisLabelIndexes', () => {
  it.each([
    // 30 days of "29/10" (about 28 px) on a phone, a tablet, and the half and full width of a laptop.
    [30, 300, 28],
    [30, 560, 28],
    [30, 620, 28],
    [30, 900, 28],
    // A year of days, 13 months of "Oct 2026", 53 weeks.
    [366, 900, 28],
    [13, 300, 48],
    [53, 300, 28],
  ])(
    '%i columns over %i px, labels of %i px, never overlap nor pass the right edge',
    (count, width, label) => {
      const placed = spans(count, width, label);
      expect(placed.length).toBeGreaterThan(1);
      for (let i = 1; i < placed.length; i++) {
        expect(placed[i]?.[0]).toBeGreaterThanOrEqual((placed[i - 1]?.[1] ?? 0) + 8);
      }
      expect(placed.at(-1)?.[1]).toBeLessThanOrEqual(width);
    },
  );

  it('labels every column when there is room', () => {
    expect(axisLabelIndexes(7, 700, 40)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('thins 30 columns on a phone, and drops a last label that would be cut', () => {
    // 10 px a column: 28 px and the gap take 4 columns; column 28 has 20 px left, too few.
    expect(axisLabelIndexes(30, 300, 28)).toEqual([0, 4, 8, 12, 16, 20, 24]);
    // "Week of 29/10/2026" is too long for this: 58 px and the gap take 7 columns.
    expect(axisLabelIndexes(30, 300, 58)).toEqual([0, 7, 14, 21]);
  });

  it('gives nothing before the chart has a width, or without columns', () => {
    expect(axisLabelIndexes(30, 0, 28)).toEqual([]);
    expect(axisLabelIndexes(0, 300, 28)).toEqual([]);
  });
});
