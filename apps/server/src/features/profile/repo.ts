import type { DbOrTx } from '@kairos/db/client';
import { agents, sessions } from '@kairos/db/schema';
import { and, eq, isNull, ne } from 'drizzle-orm';

export type AgentRow = typeof agents.$inferSelect;

export type AgentPatch = Partial<
  Pick<
    AgentRow,
    | 'firstName'
    | 'lastName'
    | 'mobileNo'
    | 'timezone'
    | 'dateFormat'
    | 'timeFormat'
    | 'passwordHash'
    | 'restoreId'
    | 'bio'
    | 'profilePic'
  >
>;

export async function updateAgent(
  db: DbOrTx,
  agentId: string,
  values: AgentPatch,
): Promise<AgentRow | undefined> {
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(agents).where(eq(agents.id, agentId)).limit(1);
    return row;
  }
  const [row] = await db.update(agents).set(values).where(eq(agents.id, agentId)).returning();
  return row;
}

/** Marks the set-up steps after signing up as done, once; the agent as it now is. */
export async function markOnboarded(db: DbOrTx, agentId: string, at: Date): Promise<AgentRow | undefined> {
  await db
    .update(agents)
    .set({ onboardedAt: at })
    .where(and(eq(agents.id, agentId), isNull(agents.onboardedAt)));
  const [row] = await db.select().from(agents).where(eq(agents.id, agentId)).limit(1);
  return row;
}

/** Ends the agent's sessions in every workspace, except the one with `keepTokenHash`. */
export async function deleteSessions(db: DbOrTx, agentId: string, keepTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.agentId, agentId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
    );
}
