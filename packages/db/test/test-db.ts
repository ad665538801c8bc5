import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database } from '../src/client.ts';

export type DbKind = 'pglite' | 'postgres';

/** The engines the integration tests run on: PGlite always, Postgres when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: PGlite in memory, or a new throw-away database on the
 * Postgres server of TEST_DATABASE_URL, dropped again by `close()`.
 */
export type TestDatabase = Database & { /** The connection URL, on Postgres. */ url?: string };

export async function createTestDb(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') return createDb();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kairos_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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
