import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import {
  startWebhookReceiver,
  verifyStandardWebhook,
  type WebhookReceiver,
} from '../../../test/webhook-receiver.ts';
import { attemptDelivery } from './delivery.ts';
import { webhookSweepJob } from './jobs.ts';
import { insertDeliveries } from './repo.ts';
import { sendTest } from './service.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('outgoing webhooks on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let receiver: WebhookReceiver;
  let inside: WebhookReceiver;
  let eventId: string;

  beforeAll(async () => {
    // The receiver stands for a public server: 127.0.0.2 is allowed for the tests, as a
    // self-hoster would allow an internal address; the rest of 127.0.0.0/8 stays blocked.
    receiver = await startWebhookReceiver('127.0.0.2');
    inside = await startWebhookReceiver('127.0.0.1');
    t = await createTestApp(kind, {
      clock: createClock(NOW),
      config: { webhookAllowedHosts: ['127.0.0.2/32'] },
    });
    host = await signUpHost(t.app, { firstName: 'Hedy' });
    eventId = await createEvent(host.agent, { name: 'Intro call' });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await inside.close();
  });

  async function createEndpoint(body: Record<string, unknown>) {
    const res = await host.agent.request('POST', `${API}/webhooks/endpoints`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { endpoint: { _id: string }; secret: string };
  }

  async function deliveries(endpointId: string) {
    const res = await host.agent.request('GET', `${API}/webhooks/endpoints/${endpointId}/deliveries`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().deliveries as Array<Record<string, unknown> & { _id: string }>;
  }

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  it('signs a booking to the Standard Webhooks spec and delivers it from the job queue', async () => {
    const { endpoint, secret } = await createEndpoint({
      url: receiver.url,
      triggers: ['booking.created', 'booking.cancelled'],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await host.agent.request('GET', `${API}/webhooks/endpoints`);
    expect(listed.body).not.toContain(secret.slice(6));

    const before = receiver.received.length;
    const res = await book(
      t.app,
      bookingBody(eventId, '2027-03-01T10:00:00Z', { attendee: { fullName: 'Ada' } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const [message] = (await receiver.waitFor(before + 1)).slice(before);
    if (!message) throw new Error('no message');

    expect(await verifyStandardWebhook(secret, message.headers, message.body, nowSeconds())).toBe(true);
    // A forged message (other body, other secret) does not pass the same check.
    expect(await verifyStandardWebhook(secret, message.headers, `${message.body} `, nowSeconds())).toBe(
      false,
    );
    const otherSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(await verifyStandardWebhook(otherSecret, message.headers, message.body, nowSeconds())).toBe(false);

    expect(message.headers['webhook-id']).toMatch(/^msg_/);
    expect(message.headers['webhook-timestamp']).toBe(String(nowSeconds()));
    expect(message.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(message.body);
    expect(payload).toMatchObject({
      type: 'booking.created',
      version: '1',
      timestamp: '2027-03-01T08:00:00.000Z',
      workspaceId: host.session.workspace._id,
      data: {
        booking: {
          status: 'ACTIVE',
          eventId,
          eventName: 'Intro call',
          startAt: '2027-03-01T10:00:00.000Z',
          endAt: '2027-03-01T10:30:00.000Z',
          attendee: { name: 'Ada', timezone: 'Europe/Berlin', status: 'ACTIVE' },
        },
      },
    });

    // The receiver has the message a moment before the sender records its answer.
    const log = await waitForAttempts(endpoint._id, 1, 'DELIVERED');
    expect(log[0]).toMatchObject({
      _id: message.headers['webhook-id'],
      type: 'booking.created',
      status: 'DELIVERED',
      attempts: 1,
      responseStatus: 200,
    });
    await host.agent.request('DELETE', `${API}/webhooks/endpoints/${endpoint._id}`);
  });

  it('sends nothing for a booking that fails, and nothing to endpoints without the trigger', async () => {
    const { endpoint } = await createEndpoint({ url: receiver.url, triggers: ['booking.cancelled'] });
    const taken = await book(t.app, bookingBody(eventId, '2027-03-01T10:00:00Z'));
    expect(taken.statusCode).toBe(409);
    const ok = await book(t.app, bookingBody(eventId, '2027-03-01T11:00:00Z'));
    expect(ok.statusCode).toBe(202);
    expect(await deliveries(endpoint._id)).toEqual([]);
    await host.agent.request('DELETE', `${API}/webhooks/endpoints/${endpoint._id}`);
  });

  it('retries with growing delays, honours Retry-After, and turns off an endpoint failing for a day', async () => {
    const { endpoint, secret } = await createEndpoint({ url: receiver.url, triggers: ['booking.created'] });
    const before = receiver.received.length;
    receiver.answerNext({ status: 503, headers: { 'retry-after': '120' } });
    receiver.answerAlways({ status: 500 });
    try {
      await book(t.app, bookingBody(eventId, '2027-03-01T13:00:00Z'));
      await receiver.waitFor(before + 1);
      let [delivery] = await waitForAttempts(endpoint._id, 1);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: 503 });
      // Asked to wait two minutes, Kairos waits two minutes rather than its first five seconds.
      const wait = Date.parse(String(delivery?.nextAttemptAt)) - Date.parse(String(delivery?.lastAttemptAt));
      expect(wait).toBe(120_000);

      // Not due yet: nothing is sent.
      await attemptDelivery(t.deps, String(delivery?._id));
      expect(receiver.received.length).toBe(before + 1);

      const pauses: number[] = [];
      for (let attempt = 2; attempt <= 8; attempt++) {
        t.clock.set(String(delivery?.nextAttemptAt));
        await attemptDelivery(t.deps, String(delivery?._id));
        [delivery] = await deliveries(endpoint._id);
        expect(delivery?.attempts).toBe(attempt);
        if (delivery?.nextAttemptAt) {
          pauses.push(
            Date.parse(String(delivery.nextAttemptAt)) - Date.parse(String(delivery.lastAttemptAt)),
          );
        }
      }
      // 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, each within a tenth either way.
      const planned = [300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
      expect(pauses).toHaveLength(planned.length);
      pauses.forEach((pause, i) => {
        expect(pause).toBeGreaterThanOrEqual((planned[i] as number) * 0.9);
        expect(pause).toBeLessThanOrEqual((planned[i] as number) * 1.1);
      });
      expect(delivery).toMatchObject({ status: 'FAILED', responseStatus: 500, nextAttemptAt: null });
      const every = receiver.received.slice(before);
      expect(every).toHaveLength(8);
      expect(new Set(every.map((m) => m.headers['webhook-id'])).size).toBe(1);
      for (const m of every) {
        expect(
          await verifyStandardWebhook(secret, m.headers, m.body, Number(m.headers['webhook-timestamp'])),
        ).toBe(true);
      }

      const listed = await host.agent.request('GET', `${API}/webhooks/endpoints`);
      const off = listed.json().endpoints.find((e: { _id: string }) => e._id === endpoint._id);
      expect(off).toMatchObject({
        active: false,
        disabledReason: expect.stringContaining('more than a day'),
      });
      const { rows } = await t.database.execute(
        "select to_addresses, subject from outbox where kind = 'webhook-disabled' and app_id = $1",
        [host.session.workspace._id],
      );
      expect(rows).toEqual([
        { to_addresses: [host.body.emailId], subject: 'A webhook endpoint was turned off' },
      ]);

      // A change of something else leaves it off, with its reason and description; an empty
      // change is refused.
      const patch = (body: Record<string, unknown>) =>
        host.agent.request('PATCH', `${API}/webhooks/endpoints/${endpoint._id}`, body);
      expect((await patch({ description: 'Orders system' })).statusCode).toBe(200);
      const retriggered = await patch({ triggers: ['booking.created', 'booking.cancelled'] });
      expect(retriggered.json().endpoint).toMatchObject({
        active: false,
        description: 'Orders system',
        disabledReason: expect.stringContaining('more than a day'),
      });
      const empty = await patch({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: expect.stringContaining('Nothing to change'),
      });

      // Fixed: turn it back on and redeliver the message; same id, newly signed.
      receiver.answerAlways(null);
      const on = await host.agent.request('PATCH', `${API}/webhooks/endpoints/${endpoint._id}`, {
        active: true,
      });
      expect(on.json().endpoint).toMatchObject({ active: true, disabledReason: null });
      const again = await host.agent.request('POST', `${API}/webhooks/deliveries/${delivery?._id}/redeliver`);
      expect(again.statusCode, again.body).toBe(200);
      const [redelivered] = (await receiver.waitFor(before + 9)).slice(before + 8);
      expect(redelivered?.headers['webhook-id']).toBe(delivery?._id);
      [delivery] = await waitForAttempts(endpoint._id, 1, 'DELIVERED');
      expect(delivery).toMatchObject({ status: 'DELIVERED', responseStatus: 200 });
    } finally {
      receiver.answerAlways(null);
      t.clock.set(NOW);
      await host.agent.request('DELETE', `${API}/webhooks/endpoints/${endpoint._id}`);
    }
  });

  it('gives a message whose job was lost a new one from the minute sweep', async () => {
    const { endpoint, secret } = await createEndpoint({ url: receiver.url, triggers: ['contact.created'] });
    // A message written without its job, as after a crash between commit and queueing.
    await insertDeliveries(t.deps.db, [
      {
        id: 'msg_lost',
        appId: host.session.workspace._id,
        endpointId: endpoint._id,
        type: 'contact.created',
        body: '{"type":"contact.created"}',
        nextAttemptAt: new Date(t.clock.now().getTime() - 3 * 60_000),
      },
    ]);
    const before = receiver.received.length;
    await webhookSweepJob(t.deps).handle({});
    const [message] = (await receiver.waitFor(before + 1)).slice(before);
    expect(message?.headers['webhook-id']).toBe('msg_lost');
    expect(
      message && (await verifyStandardWebhook(secret, message.headers, message.body, nowSeconds())),
    ).toBe(true);
    await host.agent.request('DELETE', `${API}/webhooks/endpoints/${endpoint._id}`);
  });

  it('sends a test message from the test button and logs the answer', async () => {
    const { endpoint, secret } = await createEndpoint({ url: receiver.url, triggers: ['contact.created'] });
    const before = receiver.received.length;
    receiver.answerNext({ status: 302, headers: { location: inside.url } });
    const redirected = await host.agent.request('POST', `${API}/webhooks/endpoints/${endpoint._id}/test`);
    // A redirect is an answer, not an instruction: it is not followed.
    expect(redirected.json().delivery).toMatchObject({ status: 'FAILED', responseStatus: 302, attempts: 1 });
    expect(inside.received).toHaveLength(0);

    const res = await host.agent.request('POST', `${API}/webhooks/endpoints/${endpoint._id}/test`);
    expect(res.json().delivery).toMatchObject({
      type: 'webhook.test',
      status: 'DELIVERED',
      responseStatus: 200,
    });
    const message = receiver.received[before + 1];
    expect(message && JSON.parse(message.body)).toMatchObject({ type: 'webhook.test', data: {} });
    expect(
      message && (await verifyStandardWebhook(secret, message.headers, message.body, nowSeconds())),
    ).toBe(true);

    const rotated = await host.agent.request(
      'POST',
      `${API}/webhooks/endpoints/${endpoint._id}/rotate-secret`,
    );
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(secret);
    await host.agent.request('POST', `${API}/webhooks/endpoints/${endpoint._id}/test`);
    const signedAnew = receiver.received[before + 2];
    if (!signedAnew) throw new Error('no message');
    expect(await verifyStandardWebhook(newSecret, signedAnew.headers, signedAnew.body, nowSeconds())).toBe(
      true,
    );
    expect(await verifyStandardWebhook(secret, signedAnew.headers, signedAnew.body, nowSeconds())).toBe(
      false,
    );
  });

  it('refuses private, loopback, mapped and metadata addresses when saved and when connecting', async () => {
    const port = new URL(inside.url).port;
    for (const url of [
      `http://127.0.0.1:${port}/hooks`,
      `http://[::ffff:127.0.0.1]:${port}/hooks`,
      `http://[::1]:${port}/hooks`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/hooks',
      'http://100.64.1.1/hooks',
      'http://[fd00:ec2::254]/hooks',
      `http://localhost:${port}/hooks`,
      // The same names with the root's dot.
      `http://localhost.:${port}/hooks`,
      `http://LOCALHOST.:${port}/hooks`,
      'http://metadata.google.internal./computeMetadata/v1/',
    ]) {
      const res = await host.agent.request('POST', `${API}/webhooks/endpoints`, {
        url,
        triggers: ['booking.created'],
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'url' }] });
    }
    // Saved while allowed; by the time it is sent, the server no longer allows it: the check
    // happens when connecting, so nothing leaves.
    const { endpoint } = await createEndpoint({ url: receiver.url, triggers: ['booking.created'] });
    const strict = { ...t.deps, config: { ...t.deps.config, webhookAllowedHosts: [] } };
    const before = receiver.received.length;
    const refused = await sendTest(strict, host.session.workspace._id as AuthorizedAppId, endpoint._id);
    expect(refused).toMatchObject({
      status: 'FAILED',
      responseStatus: null,
      error: expect.stringContaining('private'),
    });
    expect(receiver.received.length).toBe(before);
    await host.agent.request('DELETE', `${API}/webhooks/endpoints/${endpoint._id}`);
  });

  async function waitForAttempts(endpointId: string, attempts: number, status?: string) {
    const until = Date.now() + 20_000;
    for (;;) {
      const list = await deliveries(endpointId);
      const first = list[0];
      if (first && first.attempts === attempts && (!status || first.status === status)) return list;
      if (Date.now() > until) throw new Error(`delivery log: ${JSON.stringify(list)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});
