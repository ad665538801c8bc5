import type { HourRange, WeekDay, WeeklySchedule } from '@kairos/core/events/availability';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import { formatRange, MINUTES_PER_DAY, type TimeFormat } from './time-of-day';

/** The week as hosts read it in the editor, Monday first. */
export const EDITOR_WEEK: readonly WeekDay[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/** Each day's name in the dashboard catalogue (`Monday`). */
export const DAY_KEYS = {
  MONDAY: 'availability.day.monday',
  TUESDAY: 'availability.day.tuesday',
  WEDNESDAY: 'availability.day.wednesday',
  THURSDAY: 'availability.day.thursday',
  FRIDAY: 'availability.day.friday',
  SATURDAY: 'availability.day.saturday',
  SUNDAY: 'availability.day.sunday',
} as const satisfies Record<WeekDay, DashboardKey>;

/** Each day's short name (`Mon`), for summaries and narrow places. */
export const SHORT_DAY_KEYS = {
  MONDAY: 'availability.dayShort.monday',
  TUESDAY: 'availability.dayShort.tuesday',
  WEDNESDAY: 'availability.dayShort.wednesday',
  THURSDAY: 'availability.dayShort.thursday',
  FRIDAY: 'availability.dayShort.friday',
  SATURDAY: 'availability.dayShort.saturday',
  SUNDAY: 'availability.dayShort.sunday',
} as const satisfies Record<WeekDay, DashboardKey>;

export const DEFAULT_DAY_RANGE: HourRange = { start: 9 * 60, end: 17 * 60 };

export function rangesOf(week: WeeklySchedule, day: WeekDay): HourRange[] {
  return week[day] ?? [];
}

export function isDayOn(week: WeeklySchedule, day: WeekDay): boolean {
  return rangesOf(week, day).length > 0;
}

/** The week with `day` given exactly `ranges`; an empty list removes the day (unavailable). */
export function withDayRanges(week: WeeklySchedule, day: WeekDay, ranges: HourRange[]): WeeklySchedule {
  const next: WeeklySchedule = { ...week };
  if (ranges.length === 0) delete next[day];
  else next[day] = ranges;
  return next;
}

/** Turning a day on gives it the hours of the nearest earlier day that has some, else 9 to 5. */
export function setDayOn(week: WeeklySchedule, day: WeekDay, on: boolean): WeeklySchedule {
  if (!on) return withDayRanges(week, day, []);
  if (isDayOn(week, day)) return week;
  const index = EDITOR_WEEK.indexOf(day);
  const earlier = [...EDITOR_WEEK.slice(0, index)].reverse().find((d) => isDayOn(week, d));
  const template = earlier ? rangesOf(week, earlier) : [DEFAULT_DAY_RANGE];
  return withDayRanges(
    week,
    day,
    template.map((r) => ({ ...r })),
  );
}

/**
 * Another range after the day's last one: an hour after it ends, an hour long, clipped to the
 * day. Null when the day has no room left.
 */
export function nextRange(ranges: readonly HourRange[]): HourRange | null {
  const last = ranges.reduce<HourRange | null>(
    (latest, r) => (!latest || r.end > latest.end ? r : latest),
    null,
  );
  if (!last) return { ...DEFAULT_DAY_RANGE };
  const start = Math.max(last.end, Math.min(last.end + 60, MINUTES_PER_DAY - 60));
  if (start >= MINUTES_PER_DAY) return null;
  return { start, end: Math.min(start + 60, MINUTES_PER_DAY) };
}

export function addRange(week: WeeklySchedule, day: WeekDay): WeeklySchedule {
  const ranges = rangesOf(week, day);
  const range = nextRange(ranges);
  return range ? withDayRanges(week, day, [...ranges, range]) : week;
}

export function updateRange(
  week: WeeklySchedule,
  day: WeekDay,
  index: number,
  patch: Partial<HourRange>,
): WeeklySchedule {
  return withDayRanges(
    week,
    day,
    rangesOf(week, day).map((r, i) => (i === index ? { ...r, ...patch } : r)),
  );
}

export function removeRange(week: WeeklySchedule, day: WeekDay, index: number): WeeklySchedule {
  return withDayRanges(
    week,
    day,
    rangesOf(week, day).filter((_, i) => i !== index),
  );
}

/** Gives each of `targets` a copy of the hours of `from` (none when `from` is off). */
export function copyDay(week: WeeklySchedule, from: WeekDay, targets: readonly WeekDay[]): WeeklySchedule {
  const source = rangesOf(week, from);
  return targets.reduce(
    (acc, day) =>
      day === from
        ? acc
        : withDayRanges(
            acc,
            day,
            source.map((r) => ({ ...r })),
          ),
    week,
  );
}

function dayKey(ranges: readonly HourRange[]): string {
  return [...ranges]
    .sort((a, b) => a.start - b.start)
    .map((r) => `${r.start}-${r.end}`)
    .join(',');
}

/**
 * The week in a few lines: runs of consecutive days with the same hours collapse,
 * `Mon – Fri, 9:00am – 5:00pm`. An empty week reads `Unavailable all week`.
 */
export function summarizeWeek(week: WeeklySchedule, t: DashboardTranslate, format?: TimeFormat): string[] {
  const lines: string[] = [];
  let runStart = 0;
  for (let i = 0; i <= EDITOR_WEEK.length; i++) {
    const day = EDITOR_WEEK[i];
    const previous = EDITOR_WEEK[i - 1];
    const startDay = EDITOR_WEEK[runStart];
    const sameAsRun =
      day !== undefined &&
      startDay !== undefined &&
      dayKey(rangesOf(week, day)) === dayKey(rangesOf(week, startDay));
    if (i > 0 && !sameAsRun && startDay && previous) {
      const ranges = [...rangesOf(week, startDay)].sort((a, b) => a.start - b.start);
      if (ranges.length > 0) {
        const hours = ranges.map((r) => formatRange(r, format)).join(', ');
        lines.push(
          startDay === previous
            ? t('availability.summary.day', { day: t(SHORT_DAY_KEYS[startDay]), hours })
            : t('availability.summary.days', {
                first: t(SHORT_DAY_KEYS[startDay]),
                last: t(SHORT_DAY_KEYS[previous]),
                hours,
              }),
        );
      }
      runStart = i;
    }
  }
  return lines.length > 0 ? lines : [t('availability.summary.unavailable')];
}
