import type { Db } from '@kairos/db/client';
import { rateLimits } from '@kairos/db/schema';
import { sql } from 'drizzle-orm';

/** Counts one hit in the key's fixed window, atomically; returns the count and when the window ends. */
export async function incrementWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
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
