import type { Database } from '@kairos/db/client';
import { pendingMigrationCount } from '@kairos/db/client';

/** One round trip to the database. */
export async function ping(database: Database): Promise<void> {
  await database.execute('select 1');
}

/** Migrations of this build not yet applied to the database. */
export function pendingMigrations(database: Database): Promise<number> {
  return pendingMigrationCount(database);
}
