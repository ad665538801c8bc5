import { describe, expect, it } from 'vitest';
import { checkChoiceValues, EMPTY_TYPE_AHEAD, TYPE_AHEAD_RESET_MS, typeAhead } from './type-ahead';

const colours = ['Black', 'Blue', 'Brown', 'Green', 'Grey'];

function typeAll(keys: Array<[string, number]>, current = -1) {
  let state = EMPTY_TYPE_AHEAD;
  let index = current;
  for (const [key, at] of keys) {
    const result = typeAhead(state, key, at, colours, index);
    state = result.state;
    if (result.index >= 0) index = result.index;
  }
  return { state, index };
}

describe('typeAhead', () => {
  it.each<[string, Array<[string, number]>, number, string]>([
    ['one letter finds the first match', [['g', 10_000]], 3, 'g'],
    [
      'letters typed together narrow the match',
      [
        ['g', 10_000],
        ['r', 10_200],
        ['e', 10_400],
        ['y', 10_500],
      ],
      4,
      'grey',
    ],
    [
      'a repeated letter steps through its matches',
      [
        ['b', 10_000],
        ['b', 10_300],
        ['b', 10_600],
      ],
      2,
      'bbb',
    ],
    ['the capital letter counts as the small one', [['G', 10_000]], 3, 'g'],
    [
      'a pause of one second starts a new search',
      [
        ['g', 10_000],
        ['b', 10_000 + TYPE_AHEAD_RESET_MS],
      ],
      0,
      'b',
    ],
    [
      'a pause just under one second keeps the buffer',
      [
        ['g', 10_000],
        ['r', 10_000 + TYPE_AHEAD_RESET_MS - 1],
      ],
      3,
      'gr',
    ],
  ])('%s', (_name, keys, index, buffer) => {
    const result = typeAll(keys);
    expect(result.index).toBe(index);
    expect(result.state.buffer).toBe(buffer);
  });

  it('wraps around from the current option and answers -1 when nothing matches', () => {
    expect(typeAhead(EMPTY_TYPE_AHEAD, 'b', 5000, colours, 4).index).toBe(0);
    expect(typeAhead(EMPTY_TYPE_AHEAD, 'z', 5000, colours, 1).index).toBe(-1);
  });
});

describe('checkChoiceValues', () => {
  it('accepts options with values and refuses an empty one', () => {
    expect(() => checkChoiceValues(['Free', 'Pro'])).not.toThrow();
    expect(() => checkChoiceValues(['Free', ''])).toThrow('Choice picker option 2 has an empty value');
  });
});
