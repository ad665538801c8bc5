import type { Notifications } from '../events/notifications-schema.ts';

export interface PlannedNotification {
  kind: 'REMINDER' | 'FOLLOW_UP';
  /** Minutes before the start (reminders) or after the end (follow-ups). */
  offsetMinutes: number;
  dueAt: Date;
}

export interface PlanInput {
  notifications: Pick<Notifications, 'emailReminder' | 'emailFollowUp'>;
  start: Date;
  end: Date;
  now: Date;
}

/**
 * The email reminders and follow-up one attendee of a meeting is due, earliest first. Moments
 * already past at `now` are skipped: a reminder "in 24 hours" of a meeting booked an hour ahead
 * would only arrive late.
 */
export function planNotifications({ notifications, start, end, now }: PlanInput): PlannedNotification[] {
  const planned: PlannedNotification[] = [];
  if (notifications.emailReminder.enable) {
    for (const minutes of notifications.emailReminder.minutesBefore) {
      planned.push({
        kind: 'REMINDER',
        offsetMinutes: minutes,
        dueAt: new Date(start.getTime() - minutes * 60_000),
      });
    }
  }
  if (notifications.emailFollowUp.enable) {
    const minutes = notifications.emailFollowUp.minuteAfter;
    planned.push({
      kind: 'FOLLOW_UP',
      offsetMinutes: minutes,
      dueAt: new Date(end.getTime() + minutes * 60_000),
    });
  }
  return planned
    .filter((p) => p.dueAt.getTime() > now.getTime())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}
