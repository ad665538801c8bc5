import type {
  FutureMeetings,
  LeaveOrganizationBody,
  Member,
  MemberList,
} from '@kairos/core/accounts/member-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import { escapeHtml } from '@kairos/core/notifications/render-template';
import type { Deps } from '../../deps.ts';
import { type AuthContext, callerMay } from '../../http/access.ts';
import { sendMail } from '../mail/service.ts';
import { scopeOf } from '../meetings/admin.ts';
import * as rolesRepo from '../roles/repo.ts';
import { builtInRole, ensureRoles } from '../roles/service.ts';
import { toInvitationDto, toMemberDto } from './dto.ts';
import * as repo from './repo.ts';

/** Every member (any member may read names, e.g. to pick hosts); invitations for those who may view settings. */
export async function listMembers(deps: Deps, auth: AuthContext): Promise<MemberList> {
  await ensureRoles(deps.db, auth.appId);
  const [rows, teams] = await Promise.all([
    repo.listMembers(deps.db, auth.appId),
    repo.teamIdsByMember(deps.db, auth.appId),
  ]);
  const now = deps.now();
  const invitations = callerMay(auth, 'settings', 'view')
    ? (await repo.listOpenInvitations(deps.db, auth.appId)).map((i) => toInvitationDto(i, now))
    : [];
  return { members: rows.map((r) => toMemberDto(r, teams.get(r.agent.id) ?? [])), invitations };
}

async function memberOrThrow(deps: Deps, auth: AuthContext, userId: string): Promise<repo.MemberRecord> {
  const row = isUuid(userId) ? await repo.findMember(deps.db, auth.appId, userId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Member not found');
  return row;
}

/**
 * A member's upcoming meetings, as far as the caller may see meetings at all: the same rule as
 * the bookings list and a booking's page (docs/decisions/0011-meeting-visibility.md), so this
 * list never shows a meeting whose page answers 404.
 */
export async function futureMeetings(deps: Deps, auth: AuthContext, userId: string): Promise<FutureMeetings> {
  await memberOrThrow(deps, auth, userId);
  const rows = await repo.futureMeetings(deps.db, auth.appId, userId, deps.now(), await scopeOf(deps, auth));
  return {
    meetings: rows.map(({ meeting, eventName }) => ({
      _id: meeting.id,
      eventId: meeting.eventId,
      eventName: meeting.modifiedEventName ?? eventName,
      startAt: meeting.startAt.toISOString(),
      endAt: meeting.endAt.toISOString(),
      timezone: meeting.timezone,
      type: meeting.type,
      attendeeCount: meeting.attendeeCount,
      otherHostIds: meeting.agentIds.filter((id) => id !== userId),
    })),
  };
}

export async function removeMember(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  force: boolean,
): Promise<void> {
  const target = await memberOrThrow(deps, auth, userId);
  if (target.membership.isOwner) throw new AppError('OWNER_CANNOT_LEAVE', 'The owner cannot be removed');
  if (userId === auth.agentId) {
    throw new AppError('BAD_REQUEST', 'To leave the organisation yourself, use leave organisation');
  }
  if (target.membership.role.isSuperAdminRole && !auth.role.isSuperAdminRole) {
    throw new AppError('FORBIDDEN', 'Only an admin can remove an admin');
  }
  if (!force) {
    // Every one of them counts, seen by the caller or not: removing would leave them without this host.
    const upcoming = await repo.futureMeetings(deps.db, auth.appId, userId, deps.now(), {
      kind: 'workspace',
    });
    if (upcoming.length > 0) {
      throw new AppError(
        'CONFLICT',
        `This member still hosts ${upcoming.length} upcoming meeting${upcoming.length === 1 ? '' : 's'}; reassign or cancel them first, or remove anyway`,
      );
    }
  }
  await deps.db.transaction(async (tx) => {
    const ownerId = await repo.ownerOf(tx, auth.appId);
    await repo.removeMembership(tx, auth.appId, userId, ownerId ?? auth.agentId);
  });
}

export async function changeRole(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  roleId: string,
): Promise<Member> {
  const target = await memberOrThrow(deps, auth, userId);
  if (target.membership.isOwner) {
    throw new AppError('CONFLICT', "The owner's role cannot be changed; hand ownership over first");
  }
  if (userId === auth.agentId) throw new AppError('BAD_REQUEST', 'You cannot change your own role');
  await ensureRoles(deps.db, auth.appId);
  const role = await rolesRepo.findRole(deps.db, auth.appId, roleId);
  if (!role) throw new AppError('NOT_FOUND', 'Role not found');
  if (role.builtIn === 'OWNER') {
    throw new AppError('BAD_REQUEST', 'Hand ownership over to make someone the owner');
  }
  if ((role.isSuperAdminRole || target.membership.role.isSuperAdminRole) && !auth.role.isSuperAdminRole) {
    throw new AppError('FORBIDDEN', 'Only an admin can change who is an admin');
  }
  await repo.setMemberRole(deps.db, auth.appId, userId, { roleId: role.id, role: rolesRepo.recordOf(role) });
  const updated = await memberOrThrow(deps, auth, userId);
  const teams = await repo.teamIdsByMember(deps.db, auth.appId);
  return toMemberDto(updated, teams.get(userId) ?? []);
}

/** The owner hands the workspace over: the member becomes owner, the former owner an admin. */
export async function transferOwnership(deps: Deps, auth: AuthContext, userId: string): Promise<void> {
  if (!auth.isOwner) throw new AppError('FORBIDDEN', 'Only the owner can hand ownership over');
  await memberOrThrow(deps, auth, userId);
  if (userId === auth.agentId) throw new AppError('BAD_REQUEST', 'You are already the owner');
  await deps.db.transaction(async (tx) => {
    await ensureRoles(tx, auth.appId);
    const owner = await builtInRole(tx, auth.appId, 'OWNER');
    const admin = await builtInRole(tx, auth.appId, 'ADMIN');
    await repo.setMemberRole(tx, auth.appId, auth.agentId, {
      roleId: admin.id,
      role: rolesRepo.recordOf(admin),
      isOwner: false,
    });
    await repo.setMemberRole(tx, auth.appId, userId, {
      roleId: owner.id,
      role: rolesRepo.recordOf(owner),
      isOwner: true,
    });
  });
}

/** The caller leaves the workspace; the owner must hand it over first. The owner is told why. */
export async function leave(deps: Deps, auth: AuthContext, body: LeaveOrganizationBody): Promise<void> {
  if (auth.isOwner) throw new AppError('OWNER_CANNOT_LEAVE');
  const ownerId = await deps.db.transaction(async (tx) => {
    const owner = await repo.ownerOf(tx, auth.appId);
    if (!owner) throw new AppError('CONFLICT', 'This workspace has no owner to take over your events');
    await repo.removeMembership(tx, auth.appId, auth.agentId, owner);
    return owner;
  });
  const owner = await repo.findOwnerContact(deps.db, ownerId);
  if (!owner) return;
  const name = `${auth.session.agent.firstName} ${auth.session.agent.lastName}`.trim();
  const text = `${name} (${auth.session.agent.emailId}) left ${auth.session.workspace.name}.\n\nTheir reason: ${body.reason}`;
  await sendMail(deps, {
    appId: auth.appId,
    to: [owner.emailId],
    subject: `${name} left ${auth.session.workspace.name}`,
    text,
    html: text
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(''),
    kind: 'MEMBER_LEFT',
  });
}
