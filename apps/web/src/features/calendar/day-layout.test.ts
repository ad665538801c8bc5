import { describe, expect, it } from 'vitest';
import { groupByStartDay, layoutDay } from './day-layout';

function meeting(id: string, start: string, end: string) {
  return { id, start, end };
}

function summary(placed: ReturnType<typeof layoutDay>) {
  return placed.map((p) => [p.item.id, p.top, p.bottom, p.column, p.columns]);
}

describe('layoutDay', () => {
  it('places meetings at their wall-clock minutes in the zone', () => {
    const placed = layoutDay(
      [meeting('a', '2027-03-10T04:00:00Z', '2027-03-10T04:30:00Z')],
      '2027-03-10',
      'Asia/Kolkata',
    );
    expect(summary(placed)).toEqual([['a', 9 * 60 + 30, 10 * 60, 0, 1]]);
  });

  it('leaves out meetings of other days in that zone', () => {
    // 20:00 UTC on the 10th is already the 11th in Kolkata.
    const items = [meeting('late', '2027-03-10T20:00:00Z', '2027-03-10T20:30:00Z')];
    expect(layoutDay(items, '2027-03-10', 'Asia/Kolkata')).toEqual([]);
    expect(summary(layoutDay(items, '2027-03-11', 'Asia/Kolkata'))).toEqual([['late', 90, 120, 0, 1]]);
  });

  it('splits overlapping meetings into columns and keeps separate groups full width', () => {
    const items = [
      meeting('a', '2027-03-10T09:00:00Z', '2027-03-10T10:00:00Z'),
      meeting('b', '2027-03-10T09:30:00Z', '2027-03-10T10:30:00Z'),
      meeting('c', '2027-03-10T10:00:00Z', '2027-03-10T10:30:00Z'),
      meeting('d', '2027-03-10T12:00:00Z', '2027-03-10T12:30:00Z'),
    ];
    expect(summary(layoutDay(items, '2027-03-10', 'UTC'))).toEqual([
      ['a', 540, 600, 0, 2],
      ['b', 570, 630, 1, 2],
      // `a` has ended at 10:00, so `c` takes its column.
      ['c', 600, 630, 0, 2],
      ['d', 720, 750, 0, 1],
    ]);
  });

  it('gives three meetings at the same time three columns', () => {
    const items = ['x', 'y', 'z'].map((id) => meeting(id, '2027-03-10T09:00:00Z', '2027-03-10T09:30:00Z'));
    expect(summary(layoutDay(items, '2027-03-10', 'UTC')).map((row) => row.slice(3))).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
  });

  it('clips a meeting that crosses midnight to each day it covers', () => {
    const items = [meeting('night', '2027-03-10T23:00:00Z', '2027-03-11T01:00:00Z')];
    const first = layoutDay(items, '2027-03-10', 'UTC')[0];
    const second = layoutDay(items, '2027-03-11', 'UTC')[0];
    expect([first?.top, first?.bottom, first?.continuesAfter]).toEqual([1380, 1440, true]);
    expect([second?.top, second?.bottom, second?.continuesBefore]).toEqual([0, 60, true]);
  });

  it('ends a meeting that stops at midnight on its own day', () => {
    const items = [meeting('eve', '2027-03-10T23:30:00Z', '2027-03-11T00:00:00Z')];
    expect(summary(layoutDay(items, '2027-03-10', 'UTC'))).toEqual([['eve', 1410, 1440, 0, 1]]);
    expect(layoutDay(items, '2027-03-11', 'UTC')).toEqual([]);
  });

  it('counts a very short meeting as overlapping the one right after it', () => {
    const items = [
      meeting('short', '2027-03-10T09:00:00Z', '2027-03-10T09:05:00Z'),
      meeting('next', '2027-03-10T09:10:00Z', '2027-03-10T09:40:00Z'),
    ];
    expect(summary(layoutDay(items, '2027-03-10', 'UTC')).map((row) => row.slice(3))).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('uses the wall clock on a DST day (New York, 2027-03-14)', () => {
    const items = [meeting('a', '2027-03-14T13:00:00Z', '2027-03-14T14:00:00Z')];
    expect(summary(layoutDay(items, '2027-03-14', 'America/New_York'))).toEqual([['a', 540, 600, 0, 1]]);
  });
});

describe('groupByStartDay', () => {
  it('groups by the start day in the zone, in time order', () => {
    const items = [
      meeting('b', '2027-03-10T12:00:00Z', '2027-03-10T12:30:00Z'),
      meeting('a', '2027-03-10T03:00:00Z', '2027-03-10T03:30:00Z'),
      meeting('c', '2027-03-10T19:00:00Z', '2027-03-10T19:30:00Z'),
    ];
    const groups = groupByStartDay(items, 'Asia/Kathmandu');
    expect([...groups.entries()].map(([day, list]) => [day, list.map((m) => m.id)])).toEqual([
      ['2027-03-10', ['a', 'b']],
      ['2027-03-11', ['c']],
    ]);
  });
});
