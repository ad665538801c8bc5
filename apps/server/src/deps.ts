import type { Database, Db } from '@kairos/db/client';
import type { Config } from './config.ts';
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
}
