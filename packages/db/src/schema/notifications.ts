import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every reminder and follow-up a meeting is due, one row per recipient, channel and moment.
 * The unique key makes "send once" a database fact: a worker claims a row by setting `sent_at`
 * only where it is still null, so two workers or a restart never send it twice. A claim holds
 * until `claimed_until` (cleared once the message is sent): the claim of a worker that died
 * mid-send runs out and another worker takes the row again.
 */
export const notificationLog = pgTable(
  'notification_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id').notNull(),
    meetingId: uuid('meeting_id').notNull(),
    attendeeId: uuid('attendee_id'),
    kind: text('kind', { enum: ['NOTIFICATION', 'REMINDER', 'FOLLOW_UP'] }).notNull(),
    channel: text('channel', { enum: ['EMAIL', 'WHATSAPP'] }).notNull(),
    /** Minutes before the start (reminders) or after the end (follow-ups); 0 for the booking notice. */
    offsetMinutes: integer('offset_minutes').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** While a worker sends the row: when its claim runs out. Null once sent (or never claimed). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_log_once_key').on(
      t.meetingId,
      t.attendeeId,
      t.kind,
      t.channel,
      t.offsetMinutes,
      t.dueAt,
    ),
    index('notification_log_due_idx').on(t.dueAt),
  ],
);
