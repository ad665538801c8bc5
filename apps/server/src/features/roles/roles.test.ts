import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember } from '../../../test/booking-factory.ts';
import { createTestApp, sessionFor, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('roles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every new workspace the built-in roles, which cannot be changed', async () => {
    const host = await signUpHost(t.app);
    const roles = (await host.agent.request('GET', `${API}/role/list`)).json().roles;
    expect(
      roles.map((r: { name: string; builtIn: string; memberCount: number }) => [
        r.name,
        r.builtIn,
        r.memberCount,
      ]),
    ).toEqual([
      ['Owner', 'OWNER', 1],
      ['Admin', 'ADMIN', 0],
      ['Member', 'MEMBER', 0],
    ]);
    expect(roles[1]).toMatchObject({ isSuperAdminRole: true, isAutoCreated: false });
    expect(roles[2]).toMatchObject({ isSuperAdminRole: false, isAutoCreated: true });
    const edit = await host.agent.request('PATCH', `${API}/role/${roles[2]._id}`, { name: 'Everyone' });
    expect(edit.statusCode).toBe(403);
    expect((await host.agent.request('DELETE', `${API}/role/${roles[0]._id}`)).statusCode).toBe(403);
  });

  it('applies a custom role’s new permissions on its members’ next request', async () => {
    const host = await signUpHost(t.app);
    const created = await host.agent.request('POST', `${API}/role`, {
      name: 'Scheduler',
      permissions: { eventTypes: ['view'], calendar: ['edit', 'view', 'view'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({
      builtIn: null,
      isSuperAdminRole: false,
      permissions: { calendar: ['view', 'edit'] },
    });
    expect(
      (await host.agent.request('POST', `${API}/role`, { name: 'scheduler', permissions: {} })).statusCode,
    ).toBe(409);
    const badArea = await host.agent.request('POST', `${API}/role`, {
      name: 'x',
      permissions: { kitchen: ['view'] },
    });
    expect(badArea.statusCode).toBe(400);

    const memberId = await addMember(t, host.session.workspace._id, 'Sam');
    const assigned = await host.agent.request('PATCH', `${API}/member/${memberId}/role`, {
      roleId: role._id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const sam = await sessionFor(t, memberId, host.session.workspace._id);
    const refused = await sam.request('POST', `${API}/event/add`, { name: 'Mine', duration: 30 });
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', error: 'You are not permitted to schedule events' });

    const widened = await host.agent.request('PATCH', `${API}/role/${role._id}`, {
      permissions: { eventTypes: ['view', 'create'] },
    });
    expect(widened.statusCode).toBe(200);
    expect((await sam.request('POST', `${API}/event/add`, { name: 'Mine', duration: 30 })).statusCode).toBe(
      201,
    );
    expect((await sam.request('GET', `${API}/agent/info`)).json().permissions).toEqual({
      eventTypes: ['view', 'create'],
    });

    const inUse = await host.agent.request('DELETE', `${API}/role/${role._id}`);
    expect(inUse.statusCode).toBe(409);
    const member = (await host.agent.request('GET', `${API}/role/list`))
      .json()
      .roles.find((r: { name: string }) => r.name === 'Member');
    await host.agent.request('PATCH', `${API}/member/${memberId}/role`, { roleId: member._id });
    expect((await host.agent.request('DELETE', `${API}/role/${role._id}`)).statusCode).toBe(204);
  });

  it('backfills the roles of a workspace made before roles had rows', async () => {
    const host = await signUpHost(t.app);
    const memberId = await addMember(t, host.session.workspace._id, 'Old');
    await t.database.execute('update memberships set role_id = null where workspace_id = $1', [
      host.session.workspace._id,
    ]);
    await t.database.execute('delete from roles where app_id = $1', [host.session.workspace._id]);
    const roles = (await host.agent.request('GET', `${API}/role/list`)).json().roles;
    expect(roles.map((r: { name: string; memberCount: number }) => [r.name, r.memberCount])).toEqual([
      ['Owner', 1],
      ['Admin', 0],
      ['Member', 1],
    ]);
    const members = (await host.agent.request('GET', `${API}/member/list`)).json().members;
    expect(members.find((m: { userId: string }) => m.userId === memberId).role._id).toBe(roles[2]._id);
  });

  it('keeps other workspaces’ roles out of reach', async () => {
    const a = await signUpHost(t.app);
    const b = await signUpHost(t.app);
    const role = (await a.agent.request('POST', `${API}/role`, { name: 'Private', permissions: {} })).json();
    expect((await b.agent.request('PATCH', `${API}/role/${role._id}`, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await b.agent.request('DELETE', `${API}/role/${role._id}`)).statusCode).toBe(404);
    const other = await addMember(t, b.session.workspace._id, 'Bo');
    expect(
      (await b.agent.request('PATCH', `${API}/member/${other}/role`, { roleId: role._id })).statusCode,
    ).toBe(404);
  });
});
