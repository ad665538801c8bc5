import type { FUNNEL_STEPS } from '@kairos/core/analytics/funnel-steps';
import type { TrackingEventName } from '@kairos/core/analytics/tracking-events';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';

/** A lead time in the largest unit that reads well: `45 min`, `5 h`, `3 days`. */
export function formatMinutes(minutes: number, t: DashboardTranslate): string {
  if (minutes < 60) return t('analytics.leadTime.minutes', { count: minutes });
  if (minutes < 48 * 60) return t('analytics.leadTime.hours', { count: Math.round(minutes / 60) });
  return t('analytics.leadTime.days', { count: Math.round(minutes / (24 * 60)) });
}

/** The lead-time buckets' names by the server's keys. */
const LEAD_TIME_KEYS: Record<string, DashboardKey> = {
  under_hour: 'analytics.leadTime.bucket.under_hour',
  same_day: 'analytics.leadTime.bucket.same_day',
  days_1_3: 'analytics.leadTime.bucket.days_1_3',
  days_3_7: 'analytics.leadTime.bucket.days_3_7',
  weeks_1_2: 'analytics.leadTime.bucket.weeks_1_2',
  weeks_2_4: 'analytics.leadTime.bucket.weeks_2_4',
  later: 'analytics.leadTime.bucket.later',
};

/** A lead-time bucket's name; one the dashboard does not know keeps the server's label. */
export function leadTimeBucketName(t: DashboardTranslate, bucket: { key: string; label: string }): string {
  const key = LEAD_TIME_KEYS[bucket.key];
  return key ? t(key) : bucket.label;
}

/** The funnel's steps named as the card names them (the CSV keeps core's English names). */
const FUNNEL_STEP_KEYS = {
  all_events_page: 'analytics.funnel.step.all_events_page',
  date_selection: 'analytics.funnel.step.date_selection',
  time_selection: 'analytics.funnel.step.time_selection',
  view_booking_details_page: 'analytics.funnel.step.view_booking_details_page',
  verify_email: 'analytics.funnel.step.verify_email',
  schedule_event: 'analytics.funnel.step.schedule_event',
  payment_completed: 'analytics.funnel.step.payment_completed',
} as const satisfies Record<(typeof FUNNEL_STEPS)[number][0], DashboardKey>;

/** A funnel step's name on the card; core's label for a step the dashboard does not name. */
export function funnelStepName(
  t: DashboardTranslate,
  step: { name: TrackingEventName; label: string },
): string {
  const steps: Partial<Record<TrackingEventName, DashboardKey>> = FUNNEL_STEP_KEYS;
  const key = steps[step.name];
  return key ? t(key) : step.label;
}
