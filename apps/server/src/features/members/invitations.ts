import { randomBytes } from 'node:crypto';
import {
  type AcceptInvitationBody,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  type InviteBody,
} from '@kairos/core/accounts/member-schema';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { MIN_PASSWORD_LENGTH } from '@kairos/core/constants';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import { escapeHtml } from '@kairos/core/notifications/render-template';
import { isUniqueViolation } from '@kairos/db/errors';
import { hash, verify } from '@node-rs/argon2';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import * as accountsRepo from '../accounts/repo.ts';
import { type NewSession, startSession } from '../accounts/service.ts';
import { hashSessionToken, resolveSession } from '../accounts/session-token.ts';
import { sendMail } from '../mail/service.ts';
import * as rolesRepo from '../roles/repo.ts';
import { builtInRole, ensureRoles } from '../roles/service.ts';
import { assertPlanAllows } from '../workspace/plan.ts';
import { toInvitationDto } from './dto.ts';
import * as repo from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function tokenHash(deps: Deps, token: string): string {
  return hashSessionToken(deps.config.sessionSecret, `invitation:${token}`);
}

function newToken(deps: Deps): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: tokenHash(deps, token),
    expiresAt: new Date(deps.now().getTime() + INVITATION_TTL_DAYS * DAY_MS),
  };
}

