import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listen, replyJson } from '../../../test/fake-http.ts';
import { createFakeOAuth, type FakeOAuth } from '../../../test/fake-oauth.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { openSecret } from '../secrets/service.ts';
import { DEFAULT_OAUTH_CONFIG, isLoopbackUrl, type OAuthConfig, OAuthEnvShape } from './config.ts';
import { OAuthGrantRefusedError, refreshTokens } from './protocol.ts';
import * as repo from './repo.ts';
import {
  accessToken,
  completeAuthorization,
  deleteGrant,
  type OAuthUse,
  oauthFetch,
  retryAfterMs,
  safeReturnPath,
  startAuthorization,
} from './service.ts';

const NOW = '2027-03-01T09:00:00Z';
const API = '/api/v1/bookings';

/** Follows the consent page as a browser would: Allow (or Deny) and the redirect back. */
async function consent(authorizeUrl: string, decision: 'allow' | 'deny' = 'allow') {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Allow Kairos to use your account?');
  const url = new URL(authorizeUrl);
  const form = new URL(`${url.origin}${url.pathname}/decision`);
  for (const key of ['redirect_uri', 'state', 'code_challenge', 'scope'])
    form.searchParams.set(key, url.searchParams.get(key) ?? '');
  form.searchParams.set('decision', decision);
  const back = await fetch(form, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location') ?? '');
  return {
    location,
    query: {
      code: location.searchParams.get('code') ?? undefined,
      state: location.searchParams.get('state') ?? undefined,
      error: location.searchParams.get('error') ?? undefined,
      iss: location.searchParams.get('iss') ?? undefined,
    },
  };
}

describe.each(testDatabaseKinds())('OAuth 2 connections on %s', (kind) => {
  let t: TestApp;
  let google: FakeOAuth;
  let zoom: FakeOAuth;
  let server: Awaited<ReturnType<typeof listen>>;
  let agentId: string;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  const connected: string[] = [];
  let apiAnswers: Array<{ status: number; headers?: Record<string, string> }> = [];
  let apiCalls = 0;

  const use: OAuthUse = {
    id: 'test-calendar',
    provider: 'google',
    scopes: ['https://www.googleapis.com/auth/calendar'],
    connected: async (_deps, p) => {
      connected.push(p.grantId);
    },
  };
  const zoomUse: OAuthUse = { ...use, id: 'test-video', provider: 'zoom', scopes: ['meeting:write'] };

  async function connect(which: OAuthUse = use): Promise<string> {
    const url = await startAuthorization(t.deps, which, agentId, '/app/apps');
    const { query } = await consent(url);
    const target = await completeAuthorization(t.deps, [which], agentId, which.provider, query);
    expect(target).toBe(`/app/apps?connected=${which.id}`);
    const grantId = connected.at(-1) ?? '';
    expect((await repo.findGrant(t.deps.db, grantId))?.use).toBe(which.id);
    return grantId;
  }

  beforeAll(async () => {
    const clock = createClock(NOW);
    const now = () => clock.now().getTime();
    google = createFakeOAuth({ now, accessTtlSeconds: 3600, namesIssuer: true });
    // A secret with the characters HTTP Basic must carry form-urlencoded (RFC 6749 §2.3.1).
    zoom = createFakeOAuth({
      now,
      prefix: '/zoom',
      clientAuth: 'basic',
      rotateRefreshTokens: true,
      clientSecret: 'zoom:se+cret/=%',
    });
    server = await listen(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (await google.handle(req, res, url)) return;
      if (await zoom.handle(req, res, url)) return;
      if (url.pathname === '/api/me') {
        apiCalls++;
        const scripted = apiAnswers.shift();
        if (scripted)
          return replyJson(res, scripted.status, { error: { code: scripted.status } }, scripted.headers);
        if (!google.authenticate(req))
          return replyJson(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        return replyJson(res, 200, { email: google.account.email });
      }
      replyJson(res, 404, {});
    });
    const oauth: OAuthConfig = {
      ...DEFAULT_OAUTH_CONFIG,
      google: {
        ...google.urls(server.baseUrl),
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        apiUrl: `${server.baseUrl}/api`,
      },
      zoom: {
        ...zoom.urls(server.baseUrl),
        clientId: zoom.clientId,
        clientSecret: zoom.clientSecret,
        apiUrl: `${server.baseUrl}/zoom-api`,
      },
    };
    t = await createTestApp(kind, { clock, workers: false, config: { oauth } });
    host = await signUpHost(t.app);
    agentId = host.session.agent._id;
  });

  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('asks consent with a sealed state and a PKCE challenge, and stores the tokens sealed', async () => {
    const url = new URL(await startAuthorization(t.deps, use, agentId, '/app/apps'));
    expect(url.searchParams.get('client_id')).toBe(google.clientId);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/v1/bookings/oauth/google/callback',
    );
    // The verifier travels only inside the sealed state, never in the clear.
    expect(url.searchParams.get('state')).toMatch(/^v1\./);

    const grantId = await connect();
    expect(connected).toContain(grantId);
    const grant = await repo.findGrant(t.deps.db, grantId);
    expect(grant?.provider).toBe('google');
    expect(grant?.tokens).toMatch(/^v1\./);
    const token = await accessToken(t.deps, grantId);
    expect(token).toMatch(/^at-/);
    // Sealed: the stored text holds the token only once opened with the key. (Random ciphertext
    // can hold "at-" by chance, so the token itself is looked for, not its prefix.)
    expect(grant?.tokens).not.toContain(token);
    expect(openSecret(t.deps.config.secretsKey, String(grant?.tokens))).toContain(token);
  });

  it('takes a state once: a second code issued for the same state is refused', async () => {
    const url = await startAuthorization(t.deps, use, agentId, '/app/apps/calendars');
    const first = await consent(url);
    const second = await consent(url);
    expect(second.query.code).not.toBe(first.query.code);
    expect(await completeAuthorization(t.deps, [use], agentId, 'google', first.query)).toMatch(/connected=/);
    expect(await completeAuthorization(t.deps, [use], agentId, 'google', second.query)).toMatch(
      /connectError=/,
    );
  });

  it('refuses a state from another session, a tampered or stale one, and reports a denial', async () => {
    const other = await signUpHost(t.app);
    const url = await startAuthorization(t.deps, use, agentId, '/app/apps/calendars');
    const { query } = await consent(url);
    const foreign = await completeAuthorization(t.deps, [use], other.session.agent._id, 'google', query);
    expect(foreign).toMatch(/^\/app\/apps\?connectError=/);
    const tampered = await completeAuthorization(t.deps, [use], agentId, 'google', {
      ...query,
      state: `${query.state?.slice(0, -4)}AAAA`,
    });
    expect(tampered).toMatch(/connectError=/);
    const wrongProvider = await completeAuthorization(t.deps, [use], agentId, 'microsoft', query);
    expect(wrongProvider).toMatch(/connectError=/);
    expect(await completeAuthorization(t.deps, [use], agentId, 'google', query)).toMatch(/connected=/);
    // A replayed state is refused before its code reaches the provider.
    expect(await completeAuthorization(t.deps, [use], agentId, 'google', query)).toMatch(
      /could%20not%20be%20matched/,
    );

    const late = await consent(await startAuthorization(t.deps, use, agentId, undefined));
    t.clock.advance(16 * 60_000);
    expect(await completeAuthorization(t.deps, [use], agentId, 'google', late.query)).toMatch(
      /took%20too%20long/,
    );

    const denied = await consent(
      await startAuthorization(t.deps, use, agentId, '/app/apps/calendars'),
      'deny',
    );
    expect(denied.query.error).toBe('access_denied');
    expect(await completeAuthorization(t.deps, [use], agentId, 'google', denied.query)).toBe(
      `/app/apps/calendars?connectError=${encodeURIComponent('The access was not granted')}`,
    );
  });

  it('refuses a code sent back in the name of another issuer (RFC 9207), before it reaches the token endpoint', async () => {
    const { query } = await consent(await startAuthorization(t.deps, use, agentId, '/app/apps/calendars'));
    // Google names itself in the redirect; the fake does the same with its own origin.
    expect(query.iss).toBe(server.baseUrl);
    const calls = google.tokenCalls.length;
    const mixedUp = await completeAuthorization(t.deps, [use], agentId, 'google', {
      ...query,
      iss: 'https://accounts.example.test',
    });
    expect(mixedUp).toBe(
      `/app/apps/calendars?connectError=${encodeURIComponent('The provider did not accept the sign-in; please try again')}`,
    );
    expect(google.tokenCalls.length).toBe(calls);
  });

  it('refreshes a token near its expiry (seconds from expires_in) and keeps Google’s refresh token', async () => {
    const grantId = await connect();
    const first = await accessToken(t.deps, grantId);
    const calls = google.tokenCalls.length;
    t.clock.advance(3500 * 1000);
    expect(await accessToken(t.deps, grantId)).toBe(first);
    t.clock.advance(60 * 1000);
    const second = await accessToken(t.deps, grantId);
    expect(second).not.toBe(first);
    expect(google.tokenCalls.slice(calls)).toEqual(['refresh_token']);
    t.clock.advance(3600 * 1000);
    expect(await accessToken(t.deps, grantId)).not.toBe(second);
  });

  it('retries a 401 once after a refresh, and a 429 or 5xx after Retry-After', async () => {
    const grantId = await connect();
    google.expireAccessTokens();
    const before = google.tokenCalls.length;
    const ok = await oauthFetch(t.deps, grantId, `${server.baseUrl}/api/me`);
    expect(ok.status).toBe(200);
    expect(google.tokenCalls.slice(before)).toEqual(['refresh_token']);

    apiCalls = 0;
    apiAnswers = [{ status: 429, headers: { 'retry-after': '0' } }, { status: 503 }];
    expect((await oauthFetch(t.deps, grantId, `${server.baseUrl}/api/me`)).status).toBe(200);
    expect(apiCalls).toBe(3);

    apiCalls = 0;
    apiAnswers = [{ status: 502 }, { status: 502 }, { status: 502 }, { status: 502 }];
    expect((await oauthFetch(t.deps, grantId, `${server.baseUrl}/api/me`)).status).toBe(502);
    expect(apiCalls).toBe(3);

    // A wait longer than the client accepts is not slept through: the answer goes to the caller.
    apiCalls = 0;
    apiAnswers = [{ status: 429, headers: { 'retry-after': '120' } }];
    expect((await oauthFetch(t.deps, grantId, `${server.baseUrl}/api/me`)).status).toBe(429);
    expect(apiCalls).toBe(1);
    apiAnswers = [];
  });

  it('marks the grant broken when the provider refuses the refresh, and stops asking', async () => {
    const grantId = await connect();
    google.revokeAll();
    await expect(accessToken(t.deps, grantId, { force: true })).rejects.toBeInstanceOf(
      OAuthGrantRefusedError,
    );
    const grant = await repo.findGrant(t.deps.db, grantId);
    expect(grant?.brokenAt).not.toBeNull();
    expect(grant?.error).toBe('invalid_grant');
    const calls = google.tokenCalls.length;
    await expect(accessToken(t.deps, grantId)).rejects.toThrow(/Google refused the saved sign-in/);
    expect(google.tokenCalls.length).toBe(calls);
  });

  it('a token endpoint failing with 5xx is not a refusal: the grant stays usable', async () => {
    const grantId = await connect();
    google.failNextToken(503);
    await expect(accessToken(t.deps, grantId, { force: true })).rejects.toThrow(/did not answer/);
    expect((await repo.findGrant(t.deps.db, grantId))?.brokenAt).toBeNull();
    expect(await accessToken(t.deps, grantId, { force: true })).toMatch(/^at-/);
  });

  it('a rate-limited token endpoint is not a refusal, and a client it does not know is', async () => {
    const grantId = await connect();
    google.failNextToken(429);
    await expect(accessToken(t.deps, grantId, { force: true })).rejects.toThrow(/did not answer \(429\)/);
    expect((await repo.findGrant(t.deps.db, grantId))?.brokenAt).toBeNull();
    // The app's secret was changed at the provider: invalid_client, which no retry heals.
    const config = (t.deps.config.oauth ?? DEFAULT_OAUTH_CONFIG).google;
    const refusal = await refreshTokens(
      'google',
      { ...config, clientSecret: 'an-old-secret' },
      {
        refreshToken: 'rt-unused',
        scope: null,
        now: Date.now(),
      },
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OAuthGrantRefusedError);
    expect((refusal as OAuthGrantRefusedError).reason).toBe('invalid_client');
  });

  it('authenticates with HTTP Basic where the provider asks (Zoom) and keeps a rotated refresh token', async () => {
    const grantId = await connect(zoomUse);
    const first = await accessToken(t.deps, grantId, { force: true });
    const second = await accessToken(t.deps, grantId, { force: true });
    expect(second).not.toBe(first);
    expect(zoom.tokenCalls).toEqual(['authorization_code', 'refresh_token', 'refresh_token']);
    await deleteGrant(t.deps, grantId);
    expect(zoom.revoked).toHaveLength(1);
    expect(await repo.findGrant(t.deps.db, grantId)).toBeUndefined();
  });

  it('routes: lists configured uses, 404s an unknown one, and sends a bad callback back to the app', async () => {
    const uses = await host.agent.request('GET', `${API}/oauth/uses`);
    expect(uses.statusCode).toBe(200);
    expect(Array.isArray(uses.json().uses)).toBe(true);
    const unknown = await host.agent.request('POST', `${API}/oauth/nothing/authorize`, {});
    expect(unknown.statusCode).toBe(404);
    const callback = await host.agent.request('GET', `${API}/oauth/google/callback?code=x&state=forged`);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toMatch(/^\/app\/apps\?connectError=/);
  });
});

