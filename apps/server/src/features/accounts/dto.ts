import type { Agent, Workspace } from '@kairos/core/accounts/schemas';
import type { AgentRow, WorkspaceRow } from './repo.ts';

export function toAgentDto(row: AgentRow): Agent {
  return {
    _id: row.id,
    emailId: row.emailId,
    firstName: row.firstName,
    lastName: row.lastName,
    mobileNo: row.mobileNo,
    dateFormat: row.dateFormat,
    timeFormat: row.timeFormat,
    timezone: row.timezone,
    profilePic: row.profilePic,
    bio: row.bio,
    onboardedAt: row.onboardedAt?.toISOString() ?? null,
  };
}

export function toWorkspaceDto(row: WorkspaceRow): Workspace {
  return { _id: row.id, name: row.name, accessLink: row.accessLink, timezone: row.timezone };
}
