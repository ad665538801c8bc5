import { describe, expect, it } from 'vitest';
import { moveItem, reorderIds } from './move-item';

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [1, 9, ['a', 'c', 'b']],
    [1, -3, ['b', 'a', 'c']],
    [5, 0, ['a', 'b', 'c']],
  ])('moves index %i to %i', (from, to, expected) => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, from, to)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('reorderIds', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it.each([
    [['a'], 'c', 'after', ['b', 'c', 'a', 'd']],
    [['d'], 'a', 'before', ['d', 'a', 'b', 'c']],
    [['b', 'd'], 'a', 'before', ['b', 'd', 'a', 'c']],
    [['a', 'c'], 'd', 'after', ['b', 'd', 'a', 'c']],
    [['b'], 'b', 'after', ['a', 'b', 'c', 'd']],
    [['b'], 'z', 'after', ['a', 'b', 'c', 'd']],
  ] as const)('drops %j %s… %s', (moved, target, position, expected) => {
    expect(reorderIds(ids, new Set(moved), target, position)).toEqual(expected);
  });
});
