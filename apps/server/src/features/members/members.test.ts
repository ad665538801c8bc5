import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, countRows, createEvent, waitForMail } from '../../../test/booking-factory.ts';
import { captureConsoleMail } from '../../../test/console-mail.ts';
import {
  Agent,
  createClock,
  createTestApp,
  signUpHost,
  type TestApp,
  uniqueEmail,
} from '../../../test/test-app.ts';

const NOW = '2027-03-01T08:00:00Z';
const DAY = 24 * 60 * 60 * 1000;

type Host = Awaited<ReturnType<typeof signUpHost>>;

// An invitation link is for the invitee alone: without SMTP only the console prints it.
const printed = captureConsoleMail();

async function roleId(host: Agent, name: string): Promise<string> {
  const roles = (await host.request('GET', `${API}/role/list`)).json().roles as Array<{
    _id: string;
    name: string;
  }>;
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role._id;
}

/** Invites `emailId` and returns the token read from the invitation mail. */
async function inviteAndRead(host: Agent, emailId: string, role = 'Member') {
  const res = await host.request('POST', `${API}/member/invite`, {
    emailId,
    roleId: await roleId(host, role),
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const token = (await printed.waitFor(emailId, /\/invite\/([A-Za-z0-9_-]+)/))[1];
  if (!token) throw new Error('no invitation link in the mail');
  return { invitation: res.json(), token };
}

async function joinAsNewAccount(t: TestApp, owner: Agent, firstName: string, role = 'Member') {
  const emailId = uniqueEmail(firstName.toLowerCase());
  const { token } = await inviteAndRead(owner, emailId, role);
  const agent = new Agent(t.app);
  const res = await agent.request('POST', `${API}/invite/${token}/accept`, {
    firstName,
    lastName: 'Tester',
    password: 'long enough password',
  });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return { agent, emailId, userId: res.json().agent._id as string };
}

describe.each(testDatabaseKinds())('members and invitations on %s', (kind) => {
  let t: TestApp;
  let owner: Host;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false, mail: printed.transport });
    owner = await signUpHost(t.app, { firstName: 'Olga', companyName: 'Orbit Labs' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('invites by email; the invitee opens the link and joins with a new account', async () => {
    const emailId = uniqueEmail('mia');
    const res = await owner.agent.request('POST', `${API}/member/invite`, {
      emailId,
      roleId: await roleId(owner.agent, 'Member'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      emailId,
      status: 'PENDING',
      role: { name: 'Member', isAutoCreated: true },
      expiresAt: new Date(Date.parse(NOW) + 7 * DAY).toISOString(),
    });
    const [mail, token] = await printed.waitFor(emailId, /Join Orbit Labs[\s\S]*\/invite\/([A-Za-z0-9_-]+)/);
    expect(mail).toContain(`http://localhost:3000/invite/${token}`);

    const preview = await t.app.inject({ method: 'GET', url: `${API}/invite/${token}` });
    expect(preview.json()).toEqual({
      workspaceName: 'Orbit Labs',
      emailId,
      roleName: 'Member',
      invitedBy: 'Olga Lovelace',
      expiresAt: expect.any(String),
      expired: false,
      hasAccount: false,
    });

    const visitor = new Agent(t.app);
    const missing = await visitor.request('POST', `${API}/invite/${token}/accept`, {
      password: 'long enough password',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'firstName', message: 'Please enter your first name' }]);

    const accepted = await visitor.request('POST', `${API}/invite/${token}/accept`, {
      firstName: 'Mia',
      lastName: 'Moss',
      password: 'long enough password',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().workspace.name).toBe('Orbit Labs');
    const info = (await visitor.request('GET', `${API}/agent/info`)).json();
    expect(info).toMatchObject({ isOwner: false, role: { name: 'Member' }, agent: { firstName: 'Mia' } });

    const list = (await owner.agent.request('GET', `${API}/member/list`)).json();
    expect(list.members.map((m: { firstName: string }) => m.firstName)).toEqual(['Olga', 'Mia']);
    expect(list.members[0]).toMatchObject({ isOwner: true, role: { name: 'Owner', isSuperAdminRole: true } });
    expect(list.invitations.some((i: { emailId: string }) => i.emailId === emailId)).toBe(false);

    const again = await new Agent(t.app).request('POST', `${API}/invite/${token}/accept`, {
      firstName: 'Eve',
      password: 'long enough password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITATION_USED');
    expect((await t.app.inject({ method: 'GET', url: `${API}/invite/${token}` })).json().code).toBe(
      'INVITATION_USED',
    );
  });

  it('lets an existing account join with its password, and lists both workspaces for it', async () => {
    const other = await signUpHost(t.app, { firstName: 'Paul', companyName: 'Paul Consulting' });
    const { token } = await inviteAndRead(owner.agent, other.body.emailId);
    expect((await t.app.inject({ method: 'GET', url: `${API}/invite/${token}` })).json().hasAccount).toBe(
      true,
    );

    const stranger = new Agent(t.app);
    const wrong = await stranger.request('POST', `${API}/invite/${token}/accept`, {
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    // Signed in as that agent, no password is needed.
    const ok = await other.agent.request('POST', `${API}/invite/${token}/accept`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().workspace.name).toBe('Orbit Labs');

    const companies = (await other.agent.request('GET', `${API}/company/list?productId=BOOKINGS`)).json();
    expect(
      companies.companies.map((c: { name: string; isOwner: boolean }) => [c.name, c.isOwner]).sort(),
    ).toEqual([
      ['Orbit Labs', false],
      ['Paul Consulting', true],
    ]);
  });

  it('expires an invitation after seven days (410), and resending gives a new link', async () => {
    const emailId = uniqueEmail('late');
    const { invitation, token } = await inviteAndRead(owner.agent, emailId);
    t.clock.advance(7 * DAY + 1000);
    try {
      expect((await t.app.inject({ method: 'GET', url: `${API}/invite/${token}` })).json().expired).toBe(
        true,
      );
      const late = await new Agent(t.app).request('POST', `${API}/invite/${token}/accept`, {
        firstName: 'Late',
        password: 'long enough password',
      });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ code: 'INVITATION_EXPIRED', error: 'This invitation has expired' });
      const listed = (await owner.agent.request('GET', `${API}/member/list`)).json().invitations;
      expect(listed.find((i: { _id: string }) => i._id === invitation._id).status).toBe('EXPIRED');

      const resent = await owner.agent.request('POST', `${API}/member/invite/${invitation._id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json()).toMatchObject({ status: 'PENDING', sentCount: 2 });
      expect((await t.app.inject({ method: 'GET', url: `${API}/invite/${token}` })).statusCode).toBe(404);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('revokes an invitation: its link stops working', async () => {
    const emailId = uniqueEmail('revoked');
    const { invitation, token } = await inviteAndRead(owner.agent, emailId);
    const res = await owner.agent.request('DELETE', `${API}/member/invite/${invitation._id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${API}/invite/${token}` })).statusCode).toBe(404);
    const accept = await new Agent(t.app).request('POST', `${API}/invite/${token}/accept`, {
      firstName: 'R',
      password: 'long enough password',
    });
    expect(accept.statusCode).toBe(404);
    expect((await owner.agent.request('DELETE', `${API}/member/invite/${invitation._id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses to invite a member twice, and with an unknown role', async () => {
    const { emailId } = await joinAsNewAccount(t, owner.agent, 'Twice');
    const again = await owner.agent.request('POST', `${API}/member/invite`, {
      emailId,
      roleId: await roleId(owner.agent, 'Member'),
    });
    expect(again.statusCode).toBe(409);
    const unknown = await owner.agent.request('POST', `${API}/member/invite`, {
      emailId: uniqueEmail('x'),
      roleId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the last owner from leaving; a member leaves and their session of it ends', async () => {
    const res = await owner.agent.request('POST', `${API}/agent/leave-organization/request`, {
      reason: 'bored',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OWNER_CANNOT_LEAVE');

    const { agent, userId } = await joinAsNewAccount(t, owner.agent, 'Leaver');
    const eventId = await createEvent(agent, { name: 'Leaver call' });
    const left = await agent.request('POST', `${API}/agent/leave-organization/request`, {
      reason: 'New job',
    });
    expect(left.statusCode, left.body).toBe(204);
    expect((await agent.request('GET', `${API}/agent/info`)).statusCode).toBe(401);
    const members = (await owner.agent.request('GET', `${API}/member/list`)).json().members;
    expect(members.some((m: { userId: string }) => m.userId === userId)).toBe(false);
    // Their event now has the owner as its host.
    const event = (await owner.agent.request('GET', `${API}/event/${eventId}`)).json();
    expect(event.agents.map((a: { userId: string }) => a.userId)).toEqual([owner.session.agent._id]);
    const mail = await waitForMail(owner.agent, owner.body.emailId, 'Leaver Tester left');
    expect(mail.text).toContain('New job');
  });

  it('changes a role (effective on the next request) and hands ownership over', async () => {
    const { agent, userId } = await joinAsNewAccount(t, owner.agent, 'Ravi');
    expect((await agent.request('GET', `${API}/role/list`)).statusCode).toBe(200);
    expect(
      (
        await agent.request('POST', `${API}/member/invite`, {
          emailId: uniqueEmail('y'),
          roleId: await roleId(owner.agent, 'Member'),
        })
      ).statusCode,
    ).toBe(403);

    const changed = await owner.agent.request('PATCH', `${API}/member/${userId}/role`, {
      roleId: await roleId(owner.agent, 'Admin'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().role).toMatchObject({ name: 'Admin', isSuperAdminRole: true });
    expect((await agent.request('GET', `${API}/agent/info`)).json().role.name).toBe('Admin');
    expect((await agent.request('GET', `${API}/member/list`)).json().invitations).toBeInstanceOf(Array);

    // An admin cannot hand ownership over, nor remove the owner.
    const notOwner = await agent.request('POST', `${API}/member/transfer-ownership`, { userId });
    expect(notOwner.statusCode).toBe(403);
    const removeOwner = await agent.request('DELETE', `${API}/member/${owner.session.agent._id}`);
    expect(removeOwner.json().code).toBe('OWNER_CANNOT_LEAVE');

    const handed = await owner.agent.request('POST', `${API}/member/transfer-ownership`, { userId });
    expect(handed.statusCode, handed.body).toBe(204);
    expect((await agent.request('GET', `${API}/agent/info`)).json()).toMatchObject({
      isOwner: true,
      role: { name: 'Owner' },
    });
    expect((await owner.agent.request('GET', `${API}/agent/info`)).json()).toMatchObject({
      isOwner: false,
      role: { name: 'Admin' },
    });
    // Hand it back so the other tests keep their owner.
    expect(
      (await agent.request('POST', `${API}/member/transfer-ownership`, { userId: owner.session.agent._id }))
        .statusCode,
    ).toBe(204);
  });

  it('lists a member’s future meetings and removes them only when forced while they host some', async () => {
    const { agent, userId } = await joinAsNewAccount(t, owner.agent, 'Busy');
    const eventId = await createEvent(agent, { name: 'Busy call' });
    const slot = '2027-03-02T10:00:00.000Z';
    const booked = await new Agent(t.app).request('POST', `${API}/meet/book`, {
      eventId,
      time: slot,
      timezone: 'UTC',
      attendee: { fullName: 'Visitor', emailId: uniqueEmail('v'), answers: [], guests: [] },
    });
    expect(booked.statusCode, booked.body).toBe(202);
    const future = (await owner.agent.request('GET', `${API}/member/${userId}/future-meetings`)).json();
    expect(future.meetings).toEqual([
      expect.objectContaining({ eventId, eventName: 'Busy call', startAt: slot, otherHostIds: [] }),
    ]);

    const refused = await owner.agent.request('DELETE', `${API}/member/${userId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('1 upcoming meeting');
    const removed = await owner.agent.request('DELETE', `${API}/member/${userId}?force=true`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await agent.request('GET', `${API}/agent/info`)).statusCode).toBe(401);
    expect(await countRows(t, 'memberships', 'agent_id = $1', [userId])).toBe(0);
  });

  it('keeps other workspaces’ members and invitations out of reach (404)', async () => {
    const other = await signUpHost(t.app, { companyName: 'Elsewhere' });
    const { invitation } = await inviteAndRead(owner.agent, uniqueEmail('z'));
    expect((await other.agent.request('DELETE', `${API}/member/invite/${invitation._id}`)).statusCode).toBe(
      404,
    );
    expect((await other.agent.request('DELETE', `${API}/member/${owner.session.agent._id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await other.agent.request('GET', `${API}/member/${owner.session.agent._id}/future-meetings`))
        .statusCode,
    ).toBe(404);
    const names = (await other.agent.request('GET', `${API}/member/list`)).json().members;
    expect(names).toHaveLength(1);
  });
});
