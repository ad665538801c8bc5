import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  book,
  bookAndWait,
  bookingBody,
  createEvent,
  waitForQueue,
} from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC; the events take Mondays to Fridays 09:00–17:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('who picks a booking’s duration, on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app, { firstName: 'Dora' });
  });
  afterAll(async () => {
    await t.close();
  });

  const severalDurations = (name: string, visitorsChoose: boolean) =>
    createEvent(host.agent, {
      name,
      duration: 30,
      allowAttendeeToSelectDuration: true,
      allowAttendeeToSelectMultipleDuration: visitorsChoose,
      availableDuration: [30, 60],
    });
  const meetingOf = async (queueId: string) => {
    const done = await waitForQueue(t.app, queueId);
    return (await host.agent.request('GET', `${API}/meet/meet/${done.meetingId}`)).json();
  };

  it('refuses a visitor another length than the event’s own while they may not choose one', async () => {
    const eventId = await severalDurations('Hosts pick the length', false);
    const refused = await book(t.app, bookingBody(eventId, '2027-03-02T10:00:00Z', { duration: 60 }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'This event cannot be booked for 60 minutes',
      issues: [{ path: 'duration', message: 'This event is booked for 30 minutes' }],
    });

    const own = await book(t.app, bookingBody(eventId, '2027-03-02T10:00:00Z'));
    expect(own.statusCode, own.body).toBe(202);
    expect((await meetingOf(own.json().queueId)).duration).toBe(30);
  });

  it('lets a visitor pick any offered length once the event lets them choose', async () => {
    const eventId = await severalDurations('Visitors pick the length', true);
    const res = await book(t.app, bookingBody(eventId, '2027-03-03T10:00:00Z', { duration: 60 }));
    expect(res.statusCode, res.body).toBe(202);
    expect((await meetingOf(res.json().queueId)).duration).toBe(60);
    const unlisted = await book(t.app, bookingBody(eventId, '2027-03-03T14:00:00Z', { duration: 45 }));
    expect(unlisted.json().issues).toEqual([{ path: 'duration', message: 'Choose one of: 30, 60 minutes' }]);
  });

  it('lets a host book any offered length, which the visitor keeps when they reschedule', async () => {
    const eventId = await severalDurations('Hosts book longer', false);
    const booked = await host.agent.request(
      'POST',
      `${API}/meet/agent/book`,
      bookingBody(eventId, '2027-03-04T10:00:00Z', { duration: 60 }),
    );
    expect(booked.statusCode, booked.body).toBe(202);
    const done = await waitForQueue(t.app, booked.json().queueId);
    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId: done.attendeeId,
      time: '2027-03-04T13:00:00Z',
      timezone: 'UTC',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const meeting = (await host.agent.request('GET', `${API}/meet/meet/${done.meetingId}`)).json();
    expect(meeting).toMatchObject({ duration: 60, time: '2027-03-04T13:00:00.000Z' });
  });

  it('stores the choice off while the event offers a single length', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'One length',
      allowAttendeeToSelectMultipleDuration: true,
    });
    const event = (await host.agent.request('GET', `${API}/event/${eventId}`)).json();
    expect(event).toMatchObject({
      allowAttendeeToSelectDuration: false,
      allowAttendeeToSelectMultipleDuration: false,
    });
    const visitor = await bookAndWait(t.app, eventId, '2027-03-05T10:00:00Z');
    expect(visitor.meetingStatus).toBe('ACTIVE');
  });
});
