import type { Notifications } from '../events/notifications-schema.ts';

export type NotificationKind = 'NOTIFICATION' | 'REMINDER' | 'FOLLOW_UP';
export type NotificationChannel = 'EMAIL' | 'WHATSAPP';

export interface PlannedNotification {
  kind: NotificationKind;
  channel: NotificationChannel;
  /** Minutes before the start (reminders) or after the end (follow-ups); 0 for the booking notice. */
  offsetMinutes: number;
  dueAt: Date;
}

type Reminder = { enable: boolean; minutesBefore: readonly number[] };
type FollowUp = { enable: boolean; minuteAfter: number };

export interface PlanInput {
  notifications: Pick<Notifications, 'emailReminder' | 'emailFollowUp'> &
    Partial<Pick<Notifications, 'whatsappNotification' | 'whatsappReminder' | 'whatsappFollowUp'>>;
  start: Date;
  end: Date;
  now: Date;
  /**
   * When the attendee booked: plan the WhatsApp booking notice too, due then (only when the
   * booking is made, not when it moves). A fixed moment, so planning again finds the same row.
   */
  bookedAt?: Date;
}

function planChannel(
  channel: NotificationChannel,
  reminder: Reminder | undefined,
  followUp: FollowUp | undefined,
  { start, end }: Pick<PlanInput, 'start' | 'end'>,
): PlannedNotification[] {
  const planned: PlannedNotification[] = [];
  if (reminder?.enable) {
    for (const minutes of reminder.minutesBefore) {
      planned.push({
        kind: 'REMINDER',
        channel,
        offsetMinutes: minutes,
        dueAt: new Date(start.getTime() - minutes * 60_000),
      });
    }
  }
  if (followUp?.enable) {
    planned.push({
      kind: 'FOLLOW_UP',
      channel,
      offsetMinutes: followUp.minuteAfter,
      dueAt: new Date(end.getTime() + followUp.minuteAfter * 60_000),
    });
  }
  return planned;
}

/**
 * The reminders and follow-ups (email and WhatsApp) one attendee of a meeting is due, earliest
 * first. Moments already past at `now` are skipped: a reminder "in 24 hours" of a meeting booked
 * an hour ahead would only arrive late. The WhatsApp booking notice, when asked for, is due now.
 */
export function planNotifications(input: PlanInput): PlannedNotification[] {
  const { notifications: n, now } = input;
  const planned = [
    ...planChannel('EMAIL', n.emailReminder, n.emailFollowUp, input),
    ...planChannel('WHATSAPP', n.whatsappReminder, n.whatsappFollowUp, input),
  ].filter((p) => p.dueAt.getTime() > now.getTime());
  if (input.bookedAt && n.whatsappNotification?.enable) {
    planned.push({ kind: 'NOTIFICATION', channel: 'WHATSAPP', offsetMinutes: 0, dueAt: input.bookedAt });
  }
  return planned.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}
