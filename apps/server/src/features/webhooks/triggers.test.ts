import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

/** Each service reports its change with the trigger an endpoint subscribed to. */
describe.each(testDatabaseKinds())('webhook triggers on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver('127.0.0.2');
    t = await createTestApp(kind, {
      clock: createClock(NOW),
      config: { webhookAllowedHosts: ['127.0.0.2'] },
    });
    host = await signUpHost(t.app, { firstName: 'Hedy' });
    const res = await host.agent.request('POST', `${API}/webhooks/endpoints`, {
      url: receiver.url,
      triggers: [
        'booking.created',
        'booking.requested',
        'booking.confirmed',
        'booking.rejected',
        'booking.rescheduled',
        'booking.cancelled',
        'booking.no_show',
        'routing_form.submitted',
        'contact.created',
        'contact.blocked',
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** The types received since `from`, once `count` have come (order between jobs is not promised). */
  async function typesSince(from: number, count: number) {
    const all = await receiver.waitFor(from + count);
    return all
      .slice(from)
      .map((m) => JSON.parse(m.body) as { type: string; data: Record<string, Record<string, unknown>> });
  }

  it('reports bookings made, moved, cancelled and marked as no-show', async () => {
    const eventId = await createEvent(host.agent, { name: 'Intro call' });
    let from = receiver.received.length;
    const booked = await waitForQueue(
      t.app,
      (
        await book(
          t.app,
          bookingBody(eventId, '2027-03-01T10:00:00Z', { attendee: { emailId: 'ada@example.com' } }),
        )
      ).json().queueId,
    );
    const created = await typesSince(from, 2);
    expect(created.map((m) => m.type).sort()).toEqual(['booking.created', 'contact.created']);
    expect(created.find((m) => m.type === 'contact.created')?.data.contact).toMatchObject({
      email: 'ada@example.com',
    });

    from = receiver.received.length;
    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId: booked.attendeeId,
      time: '2027-03-01T11:00:00Z',
      timezone: 'Europe/Berlin',
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    const [rescheduled] = await typesSince(from, 1);
    expect(rescheduled).toMatchObject({
      type: 'booking.rescheduled',
      data: {
        booking: { startAt: '2027-03-01T11:00:00.000Z', previous: { startAt: '2027-03-01T10:00:00.000Z' } },
      },
    });
    const meetingId = String(rescheduled?.data.booking?.meetingId);

    // A no-show is marked once the meeting has begun.
    t.clock.set('2027-03-01T11:10:00Z');
    from = receiver.received.length;
    const noShow = await host.agent.request('PATCH', `${API}/meet/agent/update`, {
      meetingId,
      markAsNoShow: true,
    });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect((await typesSince(from, 1))[0]).toMatchObject({
      type: 'booking.no_show',
      data: { booking: { noShow: true } },
    });
    t.clock.set(NOW);

    from = receiver.received.length;
    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId: booked.attendeeId,
      reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await typesSince(from, 1))[0]).toMatchObject({
      type: 'booking.cancelled',
      data: { booking: { status: 'CANCELLED', cancellationReason: 'Ill' } },
    });
  });

  it('reports requests, confirmations and rejections', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Interview',
      bookingConfirmation: { enable: true, type: 'ALL', blockUnconfirmedSlots: true },
    });
    const from = receiver.received.length;
    const first = await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(eventId, '2027-03-02T10:00:00Z'))).json().queueId,
    );
    const second = await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(eventId, '2027-03-02T11:00:00Z'))).json().queueId,
    );
    for (const [meetingId, action] of [
      [first.meetingId, 'CONFIRM'],
      [second.meetingId, 'REJECT'],
    ]) {
      const res = await host.agent.request('POST', `${API}/meet/agent/confirm-booking`, {
        meetingId,
        action,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const types = (await typesSince(from, 6)).map((m) => m.type).sort();
    expect(types).toEqual([
      'booking.confirmed',
      'booking.rejected',
      'booking.requested',
      'booking.requested',
      'contact.created',
      'contact.created',
    ]);
  });

  it('reports contacts added and blocked by hand, and routing form responses', async () => {
    let from = receiver.received.length;
    const made = await host.agent.request('POST', `${API}/contact`, {
      emailId: 'new@example.com',
      name: 'New',
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const blocked = await host.agent.request('POST', `${API}/contact/block/status`, {
      emailIds: ['new@example.com'],
      status: 'BLOCKED',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const contactTypes = await typesSince(from, 2);
    expect(contactTypes.map((m) => m.type).sort()).toEqual(['contact.blocked', 'contact.created']);
    expect(contactTypes.find((m) => m.type === 'contact.blocked')?.data.contact).toMatchObject({
      status: 'BLOCKED',
    });

    const form = await host.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Triage',
      questions: [{ questionId: 'topic', content: 'Topic?', type: 'ONE_LINE' }],
    });
    expect(form.statusCode, form.body).toBe(201);
    from = receiver.received.length;
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: {
        questionAnswers: [{ questionId: 'topic', type: 'ONE_LINE', answer: 'Billing' }],
        appId: host.session.workspace._id,
        slug: form.json().slug,
        timezone: 'UTC',
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect((await typesSince(from, 1))[0]).toMatchObject({
      type: 'routing_form.submitted',
      data: { routingFormResponse: { id: submitted.json()._id, formName: 'Triage' } },
    });
  });
});
