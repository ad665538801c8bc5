import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicAuth, type Listening, listen, readBody, replyJson } from './fake-http.ts';

/**
 * A local OAuth 2 authorization server as Google, Microsoft and Zoom document theirs (RFC 6749
 * with PKCE, RFC 7636): a consent page at /authorize, a token endpoint that exchanges codes and
 * refreshes, and a revocation endpoint. Access tokens expire by the given clock; tests can expire
 * them, revoke every grant (the next refresh answers invalid_grant) or make the endpoint fail.
 * Mounted under `prefix`, so a provider's API fake can serve it from its own port.
 */
export interface FakeOAuthOptions {
  clientId?: string;
  clientSecret?: string;
  /** How the client must authenticate at /token: form fields (Google, Microsoft) or HTTP Basic (Zoom). */
  clientAuth?: 'body' | 'basic';
  /** `expires_in` of each access token, in seconds. */
  accessTtlSeconds?: number;
  /** Microsoft and Zoom hand out a new refresh token on each refresh and retire the old one. */
  rotateRefreshTokens?: boolean;
  /** The clock access tokens expire by (epoch ms). */
  now?: () => number;
  prefix?: string;
  /** Name the server in the redirect back as Google does (`iss`, RFC 9207): its origin. */
  namesIssuer?: boolean;
}

export interface FakeAccount {
  id: string;
  email: string;
  name: string;
}

interface PendingCode {
  redirectUri: string;
  challenge: string;
  scope: string;
  used: boolean;
}

export interface FakeOAuth {
  /** Serves /authorize, /token and /revoke under the prefix; false when the path is not its own. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** The account a request's bearer token belongs to, or undefined when missing, unknown or expired. */
  authenticate(req: IncomingMessage): FakeAccount | undefined;
  readonly account: FakeAccount;
  clientId: string;
  clientSecret: string;
  /** Every grant_type the token endpoint was called with, in order. */
  readonly tokenCalls: string[];
  /** Tokens revoked through /revoke. */
  readonly revoked: string[];
  /** The next token requests answer this status (503 → a server error, 429 → rate limited). */
  failNextToken(status: number, times?: number): void;
  /** Every access token stops working now (as if an hour had passed). */
  expireAccessTokens(): void;
  /** The host withdrew consent: refresh tokens answer invalid_grant from now on. */
  revokeAll(): void;
  urls(baseUrl: string): { authorizeUrl: string; tokenUrl: string; revokeUrl: string };
}

export function createFakeOAuth(options: FakeOAuthOptions = {}): FakeOAuth {
  const prefix = options.prefix ?? '/oauth2';
  const clientId = options.clientId ?? 'kairos-test-client';
  const clientSecret = options.clientSecret ?? 'kairos-test-secret';
  const ttl = options.accessTtlSeconds ?? 3600;
  const now = options.now ?? Date.now;
  const account: FakeAccount = { id: 'user-1', email: 'host@example.test', name: 'Test Host' };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, string>();
  const tokenCalls: string[] = [];
  const revoked: string[] = [];
  let failures: { status: number; times: number } | undefined;

  const token = (kind: string) => `${kind}-${randomBytes(12).toString('base64url')}`;

  function issue(scope: string, withRefresh: boolean) {
    const access = token('at');
    accessTokens.set(access, now() + ttl * 1000);
    const body: Record<string, unknown> = {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ttl,
      scope,
    };
    if (withRefresh) {
      const refresh = token('rt');
      refreshTokens.set(refresh, scope);
      body.refresh_token = refresh;
    }
    return body;
  }

  function clientOk(req: IncomingMessage, form: URLSearchParams): boolean {
    if ((options.clientAuth ?? 'body') === 'basic') {
      // RFC 6749 §2.3.1: the id and secret are form-urlencoded before they are joined and encoded.
      const basic = basicAuth(req);
      const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
      return (
        basic !== undefined && decode(basic.user) === clientId && decode(basic.password) === clientSecret
      );
    }
    return form.get('client_id') === clientId && form.get('client_secret') === clientSecret;
  }

  function consentPage(res: ServerResponse, url: URL): void {
    const q = url.searchParams;
    const fields = ['redirect_uri', 'state', 'code_challenge', 'scope']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q.get(k) ?? '')}">`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>
