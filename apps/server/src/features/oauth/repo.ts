import type { DbOrTx } from '@kairos/db/client';
import { type OAuthProviderId, oauthGrants } from '@kairos/db/schema';
import { and, desc, eq } from 'drizzle-orm';

export type GrantRow = typeof oauthGrants.$inferSelect;

export async function insertGrant(
  db: DbOrTx,
  row: {
    agentId: string;
    provider: OAuthProviderId;
    use: string;
    tokens: string;
    scope: string | null;
    now: Date;
  },
): Promise<GrantRow> {
  const [inserted] = await db
    .insert(oauthGrants)
    .values({
      agentId: row.agentId,
      provider: row.provider,
      use: row.use,
      tokens: row.tokens,
      scope: row.scope,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning();
  if (!inserted) throw new Error('oauth grant not inserted');
  return inserted;
}

export async function findGrant(db: DbOrTx, id: string): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(oauthGrants).where(eq(oauthGrants.id, id));
  return row;
}

export async function findGrantsOf(db: DbOrTx, agentId: string, use: string): Promise<GrantRow[]> {
  return db
    .select()
    .from(oauthGrants)
    .where(and(eq(oauthGrants.agentId, agentId), eq(oauthGrants.use, use)))
    .orderBy(desc(oauthGrants.createdAt));
}

export async function saveTokens(
  db: DbOrTx,
  id: string,
  p: { tokens: string; scope: string | null; now: Date },
): Promise<void> {
  await db
    .update(oauthGrants)
    .set({ tokens: p.tokens, scope: p.scope, brokenAt: null, error: null, updatedAt: p.now })
    .where(eq(oauthGrants.id, id));
}

export async function markGrantBroken(db: DbOrTx, id: string, error: string, now: Date): Promise<void> {
  await db.update(oauthGrants).set({ brokenAt: now, error, updatedAt: now }).where(eq(oauthGrants.id, id));
}

export async function deleteGrant(db: DbOrTx, id: string): Promise<void> {
  await db.delete(oauthGrants).where(eq(oauthGrants.id, id));
}

/** Whether the host still has a grant with this provider (for any use). */
export async function hasGrantWith(db: DbOrTx, agentId: string, provider: OAuthProviderId): Promise<boolean> {
  const [row] = await db
    .select({ id: oauthGrants.id })
    .from(oauthGrants)
    .where(and(eq(oauthGrants.agentId, agentId), eq(oauthGrants.provider, provider)))
    .limit(1);
  return row !== undefined;
}
