import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('POST /contact/block/status on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-01T08:00:00Z') });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, { name: 'Guarded' });
  });
  afterAll(async () => {
    await t.close();
  });

  const block = (agent: Agent, body: Record<string, unknown>) =>
    agent.request('POST', `${API}/contact/block/status`, body);

  it('blocks an address with a message the visitor sees, and unblocks it', async () => {
    const res = await block(host.agent, {
      emailIds: ['Pest@Example.com'],
      status: 'BLOCKED',
      blockedMessage: 'Please call the front desk instead.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contacts).toEqual([
      expect.objectContaining({
        emailId: 'pest@example.com',
        status: 'BLOCKED',
        blockedMessage: 'Please call the front desk instead.',
      }),
    ]);
    const refused = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T09:00:00Z', { attendee: { emailId: 'pest@example.com' } }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'CONTACT_BLOCKED', error: 'Please call the front desk instead.' });

    const unblocked = await block(host.agent, { ids: [res.json().contacts[0]._id], status: 'ACTIVE' });
    expect(unblocked.json().contacts[0]).toMatchObject({ status: 'ACTIVE', blockedMessage: null });
    const booked = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T09:00:00Z', { attendee: { emailId: 'pest@example.com' } }),
    );
    expect(booked.statusCode).toBe(202);
    await waitForQueue(t.app, booked.json().queueId);
  });

  it('touches only the caller’s workspace, and refuses bad input and strangers', async () => {
    const first = await block(host.agent, { emailIds: ['shared@example.com'], status: 'BLOCKED' });
    const contactId = first.json().contacts[0]._id;
    const other = await signUpHost(t.app, { companyName: 'Other Co' });
    const foreign = await block(other.agent, { ids: [contactId], status: 'ACTIVE' });
    expect(foreign.json().contacts).toEqual([]);
    const still = await block(host.agent, { ids: [contactId], status: 'BLOCKED' });
    expect(still.json().contacts[0].status).toBe('BLOCKED');

    const empty = await block(host.agent, { status: 'BLOCKED' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toContainEqual({ path: 'ids', message: 'Choose at least one contact' });
    expect((await block(host.agent, { emailIds: ['x@example.com'], status: 'GONE' })).statusCode).toBe(400);
    expect(
      (await block(new Agent(t.app), { emailIds: ['x@example.com'], status: 'BLOCKED' })).statusCode,
    ).toBe(401);
  });
});
