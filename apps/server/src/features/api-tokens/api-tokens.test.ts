import { Writable } from 'node:stream';
import type { ApiTokenCreated } from '@kairos/core/accounts/api-token-schema';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, createEvent } from '../../../test/booking-factory.ts';
import {
  type Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
  uniqueEmail,
} from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';

const NOW = '2027-03-01T08:00:00.000Z';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(testDatabaseKinds())('API tokens on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false, clock: createClock(NOW) });
    owner = await signUpHost(t.app, { companyName: 'Token Works' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A request as a script makes it: the token in the Authorization header, no cookie, no XSRF echo. */
  function withToken(secret: string, method: Method, url: string, body?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  async function makeToken(agent: Agent, body: Record<string, unknown>): Promise<ApiTokenCreated> {
    const res = await agent.request('POST', `${API}/api-tokens`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  function expectRefused(res: LightMyRequestResponse, status: number, code: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
  }

  it('reads and writes within its scopes, as its owner, with no cookie and no XSRF echo', async () => {
    const { token, secret } = await makeToken(owner.agent, {
      name: 'CRM sync',
      scopes: ['contacts:write', 'contacts:read', 'calendar:read'],
    });
    expect(secret).toMatch(/^kairos_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      _id: expect.any(String),
      name: 'CRM sync',
      // In the catalogue's order.
      scopes: ['calendar:read', 'contacts:read', 'contacts:write'],
      createdAt: NOW,
      lastUsedAt: null,
      expiresAt: null,
      expired: false,
    });

    const created = await withToken(secret, 'POST', `${API}/contact`, {
      emailId: 'ada@example.com',
      name: 'Ada',
    });
    expect(created.statusCode, created.body).toBe(201);
    // No anti-forgery cookie is handed to a script.
    expect(created.cookies).toEqual([]);
    const listed = await withToken(secret, 'GET', `${API}/contact/list`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().contacts.map((c: { emailId: string }) => c.emailId)).toEqual(['ada@example.com']);
    const bookings = await withToken(secret, 'POST', `${API}/meet/agent`, { pageNo: 1, limit: 50 });
    expect(bookings.statusCode, bookings.body).toBe(200);

    // The session sees what the token wrote, and when the token was last used.
    const viaSession = await owner.agent.request('GET', `${API}/contact/list`);
    expect(viaSession.json().contacts).toHaveLength(1);
    const tokens = (await owner.agent.request('GET', `${API}/api-tokens`)).json().tokens;
    expect(tokens.find((x: { _id: string }) => x._id === token._id).lastUsedAt).toBe(NOW);
  });

  it('is refused outside its scopes with a code naming the scope', async () => {
    const { secret } = await makeToken(owner.agent, { name: 'Read contacts', scopes: ['contacts:read'] });
    expect((await withToken(secret, 'GET', `${API}/contact/list`)).statusCode).toBe(200);

    const write = await withToken(secret, 'POST', `${API}/contact`, { emailId: 'x@example.com', name: 'X' });
    expectRefused(write, 403, 'API_TOKEN_SCOPE_MISSING');
    expect(write.json().error).toBe(
      'This API token does not have the contacts:write scope this request needs',
    );
    expectRefused(await withToken(secret, 'GET', `${API}/event/list`), 403, 'API_TOKEN_SCOPE_MISSING');
    expectRefused(
      await withToken(secret, 'GET', `${API}/webhooks/endpoints`),
      403,
      'API_TOKEN_SCOPE_MISSING',
    );
  });

  it('is refused where the session alone may go: the account, and the tokens themselves', async () => {
    const { secret } = await makeToken(owner.agent, {
      name: 'Everything',
      scopes: ['settings:write', 'settings:read'],
    });
    for (const [method, url] of [
      ['GET', `${API}/agent/info`],
      ['GET', `${API}/api-tokens`],
      ['POST', `${API}/api-tokens`],
      ['POST', `${API}/agent/logout-everywhere`],
      ['GET', '/api/v1/user/session'],
    ] as const) {
      const res = await withToken(
        secret,
        method,
        url,
        method === 'POST' ? { name: 'x', scopes: ['help:read'] } : undefined,
      );
      expectRefused(res, 403, 'SESSION_REQUIRED');
    }
    expect((await owner.agent.request('GET', `${API}/api-tokens`)).json().tokens).toHaveLength(3);
  });

  it('follows its owner’s current role: an area the role stops allowing is refused', async () => {
    const workspaceId = owner.session.workspace._id;
    const memberId = await addMember(t, workspaceId, 'Mia');
    const member = await sessionFor(t, memberId, workspaceId);
    // A member may not edit settings, so a token of theirs may not hold that scope.
    const beyond = await member.request('POST', `${API}/api-tokens`, {
      name: 'Too much',
      scopes: ['contacts:read', 'settings:write'],
    });
    expectRefused(beyond, 400, 'VALIDATION_ERROR');
    expect(beyond.json().issues).toEqual([
      {
        path: 'scopes',
        message: 'Your role does not allow settings:write, so a token of yours cannot have it',
      },
    ]);

    const { secret } = await makeToken(member, {
      name: 'Contacts',
      scopes: ['contacts:read', 'contacts:write'],
    });
    expect((await withToken(secret, 'GET', `${API}/contact/list`)).statusCode).toBe(200);
    // The owner makes a role without contacts and gives it to the member.
    const role = await owner.agent.request('POST', `${API}/role`, {
      name: 'No contacts',
      permissions: { eventTypes: ['view'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const changed = await owner.agent.request('PATCH', `${API}/member/${memberId}/role`, {
      roleId: role.json()._id,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const refused = await withToken(secret, 'GET', `${API}/contact/list`);
    expectRefused(refused, 403, 'FORBIDDEN');
    expect(refused.json().error).toBe('Your role does not allow you to view contacts');
  });

  it('stops working when revoked, and says so', async () => {
    const { token, secret } = await makeToken(owner.agent, { name: 'Zapier', scopes: ['contacts:read'] });
    expect((await withToken(secret, 'GET', `${API}/contact/list`)).statusCode).toBe(200);
    const revoked = await owner.agent.request('DELETE', `${API}/api-tokens/${token._id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ revoked: true });

    const res = await withToken(secret, 'GET', `${API}/contact/list`);
    expectRefused(res, 401, 'API_TOKEN_INVALID');
    expect(res.json().error).toBe('This API token was revoked');
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const tokens = (await owner.agent.request('GET', `${API}/api-tokens`)).json().tokens;
    expect(tokens.map((x: { _id: string }) => x._id)).not.toContain(token._id);
    // Once revoked, it cannot be revoked again, nor can another member's token be reached.
    expectRefused(await owner.agent.request('DELETE', `${API}/api-tokens/${token._id}`), 404, 'NOT_FOUND');
    expectRefused(await owner.agent.request('DELETE', `${API}/api-tokens/not-an-id`), 404, 'NOT_FOUND');
  });

  it('stops working when it expires; it stays listed as expired until revoked', async () => {
    const past = await owner.agent.request('POST', `${API}/api-tokens`, {
      name: 'Yesterday',
      scopes: ['contacts:read'],
      expiresAt: '2027-02-28T08:00:00Z',
    });
    expectRefused(past, 400, 'VALIDATION_ERROR');
    expect(past.json().issues).toEqual([{ path: 'expiresAt', message: 'The expiry must be in the future' }]);

    const { token, secret } = await makeToken(owner.agent, {
      name: 'One hour',
      scopes: ['contacts:read'],
      expiresAt: '2027-03-01T10:00:00+01:00',
    });
    expect(token.expiresAt).toBe('2027-03-01T09:00:00.000Z');
    expect((await withToken(secret, 'GET', `${API}/contact/list`)).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    try {
      const res = await withToken(secret, 'GET', `${API}/contact/list`);
      expectRefused(res, 401, 'API_TOKEN_INVALID');
      expect(res.json().error).toBe('This API token expired at 2027-03-01T09:00:00.000Z');
      const listed = (await owner.agent.request('GET', `${API}/api-tokens`)).json().tokens;
      expect(listed.find((x: { _id: string }) => x._id === token._id)).toMatchObject({ expired: true });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('stops working when its owner is removed from the workspace, and does not come back if they rejoin', async () => {
    const workspaceId = owner.session.workspace._id;
    const memberId = await addMember(t, workspaceId, 'Rex');
    const member = await sessionFor(t, memberId, workspaceId);
    const { secret } = await makeToken(member, { name: 'Rex’s script', scopes: ['contacts:read'] });
    expect((await withToken(secret, 'GET', `${API}/contact/list`)).statusCode).toBe(200);

    const removed = await owner.agent.request('DELETE', `${API}/member/${memberId}?force=true`);
    expect(removed.statusCode, removed.body).toBe(204);
    expectRefused(await withToken(secret, 'GET', `${API}/contact/list`), 401, 'API_TOKEN_INVALID');

    const roles = (await owner.agent.request('GET', `${API}/role/list`)).json().roles;
    const memberRole = roles.find((r: { builtIn: string | null }) => r.builtIn === 'MEMBER');
    await t.database.execute(
      'insert into memberships (workspace_id, agent_id, role, role_id) values ($1, $2, $3, $4)',
      [
        workspaceId,
        memberId,
        JSON.stringify({
          name: memberRole.name,
          permissions: memberRole.permissions,
          isSuperAdminRole: false,
          isAutoCreated: true,
        }),
        memberRole._id,
      ],
    );
    const res = await withToken(secret, 'GET', `${API}/contact/list`);
    expectRefused(res, 401, 'API_TOKEN_INVALID');
    expect(res.json().error).toBe('This API token was revoked');
  });

  it('refuses unknown and malformed tokens with 401, and leaves other schemes to the session', async () => {
    const unknown = await withToken(`kairos_pat_${'A'.repeat(43)}`, 'GET', `${API}/contact/list`);
    expectRefused(unknown, 401, 'API_TOKEN_INVALID');
    expect(unknown.json().error).toBe('This API token is not known; it may have been mistyped or cut short');
    const malformed = await withToken('abc', 'GET', `${API}/contact/list`);
    expectRefused(malformed, 401, 'API_TOKEN_INVALID');
    expect(malformed.json().error).toBe('This is not a Kairos API token; those start with kairos_pat_');
    const empty = await t.app.inject({
      method: 'GET',
      url: `${API}/contact/list`,
      headers: { authorization: 'Bearer' },
    });
    expectRefused(empty, 401, 'API_TOKEN_INVALID');
    // A proxy's Basic authentication in front of the app: the session cookie still counts.
    const basic = await owner.agent.request('GET', `${API}/contact/list`, undefined, {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode, basic.body).toBe(200);
  });

  it('keeps asking a session for its XSRF echo, even with a token header on a public route', async () => {
    const noEcho = await owner.agent.request(
      'POST',
      `${API}/contact`,
      { emailId: 'y@example.com', name: 'Y' },
      {
        xsrf: false,
      },
    );
    expectRefused(noEcho, 403, 'XSRF_TOKEN_INVALID');
    const { secret } = await makeToken(owner.agent, { name: 'Public', scopes: ['contacts:read'] });
    const publicRoute = await owner.agent.request(
      'POST',
      `${API}/website/dates`,
      { eventId: '00000000-0000-4000-8000-000000000000', startDate: '2027-03-01', endDate: '2027-03-01' },
      { xsrf: false, headers: { authorization: `Bearer ${secret}` } },
    );
    expectRefused(publicRoute, 403, 'XSRF_TOKEN_INVALID');
  });

  it('never answers a secret again: not in the list, not as its digest', async () => {
    const { token, secret } = await makeToken(owner.agent, { name: 'Shown once', scopes: ['help:read'] });
    const list = await owner.agent.request('GET', `${API}/api-tokens`);
    expect(list.statusCode).toBe(200);
    const listed = list.json().tokens.find((x: { _id: string }) => x._id === token._id);
    expect(listed).toEqual({ ...token, lastUsedAt: null });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(secret.slice('kairos_pat_'.length));
    const { rows } = await t.database.execute('select token_hash from api_tokens where id = $1', [token._id]);
    const digest = String(rows[0]?.token_hash);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(secret);
    expect(list.body).not.toContain(digest);
    // Another member of the workspace sees none of the owner's tokens.
    const otherId = await addMember(t, owner.session.workspace._id, 'Ivy');
    const other = await sessionFor(t, otherId, owner.session.workspace._id);
    expect((await other.request('GET', `${API}/api-tokens`)).json().tokens).toEqual([]);
    expectRefused(await other.request('DELETE', `${API}/api-tokens/${token._id}`), 404, 'NOT_FOUND');
  });

  it('refuses bad input with a message and a code', async () => {
    for (const body of [
      { name: '', scopes: ['help:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['help:admin'] },
      { name: 'x', scopes: ['help:read'], expiresAt: 'tomorrow' },
      { name: 'x'.repeat(61), scopes: ['help:read'] },
    ]) {
      const res = await owner.agent.request('POST', `${API}/api-tokens`, body);
      expectRefused(res, 400, 'VALIDATION_ERROR');
    }
  });

  it('is not written to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, logLevel: 'trace', logFormat: 'json' } },
      { logger: true, logStream: stream, webDist: '/nonexistent' },
    );
    try {
      await app.ready();
      const { secret } = await makeToken(owner.agent, { name: 'Logged?', scopes: ['contacts:read'] });
      for (const url of [`${API}/contact/list`, `${API}/agent/info`, `${API}/event/list`]) {
        await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
      }
      const log = lines.join('');
      expect(log).toContain('/contact/list');
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.slice('kairos_pat_'.length, 20));
    } finally {
      await app.close();
    }
  });
});

describe('API token rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { workers: false, config: { apiTokenRateLimit: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After past the per-token limit, other tokens unaffected', async () => {
    const host = await signUpHost(t.app, { emailId: uniqueEmail('limited') });
    const make = async (name: string) =>
      (await host.agent.request('POST', `${API}/api-tokens`, { name, scopes: ['eventTypes:read'] })).json()
        .secret as string;
    const busy = await make('Busy');
    const calm = await make('Calm');
    await createEvent(host.agent, { name: 'Counted' });
    const call = (secret: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/event/list`,
        headers: { authorization: `Bearer ${secret}` },
      });
    for (let i = 0; i < 3; i++) expect((await call(busy)).statusCode).toBe(200);
    const limited = await call(busy);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().error).toMatch(
      /^This API token made more than 3 requests in a minute; please try again in (\d+ seconds?|1 minute)$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await call(calm)).statusCode).toBe(200);
    // The window passes: the token works again.
    t.clock.advance(61_000);
    expect((await call(busy)).statusCode).toBe(200);
  });
});
