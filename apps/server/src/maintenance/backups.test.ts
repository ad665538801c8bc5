import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, MIGRATIONS_DIR, pendingMigrationCount } from '@kairos/db/client';
import { readSnapshot, snapshotEmbedded } from '@kairos/db/embedded-snapshot';
import { createTestDb, seedPgliteDataDir, type TestDatabase } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/booking-factory.ts';
import { npmRun } from '../../test/npm-run.ts';
import { createAllDayEvent, signUpOverHttp, startServerProcess } from '../../test/server-process.ts';
import { jobQueuePreparation } from '../../test/test-app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { CHANNEL_FILE, openBackupChannel, requestBackup } from './backup-channel.ts';
import { dailyBackupName, runDailyBackup } from './backups.ts';
import { backupCommand, type CommandIo, restoreCommand } from './commands.ts';

function captureIo(): CommandIo & { text(): string } {
  const lines: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => lines.push(l), text: () => lines.join('\n') };
}

const journalEntries = () =>
  (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

describe('npm run backup while the server takes bookings, then npm run restore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('restores every booking acknowledged before the backup began, into a consistent database', async () => {
    const dataDir = join(dir, 'data');
    await seedPgliteDataDir(join(dataDir, 'pglite'), jobQueuePreparation());
    // Behind a proxy, so that each visitor comes from an address of their own: the limit of
    // bookings per client address would otherwise stop a fast run.
    const server = await startServerProcess({ dataDir, env: { TRUST_PROXY: 'true' } });
    try {
      const call = await signUpOverHttp(server.base, 'Backed Up');
      const eventId = await createAllDayEvent(call);
      const first = Date.UTC(new Date().getUTCFullYear() + 1, 0, 4, 0, 0);
      const answers: Array<{ queueId?: string; status: number; sentAt: number; answeredAt: number }> = [];
      let next = 0;
      let stop = false;
      // Two visitors at a time, each booking the next free quarter hour, until told to stop.
      const visitor = async () => {
        while (!stop) {
          const i = next++;
          const sentAt = Date.now();
          const res = await fetch(`${server.base}${API}/meet/book`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
            body: JSON.stringify({
              eventId,
              time: new Date(first + i * 15 * 60_000).toISOString(),
              timezone: 'UTC',
              attendee: { fullName: `Visitor ${i}`, emailId: `backup-visitor-${i}@example.com` },
            }),
          });
          const body = (await res.json()) as { queueId?: string };
          answers.push({ queueId: body.queueId, status: res.status, sentAt, answeredAt: Date.now() });
        }
      };
      const visitors = [visitor(), visitor()];
      while (answers.length < 10) await new Promise((r) => setTimeout(r, 20));

      const backupFile = join(dir, 'snapshot.tar.gz');
      const backupBegan = Date.now();
      const backup = await npmRun('backup', [backupFile], { DATA_DIR: dataDir });
      const backupEnded = Date.now();
      // A few more after it, then the visitors stop.
      const after = answers.length;
      while (answers.length < after + 3) await new Promise((r) => setTimeout(r, 20));
      stop = true;
      await Promise.all(visitors);

      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toContain(`Backup written to ${backupFile}`);
      expect(backup.out).toContain('taken by the running server');
      // The channel's key is never printed, by the command or the server.
      const { key } = JSON.parse(readFileSync(join(dataDir, CHANNEL_FILE), 'utf8')) as { key: string };
      expect(backup.out + backup.err + server.output()).not.toContain(key);
      // Every visitor was answered 202, those answered while the backup ran too.
      expect(answers.filter((a) => a.status !== 202)).toEqual([]);
      expect(
        answers.filter((a) => a.answeredAt > backupBegan && a.answeredAt < backupEnded).length,
      ).toBeGreaterThan(0);
      const acknowledgedBefore = answers.filter((a) => a.answeredAt < backupBegan).map((a) => a.queueId);
      expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(10);

      // Restored into a new directory, opened, and checked.
      const restoredDir = join(dir, 'restored');
      const restore = await npmRun('restore', [backupFile], { DATA_DIR: restoredDir });
      expect(restore.code, restore.err).toBe(0);
      expect(restore.out).toMatch(/1 workspaces, \d+ meetings/);
      const restored = await createDb({ dataDir: join(restoredDir, 'pglite'), migrate: false });
      try {
        const one = async (sql: string, params: unknown[] = []) =>
          (await restored.execute(sql, params)).rows[0] as Record<string, number>;
        expect(await pendingMigrationCount(restored)).toBe(0);
        expect((await one('select count(*)::int as n from drizzle.__drizzle_migrations')).n).toBe(
          journalEntries(),
        );
        const found = await one('select count(*)::int as n from booking_queue where id = any($1::uuid[])', [
          acknowledgedBefore,
        ]);
        expect(found.n).toBe(acknowledgedBefore.length);
        const meetings = (await one('select count(*)::int as n from meetings')).n ?? 0;
        expect(meetings).toBeGreaterThanOrEqual(acknowledgedBefore.length);
        expect(meetings).toBeLessThanOrEqual(answers.length);
        // Each booking whole or not at all: a meeting, its attendee and its queue entry together.
        expect((await one('select count(*)::int as n from attendees')).n).toBe(meetings);
        expect((await one('select count(*)::int as n from booking_queue')).n).toBe(meetings);
        expect(
          (
            await one(
              `select count(*)::int as n from meetings m
                where not exists (select 1 from attendees a where a.meeting_id = m.id)
                   or not exists (select 1 from booking_queue q where q.meeting_id = m.id)`,
            )
          ).n,
        ).toBe(0);
      } finally {
        await restored.close();
      }

      // Restoring over a database that is there is refused, and leaves it alone.
      const again = await npmRun('restore', [backupFile], { DATA_DIR: restoredDir });
      expect(again.code).not.toBe(0);
      expect(again.err).toContain('is not empty');
      expect(existsSync(join(restoredDir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }

    // A server killed outright leaves its lock and channel file behind: the backup is then taken
    // from the files themselves.
    expect(existsSync(join(dataDir, CHANNEL_FILE))).toBe(true);
    const cold = await npmRun('backup', [dir], { DATA_DIR: dataDir });
    expect(cold.code, cold.err).toBe(0);
    expect(cold.out).toContain('taken from the stopped database');
    expect(readdirSync(dir).filter((f) => /^kairos-backup-.*\.tar\.gz$/.test(f))).toHaveLength(1);
  }, 240_000);
});

