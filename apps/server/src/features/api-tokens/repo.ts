import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Db, DbOrTx } from '@kairos/db/client';
import { agents, apiTokens, memberships, workspaces } from '@kairos/db/schema';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
type AgentRow = typeof agents.$inferSelect;
type WorkspaceRow = typeof workspaces.$inferSelect;
type MembershipRow = typeof memberships.$inferSelect;

export async function insertToken(
  db: DbOrTx,
  values: Pick<ApiTokenRow, 'workspaceId' | 'agentId' | 'name' | 'scopes' | 'tokenHash' | 'createdAt'> & {
    expiresAt: Date | null;
  },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert api token returned no row');
  return row;
}

const live = (appId: AuthorizedAppId, agentId: string) =>
  and(eq(apiTokens.workspaceId, appId), eq(apiTokens.agentId, agentId), isNull(apiTokens.revokedAt));

/** The member's tokens in the workspace that are not revoked, newest first. */
export async function listLiveTokens(
  db: Db,
  appId: AuthorizedAppId,
  agentId: string,
): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(live(appId, agentId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/**
 * Counts the member's live tokens with their membership row locked, so two creations at once
 * are counted one after the other; undefined when they are not a member.
 */
export async function countLiveTokensLocked(
  tx: DbOrTx,
  appId: AuthorizedAppId,
  agentId: string,
): Promise<number | undefined> {
  const [member] = await tx
    .select({ agentId: memberships.agentId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, appId), eq(memberships.agentId, agentId)))
    .for('update');
  if (!member) return undefined;
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(live(appId, agentId));
  return row?.count ?? 0;
}

/** Revokes one of the member's live tokens; false when they have no such token. */
export async function revokeToken(
  db: Db,
  appId: AuthorizedAppId,
  agentId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), live(appId, agentId)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

export interface TokenOwner {
  token: ApiTokenRow;
  agent: AgentRow;
  workspace: WorkspaceRow;
  /** Null once the owner is no longer a member of the token's workspace. */
  membership: MembershipRow | null;
}

/** The token with this digest, its owner, its workspace and the owner's membership there, in one query. */
export async function findTokenByHash(db: Db, tokenHash: string): Promise<TokenOwner | undefined> {
  const [row] = await db
    .select({ token: apiTokens, agent: agents, workspace: workspaces, membership: memberships })
    .from(apiTokens)
    .innerJoin(agents, eq(agents.id, apiTokens.agentId))
    .innerJoin(workspaces, eq(workspaces.id, apiTokens.workspaceId))
    .leftJoin(
      memberships,
      and(eq(memberships.agentId, apiTokens.agentId), eq(memberships.workspaceId, apiTokens.workspaceId)),
    )
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Records a use, unless one was recorded less than `everyMs` ago (by this process or another). */
export async function markUsed(db: Db, id: string, now: Date, everyMs: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - everyMs))),
      ),
    );
}
