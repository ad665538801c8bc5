import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { sendDueNotification } from './reminders.ts';
import * as repo from './repo.ts';

const SendPayload = z.object({ id: z.string() });
const SweepPayload = z.object({}).passthrough();
const SWEEP_BATCH = 200;

/** One reminder or follow-up, started at its due time; the row claim makes it exactly-once. */
export function notificationSendJob(deps: Deps): JobDefinition<typeof SendPayload> {
  return {
    name: 'notification-send',
    payload: SendPayload,
    retryLimit: 3,
    // A few emails or one API call: a job still running after 20 s belongs to a dead process.
    expireInSeconds: 20,
    concurrency: 4,
    handle: async ({ id }) => {
      await sendDueNotification(deps, id);
    },
  };
}

/**
 * Every minute: sends rows that are due and still unsent (their job was lost in a restart, or
 * failed for good). Claims keep it from racing the on-time jobs into a second email.
 */
export function notificationSweepJob(deps: Deps): JobDefinition<typeof SweepPayload> {
  return {
    name: 'notification-sweep',
    payload: SweepPayload,
    cron: '* * * * *',
    handle: async () => {
      await sweepDueNotifications(deps);
    },
  };
}

export async function sweepDueNotifications(deps: Deps): Promise<number> {
  const due = await repo.findDueNotifications(deps.db, deps.now(), SWEEP_BATCH);
  let sent = 0;
  for (const id of due) {
    try {
      if ((await sendDueNotification(deps, id)) === 'sent') sent += 1;
    } catch {
      // Given back to the log with its error; the next sweep tries again.
    }
  }
  return sent;
}

/** Starts one job per planned row at its due time (after the rows are committed). */
export async function scheduleNotifications(deps: Deps, rows: ReadonlyArray<repo.PlannedRow>): Promise<void> {
  const job = notificationSendJob(deps);
  for (const row of rows) {
    await deps.jobs.send(job, { id: row.id }, { startAfter: row.dueAt, singletonKey: row.id });
  }
}
