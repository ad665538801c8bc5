import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createEvent } from '../../../test/booking-factory.ts';
import { Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('workspace settings, plan and switching on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('renames, re-zones and moves the access link; the old link redirects to the new one', async () => {
    const host = await signUpHost(t.app, { companyName: 'Moving Co' });
    const old = host.session.workspace.accessLink;
    await createEvent(host.agent, { name: 'Quote' });
    const res = await host.agent.request('PATCH', `${API}/company`, {
      name: 'Moved Co',
      accessLink: 'Moved-Co',
      timezone: 'Europe/Paris',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Moved Co',
      accessLink: 'moved-co',
      timezone: 'Europe/Paris',
      accessLinkAliases: [old],
      plan: { packageId: 'SELF_HOSTED_UNLIMITED', seatLimit: null },
    });
    expect((await host.agent.request('GET', `${API}/company`)).json().name).toBe('Moved Co');

    const listing = await t.app.inject({ method: 'GET', url: `${API}/website/events/${old}` });
    expect(listing.statusCode).toBe(308);
    expect(listing.headers.location).toBe(`${API}/website/events/moved-co`);
    expect(listing.json()).toEqual({ redirectTo: 'moved-co' });
    const page = await t.app.inject({
      method: 'GET',
      url: `${API}/website/event/${old.toUpperCase()}/quote?responseId=r1`,
    });
    expect(page.statusCode).toBe(308);
    expect(page.headers.location).toBe(`${API}/website/event/moved-co/quote?responseId=r1`);
    const followed = await t.app.inject({ method: 'GET', url: String(listing.headers.location) });
    expect(followed.json().events.map((e: { name: string }) => e.name)).toEqual(['Quote']);

    // Another workspace cannot take the old link; this one can take it back.
    const other = await signUpHost(t.app);
    expect((await other.agent.request('PATCH', `${API}/company`, { accessLink: old })).json().code).toBe(
      'ACCESS_LINK_TAKEN',
    );
    const back = await host.agent.request('PATCH', `${API}/company`, { accessLink: old });
    expect(back.json()).toMatchObject({ accessLink: old, accessLinkAliases: ['moved-co'] });
    expect((await t.app.inject({ method: 'GET', url: `${API}/website/events/${old}` })).statusCode).toBe(200);

    const bad = await host.agent.request('PATCH', `${API}/company`, { timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
  });

  it('describes an operator-set plan and refuses seats and events past its limits', async () => {
    const host = await signUpHost(t.app);
    await t.database.execute(`update workspaces set plan = $1 where id = $2`, [
      JSON.stringify({
        packageId: 'STARTER',
        seatLimit: 1,
        eventLimit: 1,
        expiryDate: '2099-01-01T00:00:00Z',
      }),
      host.session.workspace._id,
    ]);
    const info = (await host.agent.request('GET', `${API}/agent/info`)).json();
    expect(info.plan).toMatchObject({
      packageId: 'STARTER',
      seatLimit: 1,
      eventLimit: 1,
      seatsUsed: 1,
      eventsUsed: 0,
      isExpired: false,
      expiryDate: '2099-01-01T00:00:00.000Z',
    });
    const roles = (await host.agent.request('GET', `${API}/role/list`)).json().roles;
    const invite = await host.agent.request('POST', `${API}/member/invite`, {
      emailId: 'seat@example.com',
      roleId: roles.find((r: { name: string }) => r.name === 'Member')._id,
    });
    expect(invite.statusCode).toBe(409);
    expect(invite.json().code).toBe('PLAN_LIMIT_REACHED');
    await createEvent(host.agent, { name: 'The one' });
    const second = await host.agent.request('POST', `${API}/event/add`, { name: 'Second', duration: 30 });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('PLAN_LIMIT_REACHED');
  });

  it('switches to another workspace of the agent with a new session', async () => {
    const a = await signUpHost(t.app, { companyName: 'First Place' });
    const b = await signUpHost(t.app, { companyName: 'Second Place' });
    await t.database.execute(
      `insert into memberships (workspace_id, agent_id, role) select $1, $2, role from memberships where agent_id = $3`,
      [b.session.workspace._id, a.session.agent._id, b.session.agent._id],
    );
    const before = a.agent.cookie('kairos_session');
    const res = await a.agent.request('POST', `${API}/company/switch`, { appId: b.session.workspace._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().workspace.name).toBe('Second Place');
    expect(a.agent.cookie('kairos_session')).not.toBe(before);
    expect((await a.agent.request('GET', `${API}/agent/info`)).json().workspace.name).toBe('Second Place');
    const stale = new Agent(t.app);
    stale.setCookie('kairos_session', before as string);
    expect((await stale.request('GET', `${API}/agent/info`)).statusCode).toBe(401);

    const stranger = await signUpHost(t.app);
    const refused = await a.agent.request('POST', `${API}/company/switch`, {
      appId: stranger.session.workspace._id,
    });
    expect(refused.statusCode).toBe(404);
  });
});
