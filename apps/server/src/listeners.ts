import type { Deps } from './deps.ts';
import { calendarReads } from './features/calendars/reads.ts';
import { calendarSubscriber } from './features/calendars/subscriber.ts';
import { sheetsListener } from './features/google-sheets/listener.ts';
import type { ChangeListener } from './features/lifecycle/listener.ts';
import type { CalendarReads, ReminderBook } from './features/lifecycle/ports.ts';
import type { Subscriber } from './features/lifecycle/subscriber.ts';
import { mailchimpListener } from './features/mailchimp/listener.ts';
import { reminderBook } from './features/notifications/reminder-book.ts';
import { lettersSubscriber, remindersSubscriber } from './features/notifications/subscriber.ts';
import { videoSubscriber } from './features/video/subscriber.ts';
import { webhookListener } from './features/webhooks/emit.ts';

/*
 * Everything that follows the lifecycle of bookings, contacts and form responses. The code that
 * makes the changes records them through `features/lifecycle` and never names a listener or a
 * subscriber: adding an integration is a line here, not an edit to the booking path.
 */

/**
 * What writes its own outbox rows in the transaction of each change: the mailing list, the
 * spreadsheet and the outgoing webhooks, each with its own audience read before a booking's.
 */
export function changeListeners(): readonly ChangeListener<Deps>[] {
  return [mailchimpListener, sheetsListener, webhookListener];
}

/** What acts on each booking event after it commits, in this order (`after` waits on the ones before). */
export function lifecycleSubscribers(): readonly Subscriber<Deps>[] {
  return [videoSubscriber, calendarSubscriber, lettersSubscriber, remindersSubscriber];
}

/** What the booking path reads and keeps in step inside its own transactions. */
export function bookingPorts(): { calendars: CalendarReads<Deps>; reminders: ReminderBook<Deps> } {
  return { calendars: calendarReads, reminders: reminderBook };
}
