import type { HourRange, WeekDay, WeeklySchedule } from '@kairos/core/events/availability';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';

/** Monday to Friday, as new hosts usually work. */
export const WORKING_DAYS: readonly WeekDay[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

/** The same hours on each chosen day; the other days are off. */
export function weekOf(days: readonly WeekDay[], range: HourRange): WeeklySchedule {
  return Object.fromEntries(days.map((day) => [day, [{ ...range }]])) as WeeklySchedule;
}

/** What is wrong with the chosen days and hours (its message), or null when they make a working week. */
export function workingHoursProblem(days: readonly WeekDay[], range: HourRange): DashboardKey | null {
  if (days.length === 0) return 'onboarding.hours.noDay';
  if (range.end <= range.start) return 'onboarding.hours.endBeforeStart';
  return null;
}

/** The public address of the first event, or of the listing when none was made. */
export function publicLinkOf(origin: string, accessLink: string, slug: string | null): string {
  const base = `${origin.replace(/\/$/, '')}/${encodeURIComponent(accessLink)}`;
  return slug ? `${base}/${encodeURIComponent(slug)}` : `${base}/`;
}
