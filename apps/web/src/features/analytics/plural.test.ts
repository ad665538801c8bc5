import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './plural';

const t = createTranslator('en', dashboardEn);

describe('countOf', () => {
  it.each([
    [0, 'meetings', '0 meetings'],
    [1, 'meetings', '1 meeting'],
    [2, 'meetings', '2 meetings'],
    [1, 'visitors', '1 visitor'],
    [27, 'visitors', '27 visitors'],
    [1, 'times', '1 time'],
    [3, 'times', '3 times'],
    [1, 'completed', '1 completed'],
    [0, 'cancelled', '0 cancelled'],
    [1, 'noShows', '1 no-show'],
    [0, 'noShows', '0 no-shows'],
  ] as const)('says %i %s as "%s"', (n, unit, expected) => {
    expect(countOf(t, n, unit)).toBe(expected);
  });

  it('gives the noun alone for a figure shown apart from it', () => {
    expect(nounFor(t, 1, 'noShows')).toBe('no-show');
    expect(nounFor(t, 4, 'noShows')).toBe('no-shows');
    expect(nounFor(t, 1, 'meetings')).toBe('meeting');
    expect(nounFor(t, 0, 'meetings')).toBe('meetings');
  });
});
