import { describe, expect, it } from 'vitest';
import { formatWait } from './wait.ts';

describe('formatWait', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [30, '30 seconds'],
    [59.5, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [539, '9 minutes'],
    [3600, '1 hour'],
    [3601, '2 hours'],
  ])('%s s → %s', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });
});