<body><main><h1>Allow Kairos to use your account?</h1>
<p>Signed in as ${escapeHtml(account.email)}. Kairos asks for: ${escapeHtml(q.get('scope') ?? '')}</p>
<form method="get" action="${prefix}/authorize/decision">${fields}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></form></main></body></html>`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith(`${prefix}/`)) return false;
    const path = url.pathname.slice(prefix.length);
    if (req.method === 'GET' && path === '/authorize') {
      const q = url.searchParams;
      if (
        q.get('client_id') !== clientId ||
        q.get('response_type') !== 'code' ||
        !q.get('redirect_uri') ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge')
      ) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('invalid_request');
        return true;
      }
      consentPage(res, url);
      return true;
    }
    if (req.method === 'GET' && path === '/authorize/decision') {
      const q = url.searchParams;
      const target = new URL(q.get('redirect_uri') ?? '');
      if (q.get('decision') === 'allow') {
        const code = token('code');
        codes.set(code, {
          redirectUri: q.get('redirect_uri') ?? '',
          challenge: q.get('code_challenge') ?? '',
          scope: q.get('scope') ?? '',
          used: false,
        });
        target.searchParams.set('code', code);
      } else {
        target.searchParams.set('error', 'access_denied');
      }
      target.searchParams.set('state', q.get('state') ?? '');
      if (options.namesIssuer) target.searchParams.set('iss', `http://${req.headers.host}`);
      res.writeHead(302, { location: target.toString() });
      res.end();
      return true;
    }
    if (req.method === 'POST' && path === '/token') {
      const form = new URLSearchParams(await readBody(req));
      const grantType = form.get('grant_type') ?? '';
      tokenCalls.push(grantType);
      // RFC 6749 §4.1.3 and §6: a form body; the answer is JSON, so the client must accept it.
      if (
        !/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] ?? '') ||
        !/application\/json/.test(req.headers.accept ?? '')
      ) {
        replyJson(res, 400, { error: 'invalid_request', error_description: 'Send a form and accept JSON' });
        return true;
      }
      if (failures && failures.times > 0) {
        failures.times--;
        replyJson(res, failures.status, { error: 'temporarily_unavailable' }, { 'retry-after': '0' });
        return true;
      }
      if (!clientOk(req, form)) {
        replyJson(res, 401, { error: 'invalid_client' });
        return true;
      }
      if (grantType === 'authorization_code') {
        const pending = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !pending ||
          pending.used ||
          pending.redirectUri !== form.get('redirect_uri') ||
          pending.challenge !== challenge
        ) {
          replyJson(res, 400, { error: 'invalid_grant', error_description: 'Bad code or code_verifier' });
          return true;
        }
        pending.used = true;
        replyJson(res, 200, issue(pending.scope, true));
        return true;
      }
      if (grantType === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        const scope = refreshTokens.get(refresh);
        if (scope === undefined) {
          replyJson(res, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
          return true;
        }
        if (options.rotateRefreshTokens) refreshTokens.delete(refresh);
        replyJson(res, 200, issue(scope, Boolean(options.rotateRefreshTokens)));
        return true;
      }
      replyJson(res, 400, { error: 'unsupported_grant_type' });
      return true;
    }
    if (req.method === 'POST' && path === '/revoke') {
      const form = new URLSearchParams(await readBody(req));
      // RFC 7009 §2.1: the client authenticates as at the token endpoint.
      if (!clientOk(req, form)) {
        replyJson(res, 401, { error: 'invalid_client' });
        return true;
      }
      const value = form.get('token') ?? url.searchParams.get('token') ?? '';
      revoked.push(value);
      refreshTokens.delete(value);
      accessTokens.delete(value);
      res.writeHead(200).end();
      return true;
    }
    return false;
  }

  return {
    handle,
    account,
    clientId,
    clientSecret,
    tokenCalls,
    revoked,
    authenticate(req) {
      const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      const expiresAt = match?.[1] ? accessTokens.get(match[1]) : undefined;
      return expiresAt !== undefined && expiresAt > now() ? account : undefined;
    },
    failNextToken(status, times = 1) {
      failures = { status, times };
    },
    expireAccessTokens() {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    revokeAll() {
      refreshTokens.clear();
    },
    urls(baseUrl) {
      return {
        authorizeUrl: `${baseUrl}${prefix}/authorize`,
        tokenUrl: `${baseUrl}${prefix}/token`,
        revokeUrl: `${baseUrl}${prefix}/revoke`,
      };
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The fake alone on a loopback port, for tests of the OAuth module itself. */
export async function startFakeOAuth(
  options: FakeOAuthOptions = {},
): Promise<Listening & { oauth: FakeOAuth }> {
  const oauth = createFakeOAuth(options);
  const listening = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!(await oauth.handle(req, res, url))) replyJson(res, 404, { error: 'not_found' });
  });
  return { ...listening, oauth };
}
