import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it.each<[number, string, string | undefined, string]>([
    [0, 'message', undefined, '0 messages'],
    [1, 'message', undefined, '1 message'],
    [2, 'message', undefined, '2 messages'],
    [1, 'reply', 'replies', '1 reply'],
    [5, 'reply', 'replies', '5 replies'],
  ])('%d %s', (count, singular, plural, expected) => {
    expect(countOf(count, singular, plural)).toBe(expected);
  });
});
