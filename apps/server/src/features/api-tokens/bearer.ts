import { createHash } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@kairos/core/accounts/api-token-schema';
import { formatWait } from '@kairos/core/dates/wait';
import { AppError } from '@kairos/core/errors';
import type { Deps } from '../../deps.ts';
import { enforceRateLimits } from '../rate-limit/service.ts';
import * as repo from './repo.ts';

// Token resolution depends only on this feature's repository and the rate limits, so the HTTP
// layer can resolve a token without loading a feature service (as with sessions).

/** Requests one token may make in a minute unless `API_TOKEN_RATE_LIMIT` says otherwise. */
export const DEFAULT_API_TOKEN_RATE_LIMIT = 600;
const RATE_WINDOW_MS = 60_000;
/** A token's last use is written at most this often. */
const LAST_USED_EVERY_MS = 60_000;

/** The stored digest of a token: its secret is 256 random bits, so a plain SHA-256 is enough. */
export function hashApiToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function invalid(message: string): AppError {
  return new AppError('API_TOKEN_INVALID', message, {
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  });
}

/**
 * The live token a request's `Authorization: Bearer` header names, its owner and their membership,
 * once the token's requests this minute are counted (429 with Retry-After past the limit).
 * Unknown, revoked or expired tokens and tokens whose owner left the workspace are 401.
 */
export async function authenticateApiToken(deps: Deps, secret: string): Promise<repo.TokenOwner> {
  if (!secret.startsWith(API_TOKEN_PREFIX)) {
    throw invalid(`This is not a Kairos API token; those start with ${API_TOKEN_PREFIX}`);
  }
  const found = await repo.findTokenByHash(deps.db, hashApiToken(secret));
  const now = deps.now();
  if (!found) throw invalid('This API token is not known; it may have been mistyped or cut short');
  if (found.token.revokedAt) throw invalid('This API token was revoked');
  if (found.token.expiresAt && found.token.expiresAt <= now) {
    throw invalid(`This API token expired at ${found.token.expiresAt.toISOString()}`);
  }
  if (!found.membership) throw invalid('The owner of this API token is no longer a member of its workspace');

  const limit = deps.config.apiTokenRateLimit ?? DEFAULT_API_TOKEN_RATE_LIMIT;
  try {
    await enforceRateLimits(
      deps.db,
      [{ key: `api-token:${found.token.id}`, limit, windowMs: RATE_WINDOW_MS }],
      now,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    const wait = Number(error.headers?.['retry-after'] ?? 1);
    throw new AppError(
      'RATE_LIMITED',
      `This API token made more than ${limit} requests in a minute; please try again in ${formatWait(wait)}`,
      { headers: error.headers ?? {} },
    );
  }
  const lastUsed = found.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed >= LAST_USED_EVERY_MS) {
    await repo.markUsed(deps.db, found.token.id, now, LAST_USED_EVERY_MS);
  }
  return found;
}
