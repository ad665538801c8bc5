import type { BucketUnit } from '@kairos/core/analytics/analytics-schema';
import { type DisplayPrefs, formatter } from '@kairos/core/dates/format';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import { formatDayKey } from './day-label';

const monthYear = formatter('en-US', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** The card's subtitle: how the meetings are grouped, following the unit picked. */
export function overTimeDescription(unit: BucketUnit, t: DashboardTranslate): string {
  switch (unit) {
    case 'day':
      return t('analytics.overTime.byDay');
    case 'week':
      return t('analytics.overTime.byWeek');
    case 'month':
      return t('analytics.overTime.byMonth');
  }
}

/** A bucket's full name, for the tooltip and the table: `15/03/2027`, `Week of 15/03/2027`, `Mar 2027`. */
export function bucketLabel(
  key: string,
  unit: BucketUnit,
  prefs: DisplayPrefs,
  t: DashboardTranslate,
): string {
  if (unit === 'month') return monthYear.format(Date.parse(`${key}T00:00:00Z`));
  const day = formatDayKey(key, prefs);
  return unit === 'week' ? t('analytics.overTime.weekOf', { day }) : day;
}

/** A bucket's name under its column, short enough to fit: `15/03` (`03/15`), or `Mar 2027`. */
export function axisLabel(key: string, unit: BucketUnit, prefs: Pick<DisplayPrefs, 'dateFormat'>): string {
  if (unit === 'month') return monthYear.format(Date.parse(`${key}T00:00:00Z`));
  const [, month, day] = key.split('-');
  return prefs.dateFormat === 'MM/DD/YYYY' ? `${month}/${day}` : `${day}/${month}`;
}
