import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@kairos/db/client';
import { seedPgliteDataDir } from '@kairos/db/test/test-db';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../test/booking-factory.ts';
import { npmRun, repositoryRoot as root } from '../../test/npm-run.ts';
import { createAllDayEvent, type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { jobQueuePreparation } from '../../test/test-app.ts';
import { maskDatabaseUrl } from './move-to-postgres.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A host signed up over HTTP: the API caller with its session cookies, and its workspace's access link. */
async function signUp(base: string) {
  const res = await fetch(`${base}/api/v1/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Host',
      emailId: 'mover@example.com',
      password: 'a good password',
      companyName: 'Moving Day',
    }),
  });
  expect(res.status).toBe(201);
  const { workspace } = (await res.json()) as { workspace: { accessLink: string } };
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
  /** The host API, on whichever server `on` is, with the same session. */
  const callOn = (on: string) => async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${on}${API}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return { accessLink: workspace.accessLink, callOn };
}

function book(base: string, eventId: string, time: number, i: number) {
  return fetch(`${base}${API}/meet/book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId,
      time: new Date(time).toISOString(),
      timezone: 'UTC',
      attendee: { fullName: `Visitor ${i}`, emailId: `mover-visitor-${i}@example.com` },
    }),
  });
}

describe('masking a database URL', () => {
  it('hides the password and only the password', () => {
    expect(maskDatabaseUrl('postgres://kairos:s3cr%40t@db.example.com:5432/kairos')).toBe(
      'postgres://kairos:*****@db.example.com:5432/kairos',
    );
    expect(maskDatabaseUrl('postgresql://kairos@db/kairos?password=x&sslmode=require')).toBe(
      'postgresql://kairos@db/kairos?password=*****&sslmode=require',
    );
    expect(maskDatabaseUrl('postgres://db/kairos')).toBe('postgres://db/kairos');
  });
});

describe.runIf(adminUrl)('npm run migrate-to-postgres', () => {
  const name = `kairos_move_${Date.now().toString(36)}`;
  const dir = mkdtempSync(join(tmpdir(), 'kairos-move-'));
  const dataDir = join(dir, 'data');
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves a workspace from the embedded database, and the app serves and books on PostgreSQL', async () => {
    // 1. A workspace made through the API on the embedded database, with a booking.
    await seedPgliteDataDir(join(dataDir, 'pglite'), jobQueuePreparation());
    const embedded = await startServerProcess({ dataDir });
    servers.push(embedded);
    const host = await signUp(embedded.base);
    const eventId = await createAllDayEvent(host.callOn(embedded.base), {
      name: 'Moving call',
      slug: 'moving-call',
    });
    const slot = Date.UTC(new Date().getUTCFullYear() + 1, 2, 3, 10, 0);
    expect((await book(embedded.base, eventId, slot, 1)).status).toBe(202);

    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();

    // 2. Refused while the server holds the database.
    const busy = await npmRun('migrate-to-postgres', [databaseUrl], { DATA_DIR: dataDir });
    expect(busy.code).not.toBe(0);
    expect(busy.err).toContain(`is in use by process ${embedded.child.pid}`);
    expect(busy.err).toContain('The server must be stopped');

    embedded.child.kill('SIGTERM');
    expect(await embedded.exited).toEqual({ code: 0, signal: null });

    // The jobs still owed (the reminder an hour before the meeting, among them).
    const source = await createDb({ dataDir: join(dataDir, 'pglite'), migrate: false });
    const owed = (
      await source.execute(
        `select id::text, name from pgboss.job where state in ('created', 'retry', 'active') order by id`,
      )
    ).rows;
    await source.close();
    expect(owed.map((j) => j.name)).toContain('notification-send');

    // 3. The move.
    const moved = await npmRun('migrate-to-postgres', [databaseUrl], { DATA_DIR: dataDir });
    expect(moved.code, moved.err).toBe(0);
    expect(moved.out).toContain('the row counts of every table match');
    expect(moved.out).toContain(`DATABASE_URL=${maskDatabaseUrl(databaseUrl)}`);
    // The password is never printed.
    const password = url.password;
    expect(password).not.toBe('');
    expect(moved.out + moved.err).not.toContain(`:${password}@`);

    const target = new pg.Client({ connectionString: databaseUrl });
    await target.connect();
    try {
      const jobs = await target.query(`select id::text, name from pgboss.job order by id`);
      expect(jobs.rows).toEqual(owed);
    } finally {
      await target.end();
    }

    // A second run finds the target filled and leaves it alone.
    const again = await npmRun('migrate-to-postgres', [databaseUrl], { DATA_DIR: dataDir });
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('is not empty');

    // 4. The app on PostgreSQL: the public page and its data, the host's session, and a booking.
    const onPostgres = await startServerProcess({ databaseUrl, dataDir });
    servers.push(onPostgres);
    const listing = await fetch(`${onPostgres.base}${API}/website/events/${host.accessLink}`);
    expect(listing.status).toBe(200);
    expect(JSON.stringify(await listing.json())).toContain('Moving call');
    const eventPage = await fetch(`${onPostgres.base}${API}/website/event/${host.accessLink}/moving-call`);
    expect(eventPage.status).toBe(200);
    const page = await fetch(`${onPostgres.base}/${host.accessLink}/`);
    if (existsSync(join(root, 'apps/web/dist/index.html'))) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect((await fetch(`${onPostgres.base}/no-such-link-${name}/`)).status).toBe(404);
    } else {
      // Without a web build the server says so for every page.
      expect(page.status).toBe(503);
    }
    const session = await host.callOn(onPostgres.base)('GET', '/event/list');
    expect(JSON.stringify(session)).toContain('Moving call');

    // The slot booked on the embedded database is taken; the next one is free.
    expect((await book(onPostgres.base, eventId, slot, 2)).status).toBe(409);
    expect((await book(onPostgres.base, eventId, slot + 15 * 60_000, 3)).status).toBe(202);
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const meetings = await check.query('select count(*)::int as n from meetings');
      expect(meetings.rows[0]?.n).toBe(2);
    } finally {
      await check.end();
    }
    onPostgres.child.kill('SIGTERM');
    expect(await onPostgres.exited).toEqual({ code: 0, signal: null });
  }, 240_000);
});
