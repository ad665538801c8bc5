import type { OAuthProviderId } from '@kairos/db/schema';
import * as oauth from 'oauth4webapi';
import type { OAuthProviderConfig } from './config.ts';
import { isLoopbackUrl } from './config.ts';

/**
 * The OAuth 2 authorization-code flow with PKCE (RFC 6749, RFC 7636) on `oauth4webapi`: the
 * consent address, the code exchange, the refresh and the revocation. The library sends the
 * requests and checks the answers; what differs between the providers, and what their refusals
 * mean to a host, is said here. No state is kept here.
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
  /**
   * Whether the provider names itself in the redirect back (`iss`, RFC 9207): Google does, so a
   * code sent back by any other issuer is refused. Microsoft's and Zoom's redirects carry none.
   */
  namesIssuer: boolean;
  /** The name hosts read in messages. */
  label: string;
}

export const PROVIDER_TRAITS: Record<OAuthProviderId, ProviderTraits> = {
  google: {
    clientAuth: 'body',
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    baseScopes: [],
    scopeOnRefresh: false,
    namesIssuer: true,
    label: 'Google',
  },
  microsoft: {
    clientAuth: 'body',
    authorizeParams: { prompt: 'select_account' },
    baseScopes: ['offline_access'],
    scopeOnRefresh: true,
    namesIssuer: false,
    label: 'Microsoft',
  },
  zoom: {
    clientAuth: 'basic',
    authorizeParams: {},
    baseScopes: [],
    scopeOnRefresh: false,
    namesIssuer: false,
    label: 'Zoom',
  },
};

/** What a token endpoint answered, with the expiry as an instant. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds; the answer's `expires_in` is in seconds. */
  expiresAt: number;
  scope: string | null;
}

/** Without `expires_in`, a token is taken to last an hour (the providers' usual lifetime). */
const DEFAULT_LIFETIME_S = 3600;

/** The token endpoint's refusals that no retry heals (RFC 6749 §5.2): the grant or the app itself. */
const REFUSALS = ['invalid_grant', 'unauthorized_client', 'invalid_client'];

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

/** The provider as the library addresses it. Its issuer is the consent page's origin. */
function server(config: OAuthProviderConfig): oauth.AuthorizationServer {
  return {
    issuer: new URL(config.authorizeUrl).origin,
    authorization_endpoint: config.authorizeUrl,
    token_endpoint: config.tokenUrl,
    ...(config.revokeUrl ? { revocation_endpoint: config.revokeUrl } : {}),
  };
}

function client(config: OAuthProviderConfig): oauth.Client {
  return { client_id: config.clientId ?? '' };
}

function clientAuth(provider: OAuthProviderId, config: OAuthProviderConfig): oauth.ClientAuth {
  const secret = config.clientSecret ?? '';
  return PROVIDER_TRAITS[provider].clientAuth === 'basic'
    ? oauth.ClientSecretBasic(secret)
    : oauth.ClientSecretPost(secret);
}

/**
 * The library sends only to https addresses. Plain http is let through for loopback addresses
 * alone (the local fakes of the tests; the configuration refuses any other http address), so
 * no token or secret ever crosses a network in the clear.
 */
function requestOptions(url: string, signal: AbortSignal | undefined) {
  return {
    ...(isLoopbackUrl(url) ? { [oauth.allowInsecureRequests]: true } : {}),
    ...(signal ? { signal } : {}),
  };
}

export function newVerifier(): string {
  return oauth.generateRandomCodeVerifier();
}

