import type { HourRange, WeekDay, WeeklySchedule } from '@kairos/core/events/availability';

/** Monday to Friday, as new hosts usually work. */
export const WORKING_DAYS: readonly WeekDay[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

/** The same hours on each chosen day; the other days are off. */
export function weekOf(days: readonly WeekDay[], range: HourRange): WeeklySchedule {
  return Object.fromEntries(days.map((day) => [day, [{ ...range }]])) as WeeklySchedule;
}

/** What is wrong with the chosen days and hours, or null when they make a working week. */
export function workingHoursProblem(days: readonly WeekDay[], range: HourRange): string | null {
  if (days.length === 0) return 'Choose at least one day';
  if (range.end <= range.start) return 'The day must end after it starts';
  return null;
}

/** The public address of the first event, or of the listing when none was made. */
export function publicLinkOf(origin: string, accessLink: string, slug: string | null): string {
  const base = `${origin.replace(/\/$/, '')}/${encodeURIComponent(accessLink)}`;
  return slug ? `${base}/${encodeURIComponent(slug)}` : `${base}/`;
}
