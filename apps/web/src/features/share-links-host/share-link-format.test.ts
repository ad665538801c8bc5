import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { formatUses, STATUS_KEYS } from './share-link-format';

const t = createTranslator<DashboardKey>('en', dashboardEn);

describe('formatUses', () => {
  it.each<[number, number, string]>([
    [0, 1, '0 / 1'],
    [2, 5, '2 / 5'],
    [7, 0, '7 / ∞'],
  ])('shows %i used of %i as %s', (used, limit, text) => {
    expect(formatUses(t, used, limit)).toBe(text);
  });
});

describe('status names', () => {
  it('reads each status from the dashboard catalogue', () => {
    expect(Object.values(STATUS_KEYS).map((key) => t(key))).toEqual([
      'Active',
      'Expired',
      'Used up',
      'Revoked',
    ]);
  });
});
