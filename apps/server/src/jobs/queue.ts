import type { Database } from '@kairos/db/client';
import { isConnectionError } from '@kairos/db/errors';
import PgBoss from 'pg-boss';
import type { z } from 'zod';

/** A job: a name, the shape of its payload, and what to do with one. Handlers must be idempotent. */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
  handle(data: z.infer<S>): Promise<void>;
  /** Cron schedule for a sweep job (its payload is `{}`). */
  cron?: string;
  retryLimit?: number;
  /**
   * How long a started job may run before another worker may take it again: the time after which
   * a job whose process died (SIGKILL, power loss) is retried. pg-boss's default is 15 minutes.
   */
  expireInSeconds?: number;
  /** Jobs of this kind one process runs at once (default 1). */
  concurrency?: number;
  /**
   * Jobs one worker takes in one fetch (default 1) and runs at once, so a backlog costs one fetch
   * and one completion per batch instead of per job. The process runs `concurrency / batchSize`
   * workers, so no more than `concurrency` jobs run at once either way.
   */
  batchSize?: number;
}

export interface JobQueue {
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    data: z.infer<S>,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Writes the job through `db` (e.g. the caller's transaction), so it exists exactly when that
   * transaction commits. The job's queue must exist already (see `prepare`).
   */
  sendWithin<S extends z.ZodType>(
    db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> },
    job: JobDefinition<S>,
    data: z.infer<S>,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /** Wakes one of this process's workers of the job's queue (after a `sendWithin` committed). */
  wake(job: { name: string }): void;
  /** Makes sure the queues of these jobs exist, for senders that write jobs inside a transaction. */
  prepare(definitions: Array<JobDefinition<z.ZodType>>): Promise<void>;
  /** Starts workers for these definitions (and their schedules). */
  work(definitions: Array<JobDefinition<z.ZodType>>): Promise<void>;
  /** Stops taking jobs and waits up to `graceMs` (default 5 s) for the ones in progress. */
  stop(graceMs?: number): Promise<void>;
  /** True from start until `stop` is called: the workers take jobs. */
  isRunning(): boolean;
  boss: PgBoss;
}

/** pg-boss's database hook over PGlite: parameterless SQL may hold several statements. */
function pgliteAdapter(database: Database) {
  const pglite = database.pglite;
  if (!pglite) throw new Error('not a PGlite database');
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values as unknown[]);
      return { rows: result.rows };
    },
  };
}

/** How long the job queue waits out a database restart before its command fails. */
const RECONNECT_WITHIN_MS = 20_000;

/**
 * Runs a pg-boss command again while the database restarts. Its commands are safe to repeat (a
 * job fetched twice is taken again after its expiry; completing or failing twice changes nothing),
 * and pg-boss does not wait for some of them, so a failure would be an unhandled rejection.
 */
async function retryConnection<T>(command: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await command();
    } catch (error) {
      if (!isConnectionError(error) || Date.now() - started > RECONNECT_WITHIN_MS) throw error;
      await new Promise((r) => setTimeout(r, Math.min(2000, 100 * attempt)));
    }
  }
}

export interface QueueOptions {
  /** How often idle workers look for jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
  /** Run sweeps on their cron schedules (off in most tests). */
  schedule?: boolean;
}

