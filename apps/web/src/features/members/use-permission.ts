import type { HostArea, PermissionAction } from '@kairos/core/constants';
import { useQuery } from '@tanstack/react-query';
import { agentInfoQuery } from '../session/queries';
import { can } from './permission-matrix';

/**
 * Whether the signed-in member's role allows `action` in `area`. The server checks every
 * request too; this only hides what would be refused.
 */
export function usePermission(area: HostArea, action: PermissionAction): boolean {
  const { data } = useQuery(agentInfoQuery);
  return can(data?.permissions, area, action);
}

export function useIsOwner(): boolean {
  const { data } = useQuery(agentInfoQuery);
  return data?.isOwner ?? false;
}
