import type { RoleBody, RoleList, RolePatch, WorkspaceRole } from '@kairos/core/accounts/role-schema';
import { ADMIN_ROLE, MEMBER_ROLE, OWNER_ROLE } from '@kairos/core/accounts/roles';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError } from '@kairos/core/errors';
import type { DbOrTx } from '@kairos/db/client';
import { isUniqueViolation } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import * as repo from './repo.ts';

export const BUILT_IN_ROLE_RECORDS = [
  { ...OWNER_ROLE, builtIn: 'OWNER' },
  { ...ADMIN_ROLE, builtIn: 'ADMIN' },
  { ...MEMBER_ROLE, builtIn: 'MEMBER' },
];

/**
 * Makes sure the workspace has its built-in role rows and that every membership points at a
 * role: workspaces made before roles had rows are brought up to date the first time it matters.
 */
export async function ensureRoles(db: DbOrTx, appId: AuthorizedAppId): Promise<repo.RoleRow[]> {
  let rows = await repo.listRoles(db, appId);
  if (BUILT_IN_ROLE_RECORDS.some((b) => !rows.some((r) => r.builtIn === b.builtIn))) {
    await repo.insertRoles(
      db,
      appId,
      BUILT_IN_ROLE_RECORDS.filter((b) => !rows.some((r) => r.builtIn === b.builtIn)),
    );
    rows = await repo.listRoles(db, appId);
  }
  await repo.linkUnlinkedMemberships(db, appId);
  return rows;
}

/** The built-in role row of a workspace (made if missing). */
export async function builtInRole(
  db: DbOrTx,
  appId: AuthorizedAppId,
  builtIn: 'OWNER' | 'ADMIN' | 'MEMBER',
): Promise<repo.RoleRow> {
  const found = await repo.findBuiltInRole(db, appId, builtIn);
  if (found) return found;
  await ensureRoles(db, appId);
  const made = await repo.findBuiltInRole(db, appId, builtIn);
  if (!made) throw new Error(`built-in role ${builtIn} is missing`);
  return made;
}

function toDto(row: repo.RoleRow, holders: Map<string, number>): WorkspaceRole {
  return {
    _id: row.id,
    name: row.name,
    permissions: row.permissions,
    isSuperAdminRole: row.isSuperAdminRole,
    isAutoCreated: row.isAutoCreated,
    builtIn: (row.builtIn as WorkspaceRole['builtIn']) ?? null,
    memberCount: holders.get(row.id) ?? 0,
  };
}

export async function listRoles(deps: Deps, auth: AuthContext): Promise<RoleList> {
  const rows = await ensureRoles(deps.db, auth.appId);
  const holders = await repo.countHolders(deps.db, auth.appId);
  return { roles: rows.map((r) => toDto(r, holders)) };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'roles_app_name_key')) {
    throw new AppError('CONFLICT', 'A role with this name already exists');
  }
  throw error;
}

export async function createRole(deps: Deps, auth: AuthContext, body: RoleBody): Promise<WorkspaceRole> {
  await ensureRoles(deps.db, auth.appId);
  try {
    const row = await repo.insertRole(deps.db, auth.appId, {
      name: body.name,
      permissions: body.permissions,
      isSuperAdminRole: false,
      isAutoCreated: false,
    });
    return toDto(row, new Map());
  } catch (error) {
    return nameTaken(error);
  }
}

async function customRole(db: DbOrTx, appId: AuthorizedAppId, id: string): Promise<repo.RoleRow> {
  const row = await repo.findRole(db, appId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Role not found');
  if (row.builtIn) throw new AppError('FORBIDDEN', 'Built-in roles cannot be changed');
  return row;
}

export async function updateRole(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: RolePatch,
): Promise<WorkspaceRole> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      await customRole(tx, auth.appId, id);
      const updated = await repo.updateRole(tx, auth.appId, id, body, deps.now());
      if (!updated) throw new AppError('NOT_FOUND', 'Role not found');
      await repo.rewriteRoleCopies(tx, auth.appId, id, repo.recordOf(updated));
      return updated;
    });
    return toDto(row, await repo.countHolders(deps.db, auth.appId));
  } catch (error) {
    return nameTaken(error);
  }
}

export async function deleteRole(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await customRole(tx, auth.appId, id);
    const holders = (await repo.countHolders(tx, auth.appId)).get(id) ?? 0;
    const pending = await repo.countPendingInvitationsWithRole(tx, auth.appId, id);
    if (holders + pending > 0) {
      throw new AppError(
        'CONFLICT',
        'Members or invitations still have this role; give them another role first',
      );
    }
    await repo.deleteRole(tx, auth.appId, id);
  });
}
