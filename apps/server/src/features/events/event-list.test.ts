import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const API = '/api/v1/bookings';
type Row = { _id: string; name: string; slug: string };
const names = (body: { events: Row[] }) => body.events.map((e) => e.name);

describe.each(testDatabaseKinds())('event lists, order and flags on %s', (kind) => {
  let t: TestApp;
  let host: Agent;
  let ids: Record<string, string>;
  let sales: string;
  /** The body with the placeholder team 'sales' replaced by the real team's id. */
  const withSales = <T>(body: T): T =>
    JSON.parse(JSON.stringify(body).replaceAll('"sales"', JSON.stringify(sales)));
  beforeAll(async () => {
    t = await createTestApp(kind);
    const signedUp = await signUpHost(t.app);
    host = signedUp.agent;
    sales = (
      await host.request('POST', `${API}/team`, {
        name: 'Sales',
        members: [{ userId: signedUp.session.agent._id, isLead: true }],
      })
    ).json()._id;
    const add = async (body: Record<string, unknown>) =>
      (await host.request('POST', `${API}/event/add`, withSales({ duration: 30, ...body }))).json() as Row;
    const paid = { enable: true, methods: ['CASH'], amount: 40 };
    const made = [
      await add({ name: 'Intro Call' }),
      await add({ name: 'Strategy Session', type: 'COLLECTIVE', payment: paid, teamId: 'sales' }),
      await add({ name: 'Group Yoga', type: 'GROUP', status: 'INACTIVE', teamId: 'sales' }),
      await add({ name: '100% Focus_Time', slug: 'focus' }),
      await add({ name: 'Paid Review', payment: paid, isPrivate: true }),
    ];
    ids = Object.fromEntries(made.map((e) => [e.name, e._id]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists in creation order by default, one page at a time', async () => {
    const all = (await host.request('POST', `${API}/event`)).json();
    expect(names(all)).toEqual([
      'Intro Call',
      'Strategy Session',
      'Group Yoga',
      '100% Focus_Time',
      'Paid Review',
    ]);
    expect(all).toMatchObject({ page: 1, pageSize: 20, total: 5, last: true });
    expect(all.events[0].agentsDetails).toHaveLength(1);

    const p1 = (await host.request('POST', `${API}/event`, { page: 1, limit: 2 })).json();
    const p3 = (await host.request('POST', `${API}/event`, { page: 3, limit: 2 })).json();
    const p4 = (await host.request('POST', `${API}/event`, { page: 4, limit: 2 })).json();
    expect(names(p1)).toEqual(['Intro Call', 'Strategy Session']);
    expect(p1).toMatchObject({ total: 5, last: false, pageSize: 2 });
    expect(names(p3)).toEqual(['Paid Review']);
    expect(p3).toMatchObject({ total: 5, last: true });
    expect(p4).toMatchObject({ events: [], total: 5, last: true });
  });

  it.each([
    [{ search: 'yoga' }, ['Group Yoga']],
    [{ search: 'FOCUS' }, ['100% Focus_Time']],
    [{ search: '%' }, ['100% Focus_Time']],
    [{ search: '_' }, ['100% Focus_Time']],
    [{ search: 'strategy-session' }, ['Strategy Session']],
    [{ status: 'INACTIVE' }, ['Group Yoga']],
    [{ type: 'COLLECTIVE' }, ['Strategy Session']],
    [{ teamId: 'sales' }, ['Strategy Session', 'Group Yoga']],
    [{ teamId: null }, ['Intro Call', '100% Focus_Time', 'Paid Review']],
    [{ priceType: 'paid' }, ['Strategy Session', 'Paid Review']],
    [{ priceType: 'FREE' }, ['Intro Call', 'Group Yoga', '100% Focus_Time']],
    [{ priceType: 'free', teamId: 'sales' }, ['Group Yoga']],
  ])('filters by %j', async (filters, expected) => {
    const res = await host.request('POST', `${API}/event`, withSales(filters));
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
  });

  it('refuses an unknown filter value', async () => {
    const res = await host.request('POST', `${API}/event`, { priceType: 'cheap' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('priceType');
  });

  it('sorts: listed events first in the given order, the rest after in their order', async () => {
    const res = await host.request('POST', `${API}/event/sort`, {
      eventIds: [ids['Paid Review'], ids['Group Yoga']],
    });
    expect(res.statusCode).toBe(200);
    const order = ['Paid Review', 'Group Yoga', 'Intro Call', 'Strategy Session', '100% Focus_Time'];
    expect(names(res.json())).toEqual(order);
    expect(res.json().events.map((e: { sortOrder: number }) => e.sortOrder)).toEqual([0, 1, 2, 3, 4]);
    expect(names((await host.request('GET', `${API}/event/list`)).json())).toEqual(order);
    expect(names((await host.request('POST', `${API}/event`)).json())).toEqual(order);

    const team = await host.request('POST', `${API}/event/sort`, {
      eventIds: [ids['Strategy Session']],
      teamId: sales,
    });
    expect(names(team.json())).toEqual(['Strategy Session', 'Group Yoga']);
    expect(names((await host.request('GET', `${API}/event/list`)).json())).toEqual([
      'Paid Review',
      'Strategy Session',
      'Intro Call',
      'Group Yoga',
      '100% Focus_Time',
    ]);
    const newest = (await host.request('POST', `${API}/event/add`, { name: 'Newest', duration: 15 })).json();
    const list = names((await host.request('GET', `${API}/event/list`)).json());
    expect(list.at(-1)).toBe('Newest');
    await host.request('DELETE', `${API}/event/${newest._id}`);
  });

  it('refuses to sort an unknown event, another team’s event, or one listed twice', async () => {
    const stranger = await signUpHost(t.app);
    const theirs = (
      await stranger.agent.request('POST', `${API}/event/add`, { name: 'X', duration: 30 })
    ).json();
    for (const body of [
      { eventIds: [theirs._id] },
      { eventIds: ['nope'] },
      { eventIds: [ids['Intro Call']], teamId: 'sales' },
    ]) {
      const res = await host.request('POST', `${API}/event/sort`, withSales(body));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', error: 'Event not found' });
    }
    const twice = await host.request('POST', `${API}/event/sort`, {
      eventIds: [ids['Intro Call'], ids['Intro Call']],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues).toEqual([{ path: 'eventIds', message: 'Each event can appear once' }]);
  });

  it('summarises every live event for pickers', async () => {
    const res = (await host.request('GET', `${API}/event/list`)).json();
    expect(res.events[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
      type: expect.any(String),
      status: expect.any(String),
      isPrivate: expect.any(Boolean),
      duration: 30,
      color: '#2563EB',
      teamId: null,
      sortOrder: 0,
    });
  });

  it('makes an event private and public again', async () => {
    const id = ids['Intro Call'];
    const res = await host.request('PATCH', `${API}/event/private/status`, { id, isPrivate: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, isPrivate: true });
    const back = await host.request('PATCH', `${API}/event/private/status`, { id, isPrivate: false });
    expect(back.json().isPrivate).toBe(false);
    const bad = await host.request('PATCH', `${API}/event/private/status`, { id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'isPrivate', message: 'Say whether the event is private' }]);
  });

  it('says video modes are not connected and the others need nothing', async () => {
    const zoom = await host.request('POST', `${API}/event/check-mode`, {
      key: 'ZOOM',
      eventId: ids['Intro Call'],
    });
    expect(zoom.statusCode).toBe(200);
    expect(zoom.json()).toMatchObject({ key: 'ZOOM', needsProvider: true, connected: false });
    expect(zoom.json().reason).toMatch(/^Zoom links cannot be created for every host yet: /);
    expect(zoom.json().agents).toEqual([
      {
        userId: expect.any(String),
        connected: false,
        reason:
          'Zoom is not set up on this server (its administrator sets ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET)',
      },
    ]);
    for (const key of ['GOOGLE_MEET', 'MICROSOFT_TEAMS']) {
      expect((await host.request('POST', `${API}/event/check-mode`, { key })).json().connected).toBe(false);
    }
    for (const key of ['IN_PERSON', 'CUSTOM', 'ASK_INVITEE', 'PHONE_NUMBER']) {
      const res = (await host.request('POST', `${API}/event/check-mode`, { key })).json();
      expect(res).toMatchObject({ key, needsProvider: false, connected: true, reason: null });
    }
    const noKey = await host.request('POST', `${API}/event/check-mode`, {});
    expect(noKey.json().issues).toEqual([{ path: 'key', message: 'Please select location' }]);
    const unknown = await host.request('POST', `${API}/event/check-mode`, { key: 'ZOOM', userIds: ['x'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      { path: 'userIds.0', message: 'This host is not in your workspace' },
    ]);
    const gone = await host.request('POST', `${API}/event/check-mode`, { key: 'ZOOM', eventId: 'x' });
    expect(gone.statusCode).toBe(404);
  });

  it('lists the template variables with labels and descriptions', async () => {
    const res = await host.request('GET', `${API}/event/variable/list`);
    expect(res.statusCode).toBe(200);
    const variables = res.json().variables as Array<{ variable: string; label: string; description: string }>;
    for (const v of ['{{event_name}}', '{{attendee_name}}', '{{meeting_time}}', '{{cancel_link}}']) {
      expect(variables.map((x) => x.variable)).toContain(v);
    }
    for (const v of variables) {
      expect(v.label.length).toBeGreaterThan(0);
      expect(v.description.length).toBeGreaterThan(0);
    }
  });
});