export async function authorizationUrl(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  p: { redirectUri: string; scopes: readonly string[]; state: string; verifier: string },
): Promise<string> {
  const traits = PROVIDER_TRAITS[provider];
  const url = new URL(config.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: config.clientId ?? '',
    redirect_uri: p.redirectUri,
    scope: [...traits.baseScopes, ...p.scopes].join(' '),
    state: p.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(p.verifier),
    code_challenge_method: 'S256',
    ...traits.authorizeParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** What the token endpoint's answer or failure means here: tokens, a refusal, or a later try. */
async function tokens(
  provider: OAuthProviderId,
  now: number,
  request: () => Promise<Response>,
  process: (response: Response) => Promise<oauth.TokenEndpointResponse>,
): Promise<TokenSet> {
  let answer: oauth.TokenEndpointResponse;
  try {
    answer = await process(await request());
  } catch (error) {
    throw tokenError(provider, error);
  }
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: now + (answer.expires_in ?? DEFAULT_LIFETIME_S) * 1000,
    scope: answer.scope ?? null,
  };
}

function tokenError(provider: OAuthProviderId, error: unknown): Error {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return error;
  if (error instanceof oauth.ResponseBodyError) {
    const refused = error.status >= 400 && error.status < 500 && error.status !== 429;
    if (refused && REFUSALS.includes(error.error)) return new OAuthGrantRefusedError(provider, error.error);
    return new OAuthUnavailableError(provider, error.status);
  }
  // A 401 with a WWW-Authenticate challenge is the client's authentication failing (RFC 6749 §5.2).
  if (error instanceof oauth.WWWAuthenticateChallengeError)
    return error.status === 401
      ? new OAuthGrantRefusedError(provider, 'invalid_client')
      : new OAuthUnavailableError(provider, error.status);
  if (error instanceof oauth.OperationProcessingError)
    return new OAuthUnavailableError(
      provider,
      error.cause instanceof Response ? error.cause.status : 'an unreadable answer',
    );
  // fetch itself failed: no connection, a reset, a name that does not resolve.
  return new OAuthUnavailableError(provider, 'unreachable');
}

/**
 * Trades the code of the redirect back for tokens. `callback` is the redirect's query; the state
 * was checked already (it is sealed and bound to the session), the issuer is checked here.
 */
export async function exchangeCode(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  p: {
    callback: { code: string; iss?: string | undefined };
    redirectUri: string;
    verifier: string;
    now: number;
    signal?: AbortSignal;
  },
): Promise<TokenSet> {
  const as = server(config);
  const query = new URLSearchParams({ code: p.callback.code });
  if (p.callback.iss !== undefined && PROVIDER_TRAITS[provider].namesIssuer) query.set('iss', p.callback.iss);
  // Throws (and the caller tells the host the sign-in failed) when another issuer sent the code.
  const parameters = oauth.validateAuthResponse(as, client(config), query, oauth.skipStateCheck);
  return tokens(
    provider,
    p.now,
    () =>
      oauth.authorizationCodeGrantRequest(
        as,
        client(config),
        clientAuth(provider, config),
        parameters,
        p.redirectUri,
        p.verifier,
        requestOptions(config.tokenUrl, p.signal),
      ),
    (response) => oauth.processAuthorizationCodeResponse(as, client(config), response),
  );
}

export function refreshTokens(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  p: { refreshToken: string; scope: string | null; now: number; signal?: AbortSignal },
): Promise<TokenSet> {
  const as = server(config);
  const additionalParameters: Record<string, string> =
    PROVIDER_TRAITS[provider].scopeOnRefresh && p.scope ? { scope: p.scope } : {};
  return tokens(
    provider,
    p.now,
    () =>
      oauth.refreshTokenGrantRequest(as, client(config), clientAuth(provider, config), p.refreshToken, {
        ...requestOptions(config.tokenUrl, p.signal),
        additionalParameters,
      }),
    (response) => oauth.processRefreshTokenResponse(as, client(config), response),
  );
}

/** Best effort: tells the provider to forget a token (RFC 7009); a failure is ignored. */
export async function revokeToken(
  provider: OAuthProviderId,
  config: OAuthProviderConfig,
  token: string,
  signal?: AbortSignal,
): Promise<void> {
  if (!config.revokeUrl) return;
  const as = server(config);
  try {
    const response = await oauth.revocationRequest(
      as,
      client(config),
      clientAuth(provider, config),
      token,
      requestOptions(config.revokeUrl, signal),
    );
    await oauth.processRevocationResponse(response);
  } catch {
    // The provider forgets unused tokens in time.
  }
}
