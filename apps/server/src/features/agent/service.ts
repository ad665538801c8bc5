import type { AgentInfo, CompanyList } from '@kairos/core/accounts/schemas';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { toAgentDto, toWorkspaceDto } from '../accounts/dto.ts';
import { findMemberships } from '../accounts/repo.ts';
import { planOf } from '../workspace/plan.ts';

export async function getAgentInfo(deps: Deps, auth: AuthContext): Promise<AgentInfo> {
  const { agent, workspace, membership } = auth.session;
  return {
    agent: toAgentDto(agent),
    workspace: toWorkspaceDto(workspace),
    role: membership.role,
    permissions: membership.role.permissions,
    isOwner: membership.isOwner,
    plan: await planOf(deps, auth.appId, workspace.plan),
  };
}

export async function listCompanies(deps: Deps, auth: AuthContext, productId?: string): Promise<CompanyList> {
  const rows = await findMemberships(deps.db, auth.agentId);
  const companies = rows
    .filter(({ membership }) => !productId || membership.allowedProductIds.includes(productId))
    .map(({ workspace, membership }) => ({
      ...toWorkspaceDto(workspace),
      isOwner: membership.isOwner,
      allowedProductIds: membership.allowedProductIds,
    }))
    .map(({ _id, name, accessLink, isOwner, allowedProductIds }) => ({
      _id,
      name,
      accessLink,
      isOwner,
      allowedProductIds,
    }));
  return { companies };
}
