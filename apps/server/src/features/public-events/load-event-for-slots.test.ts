import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpHost, type TestApp, uniqueEmail } from '../../../test/test-app.ts';
import { loadEventForSlots } from './service.ts';

const API = '/api/v1/bookings';
const hours = (start: number, end: number, timezone: string) => ({
  weeklySchedule: { WEDNESDAY: [{ start, end }] },
  timezone,
  specificDates: [],
});

describe.each(testDatabaseKinds())('loadEventForSlots on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    host = await signUpHost(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A second member of the host's workspace, made directly (there is no invitation flow yet). */
  async function addMember(firstName: string, timezone: string): Promise<string> {
    const { rows } = await t.database.execute(
      `insert into agents (email_id, password_hash, first_name, timezone) values ($1, 'x', $2, $3) returning id`,
      [uniqueEmail(firstName), firstName, timezone],
    );
    const id = String(rows[0]?.id);
    await t.database.execute(
      `insert into memberships (workspace_id, agent_id, role) values ($1, $2, '{"name":"Member","permissions":{},"isSuperAdminRole":false,"isAutoCreated":true}')`,
      [host.session.workspace._id, id],
    );
    return id;
  }

  it('resolves each host’s hours: own custom, chosen set, event custom, default set, then working hours', async () => {
    const custom = await addMember('Cora', 'Asia/Kathmandu');
    const chooser = await addMember('Chen', 'Asia/Kolkata');
    const plain = await addMember('Pia', 'Pacific/Kiritimati');
    const { rows } = await t.database.execute(
      `insert into available_hours (app_id, user_id, name, weekly_schedule, timezone) values ($1, $2, 'Late', $3, 'Asia/Kolkata') returning id`,
      [host.session.workspace._id, chooser, JSON.stringify({ WEDNESDAY: [{ start: 900, end: 1200 }] })],
    );
    const chosenId = String(rows[0]?.id);

    const created = await host.agent.request('POST', `${API}/event/add`, {
      name: 'Panel',
      duration: 45,
      type: 'COLLECTIVE',
      timezonePreference: { timezone: 'Europe/Berlin', type: 'LOCK' },
      agents: [
        { userId: custom, customAvailableHour: hours(60, 120, 'Asia/Kathmandu') },
        { userId: chooser, availableHourId: chosenId },
        { userId: plain, isOrganizer: true },
      ],
      customAvailableHour: hours(300, 360, 'Europe/Berlin'),
    });
    expect(created.statusCode).toBe(201);
    const loaded = await loadEventForSlots(t.deps, created.json()._id);
    expect(loaded.timezone).toBe('Europe/Berlin');
    expect(loaded.organizerId).toBe(plain);
    expect(loaded.event).toEqual(created.json());
    expect(loaded.agents).toEqual([
      { id: custom, availability: hours(60, 120, 'Asia/Kathmandu') },
      {
        id: chooser,
        availability: {
          weeklySchedule: { WEDNESDAY: [{ start: 900, end: 1200 }] },
          timezone: 'Asia/Kolkata',
          specificDates: [],
        },
      },
      { id: plain, availability: hours(300, 360, 'Europe/Berlin') },
    ]);

    // Without event hours: the host's default set once they have one, else Monday to Friday 09:00–17:00 in their zone.
    await host.agent.request('GET', `${API}/available-hours`);
    await t.database.execute(
      `update available_hours set weekly_schedule = $1 where user_id = $2 and is_default`,
      [JSON.stringify({ SUNDAY: [{ start: 0, end: 1440 }] }), host.session.agent._id],
    );
    const open = await host.agent.request('POST', `${API}/event/add`, {
      name: 'Open',
      duration: 30,
      type: 'ROUNDROBIN',
      agents: [{ userId: host.session.agent._id }, { userId: plain }],
    });
    const fallback = await loadEventForSlots(t.deps, open.json()._id);
    expect(fallback.timezone).toBe('UTC');
    expect(fallback.agents[0]).toEqual({
      id: host.session.agent._id,
      availability: {
        weeklySchedule: { SUNDAY: [{ start: 0, end: 1440 }] },
        timezone: 'UTC',
        specificDates: [],
      },
    });
    const day = [{ start: 540, end: 1020 }];
    expect(fallback.agents[1]).toEqual({
      id: plain,
      availability: {
        weeklySchedule: { MONDAY: day, TUESDAY: day, WEDNESDAY: day, THURSDAY: day, FRIDAY: day },
        timezone: 'Pacific/Kiritimati',
        specificDates: [],
      },
    });
  });

  it('gives the status to the caller and 404 for a deleted, unknown or malformed id', async () => {
    const paused = (
      await host.agent.request('POST', `${API}/event/add`, {
        name: 'Paused',
        duration: 30,
        status: 'INACTIVE',
      })
    ).json();
    expect((await loadEventForSlots(t.deps, paused._id)).event.status).toBe('INACTIVE');
    await host.agent.request('DELETE', `${API}/event/${paused._id}`);
    for (const id of [paused._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      await expect(loadEventForSlots(t.deps, id)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
  });
});
