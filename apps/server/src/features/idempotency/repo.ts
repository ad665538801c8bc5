import type { DbOrTx } from '@kairos/db/client';
import { idempotencyKeys } from '@kairos/db/schema';
import { and, eq, lt } from 'drizzle-orm';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Records the key unless it is there already; true when this call recorded it. */
export async function insertKey(
  db: DbOrTx,
  row: { scope: string; key: string; requestHash: string | null; now: Date; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      scope: row.scope,
      key: row.key,
      requestHash: row.requestHash,
      createdAt: row.now,
      expiresAt: row.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** Records the key inside a transaction; a key recorded before is a unique violation that ends it. */
export async function insertKeyStrict(
  db: DbOrTx,
  row: { scope: string; key: string; requestHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(idempotencyKeys).values({
    scope: row.scope,
    key: row.key,
    requestHash: row.requestHash,
    createdAt: row.now,
    expiresAt: row.expiresAt,
  });
}

export async function findKey(db: DbOrTx, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveResponse(
  db: DbOrTx,
  scope: string,
  key: string,
  response: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function deleteExpired(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
