import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextRetryDelay, parseRetryAfter, RETRY_DELAYS_MS } from './retry-schedule.ts';

describe('nextRetryDelay', () => {
  it.each([
    [1, 0.5, 5_000],
    [2, 0.5, 300_000],
    [7, 0.5, 36_000_000],
    [1, 0, 4_500],
    [1, 0.999_999, 5_500],
    [2, 0, 270_000],
  ])('after %i failed attempts with random %f waits %i ms', (attempts, random, expected) => {
    expect(nextRetryDelay(attempts, random)).toBe(expected);
  });

  it('gives up after the last pause', () => {
    expect(nextRetryDelay(MAX_ATTEMPTS, 0.5)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(8);
  });

  it('spreads over a little more than a day', () => {
    const total = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(24 * 3_600_000);
    expect(total).toBeLessThan(30 * 3_600_000);
  });

  it('waits as long as the receiver asks, up to twelve hours', () => {
    expect(nextRetryDelay(1, 0.5, 120_000)).toBe(120_000);
    expect(nextRetryDelay(3, 0.5, 120_000)).toBe(1_800_000);
    expect(nextRetryDelay(1, 0.5, 100 * 3_600_000)).toBe(12 * 3_600_000);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Tue, 24 Nov 2026 10:05:00 GMT', 300_000],
    ['Tue, 24 Nov 2026 09:00:00 GMT', 0],
    ['soon', null],
    [undefined, null],
  ])('reads %j as %j ms', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});
