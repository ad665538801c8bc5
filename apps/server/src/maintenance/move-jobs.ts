import type { Database } from '@kairos/db/client';
import { compareCounts, copyTables, type TableRef } from '@kairos/db/copy-tables';
import PgBoss from 'pg-boss';

/**
 * The job queue (pg-boss) keeps its own tables in the `pgboss` schema, made and upgraded by
 * pg-boss itself at start rather than by the migrations. Of what it holds, only the jobs not yet
 * done are owed: a booking's side effects, reminders due later, a Mailchimp or spreadsheet sync
 * that exists nowhere else. They move, with their ids, due times, retries and singleton keys.
 * Finished jobs (history pg-boss deletes after its retention) stay behind, and the cron schedules
 * and queue settings are made again by the server at its first start; the queues themselves are
 * made first on the target so its jobs have their partitions.
 */
export const UNFINISHED_JOBS: TableRef = {
  schema: 'pgboss',
  table: 'job',
  where: "state in ('created', 'retry', 'active')",
};

function executorOf(database: Database) {
  const { pglite } = database;
  if (!pglite) return { executeSql: (text: string, values?: unknown[]) => database.execute(text, values) };
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (!values || values.length === 0) return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
      return { rows: (await pglite.query(text, values)).rows };
    },
  };
}

/** pg-boss on a database, without workers, maintenance or schedules: its tables made or upgraded to this version. */
async function bossOn(database: Database): Promise<PgBoss> {
  const boss = new PgBoss({
    schema: 'pgboss',
    migrate: true,
    supervise: false,
    schedule: false,
    db: executorOf(database),
  } as never);
  boss.on('error', () => {});
  await boss.start();
  return boss;
}

interface QueueRow {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
  retention_minutes: number | null;
  dead_letter: string | null;
}

/** Moves the unfinished jobs of the embedded database into PostgreSQL; returns how many moved. */
export async function moveUnfinishedJobs(source: Database, target: Database): Promise<number> {
  const pglite = source.pglite;
  const pool = target.pool;
  if (!pglite || !pool) throw new Error('jobs move from the embedded database to PostgreSQL');
  const { rows } = await pglite.query<{ found: boolean }>(
    `select to_regclass('pgboss.job') is not null as found`,
  );
  // A database no server ever started on has no job queue.
  if (!rows[0]?.found) return 0;
  await (await bossOn(source)).stop({ graceful: false, wait: true } as never);
  const boss = await bossOn(target);
  try {
    const queues = (await pglite.query<QueueRow>('select * from pgboss.queue')).rows;
    // A dead-letter queue exists before the queues that send to it.
    queues.sort((a, b) => Number(a.dead_letter !== null) - Number(b.dead_letter !== null));
    for (const q of queues) {
      await boss.createQueue(q.name, {
        ...(q.policy ? { policy: q.policy } : {}),
        ...(q.retry_limit !== null ? { retryLimit: q.retry_limit } : {}),
        ...(q.retry_delay !== null ? { retryDelay: q.retry_delay } : {}),
        ...(q.retry_backoff !== null ? { retryBackoff: q.retry_backoff } : {}),
        ...(q.expire_seconds !== null ? { expireInSeconds: q.expire_seconds } : {}),
        ...(q.retention_minutes !== null ? { retentionMinutes: q.retention_minutes } : {}),
        ...(q.dead_letter ? { deadLetter: q.dead_letter } : {}),
      } as never);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true } as never);
  }
  const [copied] = await copyTables(pglite, pool, [UNFINISHED_JOBS]);
  const [count] = await compareCounts(pglite, pool, [UNFINISHED_JOBS]);
  if (!copied || !count || count.source !== count.target) {
    throw new Error(
      `unfinished jobs: ${count?.source ?? '?'} in the embedded database, ${count?.target ?? '?'} copied`,
    );
  }
  return copied.rows;
}
