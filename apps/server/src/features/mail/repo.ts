import type { Db } from '@kairos/db/client';
import { outbox } from '@kairos/db/schema';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/**
 * Records several messages in one statement; returns the rows made (those whose dedupe key was
 * recorded before are left out).
 */
export async function insertOutboxRows(
  db: Db,
  values: Array<NewOutboxRow & { id: string }>,
): Promise<Array<{ id: string }>> {
  if (values.length === 0) return [];
  return db.insert(outbox).values(values).onConflictDoNothing().returning({ id: outbox.id });
}

/** The messages recorded under these dedupe keys but never marked sent (their sender died). */
export async function findUnsentByDedupeKeys(
  db: Db,
  dedupeKeys: string[],
): Promise<Array<{ id: string; dedupeKey: string | null }>> {
  if (dedupeKeys.length === 0) return [];
  return db
    .select({ id: outbox.id, dedupeKey: outbox.dedupeKey })
    .from(outbox)
    .where(and(inArray(outbox.dedupeKey, dedupeKeys), isNull(outbox.sentAt)));
}

export async function markAllSent(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(outbox).set({ sentAt: at }).where(inArray(outbox.id, ids));
}

export async function deleteOutboxRows(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(outbox).where(inArray(outbox.id, ids));
}

export async function listOutbox(db: Db, appId: string, limit: number, to?: string): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.appId, appId)))
    .orderBy(desc(outbox.createdAt))
    .limit(to ? 500 : limit);
  return to
    ? rows.filter((r) => r.toAddresses.some((a) => a.toLowerCase() === to.toLowerCase())).slice(0, limit)
    : rows;
}
