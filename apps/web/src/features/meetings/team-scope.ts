import type { AgentInfo } from '@kairos/core/accounts/schemas';

const CALENDAR_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;

/**
 * Whether the signed-in agent sees every meeting of the workspace, by the server's rule
 * (docs/decisions/0011): a super-admin role, or a role granting every calendar action. Only they
 * are offered the choice of whose meetings to show.
 */
export function seesWorkspaceMeetings(info: Pick<AgentInfo, 'role' | 'permissions'>): boolean {
  if (info.role.isSuperAdminRole) return true;
  const granted = info.permissions.calendar ?? [];
  return CALENDAR_ACTIONS.every((action) => granted.includes(action));
}
