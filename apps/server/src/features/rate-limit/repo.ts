import type { Db } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
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
  const keys = [...byKey.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (keys.length === 0) return new Map();
  // One text for any number of keys (the keys and window ends as arrays), so it is prepared once.
  const rows = await prepared(db, 'rate_limit_hits', (d) => {
    const at = sql`${sql.placeholder('now')}::timestamptz`;
    return d
      .insert(rateLimits)
      .select(
        sql`select k, 1, r from unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('resets')}::timestamptz[]) with ordinality as t(k, r, n) order by n`,
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
  }).execute({
    keys,
    resets: keys.map((k) => new Date(now.getTime() + (byKey.get(k) ?? 0)).toISOString()),
    now: now.toISOString(),
  });
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