/** Durable jobs in the same database as the data, shared by every server process. */
export async function createJobQueue(database: Database, options: QueueOptions = {}): Promise<JobQueue> {
  // Maintenance (which finds jobs of dead processes past their expiry) runs every 10 s, once
  // across all processes, instead of every 2 minutes.
  const base = {
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    maintenanceIntervalSeconds: 10,
    schedule: options.schedule ?? true,
  };
  let running = true;
  const execute =
    database.kind === 'pglite'
      ? pgliteAdapter(database).executeSql
      : (text: string, values?: unknown[]) => retryConnection(() => database.execute(text, values));
  // A job that outlives the stop's grace period completes or fails after the database is closed;
  // pg-boss does not wait for that command, so its failure would end the process. Once stopped,
  // such a command is dropped: the job is taken again after its expiry (jobs are idempotent).
  // pg-boss reads a count from the answer of its completions (complete, fail, cancel…): theirs
  // says none was changed; any other dropped command found no rows.
  const executeSql = async (text: string, values?: unknown[]) => {
    try {
      return await execute(text, values);
    } catch (error) {
      if (running) throw error;
      return { rows: /select count\(\*\) from results\s*$/i.test(text) ? [{ count: '0' }] : [] };
    }
  };
  // The queue's own statements (polling, completing, maintenance) touch only its tables: they do not
  // hold back the slot cache's trust in what it has heard (see slots/watch.ts).
  database.localWrites?.ignoreStatements((text) => text.includes(`${base.schema}.`));
  const boss = new PgBoss({ ...base, db: { executeSql } } as never);
  boss.on('error', (error) => console.error('job queue error:', error));
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 2;
  const created = new Set<string>();
  // This process's workers by queue, to wake one when this process sends a job.
  const workerIds = new Map<string, string[]>();
  const wake = (name: string) => {
    const ids = workerIds.get(name);
    const id = ids?.[Math.floor(Math.random() * ids.length)];
    if (id) boss.notifyWorker(id);
  };

  async function ensureQueue(name: string, retryLimit = 5, expireInSeconds?: number): Promise<void> {
    if (created.has(name)) return;
    // Processes starting together may create the same queue at once; creating is idempotent,
    // so a deadlock or duplicate between them is simply tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, {
          name,
          retryLimit,
          retryDelay: 5,
          retryBackoff: true,
          ...(expireInSeconds ? { expireInSeconds } : {}),
        } as never);
        // A queue made by an older version keeps its settings unless told otherwise.
        if (expireInSeconds) await boss.updateQueue(name, { expireInSeconds } as never);
        break;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
    created.add(name);
  }

  return {
    boss,
    async send(job, data, opts = {}) {
      await ensureQueue(job.name, job.retryLimit, job.expireInSeconds);
      const payload = job.payload.parse(data);
      const id = await boss.send(job.name, payload as object, {
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      });
      // A job due now starts at once instead of at the next poll (a visitor waits on a booking's).
      if (id && !opts.startAfter) wake(job.name);
      return id;
    },
    async sendWithin(db, job, data, opts = {}) {
      const payload = job.payload.parse(data);
      return boss.send(
        job.name,
        payload as object,
        {
          db,
          ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
          ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        } as never,
      );
    },
    wake(job) {
      wake(job.name);
    },
    async prepare(definitions) {
      for (const job of definitions) await ensureQueue(job.name, job.retryLimit, job.expireInSeconds);
    },
    async work(definitions) {
      for (const job of definitions) {
        await ensureQueue(job.name, job.retryLimit, job.expireInSeconds);
        // Several workers share the queue, each taking up to `batchSize` jobs per fetch. The
        // embedded database answers one query at a time, so there one worker taking one job is enough.
        const batchSize = database.kind === 'pglite' ? 1 : Math.max(1, job.batchSize ?? 1);
        const workers =
          database.kind === 'pglite' ? 1 : Math.max(1, Math.floor((job.concurrency ?? 1) / batchSize));
        for (let i = 0; i < workers; i++) {
          const id: string = await boss.work(
            job.name,
            { pollingIntervalSeconds: polling, batchSize } as never,
            async (jobs: Array<{ id: string; data: unknown }>) => {
              try {
                if (jobs.length === 1) {
                  await job.handle(job.payload.parse(jobs[0]?.data));
                  return;
                }
                // A batch's jobs run at once, each within its own expiry; those that fail are
                // failed here (to be retried) and pg-boss completes the rest, which are still active.
                const settled = await Promise.allSettled(
                  jobs.map(async (j) => job.handle(job.payload.parse(j.data))),
                );
                for (const [k, result] of settled.entries()) {
                  const failed = jobs[k];
                  if (result.status === 'rejected' && failed)
                    await boss.fail(job.name, failed.id, result.reason);
                }
              } finally {
                // pg-boss waits a whole polling interval after each fetch; a worker that found
                // jobs looks for the next at once, so a backlog drains at the speed of the work.
                boss.notifyWorker(id);
              }
            },
          );
          workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), id]);
        }
        if (job.cron) await boss.schedule(job.name, job.cron, {});
      }
    },
    isRunning: () => running,
    async stop(graceMs = 5000) {
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: graceMs } as never);
    },
  };
}
