import { createTestDb, type TestDatabase, testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobQueue, type JobDefinition, type JobQueue } from './queue.ts';

// The embedded database runs one worker taking one job at a time: batches exist on PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('job batches on postgres', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  beforeAll(async () => {
    database = await createTestDb('postgres');
    jobs = await createJobQueue(database, { pollingIntervalSeconds: 0.5, schedule: false });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('takes a backlog two jobs per fetch, completes those that worked and retries only the one that failed', async () => {
    const handled: string[] = [];
    const probe: JobDefinition<z.ZodObject<{ key: z.ZodString }>> = {
      name: 'batch-probe',
      payload: z.object({ key: z.string() }),
      retryLimit: 1,
      concurrency: 2,
      batchSize: 2,
      handle: async ({ key }) => {
        handled.push(key);
        if (key.startsWith('bad')) throw new Error(`${key} failed`);
      },
    };
    await jobs.prepare([probe]);
    for (const key of ['good-1', 'bad-1', 'good-2', 'good-3']) await jobs.send(probe, { key });
    await jobs.work([probe]);

    const states = async () =>
      (
        await database.execute(
          `select data->>'key' as key, state, retry_count, started_on::text as started_on from pgboss.job where name = 'batch-probe'`,
        )
      ).rows;
    for (let waited = 0; waited < 30_000; waited += 100) {
      const rows = await states();
      if (rows.filter((r) => r.state === 'completed').length === 3 && rows.some((r) => r.state === 'failed'))
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const rows = await states();
    const byKey = Object.fromEntries(rows.map((r) => [String(r.key), r]));
    expect(Object.fromEntries(rows.map((r) => [String(r.key), r.state]))).toEqual({
      'good-1': 'completed',
      'good-2': 'completed',
      'good-3': 'completed',
      'bad-1': 'failed',
    });
    // Tried again once (its retry limit), and each good job ran exactly once.
    expect(byKey['bad-1']?.retry_count).toBe(1);
    expect(handled.filter((k) => k === 'bad-1')).toHaveLength(2);
    expect(handled.filter((k) => k.startsWith('good')).sort()).toEqual(['good-1', 'good-2', 'good-3']);
    // One fetch took two jobs: they started in the same statement.
    const starts = rows.filter((r) => String(r.key).startsWith('good')).map((r) => String(r.started_on));
    expect(new Set(starts).size).toBeLessThan(starts.length);
  }, 60_000);
});

describe.each(testDatabaseKinds())('a job finishing after the queue stopped (%s)', (kind) => {
  it('completes or fails into nothing once the database is closed, instead of crashing the process', async () => {
    const database = await createTestDb(kind);
    const jobs = await createJobQueue(database, { schedule: false });
    const late: JobDefinition<z.ZodObject<{ key: z.ZodString }>> = {
      name: 'late-probe',
      payload: z.object({ key: z.string() }),
      handle: async () => {},
    };
    await jobs.prepare([late]);
    const id = await jobs.send(late, { key: 'k' });
    await jobs.stop();
    await database.close();
    // What pg-boss sends when a handler that outlived the stop returns or throws.
    await expect(jobs.boss.fail(late.name, id as string, new Error('late'))).resolves.toMatchObject({
      affected: 0,
    });
    await expect(jobs.boss.complete(late.name, id as string)).resolves.toMatchObject({ affected: 0 });
  });
});
