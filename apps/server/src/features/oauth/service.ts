import { randomBytes } from 'node:crypto';
import { AppError } from '@kairos/core/errors';
import type { OAuthProviderId } from '@kairos/db/schema';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { claimOnce } from '../idempotency/service.ts';
import { openSecret, sealSecret } from '../secrets/service.ts';
import { DEFAULT_OAUTH_CONFIG, type OAuthProviderConfig } from './config.ts';
import {
  authorizationUrl,
  exchangeCode,
  newVerifier,
  OAuthGrantRefusedError,
  refreshTokens,
  revokeToken,
  type TokenSet,
} from './protocol.ts';
import * as repo from './repo.ts';

/**
 * One thing Kairos asks a provider's consent for (a calendar account, a video account, a
 * spreadsheet): its scopes, and what to do with the grant once the host agreed.
 */
export interface OAuthUse {
  /** In addresses and stored on the grant: `google-calendar`, `zoom-video`… */
  id: string;
  provider: OAuthProviderId;
  scopes: readonly string[];
  /**
   * Called with the new grant after the consent; a thrown AppError's message is shown to the host
   * and the grant is deleted. Whatever it stores refers to the grant by `grantId`.
   */
  connected(deps: Deps, p: { agentId: string; grantId: string }): Promise<void>;
}

/** The consent round trip may take this long (the provider's sign-in, a second factor). */
const STATE_TTL_MS = 15 * 60 * 1000;
/** A token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60 * 1000;
const EXCHANGE_TIMEOUT_MS = 20_000;
/** Where the browser lands after a consent when the start named no page. */
export const DEFAULT_RETURN_PATH = '/app/apps';

export function providerConfig(deps: Deps, provider: OAuthProviderId): OAuthProviderConfig {
  return (deps.config.oauth ?? DEFAULT_OAUTH_CONFIG)[provider];
}

export function isConfigured(deps: Deps, provider: OAuthProviderId): boolean {
  const c = providerConfig(deps, provider);
  return Boolean(c.clientId && c.clientSecret);
}

/** The address registered with the provider as the app's redirect URI. */
export function redirectUri(deps: Deps, provider: OAuthProviderId): string {
  return `${deps.config.publicUrl}/api/v1/bookings/oauth/${provider}/callback`;
}

// The state carries the PKCE verifier, so it is sealed (encrypted and authenticated) rather
// than only signed; it names the host, and the callback accepts it only in that host's session.
const StateSchema = z.object({
  use: z.string(),
  agentId: z.string(),
  verifier: z.string(),
  returnTo: z.string(),
  expiresAt: z.number(),
  nonce: z.string(),
});
type State = z.infer<typeof StateSchema>;
const STATE_PREFIX = 'oauth-state:';

function sealState(deps: Deps, state: State): string {
  return sealSecret(deps.config.secretsKey, STATE_PREFIX + JSON.stringify(state));
}

