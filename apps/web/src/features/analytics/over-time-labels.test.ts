import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { axisLabel, bucketLabel, overTimeDescription } from './over-time-labels';

const dayFirst = { timezone: 'Asia/Kathmandu', dateFormat: 'DD/MM/YYYY', timeFormat: '24h' } as const;
const t = createTranslator('en', dashboardEn);
const monthFirst = { ...dayFirst, dateFormat: 'MM/DD/YYYY' } as const;

describe('the meetings over time labels', () => {
  it.each([
    ['day', 'By the day they take place.'],
    ['week', 'By the week they take place, weeks starting on Monday.'],
    ['month', 'By the month they take place.'],
  ] as const)('describes the %s view', (unit, text) => {
    expect(overTimeDescription(unit, t)).toBe(text);
  });

  it.each([
    ['2026-10-29', 'day', dayFirst, '29/10/2026', '29/10'],
    ['2026-10-29', 'day', monthFirst, '10/29/2026', '10/29'],
    ['2026-10-26', 'week', dayFirst, 'Week of 26/10/2026', '26/10'],
    ['2026-10-01', 'month', dayFirst, 'Oct 2026', 'Oct 2026'],
  ] as const)('names %s by %s in full and, under the axis, short', (key, unit, prefs, full, short) => {
    expect(bucketLabel(key, unit, prefs, t)).toBe(full);
    expect(axisLabel(key, unit, prefs)).toBe(short);
  });
});

describe('the meetings over time chart', () => {
  it.each([
    ['day', 'Meetings per day, UTC'],
    ['week', 'Meetings per week, UTC'],
    ['month', 'Meetings per month, UTC'],
  ] as const)('names the %s columns', (unit, text) => {
    expect(t('analytics.overTime.chartLabel', { unit, timezone: 'UTC' })).toBe(text);
  });

  it('says a column with its figures in order', () => {
    const figures = ['0 completed', '0 cancelled', '0 no-shows'].reduce(
      (all, figure) => t('analytics.columns.more', { figures: all, figure }),
      '1 meeting',
    );
    expect(t('analytics.columns.describe', { label: '15/03/2027', figures })).toBe(
      '15/03/2027: 1 meeting, 0 completed, 0 cancelled, 0 no-shows',
    );
  });
});
