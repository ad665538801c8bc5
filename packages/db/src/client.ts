import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { type Channel, type ChannelHandlers, listenTo } from './listen.ts';
import { LocalWrites, trackWrites } from './local-writes.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database interface the repositories use, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; for jobs, tests and maintenance. */
  execute(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Closes the connections; calling it again waits for the same close. */
  close(): Promise<void>;
  /** The node-postgres pool, when on Postgres (the job queue shares it). */
  pool?: pg.Pool;
  /** The PGlite instance, when embedded. */
  pglite?: PGlite;
  /** This process's writes as other connections come to see them, when on Postgres. */
  localWrites?: LocalWrites;
  /**
   * A connection of its own that listens on a channel, when on Postgres; to `url` when given (a
   * pooler in transaction mode cannot carry LISTEN), else to the database's own URL.
   */
  listen?(channel: string, handlers: ChannelHandlers, url?: string): Channel;
}

/** A close that may be called again (a shutdown after a failed start, a test after a probe): it closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

const CONNECT_TIMEOUT_MS = 10_000;

/** An arbitrary constant naming the migration lock. */
const MIGRATION_LOCK = 7_202_611;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export interface CreateDbOptions {
  /** A postgres:// URL; when absent, the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; absent means in memory. */
  dataDir?: string | undefined;
  /**
   * A PGlite data directory dumped by `dumpDataDir('none')` to start from instead of an empty one
   * (the tests start from an already migrated one); pending migrations are still applied.
   */
  loadDataDir?: Blob | undefined;
  /** Pool size for Postgres. */
  maxConnections?: number;
  /**
   * Apply this build's pending migrations (the default). Off for tools that must leave the
   * database as they found it (a backup of an older version's data).
   */
  migrate?: boolean;
}

export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    // A request waits at most CONNECT_TIMEOUT_MS for a connection (a database that does not answer
    // at all, or a pool busy that long), then fails as a connection error: a 503 to retry.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection error (the server restarting) must not crash the process: on an idle client the
    // pool replaces it; on a checked-out one the query in flight fails and the client is discarded.
    pool.on('error', () => {});
    const localWrites = new LocalWrites();
    pool.on('connect', (client) => {
      client.on('error', () => {});
      trackWrites(client, localWrites);
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    // Several processes may start at once on a new database: one migrates, the others wait.
    if (options.migrate !== false) {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        lock.release();
      }
    }
    return {
      db,
      kind: 'postgres',
      pool,
      localWrites,
      listen: (channel, handlers, url) => listenTo(url ?? (options.databaseUrl as string), channel, handlers),
      execute: async (text, params) => {
        const result = await pool.query(text, params as unknown[]);
        return { rows: result.rows };
      },
      close: once(() => pool.end()),
    };
  }
  // One process at a time in a data directory (see data-dir-lock.ts): taken before PGlite opens it.
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let pglite: PGlite;
  let db: Db;
  try {
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { btree_gist, pg_trgm },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
    if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await pglite.close().catch(() => {});
    unlock();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    pglite,
    execute: async (text, params) => {
      const result = await pglite.query<Record<string, unknown>>(text, params as unknown[]);
      return { rows: result.rows };
    },
    close: once(async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    }),
  };
}

/**
 * How many migrations of this build the database has not applied yet (0 when up to date), read
 * the way the migrator reads it: by the journal's timestamps against the newest applied one.
 */
export async function pendingMigrationCount(database: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const { rows } = await database.execute(
    `select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(rows[0]?.last ?? 0);
  return journal.entries.filter((e) => e.when > last).length;
}
