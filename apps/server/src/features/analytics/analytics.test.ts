import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, createEvent } from '../../../test/booking-factory.ts';
import { seedMeeting } from '../../../test/meeting-seed.ts';
import {
  type Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('analytics figures, zones, visibility and filters on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpHost>>;
  let member: { id: string; agent: Agent };
  let stranger: Awaited<ReturnType<typeof signUpHost>>;
  let consult: string;
  let demo: string;
  const range = 'from=2027-03-12&to=2027-03-31';
  const get = async (agent: Agent, path: string) => {
    const res = await agent.request('GET', `${API}/analytics/${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-20T12:00:00Z'), workers: false });
    owner = await signUpHost(t.app, { firstName: 'Olga' });
    const appId = owner.session.workspace._id;
    const ownerId = owner.session.agent._id;
    // New York moves its clocks forward on 2027-03-14.
    await t.database.execute(`update agents set timezone = 'America/New_York' where id = $1`, [ownerId]);
    const memberId = await addMember(t, appId, 'Milo');
    member = { id: memberId, agent: await sessionFor(t, memberId, appId) };
    stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    consult = await createEvent(owner.agent, { name: 'Consult' });
    demo = await createEvent(owner.agent, { name: 'Demo' });
    const strangerEvent = await createEvent(stranger.agent, { name: 'Theirs' });

    const seeds: Array<[string, string, Record<string, unknown>]> = [
      ['2027-03-13T04:30:00Z', consult, {}], // 2027-03-12 23:30 EST
      ['2027-03-14T04:30:00Z', consult, {}], // 2027-03-13 23:30 EST
      ['2027-03-15T04:30:00Z', consult, {}], // 2027-03-15 00:30 EDT (a fixed -05:00 would say the 14th)
      ['2027-03-16T15:00:00Z', demo, { status: 'CANCELLED' }],
      ['2027-03-17T14:00:00Z', consult, { noShow: true, organizerId: memberId }],
      ['2027-03-25T14:00:00Z', consult, {}],
      ['2027-03-26T14:00:00Z', demo, { status: 'ACTION_REQUIRED' }],
      ['2027-02-01T14:00:00Z', consult, {}], // before the range
    ];
    const ids: string[] = [];
    for (const [start, eventId, extra] of seeds) {
      ids.push(await seedMeeting(t, { appId, eventId, start, organizerId: ownerId, ...extra }));
    }
    // Booked on 2027-03-10 (before the range), except the last two in the range, booked on the 19th.
    await t.database.execute(`update meetings set created_at = '2027-03-10T12:00:00Z' where app_id = $1`, [
      appId,
    ]);
    await t.database.execute(
      `update meetings set created_at = '2027-03-19T12:00:00Z' where id = any($1::uuid[])`,
      [[ids[5], ids[6]]],
    );
    await t.database.execute('update meetings set reschedule_count = 1 where id = $1', [ids[0]]);
    // Paid, paid in another currency, refunded in full, and still pending.
    const payments: Array<[string | undefined, string, number, string, number]> = [
      [ids[0], 'PAID', 5000, 'USD', 0],
      [ids[1], 'PAID', 3000, 'EUR', 0],
      [ids[2], 'REFUNDED', 2000, 'USD', 2000],
      [ids[5], 'PENDING', 9900, 'USD', 0],
    ];
    for (const [meetingId, status, amount, currency, refund] of payments) {
      const { rows } = await t.database.execute(
        `insert into attendees (meeting_id, app_id, email_id, full_name, timezone)
         values ($1, $2, 'payer@example.com', 'Payer', 'UTC') returning id`,
        [meetingId, appId],
      );
      await t.database.execute(
        `insert into payments (app_id, meeting_id, attendee_id, event_id, method, status, amount, currency_code,
           refund_amount) values ($1, $2, $3, $4, 'CASH', $5, $6, $7, $8)`,
        [appId, meetingId, rows[0]?.id, consult, status, amount, currency, refund],
      );
    }
    await seedMeeting(t, {
      appId: stranger.session.workspace._id,
      eventId: strangerEvent,
      start: '2027-03-15T15:00:00Z',
      organizerId: stranger.session.agent._id,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the KPI cards of the range in the host’s zone', async () => {
    const body = await get(owner.agent, `summary?${range}`);
    expect(body).toMatchObject({
      range: { from: '2027-03-12', to: '2027-03-31', timezone: 'America/New_York' },
      created: 2,
      meetings: 7,
      completed: 3,
      cancelled: 1,
      rescheduled: 1,
      noShows: 1,
      pending: 1,
      visitors: 0,
      conversionRate: null,
      revenue: [
        { currency: 'EUR', amount: 3000 },
        { currency: 'USD', amount: 5000 },
      ],
    });
  });

  it('buckets meetings by local day and week across the DST change', async () => {
    const days = await get(owner.agent, `bookings-over-time?${range}&unit=day`);
    const byDay = Object.fromEntries(
      days.buckets.map((b: { start: string; meetings: number }) => [b.start, b.meetings]),
    );
    expect(days.buckets).toHaveLength(20);
    expect(byDay).toMatchObject({
      '2027-03-12': 1,
      '2027-03-13': 1,
      '2027-03-14': 0,
      '2027-03-15': 1,
      '2027-03-16': 1,
      '2027-03-25': 1,
    });
    const weeks = await get(owner.agent, `bookings-over-time?${range}&unit=week`);
    expect(weeks.buckets).toEqual([
      { start: '2027-03-08', meetings: 2, completed: 2, cancelled: 0, noShows: 0 },
      { start: '2027-03-15', meetings: 3, completed: 1, cancelled: 1, noShows: 1 },
      { start: '2027-03-22', meetings: 2, completed: 0, cancelled: 0, noShows: 0 },
      { start: '2027-03-29', meetings: 0, completed: 0, cancelled: 0, noShows: 0 },
    ]);
    const csv = await get(owner.agent, `export?${range}&unit=week&chart=bookings-over-time`);
    expect(csv.fileName).toBe('analytics-bookings-over-time-2027-03-12-to-2027-03-31.csv');
    const text = Buffer.from(csv.csvBuffer, 'base64').toString('utf8');
    expect(text).toContain('Week starting (America/New_York),Meetings,Completed,Cancelled,No-shows\r\n');
    expect(text).toContain('2027-03-15,3,1,1,1\r\n');
  });

  it('splits by event type, host, local weekday and hour, and lead time', async () => {
    const events = await get(owner.agent, `event-types?${range}`);
    expect(events.rows.map((r: { name: string; meetings: number }) => [r.name, r.meetings])).toEqual([
      ['Consult', 5],
      ['Demo', 2],
    ]);
    const hosts = await get(owner.agent, `hosts?${range}`);
    expect(
      hosts.rows.map((r: { name: string; meetings: number; share: number }) => [r.name, r.meetings]),
    ).toEqual([
      ['Olga Lovelace', 6],
      ['Milo', 1],
    ]);
    expect(hosts.rows[0].share).toBeCloseTo(6 / 7);
    const times = await get(owner.agent, `popular-times?${range}`);
    // Monday 2027-03-15 00:30 in New York; Friday 2027-03-12 23:30.
    expect(times.cells).toContainEqual({ weekday: 1, hour: 0, meetings: 1 });
    expect(times.cells).toContainEqual({ weekday: 5, hour: 23, meetings: 1 });
    const lead = await get(owner.agent, `lead-time?${range}`);
    const byKey = Object.fromEntries(
      lead.buckets.map((b: { key: string; meetings: number }) => [b.key, b.meetings]),
    );
    // Booked 03-10 12:00Z: 2.7 days before the 13th, 3.7 before the 14th, and so on; 6 and 7 days for the last two.
    expect(byKey).toEqual({
      under_hour: 0,
      same_day: 0,
      days_1_3: 1,
      days_3_7: 4,
      weeks_1_2: 2,
      weeks_2_4: 0,
      later: 0,
    });
  });

  it('shows a member only the meetings they organize or host, and another workspace none', async () => {
    expect(await get(member.agent, `summary?${range}`)).toMatchObject({
      meetings: 1,
      noShows: 1,
      created: 0,
    });
    const hosts = await get(member.agent, `hosts?${range}`);
    expect(hosts.rows.map((r: { name: string }) => r.name)).toEqual(['Milo']);
    expect(await get(stranger.agent, `summary?${range}`)).toMatchObject({ meetings: 1 });
    expect(await get(owner.agent, `summary?${range}&eventId=${demo}`)).toMatchObject({
      meetings: 2,
      cancelled: 1,
    });
    expect(await get(owner.agent, `summary?${range}&agentId=${member.id}`)).toMatchObject({ meetings: 1 });
  });

  it('counts a member’s meetings once each, however they see them', async () => {
    const appId = owner.session.workspace._id;
    const ownerId = owner.session.agent._id;
    const panel = await createEvent(owner.agent, { name: 'Panel' });
    await t.database.execute('update events set co_hosts = jsonb_build_array($1::text) where id = $2', [
      member.id,
      panel,
    ]);
    const other = await addMember(t, appId, 'Ona');
    // Seen: hosted, organized (also hosted), co-hosted event, co-hosted and organized, co-hosted and
    // hosted. Not seen: the owner's alone, and with another host.
    const seeds: Array<[string, string, string[], string?]> = [
      [consult, ownerId, [ownerId, member.id]],
      [consult, member.id, [member.id, ownerId]],
      [panel, ownerId, [ownerId], 'CANCELLED'],
      [panel, member.id, [member.id]],
      [panel, ownerId, [ownerId, member.id]],
      [consult, ownerId, [ownerId]],
      [demo, ownerId, [ownerId, other]],
    ];
    for (const [i, [eventId, organizerId, agentIds, status]] of seeds.entries()) {
      await seedMeeting(t, {
        appId,
        eventId,
        organizerId,
        agentIds,
        start: `2027-04-${10 + i}T15:00:00Z`,
        ...(status ? { status: status as 'CANCELLED' } : {}),
      });
    }
    await t.database.execute(
      `update meetings set created_at = '2027-04-02T12:00:00Z' where start_at >= '2027-04-01' and app_id = $1`,
      [appId],
    );
    const april = 'from=2027-04-01&to=2027-04-30';
    expect(await get(member.agent, `summary?${april}`)).toMatchObject({
      meetings: 5,
      cancelled: 1,
      created: 5,
    });
    expect(await get(member.agent, `summary?${april}&eventId=${panel}`)).toMatchObject({
      meetings: 3,
      created: 3,
    });
    expect(await get(owner.agent, `summary?${april}`)).toMatchObject({ meetings: 7, created: 7 });
    // Booked on the 2nd at 12:00Z, the member's five start 8 to 12 days later at 15:00Z.
    const lead = await get(member.agent, `lead-time?${april}`);
    expect(lead.medianMinutes).toBe((10 * 24 + 3) * 60);
    expect(lead.buckets.find((b: { key: string }) => b.key === 'weeks_1_2').meetings).toBe(5);
    // Per host, each meeting counts for each of its hosts.
    const hosts = (await get(owner.agent, `hosts?${april}`)).rows.map(
      (r: { name: string; meetings: number; cancelled: number }) => [r.name, r.meetings, r.cancelled],
    );
    expect(hosts).toEqual([
      ['Olga Lovelace', 6, 1],
      ['Milo', 4, 0],
      ['Ona', 1, 0],
    ]);
  });

  it.each([
    ['summary?from=2027-03-31&to=2027-03-01', 'to'],
    ['summary?from=2027-02-30', 'from'],
    ['summary?from=2025-01-01&to=2027-03-01', 'to'],
    ['summary?eventId=nope', 'eventId'],
    // The end of 9999-12-31 in a zone behind UTC is in the year 10000, which no database stores.
    ['summary?from=9999-12-01&to=9999-12-31', 'to'],
    ['funnel?from=0001-01-01&to=0001-01-30', 'from'],
    ['bookings-over-time?unit=year', 'unit'],
    ['export?chart=pie', 'chart'],
  ])('refuses %s with 400', async (path, field) => {
    const res = await owner.agent.request('GET', `${API}/analytics/${path}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json())).toContain(field);
  });
});
