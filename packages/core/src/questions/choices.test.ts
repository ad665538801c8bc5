import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeChoices, encodeChoices } from './choices.ts';

describe('encodeChoices and decodeChoices', () => {
  it.each([
    { choices: [], encoded: '' },
    { choices: ['Red'], encoded: '["Red"]' },
    { choices: ['Red, dark', 'others'], encoded: '["Red, dark","others"]' },
    { choices: ['say "hi"'], encoded: '["say \\"hi\\""]' },
  ])('$encoded', ({ choices, encoded }) => {
    expect(encodeChoices(choices)).toBe(encoded);
    expect(decodeChoices(encoded)).toEqual(choices);
  });

  it.each([
    { text: '   ', choices: [] },
    { text: '[]', choices: [] },
    { text: 'Blue', choices: ['Blue'] },
    { text: ' Blue ', choices: ['Blue'] },
    { text: '["Red"', choices: ['["Red"'] },
    { text: '[1, 2]', choices: ['[1, 2]'] },
    { text: 'Red, Blue', choices: ['Red, Blue'] },
  ])('reads $text as $choices', ({ text, choices }) => {
    expect(decodeChoices(text)).toEqual(choices);
  });

  it('gives back any list it encoded, in its order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' })), (choices) => {
        expect(decodeChoices(encodeChoices(choices))).toEqual(choices);
      }),
    );
  });
});
