import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProviderId } from '@kairos/db/schema';
import { z } from 'zod';
import type { OAuthProviderConfig } from './config.ts';

/**
 * The OAuth 2 authorization-code flow as each provider documents it (RFC 6749, PKCE RFC 7636):
 * the consent address, the code exchange and the refresh. No state is kept here.
 */
interface ProviderTraits {
  /** How the client proves itself at the token endpoint: form fields, or HTTP Basic (Zoom). */
  clientAuth: 'body' | 'basic';
  /** Extra consent parameters: Google gives a refresh token only with access_type=offline. */
  authorizeParams: Record<string, string>;
  /** Scopes every use of the provider asks besides its own (Microsoft: offline_access for a refresh token). */
  baseScopes: string[];
  /** Whether a refresh must repeat the scopes (Microsoft identity platform). */
  scopeOnRefresh: boolean;
  /** The name hosts read in messages. */
  label: string;
}

export const PROVIDER_TRAITS: Record<OAuthProviderId, ProviderTraits> = {
  google: {
    clientAuth: 'body',
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    baseScopes: [],
    scopeOnRefresh: false,
    label: 'Google',
  },
  microsoft: {
    clientAuth: 'body',
    authorizeParams: { prompt: 'select_account' },
    baseScopes: ['offline_access'],
    scopeOnRefresh: true,
    label: 'Microsoft',
  },
  zoom: { clientAuth: 'basic', authorizeParams: {}, baseScopes: [], scopeOnRefresh: false, label: 'Zoom' },
};

/** What a token endpoint answered, with the expiry as an instant. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds; the answer's `expires_in` is in seconds. */
  expiresAt: number;
  scope: string | null;
}

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  // Seconds; some endpoints send it as a string.
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});
const ErrorAnswer = z.object({ error: z.string(), error_description: z.string().optional() });

/** Without `expires_in`, a token is taken to last an hour (the providers' usual lifetime). */
const DEFAULT_LIFETIME_S = 3600;

/** The provider refused the grant itself (revoked, expired, password changed): only a new consent helps. */
export class OAuthGrantRefusedError extends Error {
  constructor(
    readonly provider: OAuthProviderId | null,
    readonly reason: string,
  ) {
    super(
      `${provider ? PROVIDER_TRAITS[provider].label : 'The provider'} refused the saved sign-in (${reason}); connect the account again`,
    );
    this.name = 'OAuthGrantRefusedError';
  }
}

/** The token endpoint failed in a way a later try may not (5xx, 429, a network error). */
export class OAuthUnavailableError extends Error {
  constructor(provider: OAuthProviderId, status: number | string) {
    super(`${PROVIDER_TRAITS[provider].label} sign-in did not answer (${status}); it is tried again later`);
    this.name = 'OAuthUnavailableError';
  }
}

export function newVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function authorizationUrl(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  p: { redirectUri: string; scopes: readonly string[]; state: string; verifier: string },
): string {
  const traits = PROVIDER_TRAITS[provider];
  const url = new URL(config.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: config.clientId ?? '',
    redirect_uri: p.redirectUri,
    scope: [...traits.baseScopes, ...p.scopes].join(' '),
    state: p.state,
    code_challenge: challengeOf(p.verifier),
    code_challenge_method: 'S256',
    ...traits.authorizeParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function tokenRequest(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  fields: Record<string, string>,
  now: number,
  signal: AbortSignal | undefined,
): Promise<TokenSet & { refreshToken: string | null }> {
  const traits = PROVIDER_TRAITS[provider];
  const body = new URLSearchParams(fields);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (traits.clientAuth === 'basic') {
    const pair = `${config.clientId ?? ''}:${config.clientSecret ?? ''}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    body.set('client_id', config.clientId ?? '');
    body.set('client_secret', config.clientSecret ?? '');
  }
  let response: Response;
  try {
    response = await fetch(config.tokenUrl, { method: 'POST', headers, body, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw error;
    throw new OAuthUnavailableError(provider, 'unreachable');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = TokenAnswer.safeParse(json);
    if (!parsed.success) throw new OAuthUnavailableError(provider, 'an unreadable answer');
    const t = parsed.data;
    return {
      accessToken: t.access_token,
      refreshToken: t.refresh_token ?? null,
      expiresAt: now + (t.expires_in ?? DEFAULT_LIFETIME_S) * 1000,
      scope: t.scope ?? null,
    };
  }
  const error = ErrorAnswer.safeParse(json);
  // RFC 6749 §5.2: invalid_grant is the grant itself (revoked, expired); unauthorized_client and
  // invalid_client mean the app was disabled or its secret changed — neither heals by retrying.
  if (
    response.status >= 400 &&
    response.status < 500 &&
    response.status !== 429 &&
    error.success &&
    ['invalid_grant', 'unauthorized_client', 'invalid_client'].includes(error.data.error)
  )
    throw new OAuthGrantRefusedError(provider, error.data.error);
  throw new OAuthUnavailableError(provider, response.status);
}

export function exchangeCode(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  p: { code: string; redirectUri: string; verifier: string; now: number; signal?: AbortSignal },
): Promise<TokenSet> {
  return tokenRequest(
    provider,
    config,
    {
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      code_verifier: p.verifier,
    },
    p.now,
    p.signal,
  );
}

export function refreshTokens(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  p: { refreshToken: string; scope: string | null; now: number; signal?: AbortSignal },
): Promise<TokenSet> {
  const fields: Record<string, string> = { grant_type: 'refresh_token', refresh_token: p.refreshToken };
  if (PROVIDER_TRAITS[provider].scopeOnRefresh && p.scope) fields.scope = p.scope;
  return tokenRequest(provider, config, fields, p.now, p.signal);
}

/** Best effort: tells the provider to forget a token (RFC 7009); a failure is ignored. */
export async function revokeToken(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  token: string,
  signal?: AbortSignal,
): Promise<void> {
  if (!config.revokeUrl) return;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (PROVIDER_TRAITS[provider].clientAuth === 'basic')
    headers.authorization = `Basic ${Buffer.from(`${config.clientId ?? ''}:${config.clientSecret ?? ''}`).toString('base64')}`;
  await fetch(config.revokeUrl, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ token }),
    ...(signal ? { signal } : {}),
  }).catch(() => undefined);
}
