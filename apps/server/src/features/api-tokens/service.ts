import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_MEMBER,
  type ApiToken,
  type ApiTokenBodySchema,
  type ApiTokenCreated,
  scopesAllowedBy,
} from '@kairos/core/accounts/api-token-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { hashApiToken } from './bearer.ts';
import * as repo from './repo.ts';

function toApiToken(row: repo.ApiTokenRow, now: Date): ApiToken {
  return {
    _id: row.id,
    name: row.name,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

export async function listTokens(deps: Deps, auth: AuthContext): Promise<ApiToken[]> {
  const rows = await repo.listLiveTokens(deps.db, auth.appId, auth.agentId);
  const now = deps.now();
  return rows.map((row) => toApiToken(row, now));
}

/**
 * Makes a token for the caller in their workspace and answers its secret this once. Its scopes
 * must be ones the caller's role could use; the expiry, when given, must be ahead.
 */
export async function createToken(
  deps: Deps,
  auth: AuthContext,
  body: z.output<typeof ApiTokenBodySchema>,
): Promise<ApiTokenCreated> {
  const now = deps.now();
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= now) {
    const message = 'The expiry must be in the future';
    throw new AppError('VALIDATION_ERROR', `expiresAt: ${message}`, {
      issues: [{ path: 'expiresAt', message }],
    });
  }
  const allowed = new Set(scopesAllowedBy(auth.role));
  const beyond = body.scopes.filter((scope) => !allowed.has(scope));
  if (beyond.length > 0) {
    const message = `Your role does not allow ${beyond.join(', ')}, so a token of yours cannot have ${beyond.length === 1 ? 'it' : 'them'}`;
    throw new AppError('VALIDATION_ERROR', `scopes: ${message}`, { issues: [{ path: 'scopes', message }] });
  }
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await deps.db.transaction(async (tx) => {
    const count = await repo.countLiveTokensLocked(tx, auth.appId, auth.agentId);
    if (count === undefined) throw new AppError('UNAUTHORIZED');
    if (count >= API_TOKENS_PER_MEMBER) {
      throw new AppError(
        'CONFLICT',
        `You have ${API_TOKENS_PER_MEMBER} API tokens in this workspace; revoke one before making another`,
      );
    }
    return repo.insertToken(tx, {
      workspaceId: auth.appId,
      agentId: auth.agentId,
      name: body.name,
      scopes: body.scopes,
      tokenHash: hashApiToken(secret),
      createdAt: now,
      expiresAt,
    });
  });
  return { token: toApiToken(row, now), secret };
}

/** Revokes one of the caller's tokens in this workspace: the next request made with it is refused. */
export async function revokeToken(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const revoked = isUuid(id) && (await repo.revokeToken(deps.db, auth.appId, auth.agentId, id, deps.now()));
  if (!revoked) throw new AppError('NOT_FOUND', 'API token not found');
}
