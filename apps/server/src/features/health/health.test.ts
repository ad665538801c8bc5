import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('health and readiness probes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /health and the older /api/health while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, migrations are applied and the workers run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { rows } = await t.database.execute(
      'select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const last = rows[0] as { id: number; hash: string; created_at: string };
    await t.database.execute('delete from drizzle.__drizzle_migrations where id = $1', [last.id]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: '1 migration not applied', jobs: 'ok' },
      });
    } finally {
      await t.database.execute(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [last.id, last.hash, last.created_at],
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('is not ready once the job workers stop, and /health still answers', async () => {
    await t.deps.jobs.stop();
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ database: 'ok', migrations: 'ok', jobs: 'stopped' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('is not ready when the database is gone', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe('not ready');
    expect(body.checks.database).toMatch(/^unreachable: /);
    expect(body.checks.migrations).toBe('unknown: the database is unreachable');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
