import type { Deps } from '../../deps.ts';
import type { ReminderBook } from '../lifecycle/ports.ts';
import { scheduleNotifications } from './jobs.ts';
import { planReminders } from './reminders.ts';
import { cancelNotifications } from './repo.ts';

/** The reminders as the booking path keeps them in step with a booking, in its own transactions. */
export const reminderBook: ReminderBook<Deps> = {
  cancel: cancelNotifications,
  plan: (db, p) => planReminders(db, { ...p, revive: true }),
  schedule: scheduleNotifications,
};