describe('OAuth helpers', () => {
  it('takes provider addresses over https, and plain http only on loopback', () => {
    const env = z.object(OAuthEnvShape);
    expect(env.safeParse({ GOOGLE_TOKEN_URL: 'http://127.0.0.1:9999/token' }).success).toBe(true);
    expect(env.safeParse({ GOOGLE_TOKEN_URL: 'http://localhost:9999/token' }).success).toBe(true);
    expect(env.safeParse({ ZOOM_API_URL: 'http://[::1]:9999/v2' }).success).toBe(true);
    expect(env.safeParse({ GOOGLE_TOKEN_URL: 'https://sso.example.com/token' }).success).toBe(true);
    const plain = env.safeParse({ MICROSOFT_TOKEN_URL: 'http://login.example.com/token' });
    expect(plain.success).toBe(false);
    expect(plain.error?.issues[0]?.message).toMatch(/must be an https:\/\/ address/);
    expect(isLoopbackUrl('http://127.1.2.3:80/')).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1.example.com/')).toBe(false);
    expect(isLoopbackUrl('http://10.0.0.1/')).toBe(false);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('2015-10-21T07:28:00Z'))).toBe(5000);
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });

  it('only returns to pages of the app', () => {
    expect(safeReturnPath('/app/apps')).toBe('/app/apps');
    expect(safeReturnPath('//evil.example/app')).toBe('/app/apps');
    expect(safeReturnPath('https://evil.example/app/apps')).toBe('/app/apps');
    expect(safeReturnPath('/app/../../x')).toBe('/app/apps');
  });
});
