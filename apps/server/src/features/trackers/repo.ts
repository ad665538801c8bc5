import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { trackerApps } from '@kairos/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';

export type TrackerAppRow = typeof trackerApps.$inferSelect;

export async function listTrackerApps(db: DbOrTx, appId: string): Promise<TrackerAppRow[]> {
  return db.select().from(trackerApps).where(eq(trackerApps.appId, appId)).orderBy(asc(trackerApps.appName));
}

export async function upsertTrackerApp(
  db: DbOrTx,
  appId: AuthorizedAppId,
  appName: TrackerAppRow['appName'],
  trackerId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(trackerApps)
    .values({ appId, appName, trackerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [trackerApps.appId, trackerApps.appName],
      set: { trackerId, updatedAt: now, createdAt: sql`${trackerApps.createdAt}` },
    });
}

export async function deleteTrackerApp(
  db: DbOrTx,
  appId: AuthorizedAppId,
  appName: TrackerAppRow['appName'],
): Promise<boolean> {
  const rows = await db
    .delete(trackerApps)
    .where(and(eq(trackerApps.appId, appId), eq(trackerApps.appName, appName)))
    .returning({ appId: trackerApps.appId });
  return rows.length > 0;
}
