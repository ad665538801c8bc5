import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { accessLinkAliases, events, invitations, memberships, teams, workspaces } from '@kairos/db/schema';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';

/** Seats taken (members and pending invitations) and live events, for the plan's limits. */
export async function countUsage(
  db: DbOrTx,
  appId: AuthorizedAppId,
  now: Date,
): Promise<{ seats: number; events: number }> {
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.workspaceId, appId));
  const [pending] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.appId, appId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  const [live] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.appId, appId), isNull(events.deletedAt)));
  return { seats: (members?.n ?? 0) + (pending?.n ?? 0), events: live?.n ?? 0 };
}

export type WorkspaceRow = typeof workspaces.$inferSelect;

export async function findWorkspace(db: DbOrTx, appId: AuthorizedAppId): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, appId)).limit(1);
  return row;
}

export async function listAliases(db: DbOrTx, appId: AuthorizedAppId): Promise<string[]> {
  const rows = await db
    .select({ alias: accessLinkAliases.alias })
    .from(accessLinkAliases)
    .where(eq(accessLinkAliases.appId, appId))
    .orderBy(desc(accessLinkAliases.createdAt));
  return rows.map((r) => r.alias);
}

/**
 * Who holds an access link (any case): a workspace, a team, or a workspace that used it before.
 * `null` when it is free.
 */
export async function accessLinkHolder(
  db: DbOrTx,
  link: string,
): Promise<{ kind: 'workspace' | 'team' | 'alias'; appId: string } | null> {
  const lower = link.toLowerCase();
  const [ws] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(sql`lower(${workspaces.accessLink}) = ${lower}`)
    .limit(1);
  if (ws) return { kind: 'workspace', appId: ws.id };
  const [team] = await db
    .select({ appId: teams.appId })
    .from(teams)
    .where(sql`lower(${teams.accessLink}) = ${lower}`)
    .limit(1);
  if (team) return { kind: 'team', appId: team.appId };
  const [alias] = await db
    .select({ appId: accessLinkAliases.appId })
    .from(accessLinkAliases)
    .where(eq(accessLinkAliases.alias, lower))
    .limit(1);
  if (alias) return { kind: 'alias', appId: alias.appId };
  return null;
}

export async function updateWorkspace(
  db: DbOrTx,
  appId: AuthorizedAppId,
  values: Partial<Pick<WorkspaceRow, 'name' | 'accessLink' | 'timezone' | 'branding'>>,
): Promise<WorkspaceRow | undefined> {
  if (Object.keys(values).length === 0) return findWorkspace(db, appId);
  const [row] = await db.update(workspaces).set(values).where(eq(workspaces.id, appId)).returning();
  return row;
}

/** Keeps `oldLink` pointing at the workspace, and frees `newLink` if the workspace had used it before. */
export async function moveAlias(
  db: DbOrTx,
  appId: AuthorizedAppId,
  oldLink: string,
  newLink: string,
): Promise<void> {
  await db
    .delete(accessLinkAliases)
    .where(and(eq(accessLinkAliases.appId, appId), eq(accessLinkAliases.alias, newLink.toLowerCase())));
  await db.insert(accessLinkAliases).values({ alias: oldLink.toLowerCase(), appId }).onConflictDoNothing();
}

/** The workspace's current access link for a former one. */
export async function findWorkspaceByAlias(db: DbOrTx, link: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db
    .select({ workspace: workspaces })
    .from(accessLinkAliases)
    .innerJoin(workspaces, eq(workspaces.id, accessLinkAliases.appId))
    .where(eq(accessLinkAliases.alias, link.toLowerCase()))
    .limit(1);
  return row?.workspace;
}
