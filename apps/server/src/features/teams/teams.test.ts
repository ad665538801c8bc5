import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, createEvent } from '../../../test/booking-factory.ts';
import { createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('teams on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpHost>>;
  let ownerId: string;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
    owner = await signUpHost(t.app, { companyName: 'Teamwork Inc' });
    ownerId = owner.session.agent._id;
    memberId = await addMember(t, owner.session.workspace._id, 'Tara');
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: Record<string, unknown>, agent = owner.agent) =>
    agent.request('POST', `${API}/team`, body);

  it('creates, lists, edits and deletes a team with a lead', async () => {
    const res = await create({
      name: 'Sales EMEA',
      description: 'Deals east of Greenwich',
      members: [
        { userId: ownerId, isLead: true },
        { userId: memberId, isLead: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json();
    expect(team).toMatchObject({
      name: 'Sales EMEA',
      accessLink: 'sales-emea',
      description: 'Deals east of Greenwich',
      eventCount: 0,
      members: [
        { userId: ownerId, isLead: true, firstName: 'Ada' },
        { userId: memberId, isLead: false, firstName: 'Tara' },
      ],
    });
    const list = (await owner.agent.request('GET', `${API}/team/list`)).json();
    expect(list.teams.map((x: { _id: string }) => x._id)).toContain(team._id);
    const members = (await owner.agent.request('GET', `${API}/member/list`)).json().members;
    expect(members.find((m: { userId: string }) => m.userId === memberId).teamIds).toEqual([team._id]);

    const edited = await owner.agent.request('PATCH', `${API}/team/${team._id}`, {
      name: 'Sales Europe',
      accessLink: 'sales-europe',
      members: [{ userId: memberId, isLead: true }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Sales Europe',
      accessLink: 'sales-europe',
      members: [{ userId: memberId, isLead: true }],
    });

    // A change of the name alone keeps the members and the description.
    const renamed = await owner.agent.request('PATCH', `${API}/team/${team._id}`, { name: 'Sales EMEA' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Sales EMEA',
      accessLink: 'sales-europe',
      description: edited.json().description,
      members: [{ userId: memberId, isLead: true }],
    });

    expect((await owner.agent.request('DELETE', `${API}/team/${team._id}`)).statusCode).toBe(204);
    expect((await owner.agent.request('DELETE', `${API}/team/${team._id}`)).statusCode).toBe(404);
  });

  it('keeps access links unique across workspaces and teams', async () => {
    const other = await signUpHost(t.app, { companyName: 'Link Holder' });
    const taken = await create({ name: 'Clash', accessLink: other.session.workspace.accessLink });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ACCESS_LINK_TAKEN');
    expect((await create({ name: 'Support', accessLink: 'support-desk' })).statusCode).toBe(201);
    const twice = await create({ name: 'Support 2', accessLink: 'SUPPORT-DESK' });
    expect(twice.json().code).toBe('ACCESS_LINK_TAKEN');
    // Made from the name, a taken link gets a number.
    expect((await create({ name: 'Support Desk' })).json().accessLink).toBe('support-desk-2');
    const reserved = await create({ name: 'x', accessLink: 'login' });
    expect(reserved.statusCode).toBe(400);
    const rename = await other.agent.request('PATCH', `${API}/company`, { accessLink: 'support-desk' });
    expect(rename.json().code).toBe('ACCESS_LINK_TAKEN');
  });

  it('refuses members from outside the workspace, and other workspaces’ teams', async () => {
    const other = await signUpHost(t.app, { companyName: 'Outsiders' });
    const res = await create({ name: 'Mixed', members: [{ userId: other.session.agent._id }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'members.0.userId', message: 'This person is not in your workspace' },
    ]);
    const mine = (await create({ name: 'Mine' })).json();
    expect((await other.agent.request('PATCH', `${API}/team/${mine._id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await other.agent.request('DELETE', `${API}/team/${mine._id}`)).statusCode).toBe(404);
    expect((await other.agent.request('GET', `${API}/team/list`)).json().teams).toEqual([]);
  });

  it('links events to a team whose members host them, and lists them at the team’s link', async () => {
    const team = (
      await create({ name: 'Onboarding', members: [{ userId: ownerId, isLead: true }, { userId: memberId }] })
    ).json();
    const other = await signUpHost(t.app, { companyName: 'Foreign' });
    const foreignTeam = (await create({ name: 'Foreign team' }, other.agent)).json();

    const wrongTeam = await owner.agent.request('POST', `${API}/event/add`, {
      name: 'Nope',
      duration: 30,
      teamId: foreignTeam._id,
    });
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().issues).toEqual([
      { path: 'teamId', message: 'This team is not in your workspace' },
    ]);

    const solo = (await create({ name: 'Just Tara', members: [{ userId: memberId }] })).json();
    const notInTeam = await owner.agent.request('POST', `${API}/event/add`, {
      name: 'Owner hosts',
      duration: 30,
      teamId: solo._id,
    });
    expect(notInTeam.statusCode).toBe(400);
    expect(notInTeam.json().issues).toEqual([
      { path: 'agents.0.userId', message: 'This host is not a member of the team' },
    ]);

    await createEvent(owner.agent, {
      name: 'Team intro',
      type: 'ROUNDROBIN',
      teamId: team._id,
      agents: [{ userId: ownerId }, { userId: memberId }],
    });
    await createEvent(owner.agent, { name: 'Owner only' });

    const teamPage = await t.app.inject({ method: 'GET', url: `${API}/website/events/${team.accessLink}` });
    expect(teamPage.statusCode, teamPage.body).toBe(200);
    expect(teamPage.json()).toMatchObject({
      workspace: { name: 'Teamwork Inc', accessLink: owner.session.workspace.accessLink },
      team: { name: 'Onboarding', accessLink: team.accessLink },
    });
    expect(teamPage.json().events.map((e: { name: string }) => e.name)).toEqual(['Team intro']);

    const workspacePage = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/website/events/${owner.session.workspace.accessLink}`,
      })
    ).json();
    expect(workspacePage.team).toBeNull();
    expect(workspacePage.events.map((e: { name: string }) => e.name)).toEqual(['Team intro', 'Owner only']);

    const event = await t.app.inject({
      method: 'GET',
      url: `${API}/website/event/${team.accessLink}/team-intro`,
    });
    expect(event.json()).toMatchObject({ team: { name: 'Onboarding' }, event: { name: 'Team intro' } });
    const outside = await t.app.inject({
      method: 'GET',
      url: `${API}/website/event/${team.accessLink}/owner-only`,
    });
    expect(outside.statusCode).toBe(404);

    // A member who hosts a team event stays in the team until taken off the event.
    const drop = await owner.agent.request('PATCH', `${API}/team/${team._id}`, {
      members: [{ userId: ownerId }],
    });
    expect(drop.statusCode).toBe(409);
    // Deleting the team keeps its events, outside any team.
    expect((await owner.agent.request('DELETE', `${API}/team/${team._id}`)).statusCode).toBe(204);
    const events = (await owner.agent.request('POST', `${API}/event`, { search: 'Team intro' })).json()
      .events;
    expect(events[0].teamId).toBeNull();
  });
});
