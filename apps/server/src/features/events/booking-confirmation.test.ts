import type { AddressInfo } from 'node:net';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC; events take Mondays to Fridays 09:00–17:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())(
  'confirmation only for bookings without an online payment, on %s',
  (kind) => {
    let t: TestApp;
    let fake: FakeStripe;
    let host: Awaited<ReturnType<typeof signUpHost>>;

    beforeAll(async () => {
      const clock = createClock(NOW);
      fake = await startFakeStripe({ now: clock.now });
      t = await createTestApp(kind, { clock, config: { paymentApiUrls: { stripe: fake.baseUrl } } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      host = await signUpHost(t.app, { firstName: 'Ada' });
      fake.setWebhookUrl(
        `http://127.0.0.1:${port}${API}/payments/webhook/stripe/${host.session.workspace._id}`,
      );
      const connect = await host.agent.request('PUT', `${API}/payments/accounts/stripe`, {
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
      });
      expect(connect.statusCode, connect.body).toBe(200);
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    const confirming = (name: string, extra: Record<string, unknown> = {}) =>
      createEvent(host.agent, {
        name,
        bookingConfirmation: { enable: true, type: 'ALL', enableOnlyForFreeProviders: true },
        ...extra,
      });
    const bookedStatus = async (eventId: string, time: string, emailId: string) => {
      const res = await book(t.app, bookingBody(eventId, time, { attendee: { emailId } }));
      expect(res.statusCode, res.body).toBe(202);
      return (await waitForQueue(t.app, res.json().queueId)).meetingStatus;
    };

    it('keeps a booking without an online payment for the host', async () => {
      const eventId = await confirming('Vetted intro');
      expect(await bookedStatus(eventId, '2027-03-02T10:00:00Z', 'grace@navy.example')).toBe(
        'ACTION_REQUIRED',
      );
    });

    it('still asks the host for every booking while the option is off', async () => {
      const eventId = await createEvent(host.agent, {
        name: 'Every booking confirmed',
        bookingConfirmation: { enable: true, type: 'ALL' },
      });
      expect(await bookedStatus(eventId, '2027-03-03T10:00:00Z', 'grace@navy.example')).toBe(
        'ACTION_REQUIRED',
      );
    });

    it('does not leave a visitor who paid online waiting for the host; one who pays by transfer waits', async () => {
      const eventId = await confirming('Paid vetted intro', {
        payment: { enable: true, methods: ['STRIPE', 'BANK_TRANSFER'], amount: 25, currencyCode: 'EUR' },
      });
      const res = await book(
        t.app,
        bookingBody(eventId, '2027-03-04T10:00:00Z', {
          attendee: { emailId: 'grace@navy.example' },
          payment: { method: 'STRIPE' },
        }),
      );
      expect(res.statusCode, res.body).toBe(202);
      const paymentId = res.json().payment.id as string;
      const session = [...fake.sessions.values()].find((s) => s.client_reference_id === paymentId);
      await fake.pay(session?.id ?? '');
      const status = await t.app.inject({ method: 'GET', url: `${API}/meet/payment/${paymentId}/status` });
      expect(status.json()).toMatchObject({ status: 'PAID', meetingStatus: 'ACTIVE' });

      const transfer = await book(
        t.app,
        bookingBody(eventId, '2027-03-04T11:00:00Z', {
          attendee: { emailId: 'alan@navy.example' },
          payment: { method: 'BANK_TRANSFER' },
        }),
      );
      expect(transfer.statusCode, transfer.body).toBe(202);
      const { rows } = await t.database.execute(
        "select booking_confirmation_required from attendees where email_id = 'alan@navy.example'",
      );
      expect(rows[0]).toEqual({ booking_confirmation_required: true });
    });
  },
);
