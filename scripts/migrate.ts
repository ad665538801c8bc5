// `npm run migrate`: applies the database migrations and exits. Run it once before starting new
// versions of several processes (each process would also migrate at start, under a lock).
import { join, resolve } from 'node:path';
import { createDb, pendingMigrationCount } from '@kairos/db/client';
import { DataDirInUseError } from '@kairos/db/data-dir-lock';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : join(resolve(process.env.DATA_DIR || './data'), 'pglite');
const database = await createDb({ databaseUrl, dataDir }).catch((error: unknown) => {
  // The server holds the embedded database (it migrates at start anyway).
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
try {
  const pending = await pendingMigrationCount(database);
  if (pending > 0) throw new Error(`${pending} migrations still not applied`);
  console.log(`Migrations applied to ${databaseUrl ? 'PostgreSQL' : `the embedded database in ${dataDir}`}.`);
} finally {
  await database.close();
}
