import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const API = '/api/v1/bookings';
const week = { MONDAY: [{ start: 600, end: 900 }], SATURDAY: [{ start: 540, end: 720 }] };

describe.each(testDatabaseKinds())('available hours on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each host default working hours in their zone the first time they look', async () => {
    const host = await signUpHost(t.app);
    await t.database.execute('update agents set timezone = $1 where id = $2', [
      'Asia/Kolkata',
      host.session.agent._id,
    ]);
    const res = await host.agent.request('GET', `${API}/available-hours`);
    expect(res.statusCode).toBe(200);
    const [first, ...rest] = res.json().availableHours;
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      name: 'Working hours',
      userId: host.session.agent._id,
      isDefault: true,
      timezone: 'Asia/Kolkata',
      specificDates: [],
      weeklySchedule: {
        MONDAY: [{ start: 540, end: 1020 }],
        TUESDAY: [{ start: 540, end: 1020 }],
        WEDNESDAY: [{ start: 540, end: 1020 }],
        THURSDAY: [{ start: 540, end: 1020 }],
        FRIDAY: [{ start: 540, end: 1020 }],
      },
    });
    const again = (await host.agent.request('GET', `${API}/available-hours`)).json().availableHours;
    expect(again).toEqual([first]);
  });

  it('makes only one default set when first looks race', async () => {
    const host = await signUpHost(t.app);
    const lists = await Promise.all(
      Array.from({ length: 5 }, () => host.agent.request('GET', `${API}/available-hours`)),
    );
    expect(lists.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(lists.flatMap((r) => r.json().availableHours.map((h: { _id: string }) => h._id)));
    expect(ids.size).toBe(1);
  });

  it('creates, reads, changes and deletes a set, and moves the default', async () => {
    const host = await signUpHost(t.app);
    await host.agent.request('GET', `${API}/available-hours`);
    const created = await host.agent.request('POST', `${API}/available-hours`, {
      name: 'Weekend mornings',
      weeklySchedule: week,
      specificDates: [{ date: '2027-03-29', hours: [] }],
    });
    expect(created.statusCode).toBe(201);
    const set = created.json();
    expect(set).toMatchObject({
      name: 'Weekend mornings',
      timezone: 'UTC',
      isDefault: false,
      weeklySchedule: week,
    });
    expect((await host.agent.request('GET', `${API}/available-hours/${set._id}`)).json()).toEqual(set);

    const patched = await host.agent.request('PATCH', `${API}/available-hours/${set._id}`, {
      name: 'Weekends',
      timezone: 'Europe/Berlin',
      isDefault: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Weekends',
      timezone: 'Europe/Berlin',
      isDefault: true,
      weeklySchedule: week,
    });
    const list = (await host.agent.request('GET', `${API}/available-hours`)).json().availableHours;
    expect(list.map((h: { name: string; isDefault: boolean }) => [h.name, h.isDefault])).toEqual([
      ['Weekends', true],
      ['Working hours', false],
    ]);

    const refused = await host.agent.request('DELETE', `${API}/available-hours/${set._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      error: 'The default available hours cannot be deleted; make another set the default first',
    });
    const unset = await host.agent.request('PATCH', `${API}/available-hours/${set._id}`, {
      isDefault: false,
    });
    expect(unset.statusCode).toBe(409);

    const other = list[1]._id;
    expect((await host.agent.request('DELETE', `${API}/available-hours/${other}`)).statusCode).toBe(204);
    expect((await host.agent.request('GET', `${API}/available-hours/${other}`)).statusCode).toBe(404);
  });

  it('refuses to delete hours a live event uses, with the event named, until the event lets go', async () => {
    const host = await signUpHost(t.app);
    const set = (
      await host.agent.request('POST', `${API}/available-hours`, { name: 'Evenings', weeklySchedule: week })
    ).json();
    const event = (
      await host.agent.request('POST', `${API}/event/add`, {
        name: 'Evening Call',
        duration: 30,
        agents: [{ userId: host.session.agent._id, availableHourId: set._id }],
      })
    ).json();
    expect(event.agents[0].availableHourId).toBe(set._id);

    const res = await host.agent.request('DELETE', `${API}/available-hours/${set._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'AVAILABLE_HOURS_IN_USE',
      error: 'These available hours are used by "Evening Call"; give its hosts other hours first',
    });
    expect((await host.agent.request('GET', `${API}/available-hours/${set._id}`)).statusCode).toBe(200);

    await host.agent.request('DELETE', `${API}/event/${event._id}`);
    expect((await host.agent.request('DELETE', `${API}/available-hours/${set._id}`)).statusCode).toBe(204);
  });

  it('keeps hosts to their workspace and their own sets', async () => {
    const a = await signUpHost(t.app);
    const b = await signUpHost(t.app);
    const bSet = (await b.agent.request('GET', `${API}/available-hours`)).json().availableHours[0];
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await a.agent.request(method, `${API}/available-hours/${bSet._id}`, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', error: 'Available hours not found' });
    }
    expect((await a.agent.request('GET', `${API}/available-hours/not-an-id`)).statusCode).toBe(404);
    const theirs = await a.agent.request('GET', `${API}/available-hours?userId=${b.session.agent._id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('No such host in this workspace');
    expect((await new Agent(t.app).request('GET', `${API}/available-hours`)).statusCode).toBe(401);
  });

  it.each([
    [{ weeklySchedule: week }, 'name', 'Required'],
    [
      {
        name: 'x',
        weeklySchedule: {
          MONDAY: [
            { start: 540, end: 720 },
            { start: 700, end: 800 },
          ],
        },
      },
      'weeklySchedule.MONDAY',
      'These hours overlap',
    ],
    [{ name: 'x', weeklySchedule: { FUNDAY: [] } }, 'weeklySchedule', 'Unrecognized key: "FUNDAY"'],
    [
      { name: 'x', weeklySchedule: week, timezone: 'Mars/Base' },
      'timezone',
      'Unknown timezone; use an IANA name such as Europe/Berlin',
    ],
    [
      { name: 'x', weeklySchedule: week, specificDates: [{ date: '2027-02-30', hours: [] }] },
      'specificDates.0.date',
      'Not a real calendar date',
    ],
  ])('refuses %j → %s: %s', async (body, path, message) => {
    const host = await signUpHost(t.app);
    const res = await host.agent.request('POST', `${API}/available-hours`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });
});
