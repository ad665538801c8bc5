import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  addMember,
  book,
  bookingBody,
  createEvent,
  daySlots,
  hoursOf,
  waitForQueue,
  weekdays,
} from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';
const TUESDAY = '2027-03-02';

describe.each(testDatabaseKinds())('a round robin’s host picked by the visitor, on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let ada: string;
  let ida: string;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app, { firstName: 'Ada' });
    ada = host.session.agent._id;
    ida = await addMember(t, host.session.workspace._id, 'Ida');
    eventId = await roundRobin('Pick your advisor', true);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Ada works 09:00–12:00 UTC, Ida 11:00–14:00 UTC. */
  function roundRobin(name: string, allowAttendeeToSelectHost: boolean) {
    return createEvent(host.agent, {
      name,
      type: 'ROUNDROBIN',
      duration: 60,
      allowAttendeeToSelectHost,
      agents: [
        { userId: ada, isOrganizer: true, customAvailableHour: weekdays('UTC', 540, 720) },
        { userId: ida, customAvailableHour: weekdays('UTC', 660, 840) },
      ],
    });
  }
  const dates = (body: Record<string, unknown>) =>
    new Agent(t.app).request('POST', `${API}/website/dates`, {
      eventId,
      startDate: TUESDAY,
      endDate: TUESDAY,
      timezone: 'UTC',
      ...body,
    });
  const slotsWith = async (agentId: string) => {
    const res = await dates({ agentId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().days[TUESDAY].map((s: { time: string }) => s.time);
  };
  const hostsOf = async (queueId: string) => {
    const done = await waitForQueue(t.app, queueId);
    const meeting = (await host.agent.request('GET', `${API}/meet/meet/${done.meetingId}`)).json();
    return meeting.agents.map((agent: { _id: string }) => agent._id);
  };

  it('offers the picked host’s times only, and any host’s by default', async () => {
    expect(await daySlots(t.app, eventId, TUESDAY)).toEqual(hoursOf(TUESDAY, [9, 10, 11, 12, 13]));
    expect(await slotsWith(ada)).toEqual(hoursOf(TUESDAY, [9, 10, 11]));
    expect(await slotsWith(ida)).toEqual(hoursOf(TUESDAY, [11, 12, 13]));
  });

  it('books the picked host, and refuses a time they are not free although another host is', async () => {
    const picked = await book(t.app, bookingBody(eventId, `${TUESDAY}T11:00:00Z`, { agentId: ida }));
    expect(picked.statusCode, picked.body).toBe(202);
    expect(await hostsOf(picked.json().queueId)).toEqual([ida]);
    // Ida is now busy at 11:00; Ada still is free then, but she was not the one picked.
    const taken = await book(t.app, bookingBody(eventId, `${TUESDAY}T11:00:00Z`, { agentId: ida }));
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    expect(await slotsWith(ida)).toEqual(hoursOf(TUESDAY, [12, 13]));
    expect(await slotsWith(ada)).toEqual(hoursOf(TUESDAY, [9, 10, 11]));
    const outside = await book(t.app, bookingBody(eventId, `${TUESDAY}T09:00:00Z`, { agentId: ida }));
    expect(outside.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    // Without a pick, the free host takes it.
    const any = await book(t.app, bookingBody(eventId, `${TUESDAY}T11:00:00Z`));
    expect(any.statusCode, any.body).toBe(202);
    expect(await hostsOf(any.json().queueId)).toEqual([ada]);
  });

  it('refuses a host who does not host the event', async () => {
    const stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    const res = await dates({ agentId: stranger.session.agent._id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'agentId', message: 'Choose one of the event’s hosts' }],
    });
  });

  it('refuses a pick when the event does not offer one, but lets a host assign one', async () => {
    const assigned = await roundRobin('Assigned advisor', false);
    const visitor = await book(t.app, bookingBody(assigned, `${TUESDAY}T12:00:00Z`, { agentId: ida }));
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().issues).toEqual([
      { path: 'agentId', message: 'This event does not let you choose the host' },
    ]);
    const byHost = await host.agent.request(
      'POST',
      `${API}/meet/agent/book`,
      bookingBody(assigned, `${TUESDAY}T13:00:00Z`, { agentId: ida }),
    );
    expect(byHost.statusCode, byHost.body).toBe(202);
    expect(await hostsOf(byHost.json().queueId)).toEqual([ida]);
  });
});
