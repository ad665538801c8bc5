import { randomUUID } from 'node:crypto';
import { API_TOKEN_SCOPES, scopeFor } from '@kairos/core/accounts/api-token-schema';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/booking-factory.ts';
import { createTestApp, signUpHost, type TestApp } from '../../test/test-app.ts';
import type { Access, DeclaredRoute } from './access.ts';

/**
 * Every API route, called with an owner's API token holding only read scopes and with one holding
 * only write scopes, without cookies: what each lets through follows from the route's declared
 * access. "Allowed" means past the gate (bodies are empty and ids unknown, so most answers are 400
 * or 404); the gate's refusals are 401, 403 SESSION_REQUIRED and 403 API_TOKEN_SCOPE_MISSING.
 */

type Outcome = 'allowed' | 'session required' | 'scope missing' | 'unauthorized';
const READ = API_TOKEN_SCOPES.filter((s) => s.endsWith(':read'));
const WRITE = API_TOKEN_SCOPES.filter((s) => s.endsWith(':write'));

function expected(access: Access, scopes: readonly string[]): Outcome {
  if (access === 'public') return 'allowed';
  if (access === 'session') return 'session required';
  return scopes.includes(scopeFor(access.area, access.action)) ? 'allowed' : 'scope missing';
}

function outcome(res: LightMyRequestResponse): Outcome {
  if (res.statusCode === 401 && res.json().code !== 'INVALID_CREDENTIALS') return 'unauthorized';
  if (res.statusCode === 403 && res.json().code === 'SESSION_REQUIRED') return 'session required';
  if (res.statusCode === 403 && res.json().code === 'API_TOKEN_SCOPE_MISSING') return 'scope missing';
  return 'allowed';
}

describe.each(testDatabaseKinds())('API tokens across every route on %s', (kind) => {
  let t: TestApp;
  let routes: DeclaredRoute[];
  const secrets: Record<'read' | 'write', string> = { read: '', write: '' };

  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
    routes = t.app.routeAccess;
    const owner = await signUpHost(t.app, { companyName: 'Token Matrix' });
    for (const [name, scopes] of [
      ['read', READ],
      ['write', WRITE],
    ] as const) {
      const res = await owner.agent.request('POST', `${API}/api-tokens`, { name, scopes });
      expect(res.statusCode, res.body).toBe(201);
      secrets[name] = res.json().secret;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['read', 'write'] as const)(
    'lets a token with only %s scopes through exactly where its scopes and the route allow',
    async (which) => {
      const scopes = which === 'read' ? READ : WRITE;
      const mismatches: string[] = [];
      for (const route of routes) {
        const method = route.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
        const res = await t.app.inject({
          method,
          url: route.url.replace(/:([A-Za-z]+)/g, () => randomUUID()),
          headers: { authorization: `Bearer ${secrets[which]}` },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(route.access, scopes);
        const got = outcome(res);
        if (got !== want) {
          mismatches.push(
            `${route.method} ${route.url}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    },
    240_000,
  );
});
