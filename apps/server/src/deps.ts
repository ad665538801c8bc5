import type { Database, Db } from '@kairos/db/client';
import type { Config } from './config.ts';
import type { ChangeListener } from './features/lifecycle/listener.ts';
import type { CalendarReads, ReminderBook } from './features/lifecycle/ports.ts';
import type { Subscriber } from './features/lifecycle/subscriber.ts';
import type { MailTransport } from './features/mail/transport.ts';
import type { JobQueue } from './jobs/queue.ts';

/** What services need from the outside world, passed in so tests can control each part. */
export interface Deps {
  db: Db;
  database: Database;
  config: Config;
  /** The clock; tests pass a fixed or movable one. */
  now: () => Date;
  mail: MailTransport;
  jobs: JobQueue;
  /** What follows every change of a booking, contact or form response (`listeners.ts`). */
  listeners: readonly ChangeListener<Deps>[];
  /** What acts on each booking event after it commits (`listeners.ts`). */
  subscribers: readonly Subscriber<Deps>[];
  /** The hosts' calendars, read by the booking path to refuse a busy slot (`listeners.ts`). */
  calendars: CalendarReads<Deps>;
  /** The reminders, kept in step with a booking in its own transactions (`listeners.ts`). */
  reminders: ReminderBook<Deps>;
}
