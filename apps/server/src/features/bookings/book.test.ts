import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  addMember,
  book,
  bookingBody,
  countRows,
  createEvent,
  waitForQueue,
  weekdays,
} from '../../../test/booking-factory.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('POST /meet/book on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app, { firstName: 'Hedy' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('books a slot, runs the side effects and takes the slot off the list', async () => {
    const eventId = await createEvent(host.agent, { name: 'Intro call' });
    const listed = async () => {
      const dates = await t.app.inject({
        method: 'POST',
        url: `${API}/website/dates`,
        payload: { eventId, startDate: '2027-03-01', endDate: '2027-03-01', timezone: 'UTC' },
      });
      return dates.json().days['2027-03-01'].map((s: { time: string }) => s.time) as string[];
    };
    // Asked before: the answer is cached, and the booking must still take the slot out of it.
    expect(await listed()).toContain('2027-03-01T10:00:00.000Z');
    const res = await book(
      t.app,
      bookingBody(eventId, '2027-03-01T10:00:00Z', { utms: { utm_source: 'newsletter' } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ queueId: expect.any(String), status: 'PENDING' });

    const status = await waitForQueue(t.app, res.json().queueId);
    expect(status).toEqual({
      status: 'DONE',
      meetingId: expect.any(String),
      attendeeId: expect.any(String),
      meetingStatus: 'ACTIVE',
      hosts: [{ firstName: host.body.firstName, lastName: host.body.lastName }],
    });
    const { rows } = await t.database.execute('select utms, timezone from attendees where id = $1', [
      status.attendeeId,
    ]);
    expect(rows[0]).toEqual({ utms: { utm_source: 'newsletter' }, timezone: 'Europe/Berlin' });

    const times = await listed();
    expect(times).not.toContain('2027-03-01T10:00:00.000Z');
    expect(times).toContain('2027-03-01T10:30:00.000Z');

    const again = await book(t.app, bookingBody(eventId, '2027-03-01T10:00:00Z'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'SLOT_IS_NOT_AVAILABLE', error: 'Slot is not available' });
  });

  it('gives exactly one of 100 concurrent visitors the same slot', async () => {
    const eventId = await createEvent(host.agent, { name: 'Rush' });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => book(t.app, bookingBody(eventId, '2027-03-02T09:00:00Z'))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'SLOT_IS_NOT_AVAILABLE'),
    ).toBe(true);
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(1);
    expect(
      await countRows(t, 'attendees a join meetings m on m.id = a.meeting_id', 'm.event_id = $1', [eventId]),
    ).toBe(1);
  });

  it('fills a GROUP meeting to exactly its capacity under concurrency', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Workshop',
      type: 'GROUP',
      maxAttendeesPerMeet: 5,
      displayLeftSpots: true,
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => book(t.app, bookingBody(eventId, '2027-03-02T13:00:00Z'))),
    );
    expect(results.filter((r) => r.statusCode === 202)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(25);
    const { rows } = await t.database.execute('select attendee_count from meetings where event_id = $1', [
      eventId,
    ]);
    expect(rows).toEqual([{ attendee_count: 5 }]);
    const dates = await t.app.inject({
      method: 'POST',
      url: `${API}/website/dates`,
      payload: { eventId, startDate: '2027-03-02', endDate: '2027-03-02', timezone: 'UTC' },
    });
    expect(dates.json().days['2027-03-02'].map((s: { time: string }) => s.time)).not.toContain(
      '2027-03-02T13:00:00.000Z',
    );
  });

  it('counts guests as seats of a GROUP meeting and refuses the same person twice', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Tasting',
      type: 'GROUP',
      maxAttendeesPerMeet: 3,
      allowAttendeesToAddGuests: true,
      guestLimit: 2,
    });
    const first = bookingBody(eventId, '2027-03-03T10:00:00Z', {
      attendee: { emailId: 'ann@example.com', guests: ['bo@example.com'] },
    });
    expect((await book(t.app, first)).statusCode).toBe(202);
    const same = await book(t.app, { ...first, attendee: { ...first.attendee, guests: [] } });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('ALREADY_BOOKED');
    const tooMany = await book(
      t.app,
      bookingBody(eventId, '2027-03-03T10:00:00Z', {
        attendee: { guests: ['c@example.com', 'd@example.com'] },
      }),
    );
    expect(tooMany.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    expect((await book(t.app, bookingBody(eventId, '2027-03-03T10:00:00Z'))).statusCode).toBe(202);
  });

  it('spreads round-robin bookings across free hosts', async () => {
    const second = await addMember(t, host.session.workspace._id, 'Ida');
    const eventId = await createEvent(host.agent, {
      name: 'Support',
      type: 'ROUNDROBIN',
      agents: [
        { userId: host.session.agent._id, isOrganizer: true, customAvailableHour: weekdays() },
        { userId: second, customAvailableHour: weekdays() },
      ],
    });
    const a = await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(eventId, '2027-03-04T09:00:00Z'))).json().queueId,
    );
    const b = await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(eventId, '2027-03-04T09:00:00Z'))).json().queueId,
    );
    const { rows } = await t.database.execute(
      'select agent_ids from meetings where id = any($1::uuid[]) order by created_at',
      [[a.meetingId, b.meetingId]],
    );
    const hosts = rows.map((r) => (r.agent_ids as string[])[0]);
    expect(new Set(hosts)).toEqual(new Set([host.session.agent._id, second]));
    const third = await book(t.app, bookingBody(eventId, '2027-03-04T09:00:00Z'));
    expect(third.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
  });

  it('holds a booking that needs confirmation as ACTION_REQUIRED, blocking its slot', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Vetted',
      bookingConfirmation: { enable: true, type: 'ALL', blockUnconfirmedSlots: true },
    });
    const res = await book(t.app, bookingBody(eventId, '2027-03-05T09:00:00Z'));
    const status = await waitForQueue(t.app, res.json().queueId);
    expect(status.meetingStatus).toBe('ACTION_REQUIRED');
    expect((await book(t.app, bookingBody(eventId, '2027-03-05T09:00:00Z'))).statusCode).toBe(409);
  });

  it('asks for confirmation only for bookings made less than lessThanNotice ahead (LESS_THAN)', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Short notice vetted',
      bookingConfirmation: {
        enable: true,
        type: 'LESS_THAN',
        lessThanNotice: 24 * 60,
        blockUnconfirmedSlots: true,
      },
    });
    // Now is Monday 08:00 UTC: Monday 15:00 is 7 hours ahead, Wednesday 15:00 is 55 hours ahead.
    const soon = await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(eventId, '2027-03-01T15:00:00Z'))).json().queueId,
    );
    const later = await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(eventId, '2027-03-03T15:00:00Z'))).json().queueId,
    );
    expect(soon.meetingStatus).toBe('ACTION_REQUIRED');
    expect(later.meetingStatus).toBe('ACTIVE');
  });
});
