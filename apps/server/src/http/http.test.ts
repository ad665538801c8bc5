import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signUpHost, type TestApp } from '../../test/test-app.ts';
import { BODY_LIMIT_BYTES, buildApp } from '../app.ts';

describe.each(testDatabaseKinds())('HTTP frame on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('XSRF', () => {
    it('refuses a state-changing request with a session but no token', async () => {
      const { agent } = await signUpHost(t.app);
      const res = await agent.request('POST', '/api/v1/user/logout', undefined, { xsrf: false });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('XSRF_TOKEN_INVALID');
      expect((await agent.request('GET', '/api/v1/user/session')).statusCode).toBe(200);
    });

    it('refuses a token that does not match the cookie', async () => {
      const { agent } = await signUpHost(t.app);
      const res = await agent.request('POST', '/api/v1/user/logout', undefined, {
        xsrf: false,
        headers: { 'x-xsrf-token': 'forged' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('XSRF_TOKEN_INVALID');
    });

    it('refuses a cookie and header the client made up together', async () => {
      const { agent } = await signUpHost(t.app);
      agent.setCookie('XSRF-TOKEN', 'abc');
      const res = await agent.request('POST', '/api/v1/user/logout', undefined, {
        xsrf: false,
        headers: { 'x-xsrf-token': 'abc' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('XSRF_TOKEN_INVALID');
      // The refusal hands out the session's own token; echoing it goes through.
      expect(agent.cookie('XSRF-TOKEN')).not.toBe('abc');
      expect((await agent.request('POST', '/api/v1/user/logout')).statusCode).toBe(204);
    });

    it("refuses another session's token", async () => {
      const a = await signUpHost(t.app);
      const b = await signUpHost(t.app);
      const res = await a.agent.request('POST', '/api/v1/user/logout', undefined, {
        xsrf: false,
        headers: { 'x-xsrf-token': b.agent.cookie('XSRF-TOKEN') ?? '' },
      });
      expect(res.statusCode).toBe(403);
      expect(a.agent.cookie('XSRF-TOKEN')).not.toBe(b.agent.cookie('XSRF-TOKEN'));
    });

    it('sets a readable XSRF-TOKEN cookie', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(cookie?.httpOnly).toBeFalsy();
    });
  });

  describe('error shapes', () => {
    it('malformed JSON → 400 INVALID_JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"emailId": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_JSON', error: 'The request body is not valid JSON' });
    });

    it('unknown API route → 404 JSON', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/bookings/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'ROUTE_NOT_FOUND',
        error: 'No API route GET /api/v1/bookings/nope',
      });
    });

    it('oversized body → 413', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ emailId: 'a@b.co', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('wrong types → 400 with each field path', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/signup',
        payload: { firstName: 42, emailId: 'not-an-email', password: true, companyName: '' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      const paths = body.issues.map((i: { path: string }) => i.path).sort();
      expect(paths).toEqual(['companyName', 'emailId', 'firstName', 'password']);
      expect(body.issues).toContainEqual({ path: 'emailId', message: 'Please provide correct email' });
    });

    it('wrong content type → 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'emailId=a',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('a missing body on a route that needs one → 400, not 500', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/login' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });
  });

  it('serves the OpenAPI document with the API routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/user/signup',
        '/api/v1/bookings/agent/info',
        '/api/v1/bookings/company/list',
      ]),
    );
  });
});

describe('route declarations', () => {
  it('refuse an API route that does not declare who may call it', async () => {
    const t = await createTestApp('pglite');
    const app = await buildApp(t.deps, { webDist: '/nonexistent' });
    try {
      expect(() =>
        app.get(
          '/api/v1/bookings/undeclared',
          { schema: { response: { 200: z.object({}) } } },
          async () => ({}),
        ),
      ).toThrow(/does not declare config.access/);
      expect(() =>
        app.get('/api/v1/bookings/declared', { config: { access: 'public' } }, async () => ({})),
      ).not.toThrow();
    } finally {
      await app.close();
      await t.close();
    }
  });
});
