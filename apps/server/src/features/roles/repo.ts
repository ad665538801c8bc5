import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { invitations, memberships, type RoleRecord, roles } from '@kairos/db/schema';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';

export type RoleRow = typeof roles.$inferSelect;

export function recordOf(row: RoleRow): RoleRecord {
  return {
    name: row.name,
    permissions: row.permissions,
    isSuperAdminRole: row.isSuperAdminRole,
    isAutoCreated: row.isAutoCreated,
  };
}

export async function listRoles(db: DbOrTx, appId: AuthorizedAppId): Promise<RoleRow[]> {
  return db
    .select()
    .from(roles)
    .where(eq(roles.appId, appId))
    .orderBy(
      sql`case ${roles.builtIn} when 'OWNER' then 0 when 'ADMIN' then 1 when 'MEMBER' then 2 else 3 end`,
      asc(roles.createdAt),
      asc(roles.name),
    );
}

export async function findRole(db: DbOrTx, appId: AuthorizedAppId, id: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.id, id)))
    .limit(1);
  return row;
}

export async function findBuiltInRole(
  db: DbOrTx,
  appId: AuthorizedAppId,
  builtIn: string,
): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.builtIn, builtIn)))
    .limit(1);
  return row;
}

/** Inserts the rows; names already taken in the workspace are skipped (a racing backfill). */
export async function insertRoles(
  db: DbOrTx,
  appId: AuthorizedAppId,
  rows: Array<RoleRecord & { builtIn: string | null }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(roles)
    .values(rows.map((r) => ({ ...r, appId })))
    .onConflictDoNothing();
}

export async function insertRole(db: DbOrTx, appId: AuthorizedAppId, values: RoleRecord): Promise<RoleRow> {
  const [row] = await db
    .insert(roles)
    .values({ ...values, appId, builtIn: null })
    .returning();
  if (!row) throw new Error('insert role returned no row');
  return row;
}

export async function updateRole(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  values: Partial<Pick<RoleRow, 'name' | 'permissions'>>,
  now: Date,
): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(roles)
    .set({ ...values, updatedAt: now })
    .where(and(eq(roles.appId, appId), eq(roles.id, id)))
    .returning();
  return row;
}

export async function deleteRole(db: DbOrTx, appId: AuthorizedAppId, id: string): Promise<void> {
  await db.delete(roles).where(and(eq(roles.appId, appId), eq(roles.id, id)));
}

/** Rewrites the copy every membership and pending invitation keeps of the role. */
export async function rewriteRoleCopies(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  record: RoleRecord,
): Promise<void> {
  await db
    .update(memberships)
    .set({ role: record })
    .where(and(eq(memberships.workspaceId, appId), eq(memberships.roleId, id)));
  await db
    .update(invitations)
    .set({ role: record })
    .where(and(eq(invitations.appId, appId), eq(invitations.roleId, id), isNull(invitations.acceptedAt)));
}

export async function countHolders(db: DbOrTx, appId: AuthorizedAppId): Promise<Map<string, number>> {
  const rows = await db
    .select({ roleId: memberships.roleId, n: count() })
    .from(memberships)
    .where(eq(memberships.workspaceId, appId))
    .groupBy(memberships.roleId);
  return new Map(rows.filter((r) => r.roleId).map((r) => [r.roleId as string, r.n]));
}

export async function countPendingInvitationsWithRole(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.appId, appId),
        eq(invitations.roleId, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Memberships made before roles had rows: they get the built-in role their copy names. */
export async function linkUnlinkedMemberships(db: DbOrTx, appId: AuthorizedAppId): Promise<void> {
  const rows = await listRoles(db, appId);
  const byBuiltIn = new Map(rows.filter((r) => r.builtIn).map((r) => [r.builtIn as string, r]));
  const owner = byBuiltIn.get('OWNER');
  const admin = byBuiltIn.get('ADMIN');
  const member = byBuiltIn.get('MEMBER');
  if (!owner || !admin || !member) return;
  const unlinked = and(eq(memberships.workspaceId, appId), isNull(memberships.roleId));
  await db
    .update(memberships)
    .set({ roleId: owner.id, role: recordOf(owner) })
    .where(and(unlinked, eq(memberships.isOwner, true)));
  await db
    .update(memberships)
    .set({ roleId: admin.id, role: recordOf(admin) })
    .where(and(unlinked, sql`${memberships.role}->>'name' = 'Admin'`));
  await db
    .update(memberships)
    .set({ roleId: member.id })
    .where(and(unlinked, sql`${memberships.role}->>'name' = 'Member'`));
  // Anything else keeps the permissions it was given, as a custom role of its own name.
  const others = await db.selectDistinct({ role: memberships.role }).from(memberships).where(unlinked);
  for (const { role } of others) {
    await insertRoles(db, appId, [{ ...role, builtIn: null }]);
    const [row] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.appId, appId), sql`lower(${roles.name}) = ${role.name.toLowerCase()}`))
      .limit(1);
    if (row) {
      await db
        .update(memberships)
        .set({ roleId: row.id })
        .where(and(unlinked, sql`${memberships.role}->>'name' = ${role.name}`));
    }
  }
}
