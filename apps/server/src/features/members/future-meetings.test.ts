import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import {
  type Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

const NOW = '2027-03-01T08:00:00Z';
const SLOT = '2027-03-02T10:00:00.000Z';

/**
 * A member's future meetings are listed only as far as the caller may see meetings at all
 * (docs/decisions/0011-meeting-visibility.md): a Member once read another member's upcoming
 * meetings here while the meetings themselves answered 404.
 */
describe.each(testDatabaseKinds())('a member’s future meetings on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpHost>>;
  let alice: { id: string; agent: Agent };
  let bob: { id: string; agent: Agent };
  let meetingId: string;

  async function member(name: string) {
    const id = await addMember(t, owner.session.workspace._id, name);
    return { id, agent: await sessionFor(t, id, owner.session.workspace._id) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false });
    owner = await signUpHost(t.app, { companyName: 'Orbit Labs' });
    alice = await member('Alice');
    bob = await member('Bob');
    const eventId = await createEvent(alice.agent, { name: 'Alice’s call' });
    const booked = await book(t.app, bookingBody(eventId, SLOT));
    expect(booked.statusCode, booked.body).toBe(202);
    const list = await alice.agent.request('POST', `${API}/meet/agent`, { period: 'upcoming' });
    meetingId = list.json().meetings[0]._id;
  });
  afterAll(async () => {
    await t.close();
  });

  const futureOf = (caller: Agent, userId: string) =>
    caller.request('GET', `${API}/member/${userId}/future-meetings`);

  it('shows another member none of the meetings they may not open', async () => {
    expect((await bob.agent.request('GET', `${API}/meet/meet/${meetingId}`)).statusCode).toBe(404);
    const listed = await futureOf(bob.agent, alice.id);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({ meetings: [] });
  });

  it('shows the meetings to their host and to a role that sees the workspace’s bookings', async () => {
    for (const caller of [alice.agent, owner.agent]) {
      expect((await caller.request('GET', `${API}/meet/meet/${meetingId}`)).statusCode).toBe(200);
      const listed = (await futureOf(caller, alice.id)).json();
      expect(listed.meetings).toEqual([
        expect.objectContaining({ _id: meetingId, eventName: 'Alice’s call', startAt: SLOT }),
      ]);
    }
  });

  it('shows a co-host of the event its meetings, as the bookings list does', async () => {
    const eventId = await createEvent(alice.agent, { name: 'Shared call', coHosts: [bob.id] });
    const booked = await book(t.app, bookingBody(eventId, '2027-03-03T10:00:00.000Z'));
    expect(booked.statusCode, booked.body).toBe(202);
    const listed = (await futureOf(bob.agent, alice.id)).json();
    expect(listed.meetings.map((m: { eventName: string }) => m.eventName)).toEqual(['Shared call']);
    const bookings = (await bob.agent.request('POST', `${API}/meet/agent`, { period: 'upcoming' })).json();
    expect(bookings.meetings.map((m: { _id: string }) => m._id)).toEqual([listed.meetings[0]._id]);
  });
});
