import type { Invitation, Member, MemberRole } from '@kairos/core/accounts/member-schema';
import type { RoleRecord } from '@kairos/db/schema';
import type { InvitationRow, MemberRecord } from './repo.ts';

export function toMemberRole(role: RoleRecord, roleId: string | null): MemberRole {
  return {
    _id: roleId,
    name: role.name,
    permissions: role.permissions,
    isSuperAdminRole: role.isSuperAdminRole,
    isAutoCreated: role.isAutoCreated,
  };
}

export function toMemberDto({ membership, agent }: MemberRecord, teamIds: string[]): Member {
  return {
    userId: agent.id,
    emailId: agent.emailId,
    firstName: agent.firstName,
    lastName: agent.lastName,
    profilePic: agent.profilePic,
    role: toMemberRole(membership.role, membership.roleId),
    isOwner: membership.isOwner,
    timezone: agent.timezone,
    teamIds,
    joinedAt: membership.createdAt.toISOString(),
  };
}

export function toInvitationDto(row: InvitationRow, now: Date): Invitation {
  return {
    _id: row.id,
    emailId: row.emailId,
    role: toMemberRole(row.role, row.roleId),
    expiresAt: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() > now.getTime() ? 'PENDING' : 'EXPIRED',
    sentCount: row.sentCount,
    createdAt: row.createdAt.toISOString(),
  };
}
