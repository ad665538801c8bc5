import { describe, expect, it } from 'vitest';
import { formatInZone, formatUses } from './share-link-format';

describe('formatUses', () => {
  it.each<[number, number, string]>([
    [0, 1, '0 / 1'],
    [2, 5, '2 / 5'],
    [7, 0, '7 / ∞'],
  ])('shows %i used of %i as %s', (used, limit, text) => {
    expect(formatUses(used, limit)).toBe(text);
  });
});

describe('formatInZone', () => {
  it.each<[string, string]>([
    ['Asia/Kolkata', 'Mar 2, 2027, 10:00 AM'],
    ['Asia/Kathmandu', 'Mar 2, 2027, 10:15 AM'],
    ['Pacific/Kiritimati', 'Mar 2, 2027, 6:30 PM'],
  ])('shows 2027-03-02T04:30Z in %s as %s', (zone, text) => {
    expect(formatInZone('2027-03-02T04:30:00Z', zone).replace(/\u202f/g, ' ')).toBe(text);
  });
});
