import type { AddressInfo } from 'node:net';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  book,
  bookingBody,
  countRows,
  createEvent,
  waitForMail,
  waitForQueue,
} from '../../../test/booking-factory.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { expireDueHolds } from './jobs.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('Stripe payments on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  const status = async (paymentId: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/meet/payment/${paymentId}/status` })).json();
  const listed = async (day: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/website/dates`,
      payload: { eventId, startDate: day, endDate: day, timezone: 'UTC' },
    });
    return (res.json().days[day] ?? []).map((s: { time: string }) => s.time) as string[];
  };
  const sessionOf = (paymentId: string) => {
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === paymentId);
    if (!session) throw new Error(`no session for ${paymentId}`);
    return session;
  };
  const bookPaid = async (time: string, extra: Record<string, unknown> = {}) => {
    const res = await book(t.app, bookingBody(eventId, time, { payment: { method: 'STRIPE' }, ...extra }));
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as {
      queueId?: string;
      status: string;
      payment: { id: string; next: { type: string; url: string } };
    };
  };

  beforeAll(async () => {
    const clock = createClock(NOW);
    fake = await startFakeStripe({ now: clock.now });
    t = await createTestApp(kind, { clock, config: { paymentApiUrls: { stripe: fake.baseUrl } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    host = await signUpHost(t.app, { firstName: 'Ada' });
    const appId = host.session.workspace._id;
    fake.setWebhookUrl(`http://127.0.0.1:${port}${API}/payments/webhook/stripe/${appId}`);
    const connect = await host.agent.request('PUT', `${API}/payments/accounts/stripe`, {
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
    });
    expect(connect.statusCode, connect.body).toBe(200);
    // Payment changes are reported to webhook endpoints; the messages are checked where they are written.
    const endpoint = await host.agent.request('POST', `${API}/webhooks/endpoints`, {
      url: 'https://hooks.example.com/kairos',
      triggers: ['payment.initiated', 'payment.paid', 'payment.refunded'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    eventId = await createEvent(host.agent, {
      name: 'Paid call',
      payment: { enable: true, methods: ['STRIPE', 'DEBIT_CREDIT'], amount: 25, currencyCode: 'EUR' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('keeps the keys write-only: the account shows the mode and last digits, never a secret', async () => {
    const res = await host.agent.request('GET', `${API}/payments/accounts`);
    const stripe = res.json().accounts.find((a: { provider: string }) => a.provider === 'stripe');
    expect(stripe).toMatchObject({
      connected: true,
      details: { mode: 'test', key: `…${fake.secretKey.slice(-4)}` },
    });
    expect(res.body).not.toContain(fake.secretKey);
    expect(res.body).not.toContain(fake.webhookSecret);
    const { rows } = await t.database.execute('select sealed_credentials from payment_accounts');
    expect(String(rows[0]?.sealed_credentials)).not.toContain(fake.secretKey);
  });

  it('holds the slot while the visitor pays, then books it once Stripe says it is paid', async () => {
    const time = '2027-03-01T10:00:00Z';
    const booked = await bookPaid(time);
    expect(booked.queueId).toBeUndefined();
    expect(booked.payment).toMatchObject({
      method: 'STRIPE',
      status: 'PENDING',
      amount: 2500,
      currencyCode: 'EUR',
    });
    expect(booked.payment.next.type).toBe('REDIRECT');
    expect(booked.payment.next.url.startsWith(fake.baseUrl)).toBe(true);
    const session = sessionOf(booked.payment.id);
    expect(session).toMatchObject({ amount_total: 2500, currency: 'eur', status: 'open' });
    expect(session.success_url).toContain(`/payment_status/?paymentId=${booked.payment.id}`);

    const waiting = await status(booked.payment.id);
    expect(waiting).toMatchObject({ status: 'PENDING', meetingStatus: 'ACTION_REQUIRED', queueId: null });
    expect(await listed('2027-03-01')).not.toContain('2027-03-01T10:00:00.000Z');
    // Nothing is sent for an unpaid booking.
    expect(await countRows(t, 'booking_queue', 'meeting_id = $1', [waiting.meetingId])).toBe(0);

    const back = await fake.pay(session.id);
    expect(back).toContain(booked.payment.id);
    const paid = await status(booked.payment.id);
    expect(paid).toMatchObject({ status: 'PAID', meetingStatus: 'ACTIVE', queueId: expect.any(String) });
    const { rows } = await t.database.execute(
      'select external_payment_id, billing_name, payment_time from payments where id = $1',
      [booked.payment.id],
    );
    expect(rows[0]).toMatchObject({
      external_payment_id: session.payment_intent,
      billing_name: 'Grace Hopper',
    });
    expect((await waitForQueue(t.app, paid.queueId)).status).toBe('DONE');
    const attendee = (
      await t.database.execute('select email_id, payment from attendees where id = $1', [paid.attendeeId])
    ).rows[0] as { email_id: string; payment: Record<string, unknown> };
    expect(attendee.payment).toMatchObject({ paymentId: booked.payment.id, status: 'PAID', amount: 2500 });
    const mail = await waitForMail(host.agent, attendee.email_id, 'Confirmed');
    expect(mail.text).toContain('Payment: €25.00 (stripe), paid');
  });

  it('takes a debit or credit card through Stripe Checkout, from start to paid', async () => {
    const booked = await bookPaid('2027-03-10T10:00:00Z', { payment: { method: 'DEBIT_CREDIT' } });
    expect(booked.payment).toMatchObject({ method: 'DEBIT_CREDIT', status: 'PENDING' });
    const session = sessionOf(booked.payment.id);
    expect(booked.payment.next).toEqual({ type: 'REDIRECT', url: session.url });
    await fake.pay(session.id);
    expect(await status(booked.payment.id)).toMatchObject({
      method: 'DEBIT_CREDIT',
      status: 'PAID',
      meetingStatus: 'ACTIVE',
      queueId: expect.any(String),
    });
  });

  it('ends the booking when Stripe says a delayed payment failed: FAILED, and the slot is free', async () => {
    const time = '2027-03-10T11:00:00Z';
    const booked = await bookPaid(time);
    const failed = fake.makeEvent('checkout.session.async_payment_failed', sessionOf(booked.payment.id).id);
    expect(await fake.deliver(failed)).toBe(200);
    expect(await status(booked.payment.id)).toMatchObject({ status: 'FAILED', meetingStatus: 'CANCELLED' });
    expect(await listed('2027-03-10')).toContain('2027-03-10T11:00:00.000Z');
  });

  it('tells the visitor their booking was let go when Stripe says the checkout expired first', async () => {
    const time = '2027-03-11T14:00:00Z';
    const booked = await bookPaid(time);
    // Stripe's own expiry reaches the app before the app's hold runs out.
    const expired = fake.makeEvent('checkout.session.expired', sessionOf(booked.payment.id).id);
    expect(await fake.deliver(expired)).toBe(200);
    const ended = await status(booked.payment.id);
    expect(ended).toMatchObject({ status: 'EXPIRED', meetingStatus: 'CANCELLED' });
    expect(await listed('2027-03-11')).toContain('2027-03-11T14:00:00.000Z');
    const email = String(
      (await t.database.execute('select email_id from attendees where id = $1', [ended.attendeeId])).rows[0]
        ?.email_id,
    );
    await waitForMail(host.agent, email, 'Not booked: your booking for');
  });

  it('tells a visitor who booked in German, in German, that their unpaid booking was let go', async () => {
    const booked = await bookPaid('2027-03-12T14:00:00Z', {
      language: 'de',
      attendee: { fullName: 'Lena Braun', emailId: 'lena.unpaid@example.com' },
    });
    const expired = fake.makeEvent('checkout.session.expired', sessionOf(booked.payment.id).id);
    expect(await fake.deliver(expired)).toBe(200);
    expect(await status(booked.payment.id)).toMatchObject({ status: 'EXPIRED' });
    const mail = await waitForMail(host.agent, 'lena.unpaid@example.com', 'Nicht gebucht: Ihre Buchung für');
    expect(mail.subject).toContain('Freitag, 12. März 2027');
    expect(mail.text).toContain('Hallo Lena Braun,');
    expect(mail.text).toContain('ist nicht rechtzeitig bei uns eingegangen');
    expect(mail.text).toContain('Sie können gern erneut buchen.');
  });

  it('charges the price of the duration the visitor picks', async () => {
    const priced = await createEvent(host.agent, {
      name: 'Priced by length',
      duration: 30,
      allowAttendeeToSelectDuration: true,
      allowAttendeeToSelectMultipleDuration: true,
      availableDuration: [30, 60],
      payment: {
        enable: true,
        methods: ['STRIPE'],
        amount: 25,
        currencyCode: 'EUR',
        paymentOnDuration: [
          { duration: 30, amount: 25 },
          { duration: 60, amount: 45.5 },
        ],
      },
    });
    const res = await book(
      t.app,
      bookingBody(priced, '2027-03-10T13:00:00Z', { duration: 60, payment: { method: 'STRIPE' } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().payment).toMatchObject({ amount: 4550, currencyCode: 'EUR' });
    expect(sessionOf(res.json().payment.id)).toMatchObject({ amount_total: 4550, currency: 'eur' });
  });

  it('applies a redelivered or late event once, and never moves a paid booking back', async () => {
    const booked = await bookPaid('2027-03-01T11:00:00Z');
    const session = sessionOf(booked.payment.id);
    await fake.pay(session.id);
    const completed = fake.events.at(-1);
    expect(completed?.type).toBe('checkout.session.completed');
    const queues = await countRows(
      t,
      'booking_queue',
      'attendee_id = (select attendee_id from payments where id = $1)',
      [booked.payment.id],
    );
    expect(await fake.redeliver(completed?.id ?? '')).toBe(200);
    expect(await fake.redeliver(completed?.id ?? '')).toBe(200);
    // An "expired" event that arrives after the payment changes nothing.
    expect(await fake.deliver(fake.makeEvent('checkout.session.expired', session.id))).toBe(200);
    expect(await status(booked.payment.id)).toMatchObject({ status: 'PAID', meetingStatus: 'ACTIVE' });
    expect(
      await countRows(t, 'booking_queue', 'attendee_id = (select attendee_id from payments where id = $1)', [
        booked.payment.id,
      ]),
    ).toBe(queues);
    expect(await countRows(t, 'payment_events', 'event_id = $1', [completed?.id])).toBe(1);
  });

  it('applies an event for this workspace though another workspace on the same Stripe account got it first', async () => {
    // A second workspace connects the same Stripe account with its own Dashboard endpoint, which
    // Stripe serves first: the event is not about that workspace and must not be used up there.
    const { port } = t.app.server.address() as AddressInfo;
    const other = await signUpHost(t.app, { firstName: 'Grace' });
    const added = await fetch(`${fake.baseUrl}/v1/webhook_endpoints`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fake.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        url: `http://127.0.0.1:${port}${API}/payments/webhook/stripe/${other.session.workspace._id}`,
        'enabled_events[]': 'checkout.session.completed',
      }),
    });
    expect(added.status).toBe(200);
    const connect = await other.agent.request('PUT', `${API}/payments/accounts/stripe`, {
      secretKey: fake.secretKey,
      webhookSecret: ((await added.json()) as { secret: string }).secret,
    });
    expect(connect.statusCode, connect.body).toBe(200);

    const booked = await bookPaid('2027-03-01T09:00:00Z');
    await fake.pay(sessionOf(booked.payment.id).id);
    expect(await status(booked.payment.id)).toMatchObject({ status: 'PAID', meetingStatus: 'ACTIVE' });
    const removed = await other.agent.request('DELETE', `${API}/payments/accounts/stripe`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('refuses a secret key Stripe does not know with 422, saving nothing', async () => {
    const other = await signUpHost(t.app, { firstName: 'Linus' });
    const refused = await other.agent.request('PUT', `${API}/payments/accounts/stripe`, {
      secretKey: `${fake.secretKey}Wrong`,
      webhookSecret: fake.webhookSecret,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_ACCOUNT_REFUSED',
      error: 'Stripe refused these credentials; check them and try again',
    });
    const accounts = (await other.agent.request('GET', `${API}/payments/accounts`)).json().accounts;
    expect(accounts.find((a: { provider: string }) => a.provider === 'stripe')).toMatchObject({
      connected: false,
    });
  });

  it('holds a paying visitor’s time for the workspace’s hold time, 5 to 1440 minutes', async () => {
    const settings = () => host.agent.request('GET', `${API}/payments/settings`);
    expect((await settings()).json()).toEqual({ holdMinutes: 15 });
    for (const holdMinutes of [4, 1441, 7.5]) {
      const bad = await host.agent.request('PUT', `${API}/payments/settings`, { holdMinutes });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
    const saved = await host.agent.request('PUT', `${API}/payments/settings`, { holdMinutes: 45 });
    expect(saved.json()).toEqual({ holdMinutes: 45 });
    expect((await settings()).json()).toEqual({ holdMinutes: 45 });
    const booked = await bookPaid('2027-03-10T09:00:00Z');
    expect((await status(booked.payment.id)).holdExpiresAt).toBe(
      new Date(t.clock.now().getTime() + 45 * 60_000).toISOString(),
    );
    await host.agent.request('PUT', `${API}/payments/settings`, { holdMinutes: 15 });
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const booked = await bookPaid('2027-03-01T12:00:00Z');
    const session = sessionOf(booked.payment.id);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = 'pi_forged';
    const event = fake.makeEvent('checkout.session.completed', session.id);
    expect(await fake.deliver(event, 'whsec_notTheRealSecret1234')).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${API}/payments/webhook/stripe/${host.session.workspace._id}`,
      headers: { 'content-type': 'application/json' },
      payload: event.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await status(booked.payment.id)).toMatchObject({
      status: 'PENDING',
      meetingStatus: 'ACTION_REQUIRED',
    });
    expect(await countRows(t, 'payment_events', 'event_id = $1', [event.id])).toBe(0);
  });

  it('does not confirm a booking from a signed event that states no amount or currency', async () => {
    const booked = await bookPaid('2027-03-05T10:00:00Z');
    const session = sessionOf(booked.payment.id);
    const event = fake.makeEvent('checkout.session.completed', session.id);
    const body = JSON.parse(event.body);
    Object.assign(body.data.object, {
      status: 'complete',
      payment_status: 'paid',
      amount_total: null,
      currency: null,
    });
    expect(await fake.deliver({ body: JSON.stringify(body) })).toBe(200);
    const after = await status(booked.payment.id);
    expect(after.meetingStatus).not.toBe('ACTIVE');
    expect(after.queueId).toBeNull();
    const { rows } = await t.database.execute('select failure_reason from payments where id = $1', [
      booked.payment.id,
    ]);
    // The mismatch is recorded; the refund job, once it has run, records its own reason over it.
    expect((rows[0] as { failure_reason: string }).failure_reason).toMatch(
      /did not state, expected 2500 EUR|did not match/,
    );
  });

  it('refuses a correctly signed body that is not a Stripe event with 400 and changes nothing', async () => {
    for (const body of ['null', '[]', '{"id":"evt_not_an_event"}', '{"id":"evt_2","data":null}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/payments/webhook/stripe/${host.session.workspace._id}`,
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(body) },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: 'The body is not a Stripe event' });
    }
    expect(await countRows(t, 'payment_events', 'event_id in ($1, $2)', ['evt_not_an_event', 'evt_2'])).toBe(
      0,
    );
  });

  it('lets an unpaid hold run out: the slot is free again, the checkout closed and the visitor told', async () => {
    const booked = await bookPaid('2027-03-02T09:00:00Z');
    expect(await listed('2027-03-02')).not.toContain('2027-03-02T09:00:00.000Z');
    t.clock.advance(14 * 60_000);
    await expireDueHolds(t.deps);
    expect(await status(booked.payment.id)).toMatchObject({
      status: 'PENDING',
      meetingStatus: 'ACTION_REQUIRED',
    });
    t.clock.advance(2 * 60_000);
    expect(await expireDueHolds(t.deps)).toBeGreaterThanOrEqual(1);
    const expired = await status(booked.payment.id);
    expect(expired).toMatchObject({ status: 'EXPIRED', meetingStatus: 'CANCELLED', next: null });
    expect(sessionOf(booked.payment.id).status).toBe('expired');
    expect(await listed('2027-03-02')).toContain('2027-03-02T09:00:00.000Z');
    const email = String(
      (await t.database.execute('select email_id from attendees where id = $1', [expired.attendeeId])).rows[0]
        ?.email_id,
    );
    await waitForMail(host.agent, email, 'Not booked: your booking for');
    // Paid after all, too late (the page was left open): the money goes back at once.
    const session = sessionOf(booked.payment.id);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = 'pi_late';
    expect(await fake.deliver(fake.makeEvent('checkout.session.completed', session.id))).toBe(200);
    for (let i = 0; i < 100 && (await status(booked.payment.id)).status !== 'REFUNDED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await status(booked.payment.id)).toMatchObject({
      status: 'REFUNDED',
      meetingStatus: 'CANCELLED',
      refund: { status: 'SUCCEEDED', amount: 2500 },
    });
    expect(fake.refunds).toContainEqual(expect.objectContaining({ paymentIntent: 'pi_late', amount: 2500 }));
  });

  it('gives the slot to the visitor who is paying: the others get SLOT_IS_NOT_AVAILABLE', async () => {
    const time = '2027-03-03T09:00:00Z';
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        book(t.app, bookingBody(eventId, time, { payment: { method: 'DEBIT_CREDIT' } })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 202)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 202);
    expect(refused.every((r) => r.statusCode === 409 && r.json().code === 'SLOT_IS_NOT_AVAILABLE')).toBe(
      true,
    );
    const later = await book(t.app, bookingBody(eventId, time, { payment: { method: 'STRIPE' } }));
    expect(later.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
  });

  it('charges a zero-decimal currency in whole units', async () => {
    const yenEvent = await createEvent(host.agent, {
      name: 'Yen call',
      payment: { enable: true, methods: ['STRIPE'], amount: 5000, currencyCode: 'JPY' },
    });
    const res = await book(
      t.app,
      bookingBody(yenEvent, '2027-03-04T09:00:00Z', { payment: { method: 'STRIPE' } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().payment).toMatchObject({ amount: 5000, currencyCode: 'JPY' });
    expect(sessionOf(res.json().payment.id)).toMatchObject({ amount_total: 5000, currency: 'jpy' });
  });

  it('frees the slot and says so when Stripe fails or refuses the key', async () => {
    const time = '2027-03-05T09:00:00Z';
    fake.failNext(500, 2);
    const down = await book(t.app, bookingBody(eventId, time, { payment: { method: 'STRIPE' } }));
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(await listed('2027-03-05')).toContain('2027-03-05T09:00:00.000Z');

    fake.failNext(429, 1);
    const busy = await book(t.app, bookingBody(eventId, time, { payment: { method: 'STRIPE' } }));
    expect(busy.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    // One 5xx is retried by the client (with the same idempotency key) and the booking goes through.
    fake.failNext(503, 1);
    const retried = await book(t.app, bookingBody(eventId, time, { payment: { method: 'STRIPE' } }));
    expect(retried.statusCode, retried.body).toBe(202);

    const other = await signUpHost(t.app, { firstName: 'Bob' });
    await other.agent.request('PUT', `${API}/payments/accounts/stripe`, {
      secretKey: 'sk_test_wrongwrongwrong',
      webhookSecret: fake.webhookSecret,
    });
    const otherEvent = await createEvent(other.agent, {
      name: 'Bad key',
      payment: { enable: true, methods: ['STRIPE'], amount: 10 },
    });
    const refused = await book(t.app, bookingBody(otherEvent, time, { payment: { method: 'STRIPE' } }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    expect(await countRows(t, 'meetings', "event_id = $1 and status <> 'CANCELLED'", [otherEvent])).toBe(0);
  });

  it('waits for the host after payment when confirmation is on, and refunds a rejected booking', async () => {
    const confirmEvent = await createEvent(host.agent, {
      name: 'Paid and confirmed',
      payment: { enable: true, methods: ['STRIPE'], amount: 40, currencyCode: 'USD' },
      bookingConfirmation: { enable: true, type: 'ALL', blockUnconfirmedSlots: false },
    });
    const res = await book(
      t.app,
      bookingBody(confirmEvent, '2027-03-09T09:00:00Z', { payment: { method: 'STRIPE' } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const paymentId = res.json().payment.id;
    const { meetingId } = await status(paymentId);
    const decide = (action: 'CONFIRM' | 'REJECT') =>
      host.agent.request('POST', `${API}/meet/agent/confirm-booking`, {
        meetingId,
        action,
        reason: 'Double-booked',
      });
    // Unpaid: the host cannot confirm it into a booking nobody paid for.
    const early = await decide('CONFIRM');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('waiting for its payment');

    await fake.pay(sessionOf(paymentId).id);
    expect(await status(paymentId)).toMatchObject({ status: 'PAID', meetingStatus: 'ACTION_REQUIRED' });
    expect((await decide('REJECT')).statusCode).toBe(200);
    for (let i = 0; i < 100 && (await status(paymentId)).status !== 'REFUNDED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await status(paymentId)).toMatchObject({
      status: 'REFUNDED',
      meetingStatus: 'CANCELLED',
      refund: { status: 'SUCCEEDED', amount: 4000 },
    });
  });

  it('asks for a method, and refuses one the event or workspace does not offer', async () => {
    const none = await book(t.app, bookingBody(eventId, '2027-03-08T09:00:00Z'));
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: 'payment.method', message: 'Choose how to pay' }]);
    const later = await book(
      t.app,
      bookingBody(eventId, '2027-03-08T09:00:00Z', { payment: { method: 'LATER' } }),
    );
    expect(later.statusCode).toBe(400);
    const unconnected = await createEvent(host.agent, {
      name: 'PayPal only',
      payment: { enable: true, methods: ['PAYPAL'], amount: 10 },
    });
    const paypal = await book(
      t.app,
      bookingBody(unconnected, '2027-03-08T09:00:00Z', { payment: { method: 'PAYPAL' } }),
    );
    expect(paypal.statusCode).toBe(409);
    expect(paypal.json().code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
  });

  it('reports each payment change to the webhook endpoints that take it', async () => {
    const messages = async (paymentId: string) =>
      (
        await t.database.execute(
          `select type from webhook_deliveries where body like '%' || $1 || '%' order by created_at, type`,
          [paymentId],
        )
      ).rows.map((r) => r.type);
    const booked = await bookPaid('2027-03-05T14:00:00Z');
    expect(await messages(booked.payment.id)).toEqual(['payment.initiated']);
    await fake.pay(sessionOf(booked.payment.id).id);
    expect(await messages(booked.payment.id)).toEqual(['payment.initiated', 'payment.paid']);
    // The late payment of the expired hold above was given back.
    const { rows } = await t.database.execute(
      "select count(*)::int as n from webhook_deliveries where type = 'payment.refunded' and body like '%\"REFUNDED\"%'",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
  });
});