function openState(deps: Deps, sealed: string): State | undefined {
  try {
    const plain = openSecret(deps.config.secretsKey, sealed);
    if (!plain.startsWith(STATE_PREFIX)) return undefined;
    const parsed = StateSchema.safeParse(JSON.parse(plain.slice(STATE_PREFIX.length)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Only a page of the app itself: never an address elsewhere (no open redirect). */
export function safeReturnPath(value: string | undefined): string {
  return value && /^\/app(\/[\w\-/]*)?$/.test(value) ? value : DEFAULT_RETURN_PATH;
}

/** The provider's consent address for this use, carrying a sealed state and a PKCE challenge. */
export async function startAuthorization(
  deps: Deps,
  use: OAuthUse,
  agentId: string,
  returnTo: string | undefined,
): Promise<string> {
  if (!isConfigured(deps, use.provider))
    throw new AppError('OAUTH_NOT_CONFIGURED', `${use.provider} sign-in is not set up on this server`);
  const verifier = newVerifier();
  const state = sealState(deps, {
    use: use.id,
    agentId,
    verifier,
    returnTo: safeReturnPath(returnTo),
    expiresAt: deps.now().getTime() + STATE_TTL_MS,
    nonce: randomBytes(8).toString('base64url'),
  });
  return authorizationUrl(use.provider, providerConfig(deps, use.provider), {
    redirectUri: redirectUri(deps, use.provider),
    scopes: use.scopes,
    state,
    verifier,
  });
}

interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

function sealTokens(deps: Deps, tokens: TokenSet | StoredTokens): string {
  const stored: StoredTokens = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
  };
  return sealSecret(deps.config.secretsKey, JSON.stringify(stored));
}

function openTokens(deps: Deps, grant: repo.GrantRow): StoredTokens {
  return JSON.parse(openSecret(deps.config.secretsKey, grant.tokens)) as StoredTokens;
}

function withQuery(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

/**
 * The provider sent the browser back: checks the state against the signed-in host, exchanges the
 * code (with the PKCE verifier), stores the tokens sealed and hands the grant to its use. Answers
 * the page to send the browser to, with `connected=<use>` or `connectError=<message>`.
 */
export async function completeAuthorization(
  deps: Deps,
  uses: readonly OAuthUse[],
  agentId: string,
  provider: OAuthProviderId,
  query: {
    code?: string | undefined;
    state?: string | undefined;
    error?: string | undefined;
    iss?: string | undefined;
  },
): Promise<string> {
  const state = query.state ? openState(deps, query.state) : undefined;
  const use = state ? uses.find((u) => u.id === state.use && u.provider === provider) : undefined;
  // A state is good for one return from the provider: a replayed one is refused like a forged one.
  if (
    !state ||
    !use ||
    state.agentId !== agentId ||
    state.expiresAt < deps.now().getTime() ||
    !(await claimOnce(deps, 'oauth-state', state.nonce, new Date(state.expiresAt)))
  )
    return withQuery(
      DEFAULT_RETURN_PATH,
      'connectError',
      'The sign-in could not be matched to this session or took too long; please try again',
    );
  if (query.error || !query.code)
    return withQuery(
      state.returnTo,
      'connectError',
      query.error === 'access_denied' ? 'The access was not granted' : 'The provider did not grant access',
    );
  let tokens: TokenSet;
  try {
    tokens = await exchangeCode(provider, providerConfig(deps, provider), {
      callback: { code: query.code, iss: query.iss },
      redirectUri: redirectUri(deps, provider),
      verifier: state.verifier,
      now: deps.now().getTime(),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch {
    return withQuery(
      state.returnTo,
      'connectError',
      'The provider did not accept the sign-in; please try again',
    );
  }
  const grant = await repo.insertGrant(deps.db, {
    agentId,
    provider,
    use: use.id,
    tokens: sealTokens(deps, tokens),
    scope: tokens.scope,
    now: deps.now(),
  });
  try {
    await use.connected(deps, { agentId, grantId: grant.id });
  } catch (error) {
    await repo.deleteGrant(deps.db, grant.id);
    const message = error instanceof AppError ? error.message : 'The account could not be connected';
    return withQuery(state.returnTo, 'connectError', message);
  }
  return withQuery(state.returnTo, 'connected', use.id);
}

/** One refresh per grant at a time in this process: providers that rotate refresh tokens (Microsoft, Zoom) invalidate the old one. */
const refreshing = new Map<string, Promise<string>>();

/**
 * A valid access token of the grant: the stored one while it has more than a minute left,
 * otherwise (or when `force`d after a 401) a refreshed one, stored at once. A refresh the
 * provider refuses marks the grant broken and throws OAuthGrantRefusedError.
 */
export async function accessToken(
  deps: Deps,
  grantId: string,
  options: { signal?: AbortSignal | undefined; force?: boolean } = {},
): Promise<string> {
  const grant = await repo.findGrant(deps.db, grantId);
  if (!grant) throw new OAuthGrantRefusedError(null, 'the connection was removed');
  if (grant.brokenAt) throw new OAuthGrantRefusedError(grant.provider, grant.error ?? 'invalid_grant');
  const tokens = openTokens(deps, grant);
  if (!options.force && tokens.expiresAt - REFRESH_MARGIN_MS > deps.now().getTime())
    return tokens.accessToken;
  const running = refreshing.get(grantId);
  if (running) return running;
  const work = refreshGrant(deps, grant, tokens, options.signal).finally(() => refreshing.delete(grantId));
  refreshing.set(grantId, work);
  return work;
}

async function refreshGrant(
  deps: Deps,
  grant: repo.GrantRow,
  tokens: StoredTokens,
  signal: AbortSignal | undefined,
): Promise<string> {
  if (!tokens.refreshToken) {
    await repo.markGrantBroken(deps.db, grant.id, 'no refresh token', deps.now());
    throw new OAuthGrantRefusedError(grant.provider, 'no refresh token');
  }
  try {
    const fresh = await refreshTokens(grant.provider, providerConfig(deps, grant.provider), {
      refreshToken: tokens.refreshToken,
      scope: grant.scope,
      now: deps.now().getTime(),
      ...(signal ? { signal } : {}),
    });
    // Google keeps the refresh token and answers without one; Microsoft and Zoom send a new one.
    const kept = { ...fresh, refreshToken: fresh.refreshToken ?? tokens.refreshToken };
    await repo.saveTokens(deps.db, grant.id, {
      tokens: sealTokens(deps, kept),
      scope: fresh.scope ?? grant.scope,
      now: deps.now(),
    });
    return kept.accessToken;
  } catch (error) {
    if (error instanceof OAuthGrantRefusedError)
      await repo.markGrantBroken(deps.db, grant.id, error.reason, deps.now());
    throw error;
  }
}

/** How many times a 429 or 5xx answer is tried again, and the longest wait before a try. */
const RETRIES = 2;
const MAX_WAIT_MS = 5000;

/** Seconds (or an HTTP date) of a Retry-After header, in milliseconds. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Google signals per-user rate limits as 403 with a reason, besides 429. */
async function isRateLimited(response: Response): Promise<boolean> {
  if (response.status === 429) return true;
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { error?: { errors?: Array<{ reason?: string }> } } | undefined;
  const reason = body?.error?.errors?.[0]?.reason;
  return reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded';
}

/**
 * A request to the provider's API with the grant's bearer token. A 401 refreshes the token and
 * tries once more; a 429 (or Google's rate-limit 403) and a 5xx are tried again up to twice,
 * after the Retry-After the answer asks for (or a short back-off), unless that wait is over five
 * seconds: then that answer is returned for the caller to report.
 */
export async function oauthFetch(
  deps: Deps,
  grantId: string,
  url: string,
  init: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal | undefined;
  } = {},
): Promise<Response> {
  let token = await accessToken(deps, grantId, { signal: init.signal });
  let refreshed = false;
  let retries = 0;
  for (;;) {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
        authorization: `Bearer ${token}`,
      },
      ...(init.body !== undefined ? { body: init.body } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    if (response.status === 401 && !refreshed) {
      refreshed = true;
      await response.body?.cancel();
      token = await accessToken(deps, grantId, { signal: init.signal, force: true });
      continue;
    }
    if ((response.status >= 500 || (await isRateLimited(response))) && retries < RETRIES) {
      const asked = retryAfterMs(response.headers.get('retry-after'), Date.now());
      const delay = asked ?? 250 * 2 ** retries;
      if (delay > MAX_WAIT_MS) return response;
      retries++;
      await response.body?.cancel();
      await wait(delay, init.signal);
      continue;
    }
    return response;
  }
}

export function findGrants(deps: Deps, agentId: string, use: string): Promise<repo.GrantRow[]> {
  return repo.findGrantsOf(deps.db, agentId, use);
}

export function findGrant(deps: Deps, grantId: string): Promise<repo.GrantRow | undefined> {
  return repo.findGrant(deps.db, grantId);
}

/**
 * Forgets a grant and asks the provider to revoke it (best effort, Google and Zoom). A revocation
 * withdraws everything the account granted the app (Google revokes every scope of the client),
 * so it is asked only when the host keeps no other grant with that provider: disconnecting a
 * spreadsheet must not cut off their calendar.
 */
export async function deleteGrant(deps: Deps, grantId: string): Promise<void> {
  const grant = await repo.findGrant(deps.db, grantId);
  if (!grant) return;
  await repo.deleteGrant(deps.db, grantId);
  if (await repo.hasGrantWith(deps.db, grant.agentId, grant.provider)) return;
  try {
    const tokens = openTokens(deps, grant);
    await revokeToken(
      grant.provider,
      providerConfig(deps, grant.provider),
      tokens.refreshToken ?? tokens.accessToken,
      AbortSignal.timeout(5000),
    );
  } catch {
    // The grant is gone here either way; the provider forgets unused tokens in time.
  }
}
