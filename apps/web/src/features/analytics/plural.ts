import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';

/** What a chart's figures count: meetings, visitors, times a step happened, and so on. */
export type CountUnit = 'meetings' | 'visitors' | 'times' | 'completed' | 'cancelled' | 'noShows';

const COUNT_KEYS = {
  meetings: 'analytics.count.meetings',
  visitors: 'analytics.count.visitors',
  times: 'analytics.count.times',
  completed: 'analytics.count.completed',
  cancelled: 'analytics.count.cancelled',
  noShows: 'analytics.count.noShows',
} as const satisfies Record<CountUnit, DashboardKey>;

const NOUN_KEYS = {
  meetings: 'analytics.noun.meetings',
  visitors: 'analytics.noun.visitors',
  times: 'analytics.noun.times',
  completed: 'analytics.noun.completed',
  cancelled: 'analytics.noun.cancelled',
  noShows: 'analytics.noun.noShows',
} as const satisfies Record<CountUnit, DashboardKey>;

/** `n` and its noun: `countOf(t, 1, 'meetings')` is "1 meeting". */
export function countOf(t: DashboardTranslate, n: number, unit: CountUnit): string {
  return t(COUNT_KEYS[unit], { count: n });
}

/** The noun alone that goes with `n`, for a figure shown apart from it: "meeting", "meetings". */
export function nounFor(t: DashboardTranslate, n: number, unit: CountUnit): string {
  return t(NOUN_KEYS[unit], { count: n });
}
