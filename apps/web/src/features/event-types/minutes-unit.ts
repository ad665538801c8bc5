import type { DashboardTranslate } from '../i18n/dashboard-i18n';

export const DURATION_UNITS = ['minutes', 'hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

const UNIT_MINUTES: Record<DurationUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

/** A number of minutes in the largest unit that divides it: 2880 is 2 days, 90 is 90 minutes. */
export function splitMinutes(minutes: number): { amount: number; unit: DurationUnit } {
  if (minutes > 0 && minutes % UNIT_MINUTES.days === 0)
    return { amount: minutes / UNIT_MINUTES.days, unit: 'days' };
  if (minutes > 0 && minutes % UNIT_MINUTES.hours === 0)
    return { amount: minutes / UNIT_MINUTES.hours, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
}

export function toMinutes(amount: number, unit: DurationUnit): number {
  return amount * UNIT_MINUTES[unit];
}

/**
 * The minutes once the host picks another unit: the number they typed stays and is read in the
 * new unit (2 minutes become 2 hours), as the unit is part of what they are saying, not a view.
 */
export function changeUnit(minutes: number, from: DurationUnit, to: DurationUnit): number {
  if (Number.isNaN(minutes)) return minutes;
  return Math.round(toMinutes(minutes / UNIT_MINUTES[from], to));
}

/** A short reading of a duration: `30 min`, `1 h 30 min`, `2 days`. */
export function formatDuration(t: DashboardTranslate, minutes: number): string {
  if (minutes > 0 && minutes % UNIT_MINUTES.days === 0)
    return t('eventTypes.duration.days', { days: minutes / UNIT_MINUTES.days });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('eventTypes.duration.minutes', { minutes: rest });
  return rest === 0
    ? t('eventTypes.duration.hours', { hours })
    : t('eventTypes.duration.hoursMinutes', { hours, minutes: rest });
}
