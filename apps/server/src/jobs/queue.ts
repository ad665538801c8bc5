import type { Database } from '@kairos/db/client';
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

export interface QueueOptions {
  /** How often idle workers look for jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
  /** Run sweeps on their cron schedules (off in most tests). */
  schedule?: boolean;
}

/** Durable jobs in the same database as the data, shared by every server process. */
export async function createJobQueue(database: Database, options: QueueOptions = {}): Promise<JobQueue> {
  const base = { schema: 'pgboss', migrate: true, supervise: true, schedule: options.schedule ?? true };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...base, db: pgliteAdapter(database) } as never)
      : new PgBoss({
          ...base,
          db: { executeSql: (text: string, values?: unknown[]) => database.execute(text, values) },
        } as never);
  boss.on('error', (error) => console.error('job queue error:', error));
  await boss.start();
  let running = true;
  const polling = options.pollingIntervalSeconds ?? 2;
  const created = new Set<string>();

  async function ensureQueue(name: string, retryLimit = 5): Promise<void> {
    if (created.has(name)) return;
    // Processes starting together may create the same queue at once; creating is idempotent,
    // so a deadlock or duplicate between them is simply tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, { name, retryLimit, retryDelay: 5, retryBackoff: true } as never);
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
      await ensureQueue(job.name, job.retryLimit);
      const payload = job.payload.parse(data);
      return boss.send(job.name, payload as object, {
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      });
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
    async prepare(definitions) {
      for (const job of definitions) await ensureQueue(job.name, job.retryLimit);
    },
    async work(definitions) {
      for (const job of definitions) {
        await ensureQueue(job.name, job.retryLimit);
        await boss.work(
          job.name,
          { pollingIntervalSeconds: polling, batchSize: 1 } as never,
          async (jobs: Array<{ data: unknown }>) => {
            for (const j of jobs) await job.handle(job.payload.parse(j.data));
          },
        );
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
