import { describe, expect, it } from 'vitest';
import { countOf, MEETINGS, nounFor, TIMES, VISITORS } from './plural';

describe('countOf', () => {
  it.each([
    [0, MEETINGS, '0 meetings'],
    [1, MEETINGS, '1 meeting'],
    [2, MEETINGS, '2 meetings'],
    [1, VISITORS, '1 visitor'],
    [27, VISITORS, '27 visitors'],
    [1, TIMES, '1 time'],
    [3, TIMES, '3 times'],
  ] as const)('says %i with %j as "%s"', (n, noun, expected) => {
    expect(countOf(n, noun)).toBe(expected);
  });

  it('gives the noun alone for a figure shown apart from it', () => {
    expect(nounFor(1, ['no-show', 'no-shows'])).toBe('no-show');
    expect(nounFor(4, ['no-show', 'no-shows'])).toBe('no-shows');
  });
});
