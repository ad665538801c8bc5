import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { CompanyPatch, CompanySettings } from '@kairos/core/accounts/workspace-schema';
import { AppError } from '@kairos/core/errors';
import { isIanaZone } from '@kairos/core/events/availability';
import { isUniqueViolation } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import * as accountsRepo from '../accounts/repo.ts';
import { logout, type NewSession, startSession } from '../accounts/service.ts';
import { planOf } from './plan.ts';
import * as repo from './repo.ts';

async function describe(deps: Deps, row: repo.WorkspaceRow): Promise<CompanySettings> {
  const appId = row.id as AuthorizedAppId;
  return {
    _id: row.id,
    name: row.name,
    accessLink: row.accessLink,
    timezone: row.timezone,
    accessLinkAliases: await repo.listAliases(deps.db, appId),
    plan: await planOf(deps, appId, row.plan),
  };
}

export async function getCompany(deps: Deps, auth: AuthContext): Promise<CompanySettings> {
  const row = await repo.findWorkspace(deps.db, auth.appId);
  if (!row) throw new AppError('NOT_FOUND');
  return describe(deps, row);
}

/** Whether an access link is free for this workspace (its own former links are). */
export async function assertAccessLinkFree(
  deps: Pick<Deps, 'db'>,
  link: string,
  allowed: { appId: AuthorizedAppId; kind: 'workspace' | 'team' },
): Promise<void> {
  const holder = await repo.accessLinkHolder(deps.db, link);
  if (!holder) return;
  if (holder.kind === 'alias' && holder.appId === allowed.appId) return;
  throw new AppError('ACCESS_LINK_TAKEN');
}

/** Renames the workspace, moves its access link (the old one keeps redirecting) or its timezone. */
export async function updateCompany(
  deps: Deps,
  auth: AuthContext,
  body: CompanyPatch,
): Promise<CompanySettings> {
  if (body.timezone !== undefined && !isIanaZone(body.timezone)) {
    throw new AppError('VALIDATION_ERROR', 'Please choose a valid timezone', {
      issues: [{ path: 'timezone', message: 'Please choose a valid timezone' }],
    });
  }
  const current = await repo.findWorkspace(deps.db, auth.appId);
  if (!current) throw new AppError('NOT_FOUND');
  const moving = body.accessLink !== undefined && body.accessLink !== current.accessLink.toLowerCase();
  if (moving && body.accessLink)
    await assertAccessLinkFree(deps, body.accessLink, { appId: auth.appId, kind: 'workspace' });
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (moving && body.accessLink)
        await repo.moveAlias(tx, auth.appId, current.accessLink, body.accessLink);
      const values = Object.fromEntries(
        Object.entries({
          name: body.name,
          timezone: body.timezone,
          accessLink: moving ? body.accessLink : undefined,
        }).filter(([, v]) => v !== undefined),
      );
      return repo.updateWorkspace(tx, auth.appId, values);
    });
    if (!row) throw new AppError('NOT_FOUND');
    return describe(deps, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ACCESS_LINK_TAKEN');
    throw error;
  }
}

/** A session in another of the agent's workspaces; this one ends. */
export async function switchCompany(deps: Deps, auth: AuthContext, appId: string): Promise<NewSession> {
  const memberships = await accountsRepo.findMemberships(deps.db, auth.agentId);
  const target = memberships.find((m) => m.workspace.id === appId);
  if (!target) throw new AppError('NOT_FOUND', 'You are not a member of this workspace');
  await logout(deps, auth.token);
  return startSession(deps, auth.session.agent, target.workspace);
}
