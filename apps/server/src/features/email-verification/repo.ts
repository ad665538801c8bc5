import type { Db } from '@kairos/db/client';
import { emailVerifications } from '@kairos/db/schema';
import { and, desc, eq, gt, sql } from 'drizzle-orm';

export type VerificationRow = typeof emailVerifications.$inferSelect;

export async function insertVerification(
  db: Db,
  values: { eventId: string; emailId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values({ ...values, emailId: values.emailId.toLowerCase() });
}

/** The newest live code for this address and event. */
export async function findLiveVerification(
  db: Db,
  eventId: string,
  emailId: string,
  now: Date,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.eventId, eventId),
        eq(emailVerifications.emailId, emailId.toLowerCase()),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row;
}

/** Counts one wrong try, atomically; returns the tries used so far. */
export async function countAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(eq(emailVerifications.id, id))
    .returning({ attempts: emailVerifications.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function markUsed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(emailVerifications).set({ usedAt: at }).where(eq(emailVerifications.id, id));
}
