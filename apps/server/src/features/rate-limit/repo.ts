import type { Db } from '@kairos/db/client';
import { rateLimits } from '@kairos/db/schema';
import { sql } from 'drizzle-orm';

/**
 * Counts one hit in each key's fixed window, in one statement (rows locked in the keys' order, so
 * two callers never wait on each other); returns each key's count and when its window ends.
 */
export async function incrementWindows(
  db: Db,
  windows: ReadonlyArray<{ key: string; windowMs: number }>,
  now: Date,
): Promise<Map<string, { count: number; resetAt: Date }>> {
  const byKey = new Map(windows.map((w) => [w.key, w.windowMs]));
  const values = [...byKey]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, windowMs]) => ({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) }));
  if (values.length === 0) return new Map();
  const rows = await db
    .insert(rateLimits)
    .values(values)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
  return new Map(rows.map((r) => [r.key, { count: r.count, resetAt: r.resetAt }]));
}

/** The key's count in its current window, or 0 when it has none or it has ended. */
export async function readWindow(
  db: Db,
  key: string,
  now: Date,
): Promise<{ count: number; resetAt: Date } | undefined> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now.toISOString()}::timestamptz`);
  return row;
}

export async function deleteWindow(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
