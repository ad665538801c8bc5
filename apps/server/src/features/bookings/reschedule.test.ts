import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  addMember,
  book,
  bookAndWait,
  bookingBody,
  countRows,
  createEvent,
  waitForQueue,
} from '../../../test/booking-factory.ts';
import {
  Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('rescheduling on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app, { firstName: 'Rosa' });
  });
  afterAll(async () => {
    await t.close();
  });

  const booked = (eventId: string, time: string, attendee: Record<string, unknown> = {}) =>
    bookAndWait(t.app, eventId, time, attendee);
  const reschedule = (body: Record<string, unknown>) =>
    new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, { timezone: 'Europe/Berlin', ...body });
  const view = async (attendeeId: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/attendee/${attendeeId}` })).json();
  async function expectRefused(body: Record<string, unknown>, status: number, code: string, error?: string) {
    const res = await reschedule(body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    if (error) expect(res.json().error).toBe(error);
  }
  const hostRows = (meetingId: string) =>
    t.database.execute(
      'select lower(during) as "from", upper(during) as "to", blocking from meeting_hosts where meeting_id = $1',
      [meetingId],
    );

  it('moves a one-to-one meeting: new times, history, SEQUENCE and count raised, old slot free', async () => {
    const eventId = await createEvent(host.agent, { name: 'Moveable' });
    const first = await booked(eventId, '2027-03-02T10:00:00Z');
    const res = await reschedule({
      attendeeId: first.attendeeId,
      time: '2027-03-03T11:00:00Z',
      reason: 'Clash',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      meetingId: first.meetingId,
      attendeeId: first.attendeeId,
      status: 'PENDING',
    });
    expect((await waitForQueue(t.app, res.json().queueId)).status).toBe('DONE');

    const seen = await view(first.attendeeId);
    expect(seen.meeting).toMatchObject({
      time: '2027-03-03T11:00:00.000Z',
      endTime: '2027-03-03T11:30:00.000Z',
      status: 'ACTIVE',
      rescheduleCount: 1,
      prevMeet: { time: '2027-03-02T10:00:00.000Z', endTime: '2027-03-02T10:30:00.000Z' },
      reschedule: { byAttendeeId: first.attendeeId, reason: 'Clash', at: '2027-03-01T08:00:00.000Z' },
      cancellation: null,
    });
    expect(seen.policy).toEqual({
      reschedule: { allowed: true },
      cancel: { allowed: true },
      cancellationPolicy: '',
    });
    const { rows } = await t.database.execute('select ics_sequence from meetings where id = $1', [
      first.meetingId,
    ]);
    expect(Number(rows[0]?.ics_sequence)).toBe(1);
    const hosts = (await hostRows(first.meetingId)).rows;
    expect(hosts).toHaveLength(1);
    expect(new Date(String(hosts[0]?.from)).toISOString()).toBe('2027-03-03T11:00:00.000Z');

    // The old time is free for someone else; the new one is taken.
    expect((await book(t.app, bookingBody(eventId, '2027-03-02T10:00:00Z'))).statusCode).toBe(202);
    const taken = await book(t.app, bookingBody(eventId, '2027-03-03T11:00:00Z'));
    expect(taken.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
  });

  it('lets a meeting move onto an overlapping time of its own (it does not block itself)', async () => {
    const eventId = await createEvent(host.agent, { name: 'Shift by fifteen', bounds: { slotGap: 15 } });
    const first = await booked(eventId, '2027-03-04T10:00:00Z');
    const res = await reschedule({ attendeeId: first.attendeeId, time: '2027-03-04T10:15:00Z' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses with the policy, state and slot codes', async () => {
    const limited = await createEvent(host.agent, {
      name: 'Once only',
      notifications: { reschedule: { enable: true, linkExpireAfterMinutes: 0, limit: 1 } },
    });
    const a = await booked(limited, '2027-03-05T10:00:00Z');
    expect((await view(a.attendeeId)).policy.reschedule).toEqual({ allowed: true, remaining: 1 });
    expect((await reschedule({ attendeeId: a.attendeeId, time: '2027-03-05T11:00:00Z' })).statusCode).toBe(
      200,
    );
    expect((await view(a.attendeeId)).policy.reschedule).toEqual({
      allowed: false,
      reason: 'Reschedule limit reached',
    });
    await expectRefused(
      { attendeeId: a.attendeeId, time: '2027-03-05T12:00:00Z' },
      409,
      'RESCHEDULE_LIMIT_EXCEED',
      'Reschedule limit reached',
    );

    const closed = await createEvent(host.agent, {
      name: 'Fixed',
      notifications: { reschedule: { enable: false, linkExpireAfterMinutes: 0, limit: 0 } },
    });
    const b = await booked(closed, '2027-03-05T13:00:00Z');
    await expectRefused(
      { attendeeId: b.attendeeId, time: '2027-03-05T14:00:00Z' },
      403,
      'RESCHEDULE_NOT_ALLOWED',
      'Rescheduling is not allowed for this booking',
    );

    const expiring = await createEvent(host.agent, {
      name: 'Day ahead',
      // 26 hours before 09:00 on 2 March is 07:00 on 1 March, already past at 08:00.
      notifications: { reschedule: { enable: true, linkExpireAfterMinutes: 1560, limit: 0 } },
    });
    const c = await booked(expiring, '2027-03-02T09:00:00Z');
    await expectRefused(
      { attendeeId: c.attendeeId, time: '2027-03-08T10:00:00Z' },
      410,
      'LINK_HAS_EXPIRED',
      'Link Expired',
    );
    expect((await view(c.attendeeId)).policy.reschedule).toEqual({ allowed: false, reason: 'Link Expired' });

    const plain = await createEvent(host.agent, { name: 'Plain' });
    const d = await booked(plain, '2027-03-09T10:00:00Z');
    await expectRefused(
      { attendeeId: d.attendeeId, time: '2027-03-09T10:10:00Z' },
      409,
      'SLOT_IS_NOT_AVAILABLE',
    );
    await expectRefused(
      { attendeeId: d.attendeeId, time: '2027-03-09T20:00:00Z' },
      409,
      'SLOT_IS_NOT_AVAILABLE',
    );
    await expectRefused(
      { attendeeId: d.attendeeId, time: '2027-03-01T08:30:00Z' },
      409,
      'SLOT_IS_NOT_AVAILABLE',
    );
    const e = await booked(plain, '2027-03-09T11:00:00Z');
    await expectRefused(
      { attendeeId: d.attendeeId, time: '2027-03-09T11:00:00Z' },
      409,
      'SLOT_IS_NOT_AVAILABLE',
    );
    await expectRefused({ attendeeId: 'nope', time: '2027-03-09T12:00:00Z' }, 404, 'NOT_FOUND');
    await expectRefused(
      { attendeeId: '00000000-0000-4000-8000-000000000000', time: '2027-03-09T12:00:00Z' },
      404,
      'NOT_FOUND',
    );

    expect(
      (await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, { attendeeId: e.attendeeId }))
        .statusCode,
    ).toBe(200);
    await expectRefused(
      { attendeeId: e.attendeeId, time: '2027-03-09T12:00:00Z' },
      409,
      'MEETING_CANCELLED',
      'This booking was cancelled',
    );

    t.clock.set('2027-03-09T10:05:00Z');
    try {
      await expectRefused(
        { attendeeId: d.attendeeId, time: '2027-03-10T10:00:00Z' },
        409,
        'MEETING_PAST',
        'This meeting has already taken place',
      );
    } finally {
      t.clock.set(NOW);
    }
  });

  it('moves one attendee of a GROUP meeting into the meeting at the new time, leaving the rest', async () => {
    const group = await createEvent(host.agent, { name: 'Class', type: 'GROUP', maxAttendeesPerMeet: 3 });
    const a = await booked(group, '2027-03-10T10:00:00Z', { emailId: 'ga@example.com' });
    const b = await booked(group, '2027-03-10T10:00:00Z', { emailId: 'gb@example.com' });
    const later = await booked(group, '2027-03-10T14:00:00Z', { emailId: 'gc@example.com' });

    const res = await reschedule({ attendeeId: a.attendeeId, time: '2027-03-10T14:00:00Z' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ attendeeId: a.attendeeId, meetingId: later.meetingId });
    expect((await view(a.attendeeId)).meeting.time).toBe('2027-03-10T14:00:00.000Z');
    expect((await view(b.attendeeId)).meeting).toMatchObject({
      time: '2027-03-10T10:00:00.000Z',
      status: 'ACTIVE',
    });
    const counts = await t.database.execute('select id, attendee_count from meetings where id in ($1, $2)', [
      b.meetingId,
      later.meetingId,
    ]);
    const byId = Object.fromEntries(counts.rows.map((r) => [String(r.id), Number(r.attendee_count)]));
    expect(byId).toEqual({ [b.meetingId]: 1, [later.meetingId]: 2 });

    // Into a time nobody booked yet, others still at 14:00: a new meeting opens for a alone.
    const opened = await reschedule({ attendeeId: a.attendeeId, time: '2027-03-10T15:00:00Z' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().meetingId).not.toBe(later.meetingId);
    expect((await view(a.attendeeId)).meeting.time).toBe('2027-03-10T15:00:00.000Z');

    // b, the last one left at 10:00, joins 14:00: the 10:00 meeting is over and its slot free.
    const joined = await reschedule({ attendeeId: b.attendeeId, time: '2027-03-10T14:00:00Z' });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().meetingId).toBe(later.meetingId);
    expect((await hostRows(b.meetingId)).rows.every((r) => r.blocking === false)).toBe(true);
    expect(await countRows(t, 'meetings', "id = $1 and status = 'CANCELLED'", [b.meetingId])).toBe(1);
  });

  it('keeps the round-robin host when free and picks another when not', async () => {
    const owner = await signUpHost(t.app, { firstName: 'Nia', companyName: 'Spread' });
    const workspace = owner.session.workspace._id;
    const memberId = await addMember(t, workspace, 'Omar');
    const ownerId = owner.session.agent._id;
    const rr = await createEvent(owner.agent, {
      name: 'Pool',
      type: 'ROUNDROBIN',
      agents: [{ userId: ownerId }, { userId: memberId }],
    });
    const first = await booked(rr, '2027-03-11T10:00:00Z');
    const { rows } = await t.database.execute('select agent_ids from meetings where id = $1', [
      first.meetingId,
    ]);
    const hostId = String((rows[0]?.agent_ids as string[] | undefined)?.[0]);
    const other = hostId === ownerId ? memberId : ownerId;

    expect(
      (await reschedule({ attendeeId: first.attendeeId, time: '2027-03-11T11:00:00Z' })).statusCode,
    ).toBe(200);
    const kept = await t.database.execute('select agent_ids from meetings where id = $1', [first.meetingId]);
    expect(kept.rows[0]?.agent_ids).toEqual([hostId]);

    // Now the host is busy at 12:00 with another meeting: the move goes to the other host.
    const { rows: other1 } = await t.database.execute(
      `insert into meetings (app_id, event_id, start_at, end_at, duration, timezone, status, type, organizer_id, agent_ids, ics_uid)
       values ($1, gen_random_uuid(), '2027-03-11T12:00:00Z', '2027-03-11T12:30:00Z', 30, 'UTC', 'ACTIVE', 'SOLO', $2::uuid,
               jsonb_build_array($2::text), 'busy@kairos') returning id`,
      [workspace, hostId],
    );
    await t.database.execute(
      `insert into meeting_hosts (meeting_id, agent_id, app_id, during, blocking)
       values ($1, $2, $3, tstzrange('2027-03-11T12:00:00Z', '2027-03-11T12:30:00Z'), true)`,
      [other1[0]?.id, hostId, workspace],
    );
    const res = await reschedule({ attendeeId: first.attendeeId, time: '2027-03-11T12:00:00Z' });
    expect(res.statusCode, res.body).toBe(200);
    const picked = await t.database.execute('select agent_ids, organizer_id from meetings where id = $1', [
      first.meetingId,
    ]);
    expect(picked.rows[0]?.agent_ids).toEqual([other]);
    expect(picked.rows[0]?.organizer_id).toBe(other);
  });

  it('lets the host move the whole meeting and refuses others', async () => {
    const eventId = await createEvent(host.agent, { name: 'Host moves' });
    const a = await booked(eventId, '2027-03-12T10:00:00Z');
    const move = (agent: Agent, body: Record<string, unknown>) =>
      agent.request('PATCH', `${API}/meet/agent/reschedule`, { meetingId: a.meetingId, ...body });

    const res = await move(host.agent, { time: '2027-03-12T13:00:00Z', reason: 'Travel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meetingId: a.meetingId, status: 'ACTIVE' });
    expect((await view(a.attendeeId)).meeting).toMatchObject({
      time: '2027-03-12T13:00:00.000Z',
      reschedule: { byUserId: host.session.agent._id, reason: 'Travel' },
    });

    const memberId = await addMember(t, host.session.workspace._id, 'Otto');
    const member = await sessionFor(t, memberId, host.session.workspace._id);
    const refused = await move(member, { time: '2027-03-12T14:00:00Z' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'CAN_NOT_EDIT_MEET',
      error: "You don't have permission to edit this booking",
    });
    const stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    expect((await move(stranger.agent, { time: '2027-03-12T14:00:00Z' })).statusCode).toBe(404);
    expect((await move(new Agent(t.app), { time: '2027-03-12T14:00:00Z' })).statusCode).toBe(401);
    expect((await move(host.agent, { time: '2027-03-12T14:07:00Z' })).json().code).toBe(
      'SLOT_IS_NOT_AVAILABLE',
    );
  });

  it('gives exactly one of 20 concurrent reschedules into one free slot', async () => {
    const eventId = await createEvent(host.agent, { name: 'Crowded' });
    const bookings = [];
    for (let i = 0; i < 20; i++) {
      const day = ['15', '17', '18'][Math.floor(i / 8)];
      const hour = String(9 + (i % 8)).padStart(2, '0');
      bookings.push(await booked(eventId, `2027-03-${day}T${hour}:00:00Z`));
    }
    // Every one of them wants the same free slot the next day.
    const results = await Promise.all(
      bookings.map((b) => reschedule({ attendeeId: b.attendeeId, time: '2027-03-16T10:00:00Z' })),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'SLOT_IS_NOT_AVAILABLE')).toHaveLength(19);
    expect(
      await countRows(
        t,
        'meetings',
        "event_id = $1 and start_at = '2027-03-16T10:00:00Z' and status = 'ACTIVE'",
        [eventId],
      ),
    ).toBe(1);
  });
});
