import { randomBytes } from 'node:crypto';
import { slugifyAccessLink } from '@kairos/core/accounts/access-link';
import { OWNER_ROLE } from '@kairos/core/accounts/roles';
import type { LoginBody, SessionResponse, SignupBody } from '@kairos/core/accounts/schemas';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError } from '@kairos/core/errors';
import type { DbOrTx } from '@kairos/db/client';
import { isUniqueViolation } from '@kairos/db/errors';
import { hash, verify } from '@node-rs/argon2';
import type { Deps } from '../../deps.ts';
import { SESSION_TTL_MS } from '../../http/session-cookie.ts';
import {
  clearFailures,
  countFailures,
  type RateRule,
  refuseWhenFailuresReachLimit,
} from '../rate-limit/service.ts';
import { builtInRole, ensureRoles } from '../roles/service.ts';
import { toAgentDto, toWorkspaceDto } from './dto.ts';
import * as repo from './repo.ts';
import { hashSessionToken } from './session-token.ts';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMIT_PER_EMAIL = 10;
export const LOGIN_LIMIT_PER_IP = 50;
/** Sign-ups refused for an address that has an account, per client address: enough for typos, not for a list. */
export const SIGNUP_TAKEN_LIMIT_PER_IP = 10;

// Verified against when the address is unknown, so a miss costs as much as a wrong password.
const DUMMY_HASH = await hash('kairos-timing-equaliser');

export interface NewSession {
  token: string;
  expiresAt: Date;
  body: SessionResponse;
}

export async function startSession(
  deps: Deps,
  agent: repo.AgentRow,
  workspace: repo.WorkspaceRow,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + SESSION_TTL_MS);
  await repo.insertSession(deps.db, {
    tokenHash: hashSessionToken(deps.config.sessionSecret, token),
    agentId: agent.id,
    workspaceId: workspace.id,
    expiresAt,
  });
  return { token, expiresAt, body: { agent: toAgentDto(agent), workspace: toWorkspaceDto(workspace) } };
}

/** A free access link for a new workspace: the slug of its name, then with a short suffix. */
export async function chooseAccessLink(db: DbOrTx, name: string): Promise<string> {
  const base = slugifyAccessLink(name);
  if (!(await repo.isAccessLinkTaken(db, base))) return base;
  for (let i = 0; i < 20; i++) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await repo.isAccessLinkTaken(db, candidate))) return candidate;
  }
  throw new AppError('CONFLICT', 'Could not find a free access link; please try another company name');
}

/** A new workspace's Owner, Admin and Member rows; returns the Owner row. */
async function createBuiltInRoles(db: DbOrTx, appId: AuthorizedAppId) {
  await ensureRoles(db, appId);
  return builtInRole(db, appId, 'OWNER');
}

export async function signup(
  deps: Deps,
  body: SignupBody,
  ip: string,
  timezone = 'UTC',
): Promise<NewSession> {
  // "Email taken" tells whether an address has an account: limited like failed log-ins.
  const rules: RateRule[] = [
    { key: `signup-taken:ip:${ip}`, limit: SIGNUP_TAKEN_LIMIT_PER_IP, windowMs: LOGIN_WINDOW_MS },
  ];
  await refuseWhenFailuresReachLimit(deps.db, rules, deps.now());
  try {
    return await createAccount(deps, body, timezone);
  } catch (error) {
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN')
      await countFailures(deps.db, rules, deps.now());
    throw error;
  }
}

async function createAccount(deps: Deps, body: SignupBody, timezone: string): Promise<NewSession> {
  const passwordHash = await hash(body.password);
  try {
    const { agent, workspace } = await deps.db.transaction(async (tx) => {
      if (await repo.findAgentByEmail(tx, body.emailId)) throw new AppError('EMAIL_TAKEN');
      const agent = await repo.insertAgent(tx, {
        emailId: body.emailId,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        timezone,
      });
      const accessLink = await chooseAccessLink(tx, body.companyName);
      const workspace = await repo.insertWorkspace(tx, { name: body.companyName, accessLink, timezone });
      const ownerRole = await createBuiltInRoles(tx, workspace.id as AuthorizedAppId);
      await repo.insertMembership(tx, {
        workspaceId: workspace.id,
        agentId: agent.id,
        role: OWNER_ROLE,
        roleId: ownerRole.id,
        isOwner: true,
      });
      return { agent, workspace };
    });
    return await startSession(deps, agent, workspace);
  } catch (error) {
    if (isUniqueViolation(error, 'agents_email_key')) throw new AppError('EMAIL_TAKEN');
    if (isUniqueViolation(error, 'workspaces_access_link_key')) {
      throw new AppError('CONFLICT', 'Someone just took that workspace address; please try again');
    }
    throw error;
  }
}

/**
 * Only failed log-ins count against the limits, per address and per client address; a success clears
 * the address's count (not the client address's, so one good account cannot wipe a spray's count).
 */
export async function login(deps: Deps, body: LoginBody, ip: string): Promise<NewSession> {
  const emailKey = `login:email:${body.emailId}`;
  const rules: RateRule[] = [
    { key: emailKey, limit: LOGIN_LIMIT_PER_EMAIL, windowMs: LOGIN_WINDOW_MS },
    { key: `login:ip:${ip}`, limit: LOGIN_LIMIT_PER_IP, windowMs: LOGIN_WINDOW_MS },
  ];
  await refuseWhenFailuresReachLimit(deps.db, rules, deps.now());
  const agent = await repo.findAgentByEmail(deps.db, body.emailId);
  const ok = await verify(agent?.passwordHash ?? DUMMY_HASH, body.password);
  if (!agent || !ok) {
    await countFailures(deps.db, rules, deps.now());
    throw new AppError('INVALID_CREDENTIALS');
  }
  const [first] = await repo.findMemberships(deps.db, agent.id);
  if (!first) throw new AppError('FORBIDDEN', 'This account does not belong to any workspace');
  await clearFailures(deps.db, emailKey);
  return startSession(deps, agent, first.workspace);
}

export async function logout(deps: Deps, token: string | undefined): Promise<void> {
  if (token) await repo.deleteSession(deps.db, hashSessionToken(deps.config.sessionSecret, token));
}