async function sendInvitationMail(
  deps: Deps,
  auth: AuthContext,
  invitation: repo.InvitationRow,
  token: string,
): Promise<void> {
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}/invite/${token}`;
  const inviter = `${auth.session.agent.firstName} ${auth.session.agent.lastName}`.trim();
  const workspace = auth.session.workspace.name;
  const lines = [
    `${inviter} invited you to join ${workspace} on Kairos as ${invitation.role.name}.`,
    `Accept the invitation: ${link}`,
    `The link works for ${INVITATION_TTL_DAYS} days, until ${invitation.expiresAt.toUTCString()}.`,
  ];
  await sendMail(deps, {
    appId: auth.appId,
    to: [invitation.emailId],
    subject: `Join ${workspace} on Kairos`,
    text: lines.join('\n\n'),
    html: [
      `<p>${escapeHtml(lines[0] ?? '')}</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p>${escapeHtml(lines[2] ?? '')}</p>`,
    ].join(''),
    kind: 'MEMBER_INVITATION',
  });
}

/** Invites an address with a role; a pending invitation to it is replaced. */
export async function invite(deps: Deps, auth: AuthContext, body: InviteBody): Promise<Invitation> {
  await ensureRoles(deps.db, auth.appId);
  const role = await rolesRepo.findRole(deps.db, auth.appId, body.roleId);
  if (!role) throw new AppError('NOT_FOUND', 'Role not found');
  if (role.builtIn === 'OWNER') {
    throw new AppError('BAD_REQUEST', 'Invite as Admin or Member, then hand ownership over');
  }
  if (role.isSuperAdminRole && !auth.role.isSuperAdminRole) {
    throw new AppError('FORBIDDEN', 'Only an admin can invite admins');
  }
  if (await repo.isMember(deps.db, auth.appId, body.emailId)) {
    throw new AppError('CONFLICT', 'This person is already a member of your workspace');
  }
  const { token, hash: tokenHashValue, expiresAt } = newToken(deps);
  const invitation = await deps.db.transaction(async (tx) => {
    await repo.revokeOpenInvitations(tx, auth.appId, { emailId: body.emailId }, deps.now());
    await assertPlanAllows({ db: tx, now: deps.now }, auth.appId, auth.session.workspace.plan, 'seat');
    return repo.insertInvitation(tx, {
      appId: auth.appId,
      emailId: body.emailId,
      roleId: role.id,
      role: rolesRepo.recordOf(role),
      tokenHash: tokenHashValue,
      invitedBy: auth.agentId,
      expiresAt,
    });
  });
  await sendInvitationMail(deps, auth, invitation, token);
  return toInvitationDto(invitation, deps.now());
}

async function openInvitation(deps: Deps, appId: AuthorizedAppId, id: string): Promise<repo.InvitationRow> {
  const row = isUuid(id) ? await repo.findInvitation(deps.db, appId, id) : undefined;
  if (!row || row.revokedAt) throw new AppError('NOT_FOUND', 'Invitation not found');
  if (row.acceptedAt) throw new AppError('INVITATION_USED');
  return row;
}

/** Sends the invitation again with a new link (the old one stops working) and seven more days. */
export async function resend(deps: Deps, auth: AuthContext, id: string): Promise<Invitation> {
  await openInvitation(deps, auth.appId, id);
  const { token, hash: tokenHashValue, expiresAt } = newToken(deps);
  const row = await repo.renewInvitation(deps.db, auth.appId, id, { tokenHash: tokenHashValue, expiresAt });
  if (!row) throw new AppError('NOT_FOUND', 'Invitation not found');
  await sendInvitationMail(deps, auth, row, token);
  return toInvitationDto(row, deps.now());
}

export async function revoke(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  await openInvitation(deps, auth.appId, id);
  await repo.revokeOpenInvitations(deps.db, auth.appId, { id }, deps.now());
}

async function byToken(deps: Deps, token: string) {
  const found =
    token.length <= 200 ? await repo.findInvitationByToken(deps.db, tokenHash(deps, token)) : undefined;
  if (!found || found.invitation.revokedAt) {
    throw new AppError('NOT_FOUND', 'This invitation does not exist or was withdrawn');
  }
  if (found.invitation.acceptedAt) throw new AppError('INVITATION_USED');
  return found;
}

export async function preview(deps: Deps, token: string): Promise<InvitationPreview> {
  const { invitation, workspace } = await byToken(deps, token);
  return {
    workspaceName: workspace.name,
    emailId: invitation.emailId,
    roleName: invitation.role.name,
    invitedBy: await repo.findAgentName(deps.db, invitation.invitedBy),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt.getTime() <= deps.now().getTime(),
    hasAccount: Boolean(await accountsRepo.findAgentByEmail(deps.db, invitation.emailId)),
  };
}

/**
 * Accepts an invitation: creates the account for a new address, or joins the existing one (proved
 * by its password or a session of that agent), and starts a session in the workspace.
 */
export async function accept(
  deps: Deps,
  token: string,
  body: AcceptInvitationBody,
  sessionToken: string | undefined,
): Promise<NewSession> {
  const { invitation, workspace } = await byToken(deps, token);
  if (invitation.expiresAt.getTime() <= deps.now().getTime()) throw new AppError('INVITATION_EXPIRED');
  const appId = workspace.id as AuthorizedAppId;
  let agent = await accountsRepo.findAgentByEmail(deps.db, invitation.emailId);
  let passwordHash: string | null = null;
  if (agent) {
    const session = sessionToken ? await resolveSession(deps, sessionToken) : undefined;
    const sameAgent = session?.agent.id === agent.id;
    if (!sameAgent && !(body.password && (await verify(agent.passwordHash, body.password)))) {
      throw new AppError('INVALID_CREDENTIALS', 'Please enter the password of your account');
    }
  } else {
    const issues = [];
    if (!body.firstName) issues.push({ path: 'firstName', message: 'Please enter your first name' });
    if (!body.password || body.password.length < MIN_PASSWORD_LENGTH) {
      issues.push({
        path: 'password',
        message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      });
    }
    if (issues.length > 0) throw new AppError('VALIDATION_ERROR', issues[0]?.message, { issues });
    passwordHash = await hash(body.password as string);
  }
  try {
    agent = await deps.db.transaction(async (tx) => {
      if (!(await repo.markAccepted(tx, invitation.id, agent?.id ?? null, deps.now()))) {
        throw new AppError('INVITATION_USED');
      }
      const joining =
        agent ??
        (await accountsRepo.insertAgent(tx, {
          emailId: invitation.emailId,
          passwordHash: passwordHash as string,
          firstName: body.firstName as string,
          lastName: body.lastName ?? '',
          timezone: workspace.timezone,
          // Joining a workspace that is set up already: no first-event steps after signing up.
          onboardedAt: deps.now(),
        }));
      if (!(await repo.findMember(tx, appId, joining.id))) {
        await ensureRoles(tx, appId);
        const role =
          (invitation.roleId && (await rolesRepo.findRole(tx, appId, invitation.roleId))) ||
          (await builtInRole(tx, appId, 'MEMBER'));
        await repo.insertMembership(tx, {
          workspaceId: appId,
          agentId: joining.id,
          role: rolesRepo.recordOf(role),
          roleId: role.id,
        });
      }
      if (!agent) await repo.setAcceptedBy(tx, invitation.id, joining.id);
      return joining;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'agents_email_key')) {
      throw new AppError(
        'CONFLICT',
        'An account with this address was just created; please sign in to accept',
      );
    }
    throw error;
  }
  return startSession(deps, agent, workspace);
}
