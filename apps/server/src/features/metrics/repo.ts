import type { Database } from '@kairos/db/client';

export interface QueueCounts {
  queue: string;
  /** Waiting and due now: created or to be retried, their start time passed. */
  due: number;
  /** Waiting for a later start: reminders and follow-ups planned ahead, retries backing off. */
  deferred: number;
  active: number;
  /** Failed for good and not archived yet (the job queue archives finished jobs after 12 hours). */
  failed: number;
}

/**
 * Every queue of the job system (pg-boss) with its jobs counted by state, in one statement over the
 * jobs it has not archived: those waiting, running, and finished in the last 12 hours. Waiting jobs
 * are found through the queue's own index of them.
 */
export async function countQueueJobs(database: Database): Promise<QueueCounts[]> {
  const { rows } = await database.execute(
    `select q.name as queue,
            count(j.id) filter (where j.state < 'active' and j.start_after <= now())::int as due,
            count(j.id) filter (where j.state < 'active' and j.start_after > now())::int as deferred,
            count(j.id) filter (where j.state = 'active')::int as active,
            count(j.id) filter (where j.state = 'failed')::int as failed
       from pgboss.queue q
       left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
      group by q.name
      order by q.name`,
  );
  return rows.map((row) => ({
    queue: String(row.queue),
    due: Number(row.due),
    deferred: Number(row.deferred),
    active: Number(row.active),
    failed: Number(row.failed),
  }));
}
