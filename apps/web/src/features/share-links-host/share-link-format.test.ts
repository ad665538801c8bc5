import { describe, expect, it } from 'vitest';
import { formatUses } from './share-link-format';

describe('formatUses', () => {
  it.each<[number, number, string]>([
    [0, 1, '0 / 1'],
    [2, 5, '2 / 5'],
    [7, 0, '7 / ∞'],
  ])('shows %i used of %i as %s', (used, limit, text) => {
    expect(formatUses(used, limit)).toBe(text);
  });
});
