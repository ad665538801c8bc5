// `npm run migrate`: applies the database migrations and exits. Run it once before starting new
// versions of several processes (each process would also migrate at start, under a lock).
import { join, resolve } from 'node:path';
import { createDb, pendingMigrationCount } from '@kairos/db/client';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : join(resolve(process.env.DATA_DIR || './data'), 'pglite');
const database = await createDb({ databaseUrl, dataDir });
try {
  const pending = await pendingMigrationCount(database);
  if (pending > 0) throw new Error(`${pending} migrations still not applied`);
  console.log(`Migrations applied to ${databaseUrl ? 'PostgreSQL' : `the embedded database in ${dataDir}`}.`);
} finally {
  await database.close();
}
