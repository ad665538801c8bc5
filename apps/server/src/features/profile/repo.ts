import type { DbOrTx } from '@kairos/db/client';
import { agents, sessions } from '@kairos/db/schema';
import { and, eq, ne } from 'drizzle-orm';

export type AgentRow = typeof agents.$inferSelect;

export async function updateAgent(
  db: DbOrTx,
  agentId: string,
  values: Partial<
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
    >
  >,
): Promise<AgentRow | undefined> {
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(agents).where(eq(agents.id, agentId)).limit(1);
    return row;
  }
  const [row] = await db.update(agents).set(values).where(eq(agents.id, agentId)).returning();
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
