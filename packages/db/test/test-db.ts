import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';
import { createDb, type Database, MIGRATIONS_DIR } from '../src/client.ts';

export type DbKind = 'pglite' | 'postgres';

/** The engines the integration tests run on: PGlite always, Postgres when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: PGlite in memory, or a new throw-away database on the
 * Postgres server of TEST_DATABASE_URL, dropped again by `close()`.
 *
 * Neither is migrated one statement at a time: PGlite starts from a data directory dumped once
 * after migrating (kept on disk, see `pgliteSnapshotPath`), Postgres copies a migrated template
 * database (see `postgresTemplate`). Both are keyed by the migration files, so a changed or added
 * migration builds a new one; `createDb` still checks the copy is up to date.
 */
export type TestDatabase = Database & { /** The connection URL, on Postgres. */ url?: string };

/**
 * Work done once on the migrated database before it is copied, so every copy starts with it
 * (the server's tests: the job queue's tables). `key` names the work and what it depends on:
 * another key makes another snapshot.
 */
export interface TestDbPreparation {
  key: string;
  run(database: Database): Promise<void>;
}

export async function createTestDb(kind: DbKind, preparation?: TestDbPreparation): Promise<TestDatabase> {
  if (kind === 'pglite') return createDb({ loadDataDir: await migratedPgliteSnapshot(preparation) });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await postgresTemplate(adminUrl, snapshotKey(preparation), preparation);
  const name = `kairos_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDb({ databaseUrl: url.toString(), maxConnections: 20 });
  const close = database.close;
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Fills an embedded database's directory (a server process's `DATA_DIR/pglite`) from the migrated
 * snapshot, for tests of a real process that are not about its first start.
 */
export async function seedPgliteDataDir(dataDir: string, preparation?: TestDbPreparation): Promise<void> {
  const database = await createDb({ dataDir, loadDataDir: await migratedPgliteSnapshot(preparation) });
  await database.close();
}

/**
 * A digest of everything a migrated database is made from: the migration files (SQL and
 * journal) and, for PGlite, the engine's version, whose data directory format may change.
 */
export function migrationsHash(migrationsDir: string = MIGRATIONS_DIR, extra = ''): string {
  const hash = createHash('sha256').update(extra);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of walk(migrationsDir).sort()) {
    hash.update(`\0${relative(migrationsDir, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

const MAGIC = Buffer.from('KAIROS-PGLITE-SNAPSHOT-1\n');
const DIGEST_BYTES = 32;

/**
 * A file shared by the test processes: the first one that needs it builds it and moves it into
 * place whole (a temporary file, then a rename), so another process reads either nothing or all of
 * it. The content carries its own length and SHA-256; a file that does not match (cut short, or
 * written by something else) is built again.
 */
export async function snapshotFile(
  path: string,
  build: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array<ArrayBuffer>> {
  const found = readSnapshot(path);
  if (found) return found;
  const content = await build();
  const digest = createHash('sha256').update(content).digest();
  const length = Buffer.alloc(8);
  length.writeBigUInt64BE(BigInt(content.byteLength));
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([MAGIC, length, digest, content]));
    renameSync(temporary, path);
  } catch {
    // Only a cache: a disk that refuses it costs the next process a build, nothing more.
  } finally {
    rmSync(temporary, { force: true });
  }
  return content;
}

function readSnapshot(path: string): Uint8Array<ArrayBuffer> | undefined {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch {
    return undefined;
  }
  const header = MAGIC.length + 8 + DIGEST_BYTES;
  if (file.length < header || !file.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const length = file.readBigUInt64BE(MAGIC.length);
  const content = file.subarray(header);
  if (BigInt(content.length) !== length) return undefined;
  const digest = file.subarray(MAGIC.length + 8, header);
  if (!createHash('sha256').update(content).digest().equals(digest)) return undefined;
  // A file read is never in shared memory.
  return new Uint8Array(content.buffer as ArrayBuffer, content.byteOffset, content.length);
}

let ownMigrationsHash: string | undefined;

/** The key of this build's migrations, with the preparation's when there is one. */
function snapshotKey(preparation?: TestDbPreparation): string {
  ownMigrationsHash ??= migrationsHash();
  if (!preparation) return ownMigrationsHash;
  return createHash('sha256').update(`${ownMigrationsHash}\0${preparation.key}`).digest('hex').slice(0, 16);
}

/** Where the migrated PGlite data directory of these migrations is kept between test processes. */
export function pgliteSnapshotPath(
  dir: string = tmpdir(),
  migrationsDir: string = MIGRATIONS_DIR,
  preparationKey = '',
): string {
  const hash = migrationsHash(migrationsDir, `pglite ${pgliteVersion()}\0${preparationKey}`);
  return join(dir, `kairos-pglite-${hash}.snapshot`);
}

const SNAPSHOT_KEPT_MS = 2 * 86_400_000;

/** Snapshots of older migrations, untouched for two days, are removed when a new one is built. */
function pruneSnapshots(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!/^kairos-pglite-[0-9a-f]{16}\.snapshot$/.test(name)) continue;
    const path = join(dir, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > SNAPSHOT_KEPT_MS) rmSync(path, { force: true });
    } catch {
      // Removed meanwhile by another process.
    }
  }
}

const pgliteSnapshots = new Map<string, Promise<Blob>>();

/** The dump of a freshly migrated (and prepared) PGlite data directory, read or built once per process. */
function migratedPgliteSnapshot(preparation?: TestDbPreparation): Promise<Blob> {
  const path = pgliteSnapshotPath(tmpdir(), MIGRATIONS_DIR, preparation?.key);
  let snapshot = pgliteSnapshots.get(path);
  if (snapshot) return snapshot;
  snapshot = snapshotFile(path, async () => {
    pruneSnapshots(dirname(path));
    const database = await createDb();
    try {
      await preparation?.run(database);
      const dump = await database.pglite?.dumpDataDir('none');
      if (!dump) throw new Error('PGlite gave no data directory');
      return new Uint8Array(await dump.arrayBuffer());
    } finally {
      await database.close();
    }
  }).then((content) => new Blob([content]));
  pgliteSnapshots.set(path, snapshot);
  snapshot.catch(() => pgliteSnapshots.delete(path));
  return snapshot;
}

/** An arbitrary constant naming the lock under which a template database is built. */
const TEMPLATE_LOCK = 7_202_612;

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated template database on the server of `adminUrl`, built once per set of
 * migrations: under an advisory lock, as another name, closed to connections (a template must
 * have none while it is copied) and renamed into place only when complete.
 */
export function postgresTemplate(
  adminUrl: string,
  key: string = snapshotKey(),
  preparation?: TestDbPreparation,
): Promise<string> {
  const cacheKey = `${adminUrl} ${key}`;
  let template = templates.get(cacheKey);
  if (!template) {
    template = buildPostgresTemplate(adminUrl, `kairos_tpl_${key}`, preparation);
    templates.set(cacheKey, template);
    template.catch(() => templates.delete(cacheKey));
  }
  return template;
}

async function buildPostgresTemplate(
  adminUrl: string,
  name: string,
  preparation: TestDbPreparation | undefined,
): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  try {
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists()) return name;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const database = await createDb({ databaseUrl: url.toString(), maxConnections: 4 });
        try {
          await preparation?.run(database);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`).catch(() => {});
        // Built at the same time through another administration database: use that one.
        if (!(await exists())) throw error;
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    }
  } finally {
    await admin.end();
  }
}
