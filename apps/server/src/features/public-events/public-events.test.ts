import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const API = '/api/v1/bookings';

describe.each(testDatabaseKinds())('public event pages on %s', (kind) => {
  let t: TestApp;
  let visitor: Agent;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let link: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    visitor = new Agent(t.app);
    host = await signUpHost(t.app, { companyName: 'Northwind Clinic', firstName: 'Nora', lastName: 'Wind' });
    link = host.session.workspace.accessLink;
    const add = (body: Record<string, unknown>) =>
      host.agent.request('POST', `${API}/event/add`, { duration: 30, ...body });
    await add({
      name: 'Checkup',
      note: 'Internal: double-book the VIPs',
      modes: [{ key: 'PHONE_NUMBER', phoneNumber: '+1 415 555 2671', note: 'Host cell, do not share' }],
      questions: [
        { type: 'NAME', content: 'Name', required: true },
        { type: 'EMAIL_ID', content: 'Email', required: true },
        { type: 'ONE_LINE', content: 'Hidden question', enable: false },
      ],
      notifications: {
        whatsappNotification: { enable: true, templateId: 'tpl-secret', channelId: 'chan-secret' },
      },
    });
    await add({ name: 'Follow-up', slug: 'follow-up' });
    await add({ name: 'Secret Session', slug: 'secret', isPrivate: true });
    await add({ name: 'Paused', slug: 'paused', status: 'INACTIVE' });
    const gone = (await add({ name: 'Retired', slug: 'retired' })).json();
    await host.agent.request('DELETE', `${API}/event/${gone._id}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the ACTIVE, non-private events of an access link, in order, with the workspace name', async () => {
    const res = await visitor.request('GET', `${API}/website/events/${link.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.workspace).toEqual({ name: 'Northwind Clinic', accessLink: link });
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['Checkup', 'Follow-up']);
    expect(body.events[0].agentsDetails).toEqual([
      {
        userId: host.session.agent._id,
        firstName: 'Nora',
        lastName: 'Wind',
        profilePic: null,
        bio: '',
        status: 'ACTIVE',
      },
    ]);
  });

  it('never shows hosts’ private data', async () => {
    const list = await visitor.request('GET', `${API}/website/events/${link}`);
    const page = await visitor.request('GET', `${API}/website/event/${link}/checkup`);
    for (const res of [list, page]) {
      const text = res.body;
      for (const secret of [
        host.body.emailId,
        'Internal',
        '+1 415',
        'Host cell',
        'tpl-secret',
        'chan-secret',
        'Hidden question',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    const event = page.json().event;
    for (const field of [
      'note',
      'notifications',
      'agents',
      'bounds',
      'schedule',
      'coHosts',
      'customAvailableHour',
      'sortOrder',
    ]) {
      expect(event).not.toHaveProperty(field);
    }
    expect(event.modes).toEqual([{ key: 'PHONE_NUMBER' }]);
    expect(event.questions.map((q: { content: string }) => q.content)).toEqual(['Name', 'Email']);
  });

  it('shows one event by slug, private ones included, whatever the case', async () => {
    const res = await visitor.request('GET', `${API}/website/event/${link}/Follow-Up?responseId=abc`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      workspace: { name: 'Northwind Clinic', accessLink: link },
      event: { name: 'Follow-up', slug: 'follow-up', duration: 30, type: 'SOLO', status: 'ACTIVE' },
    });
    const secret = await visitor.request('GET', `${API}/website/event/${link}/secret`);
    expect(secret.json().event).toMatchObject({ name: 'Secret Session', isPrivate: true });
  });

  it.each([
    ['an inactive event', 'paused'],
    ['a deleted event', 'retired'],
    ['an unknown slug', 'nope'],
  ])('answers 404 NOT_FOUND for %s', async (_name, slug) => {
    const res = await visitor.request('GET', `${API}/website/event/${link}/${slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', error: 'This event is no longer accessible' });
  });

  it('answers 404 for an unknown access link, and for another workspace’s slug', async () => {
    const list = await visitor.request('GET', `${API}/website/events/no-such-link`);
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ code: 'NOT_FOUND', error: 'No booking page at this address' });
    const other = await signUpHost(t.app, { companyName: 'Elsewhere Ltd' });
    const res = await visitor.request(
      'GET',
      `${API}/website/event/${other.session.workspace.accessLink}/checkup`,
    );
    expect(res.statusCode).toBe(404);
    expect(
      (await visitor.request('GET', `${API}/website/events/${other.session.workspace.accessLink}`)).json()
        .events,
    ).toEqual([]);
  });

  it('hides an event once it is made private, and shows it again once public', async () => {
    const id = (await host.agent.request('POST', `${API}/event`, { search: 'Follow-up' })).json().events[0]
      ._id;
    await host.agent.request('PATCH', `${API}/event/private/status`, { id, isPrivate: true });
    const hidden = (await visitor.request('GET', `${API}/website/events/${link}`)).json();
    expect(hidden.events.map((e: { name: string }) => e.name)).toEqual(['Checkup']);
    await host.agent.request('PATCH', `${API}/event/private/status`, { id, isPrivate: false });
    const shown = (await visitor.request('GET', `${API}/website/events/${link}`)).json();
    expect(shown.events.map((e: { name: string }) => e.name)).toEqual(['Checkup', 'Follow-up']);
  });
});
