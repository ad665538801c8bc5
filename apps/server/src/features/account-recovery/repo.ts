import type { DbOrTx } from '@kairos/db/client';
import { accountTokens, agents, sessions } from '@kairos/db/schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

export type AccountTokenKind = 'PASSWORD_RESET' | 'EMAIL_CHANGE';

export async function insertToken(
  db: DbOrTx,
  values: { tokenHash: string; kind: AccountTokenKind; agentId: string; newEmail?: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values({ ...values, newEmail: values.newEmail ?? null });
}

/** Spends an unused, unexpired token at once (a second use finds nothing); returns its row. */
export async function consumeToken(db: DbOrTx, tokenHash: string, kind: AccountTokenKind, now: Date) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ agentId: accountTokens.agentId, newEmail: accountTokens.newEmail });
  return row;
}

/** Spends every other open link of that kind for the agent, so only the newest one works. */
export async function retireTokens(
  db: DbOrTx,
  agentId: string,
  kind: AccountTokenKind,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.agentId, agentId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)),
    );
}

export async function setPassword(db: DbOrTx, agentId: string, passwordHash: string): Promise<void> {
  await db.update(agents).set({ passwordHash }).where(eq(agents.id, agentId));
}

export async function setEmail(db: DbOrTx, agentId: string, emailId: string): Promise<void> {
  await db.update(agents).set({ emailId }).where(eq(agents.id, agentId));
}

export async function deleteAllSessions(db: DbOrTx, agentId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.agentId, agentId));
}

export async function isEmailTaken(db: DbOrTx, emailId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(sql`lower(${agents.emailId}) = ${emailId.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}
