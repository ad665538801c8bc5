import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Db, DbOrTx } from '@kairos/db/client';
import {
  accessLinkAliases,
  agents,
  memberships,
  type RoleRecord,
  sessions,
  teams,
  workspaces,
} from '@kairos/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';

export type AgentRow = typeof agents.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export async function findAgentByEmail(db: DbOrTx, emailId: string): Promise<AgentRow | undefined> {
  const [row] = await db
    .select()
    .from(agents)
    .where(sql`lower(${agents.emailId}) = ${emailId.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertAgent(
  db: DbOrTx,
  values: Pick<AgentRow, 'emailId' | 'passwordHash' | 'firstName' | 'lastName' | 'timezone'> &
    Partial<Pick<AgentRow, 'onboardedAt'>>,
): Promise<AgentRow> {
  const [row] = await db.insert(agents).values(values).returning();
  if (!row) throw new Error('insert agent returned no row');
  return row;
}

export async function insertWorkspace(
  db: DbOrTx,
  values: Pick<WorkspaceRow, 'name' | 'accessLink' | 'timezone'>,
): Promise<WorkspaceRow> {
  const [row] = await db.insert(workspaces).values(values).returning();
  if (!row) throw new Error('insert workspace returned no row');
  return row;
}

/** Taken by a workspace, a team, or as a workspace's former link. */
export async function isAccessLinkTaken(db: DbOrTx, accessLink: string): Promise<boolean> {
  const lower = accessLink.toLowerCase();
  const [workspace] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(sql`lower(${workspaces.accessLink}) = ${lower}`)
    .limit(1);
  if (workspace) return true;
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(sql`lower(${teams.accessLink}) = ${lower}`)
    .limit(1);
  if (team) return true;
  const [alias] = await db
    .select({ alias: accessLinkAliases.alias })
    .from(accessLinkAliases)
    .where(eq(accessLinkAliases.alias, lower))
    .limit(1);
  return Boolean(alias);
}

export async function insertMembership(
  db: DbOrTx,
  values: {
    workspaceId: string;
    agentId: string;
    role: RoleRecord;
    roleId?: string | null;
    isOwner: boolean;
  },
): Promise<void> {
  await db.insert(memberships).values(values);
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; agentId: string; workspaceId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export interface SessionContext {
  agent: AgentRow;
  workspace: WorkspaceRow;
  membership: MembershipRow;
}

/** The live session's agent, workspace and membership in one query. */
export async function findSessionContext(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SessionContext | undefined> {
  const [row] = await db
    .select({ agent: agents, workspace: workspaces, membership: memberships })
    .from(sessions)
    .innerJoin(agents, eq(agents.id, sessions.agentId))
    .innerJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
    .innerJoin(
      memberships,
      and(eq(memberships.agentId, sessions.agentId), eq(memberships.workspaceId, sessions.workspaceId)),
    )
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function findMemberships(
  db: Db,
  agentId: string,
): Promise<Array<{ workspace: WorkspaceRow; membership: MembershipRow }>> {
  return db
    .select({ workspace: workspaces, membership: memberships })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.agentId, agentId))
    .orderBy(memberships.createdAt);
}

export async function findWorkspace(db: Db, appId: AuthorizedAppId): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, appId)).limit(1);
  return row;
}

export async function hasAnyAgent(db: Db): Promise<boolean> {
  const rows = await db.select({ id: agents.id }).from(agents).limit(1);
  return rows.length > 0;
}
