import { randomBytes } from 'node:crypto';
import {
  type ChangeEmailBody,
  type ConfirmEmailBody,
  EMAIL_CHANGE_TTL_MS,
  type ForgotPasswordBody,
  PASSWORD_RESET_TTL_MS,
  type ResetPasswordBody,
} from '@kairos/core/accounts/password-reset-schema';
import { AppError } from '@kairos/core/errors';
import { isUniqueViolation } from '@kairos/db/errors';
import { hash, verify } from '@node-rs/argon2';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import * as accounts from '../accounts/repo.ts';
import { hashSessionToken } from '../accounts/session-token.ts';
import { sendMail } from '../mail/service.ts';
import { enforceRateLimits } from '../rate-limit/service.ts';
import * as repo from './repo.ts';

const HOUR_MS = 60 * 60 * 1000;
export const RESET_LIMIT_PER_EMAIL = 3;
export const RESET_LIMIT_PER_IP = 20;

function tokenHash(deps: Deps, token: string): string {
  return hashSessionToken(deps.config.sessionSecret, `account:${token}`);
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Emails a single-use link to choose a new password, valid for an hour; earlier links stop working.
 * Answers the same whether or not the address has an account, and is limited per address and IP.
 */
export async function requestPasswordReset(deps: Deps, body: ForgotPasswordBody, ip: string): Promise<void> {
  const now = deps.now();
  await enforceRateLimits(
    deps.db,
    [
      { key: `reset:email:${body.emailId}`, limit: RESET_LIMIT_PER_EMAIL, windowMs: HOUR_MS },
      { key: `reset:ip:${ip}`, limit: RESET_LIMIT_PER_IP, windowMs: HOUR_MS },
    ],
    now,
  );
  const agent = await accounts.findAgentByEmail(deps.db, body.emailId);
  if (!agent) return;
  const [first] = await accounts.findMemberships(deps.db, agent.id);
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await repo.retireTokens(tx, agent.id, 'PASSWORD_RESET', now);
    await repo.insertToken(tx, {
      tokenHash: tokenHash(deps, token),
      kind: 'PASSWORD_RESET',
      agentId: agent.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  await sendMail(deps, {
    appId: first?.workspace.id ?? null,
    to: [agent.emailId],
    subject: 'Reset your Kairos password',
    text: [
      `Hello ${agent.firstName},`,
      `Someone asked to reset the password of your Kairos account. Choose a new one here; the link works once, for one hour:\n${link}`,
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n\n'),
    kind: 'PASSWORD_RESET',
  });
}

/** Sets the new password with a link's token, once, and signs the account out everywhere. */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hash(body.password);
  await deps.db.transaction(async (tx) => {
    const row = await repo.consumeToken(tx, tokenHash(deps, body.token), 'PASSWORD_RESET', deps.now());
    if (!row) {
      throw new AppError(
        'LINK_HAS_EXPIRED',
        'This reset link has expired or was already used; ask for a new one',
      );
    }
    await repo.setPassword(tx, row.agentId, passwordHash);
    await repo.deleteAllSessions(tx, row.agentId);
  });
}

/** Emails a link to the new address; the address changes only once it is opened. */
export async function requestEmailChange(
  deps: Deps,
  auth: AuthContext,
  body: ChangeEmailBody,
): Promise<void> {
  const agent = auth.session.agent;
  if (!(await verify(agent.passwordHash, body.currentPassword)))
    throw new AppError('CURRENT_PASSWORD_INVALID');
  if (body.newEmail === agent.emailId.toLowerCase()) {
    throw new AppError('VALIDATION_ERROR', 'This is already your email address');
  }
  if (await repo.isEmailTaken(deps.db, body.newEmail)) throw new AppError('EMAIL_TAKEN');
  const now = deps.now();
  await enforceRateLimits(
    deps.db,
    [{ key: `email-change:${auth.agentId}`, limit: RESET_LIMIT_PER_EMAIL, windowMs: HOUR_MS }],
    now,
  );
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await repo.retireTokens(tx, auth.agentId, 'EMAIL_CHANGE', now);
    await repo.insertToken(tx, {
      tokenHash: tokenHash(deps, token),
      kind: 'EMAIL_CHANGE',
      agentId: auth.agentId,
      newEmail: body.newEmail,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
  });
  const link = `${deps.config.publicUrl}/confirm-email?token=${token}`;
  await sendMail(deps, {
    appId: auth.appId,
    to: [body.newEmail],
    subject: 'Confirm your new Kairos email address',
    text: [
      `Hello ${agent.firstName},`,
      `Confirm that your Kairos account should use this address from now on; the link works once, for 24 hours:\n${link}`,
      'If you did not ask for this, ignore this email.',
    ].join('\n\n'),
    kind: 'EMAIL_CHANGE',
  });
}

/** Switches the account to the confirmed address; the old one no longer logs in. */
export async function confirmEmailChange(deps: Deps, body: ConfirmEmailBody): Promise<{ emailId: string }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.consumeToken(tx, tokenHash(deps, body.token), 'EMAIL_CHANGE', deps.now());
      if (!row?.newEmail) {
        throw new AppError('LINK_HAS_EXPIRED', 'This confirmation link has expired or was already used');
      }
      await repo.setEmail(tx, row.agentId, row.newEmail);
      return { emailId: row.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'agents_email_key')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
