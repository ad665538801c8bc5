import { randomUUID } from 'node:crypto';
import type { Role } from '@kairos/core/accounts/schemas';
import { HOST_AREAS, type HostArea, type PermissionAction } from '@kairos/core/constants';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createEvent } from '../../test/booking-factory.ts';
import {
  Agent,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { type Access, type DeclaredRoute, forbiddenMessage, roleAllows } from './access.ts';

/**
 * The permission matrix: every API route, as the app registered it with its `config.access`, called by
 * the owner, an admin, a member, a custom view-only role, the owner of another workspace and an
 * anonymous visitor. What each may do follows from the route's declaration: a new route is in the
 * matrix the moment it is registered.
 *
 * "Allowed" means past the access gate: any answer but 401 and the gate's 403. Bodies are empty, so
 * most writes stop at validation (400), and ids are unknown (404); nothing here depends on them.
 */

/**
 * Routes any member may call whatever their role: they concern the caller alone (their session,
 * profile, workspaces, files) or are names the whole workspace shares (members, roles). A route that
 * declares bare 'session' and is not listed here fails this test: give it an `{ area, action }`.
 */
const SESSION_ROUTES = new Set([
  'GET /api/v1/user/session',
  'POST /api/v1/user/email/change',
  'GET /api/v1/bookings/agent/info',
  'PATCH /api/v1/bookings/agent/profile',
  'POST /api/v1/bookings/agent/password',
  'POST /api/v1/bookings/agent/onboarding/done',
  'POST /api/v1/bookings/agent/logout-everywhere',
  'POST /api/v1/bookings/agent/:id/set-restoreId',
  'POST /api/v1/bookings/agent/leave-organization/request',
  'GET /api/v1/bookings/company',
  'GET /api/v1/bookings/company/list',
  'POST /api/v1/bookings/company/switch',
  'GET /api/v1/bookings/member/list',
  'GET /api/v1/bookings/role/list',
  'POST /api/v1/bookings/file/upload',
  // Past the gate, deleting asks for the permission of what the file belongs to (uploads/deletion.ts).
  'POST /api/v1/bookings/file/delete',
  // The caller's own calendars.
  'GET /api/v1/bookings/calendar-connections',
  'POST /api/v1/bookings/calendar-connections',
  'POST /api/v1/bookings/calendar-connections/:id/refresh',
  'DELETE /api/v1/bookings/calendar-connections/:id',
  'PATCH /api/v1/bookings/calendars/:id',
  'GET /api/v1/bookings/calendar-feed',
  'POST /api/v1/bookings/calendar-feed',
  'DELETE /api/v1/bookings/calendar-feed',
  'GET /api/v1/bookings/oauth/uses',
  'POST /api/v1/bookings/oauth/:use/authorize',
  'GET /api/v1/bookings/oauth/:provider/callback',
  // The caller's own video accounts.
  'GET /api/v1/bookings/video-connections',
  'DELETE /api/v1/bookings/video-connections/:provider',
  // The caller's own API tokens (a token cannot manage tokens).
  'GET /api/v1/bookings/api-tokens',
  'POST /api/v1/bookings/api-tokens',
  'DELETE /api/v1/bookings/api-tokens/:id',
]);

type Persona = 'owner' | 'admin' | 'member' | 'viewOnly' | 'otherWorkspace' | 'anonymous';
const PERSONAS: Persona[] = ['owner', 'admin', 'member', 'viewOnly', 'otherWorkspace', 'anonymous'];

const VIEW_ONLY: Role = {
  name: 'Viewer',
  permissions: Object.fromEntries(HOST_AREAS.map((a) => [a, ['view']])),
  isSuperAdminRole: false,
  isAutoCreated: false,
};

function expectedFor(access: Access, role: Role | null): 'allowed' | 'unauthorized' | 'forbidden' {
  if (access === 'public') return 'allowed';
  if (!role) return 'unauthorized';
  if (access === 'session') return 'allowed';
  return roleAllows(role, access.area, access.action) ? 'allowed' : 'forbidden';
}

function outcome(res: LightMyRequestResponse, access: Access): 'allowed' | 'unauthorized' | 'forbidden' {
  if (res.statusCode === 401) return 'unauthorized';
  if (res.statusCode === 403 && typeof access === 'object') {
    const body = res.json();
    if (
      body.code === 'FORBIDDEN' &&
      body.error === forbiddenMessage(access.area as HostArea, access.action as PermissionAction)
    )
      return 'forbidden';
  }
  return 'allowed';
}

const key = (r: DeclaredRoute) => `${r.method} ${r.url}`;

describe.each(testDatabaseKinds())('permission matrix on %s', (kind) => {
  let t: TestApp;
  let routes: DeclaredRoute[];
  const people = {} as Record<
    Exclude<Persona, 'anonymous'>,
    { agentId: string; workspaceId: string; role: Role }
  >;
  /** Ids of the first workspace's records, which the other workspace's owner must not reach. */
  const foreign: Array<[RegExp, Record<string, string>]> = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
    routes = t.app.routeAccess;
    const owner = await signUpHost(t.app, { companyName: 'Matrix One' });
    const workspaceId = owner.session.workspace._id;
    const roles = (await owner.agent.request('GET', `${API}/role/list`)).json().roles as Array<
      Role & { _id: string }
    >;
    const viewer = (await owner.agent.request('POST', `${API}/role`, VIEW_ONLY)).json() as Role & {
      _id: string;
    };
    const byName = (name: string) => roles.find((r) => r.name === name) ?? viewer;
    const join = async (name: string, role: Role & { _id: string }) => {
      const { rows } = await t.database.execute(
        `insert into agents (email_id, password_hash, first_name) values ($1, 'x', $2) returning id`,
        [uniqueEmail(name), name],
      );
      const agentId = String(rows[0]?.id);
      const { _id, ...record } = role;
      await t.database.execute(
        'insert into memberships (workspace_id, agent_id, role, role_id) values ($1, $2, $3, $4)',
        [
          workspaceId,
          agentId,
          JSON.stringify({
            name: record.name,
            permissions: record.permissions,
            isSuperAdminRole: record.isSuperAdminRole,
            isAutoCreated: record.isAutoCreated,
          }),
          _id,
        ],
      );
      return { agentId, workspaceId, role: { ...record } as Role };
    };
    people.owner = { agentId: owner.session.agent._id, workspaceId, role: byName('Owner') };
    people.admin = await join('Admin', byName('Admin'));
    people.member = await join('Member', byName('Member'));
    people.viewOnly = await join('Viewer', viewer);
    const other = await signUpHost(t.app, { companyName: 'Matrix Two' });
    people.otherWorkspace = {
      agentId: other.session.agent._id,
      workspaceId: other.session.workspace._id,
      role: byName('Owner'),
    };

    const eventId = await createEvent(owner.agent, { name: 'Matrix event' });
    const team = (await owner.agent.request('POST', `${API}/team`, { name: 'Matrix team' })).json();
    const invitation = (
      await owner.agent.request('POST', `${API}/member/invite`, {
        emailId: uniqueEmail('invitee'),
        roleId: byName('Member')._id,
      })
    ).json();
    foreign.push(
      [/\/event\/:id$/, { id: eventId }],
      [/\/team\/:id$/, { id: team._id }],
      [/\/role\/:id$/, { id: viewer._id }],
      [/\/member\/invite\/:id/, { id: invitation._id }],
      [/\/member\/:userId/, { userId: people.member.agentId }],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  function fill(url: string, ids?: Record<string, string>): string {
    return url.replace(/:([A-Za-z]+)/g, (_, name: string) => ids?.[name] ?? randomUUID());
  }

  async function call(route: DeclaredRoute, persona: Persona, ids?: Record<string, string>) {
    const agent =
      persona === 'anonymous'
        ? new Agent(t.app)
        : await sessionFor(t, people[persona].agentId, people[persona].workspaceId);
    const method = route.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    return agent.request(method, fill(route.url, ids), body);
  }

  it('has routes to check, each declared once', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(new Set(routes.map(key)).size).toBe(routes.length);
  });

  it('gives every host route an area and action, unless it concerns the caller alone', () => {
    const bare = routes.filter((r) => r.access === 'session').map(key);
    expect(bare.filter((k) => !SESSION_ROUTES.has(k))).toEqual([]);
    expect([...SESSION_ROUTES].filter((k) => !bare.includes(k))).toEqual([]);
  });

  it('refuses a view-only role to schedule events with the product’s words', async () => {
    const res = await call({ method: 'POST', url: `${API}/event/add`, access: 'session' }, 'viewOnly');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', error: 'You are not permitted to schedule events' });
  });

  it.each(PERSONAS)(
    'lets %s through exactly where the declarations allow',
    async (persona) => {
      const role = persona === 'anonymous' ? null : people[persona].role;
      const mismatches: string[] = [];
      for (const route of routes) {
        const expected = expectedFor(route.access, role);
        const res = await call(route, persona);
        const got = outcome(res, route.access);
        if (got !== expected)
          mismatches.push(
            `${key(route)}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        if (expected === 'unauthorized' && got === 'unauthorized') {
          if (res.json().code !== 'UNAUTHORIZED') mismatches.push(`${key(route)}: 401 without UNAUTHORIZED`);
        }
      }
      expect(mismatches).toEqual([]);
    },
    240_000,
  );

  it('keeps the other workspace’s records out of reach (404), past the gate', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (route.access === 'public') continue;
      const ids = foreign.find(([pattern]) => pattern.test(route.url))?.[1];
      if (!ids) continue;
      const res = await call(route, 'otherWorkspace', ids);
      // A body the route cannot accept stops at validation (400) before the records are looked up.
      if (![400, 404].includes(res.statusCode))
        problems.push(`${key(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    // And the first workspace still has its records.
    const owner = await sessionFor(t, people.owner.agentId, people.owner.workspaceId);
    expect((await owner.request('GET', `${API}/team/list`)).json().teams).toHaveLength(1);
    expect((await owner.request('GET', `${API}/member/list`)).json().members).toHaveLength(4);
  }, 120_000);
});
