import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, pendingMigrationCount } from '../src/client.ts';
import {
  createTestDb,
  pgliteSnapshotPath,
  postgresTemplate,
  snapshotFile,
  testDatabaseKinds,
} from './test-db.ts';

describe.each(testDatabaseKinds())('test databases on %s', (kind) => {
  it('are migrated, empty and separate: what one stores the other does not see', async () => {
    const [a, b] = await Promise.all([createTestDb(kind), createTestDb(kind)]);
    try {
      expect(await pendingMigrationCount(a)).toBe(0);
      expect(await pendingMigrationCount(b)).toBe(0);
      await a.execute(
        `insert into agents (email_id, password_hash, first_name) values ('a@example.com', 'x', 'A')`,
      );
      await a.execute('create table only_in_a (id int)');
      expect((await a.execute('select email_id from agents')).rows).toEqual([{ email_id: 'a@example.com' }]);
      expect((await b.execute('select email_id from agents')).rows).toEqual([]);
      expect((await b.execute(`select to_regclass('only_in_a') as t`)).rows).toEqual([{ t: null }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    const c = await createTestDb(kind);
    try {
      expect((await c.execute('select count(*)::int as n from agents')).rows).toEqual([{ n: 0 }]);
    } finally {
      await c.close();
    }
  });
});

describe('the migrated snapshot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-snapshot-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is built once and read back whole by the next process', async () => {
    const path = join(dir, 'once.snapshot');
    let builds = 0;
    const build = async () => {
      builds += 1;
      return new Uint8Array([1, 2, 3, builds]);
    };
    expect(await snapshotFile(path, build)).toEqual(new Uint8Array([1, 2, 3, 1]));
    expect(await snapshotFile(path, build)).toEqual(new Uint8Array([1, 2, 3, 1]));
    expect(builds).toBe(1);
    expect(readdirSync(dir)).toEqual(['once.snapshot']);
  });

  it('is built again when the file is cut short, altered or not a snapshot', async () => {
    const path = join(dir, 'damaged.snapshot');
    let builds = 0;
    const build = async () => {
      builds += 1;
      return new Uint8Array(1000).fill(builds);
    };
    await snapshotFile(path, build);
    truncateSync(path, 500);
    expect(await snapshotFile(path, build)).toEqual(new Uint8Array(1000).fill(2));
    appendFileSync(path, 'x');
    expect(await snapshotFile(path, build)).toEqual(new Uint8Array(1000).fill(3));
    writeFileSync(path, Buffer.alloc(2000, 7));
    expect(await snapshotFile(path, build)).toEqual(new Uint8Array(1000).fill(4));
    expect(await snapshotFile(path, build)).toEqual(new Uint8Array(1000).fill(4));
    expect(builds).toBe(4);
  });

  it('is kept per set of migrations: changing or adding one makes a new snapshot', async () => {
    const migrations = join(dir, 'migrations');
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    const first = pgliteSnapshotPath(dir, migrations);
    expect(pgliteSnapshotPath(dir, migrations)).toBe(first);
    expect(first).toBe(pgliteSnapshotPath(dir, MIGRATIONS_DIR));
    let builds = 0;
    const build = async () => {
      builds += 1;
      return new Uint8Array([builds]);
    };
    await snapshotFile(first, build);

    appendFileSync(join(migrations, '0001_accounts.sql'), '\n-- changed');
    const changed = pgliteSnapshotPath(dir, migrations);
    expect(changed).not.toBe(first);
    expect(await snapshotFile(changed, build)).toEqual(new Uint8Array([2]));

    writeFileSync(join(migrations, '9999_added.sql'), 'create table added (id int);');
    const added = pgliteSnapshotPath(dir, migrations);
    expect(new Set([first, changed, added]).size).toBe(3);
    expect(await snapshotFile(added, build)).toEqual(new Uint8Array([3]));
    expect(builds).toBe(3);
    expect(existsSync(first)).toBe(true);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
describe.runIf(adminUrl)('the migrated template database', () => {
  it('is built once by one of several processes asking at once, and closed to connections', async () => {
    const url = adminUrl as string;
    const key = `test_${Date.now().toString(36)}`;
    // Two administration connections that do not share the in-process memo: as two test processes.
    const other = new URL(url);
    other.searchParams.set('application_name', 'kairos-template-test');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const names = await Promise.all([postgresTemplate(url, key), postgresTemplate(other.toString(), key)]);
      expect(names).toEqual([`kairos_tpl_${key}`, `kairos_tpl_${key}`]);
      const { rows } = await admin.query(
        'select datname, datallowconn, datistemplate from pg_database where datname like $1',
        [`kairos_tpl_${key}%`],
      );
      expect(rows).toEqual([{ datname: `kairos_tpl_${key}`, datallowconn: false, datistemplate: true }]);
    } finally {
      const { rows } = await admin.query('select datname from pg_database where datname like $1', [
        `kairos_tpl_${key}%`,
      ]);
      for (const { datname } of rows) {
        await admin.query(`alter database ${datname} is_template false`);
        await admin.query(`drop database ${datname}`);
      }
      await admin.end();
    }
  });
});