describe('the backup channel and the daily backups', () => {
  let database: TestDatabase;
  const dir = mkdtempSync(join(tmpdir(), 'kairos-daily-'));
  beforeAll(async () => {
    database = await createTestDb('pglite');
    await database.execute(`insert into workspaces (name, access_link) values ('Daily', 'daily-backups')`);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers only a request with its key, and goes away on close', async () => {
    const dataDir = join(dir, 'channel');
    mkdirSync(dataDir);
    const lines: string[] = [];
    const pglite = database.pglite as NonNullable<TestDatabase['pglite']>;
    const channel = await openBackupChannel({
      dataDir,
      snapshot: () => snapshotEmbedded(pglite),
      log: (l) => lines.push(l),
    });
    const file = join(dataDir, CHANNEL_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const ask = (authorization: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: channel.port,
            method: 'POST',
            path: '/backup',
            headers: { authorization },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect(await ask('Bearer not-the-key')).toBe(401);
    expect(await ask('')).toBe(401);

    const answer = await requestBackup(dataDir);
    expect(answer?.pid).toBe(process.pid);
    const copy = await createDb({
      loadDataDir: await readSnapshot(answer?.data ?? Buffer.alloc(0)),
      migrate: false,
    });
    try {
      const { rows } = await copy.execute(`select name from workspaces where access_link = 'daily-backups'`);
      expect(rows).toEqual([{ name: 'Daily' }]);
    } finally {
      await copy.close();
    }

    await channel.close();
    expect(existsSync(file)).toBe(false);
    expect(await requestBackup(dataDir)).toBeUndefined();
    expect(lines.join('\n')).toContain('Backup taken for npm run backup');
  });

  it('takes a backup a day and removes those older than the days kept, and nothing else', async () => {
    const backups = join(dir, 'backups');
    mkdirSync(backups);
    const day = 86_400_000;
    const now = new Date('2030-06-15T03:00:00Z');
    const old = dailyBackupName(new Date(now.getTime() - 15 * day));
    const kept = dailyBackupName(new Date(now.getTime() - 13 * day));
    for (const name of [old, kept, 'my-own-copy.tar.gz']) writeFileSync(join(backups, name), 'x');
    const pglite = database.pglite as NonNullable<TestDatabase['pglite']>;
    const snapshot = () => snapshotEmbedded(pglite);

    const first = await runDailyBackup({ snapshot, dir: backups, keepDays: 14, now });
    expect(first.written).toBe(join(backups, 'kairos-daily-2030-06-15T03-00-00Z.tar.gz'));
    expect(first.removed).toEqual([old]);
    expect(readdirSync(backups).sort()).toEqual([
      kept,
      'kairos-daily-2030-06-15T03-00-00Z.tar.gz',
      'my-own-copy.tar.gz',
    ]);
    // What was written is a backup that opens.
    const copy = await createDb({
      loadDataDir: await readSnapshot(readFileSync(first.written ?? '')),
      migrate: false,
    });
    expect((await copy.execute(`select count(*)::int as n from workspaces`)).rows[0]?.n).toBe(1);
    await copy.close();

    // An hour later none is due; a day later the next one is.
    const soon = await runDailyBackup({
      snapshot,
      dir: backups,
      keepDays: 14,
      now: new Date(now.getTime() + 3_600_000),
    });
    expect(soon).toEqual({ removed: [] });
    const tomorrow = await runDailyBackup({
      snapshot,
      dir: backups,
      keepDays: 14,
      now: new Date(now.getTime() + day),
    });
    expect(tomorrow.written).toBe(join(backups, 'kairos-daily-2030-06-16T03-00-00Z.tar.gz'));
    expect(tomorrow.removed).toEqual([]);
  });
});

describe('what the backup commands refuse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-refuse-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('on PostgreSQL, points to pg_dump and exits non-zero', async () => {
    const io = captureIo();
    expect(
      await backupCommand([], { DATABASE_URL: 'postgres://kairos@localhost/kairos', INIT_CWD: dir }, io),
    ).toBe(1);
    expect(io.text()).toContain('pg_dump');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('restores only a backup, only into an empty directory', async () => {
    const notBackup = join(dir, 'notes.txt');
    writeFileSync(notBackup, 'hello');
    const io = captureIo();
    expect(await restoreCommand([notBackup], { DATA_DIR: join(dir, 'fresh') }, io)).toBe(1);
    expect(io.text()).toContain('not a Kairos backup');
    expect(existsSync(join(dir, 'fresh'))).toBe(false);

    const full = join(dir, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'something'), 'x');
    const refused = captureIo();
    expect(await restoreCommand([notBackup], { DATA_DIR: full }, refused)).toBe(1);
    expect(refused.text()).toContain('is not empty');

    const nothing = captureIo();
    expect(await backupCommand([join(dir, 'b.tar.gz')], { DATA_DIR: join(dir, 'none') }, nothing)).toBe(1);
    expect(nothing.text()).toContain('There is no embedded database');
  });
});

describe('BACKUP_KEEP_DAYS', () => {
  const env = {
    DATA_DIR: join(tmpdir(), 'kairos-keep-days-unused'),
    SESSION_SECRET: 'a-session-secret-of-32-characters-at-least',
    SECRETS_KEY: 'a-secrets-key-of-32-characters-at-least-0',
  };

  it('keeps daily backups 14 days unless told, 0 taking none', () => {
    expect(loadConfig(env).backupKeepDays).toBe(14);
    expect(loadConfig({ ...env, BACKUP_KEEP_DAYS: '30' }).backupKeepDays).toBe(30);
    expect(loadConfig({ ...env, BACKUP_KEEP_DAYS: '0' }).backupKeepDays).toBe(0);
  });

  it.each(['-1', '1.5', 'two weeks', '9999'])('stops start-up on %s, naming the setting', (value) => {
    expect(() => loadConfig({ ...env, BACKUP_KEEP_DAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, BACKUP_KEEP_DAYS: value })).toThrow(
      /BACKUP_KEEP_DAYS: must be a whole number of days/,
    );
  });
});
