import type { Db } from '@kairos/db/client';
import { outbox } from '@kairos/db/schema';
import { and, desc, eq } from 'drizzle-orm';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** Records a message; `undefined` when one with the same dedupe key exists (already sent). */
export async function insertOutbox(db: Db, values: NewOutboxRow): Promise<OutboxRow | undefined> {
  const [row] = await db.insert(outbox).values(values).onConflictDoNothing().returning();
  return row;
}

/** The record of a message with this dedupe key, if one was made. */
export async function findOutboxByDedupeKey(db: Db, dedupeKey: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey)).limit(1);
  return row;
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at }).where(eq(outbox.id, id));
}

export async function deleteOutbox(db: Db, id: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.id, id));
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
