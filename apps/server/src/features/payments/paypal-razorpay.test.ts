import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  book,
  bookingBody,
  countRows,
  createEvent,
  waitForQueue,
} from '../../../test/booking-factory.ts';
import { type FakePayPal, startFakePayPal } from '../../../test/fake-paypal.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { clearPayPalTokens } from './paypal/client.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

interface Booked {
  payment: {
    id: string;
    status: string;
    amount: number;
    currencyCode: string;
    next: Record<string, unknown>;
  };
}

describe.each(testDatabaseKinds())('PayPal and Razorpay payments on %s', (kind) => {
  let t: TestApp;
  let paypal: FakePayPal;
  let razorpay: FakeRazorpay;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let appId: string;
  let paypalEvent: string;
  let razorpayEvent: string;

  const status = async (paymentId: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/meet/payment/${paymentId}/status` })).json();
  const returned = (paymentId: string, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `${API}/meet/payment/${paymentId}/return`, payload: body });
  const webhook = (provider: string, signed: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/payments/webhook/${provider}/${appId}`,
      headers: signed.headers,
      payload: signed.body,
    });
  const bookWith = async (eventId: string, method: string, time: string): Promise<Booked> => {
    const res = await book(t.app, bookingBody(eventId, time, { payment: { method } }));
    expect(res.statusCode, res.body).toBe(202);
    return res.json();
  };
  const orderOf = (booked: Booked) =>
    new URL(String(booked.payment.next.url)).searchParams.get('token') ?? '';
  const paymentRow = async (id: string) =>
    (await t.database.execute('select * from payments where id = $1', [id])).rows[0] as Record<
      string,
      unknown
    >;

  async function rejectAndWaitForRefund(meetingId: string, paymentId: string) {
    const res = await host.agent.request('POST', `${API}/meet/agent/confirm-booking`, {
      meetingId,
      action: 'REJECT',
      reason: 'Fully booked that day',
    });
    expect(res.statusCode, res.body).toBe(200);
    let current = await status(paymentId);
    for (let i = 0; i < 100 && current.status !== 'REFUNDED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      current = await status(paymentId);
    }
    return current;
  }

  beforeAll(async () => {
    clearPayPalTokens();
    paypal = await startFakePayPal();
    razorpay = await startFakeRazorpay();
    t = await createTestApp(kind, {
      clock: createClock(NOW),
      config: { paymentApiUrls: { paypal: paypal.baseUrl, razorpay: razorpay.baseUrl } },
    });
    host = await signUpHost(t.app, { firstName: 'Ada' });
    appId = host.session.workspace._id;
    const connectPayPal = await host.agent.request('PUT', `${API}/payments/accounts/paypal`, {
      mode: 'sandbox',
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      webhookId: paypal.webhookId,
    });
    expect(connectPayPal.statusCode, connectPayPal.body).toBe(200);
    const connectRazorpay = await host.agent.request('PUT', `${API}/payments/accounts/razorpay`, {
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      webhookSecret: razorpay.webhookSecret,
    });
    expect(connectRazorpay.statusCode, connectRazorpay.body).toBe(200);
    paypalEvent = await createEvent(host.agent, {
      name: 'PayPal call',
      payment: { enable: true, methods: ['PAYPAL'], amount: 25, currencyCode: 'USD' },
    });
    razorpayEvent = await createEvent(host.agent, {
      name: 'Razorpay call',
      payment: { enable: true, methods: ['RAZORPAY'], amount: 499, currencyCode: 'INR' },
    });
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
    await razorpay.close();
  });

  it('keeps both providers’ secrets write-only', async () => {
    const res = await host.agent.request('GET', `${API}/payments/accounts`);
    const byProvider = Object.fromEntries(
      res.json().accounts.map((a: { provider: string }) => [a.provider, a]),
    );
    expect(byProvider.paypal).toMatchObject({
      connected: true,
      details: { mode: 'sandbox', webhookId: paypal.webhookId },
    });
    expect(byProvider.razorpay).toMatchObject({
      connected: true,
      details: { mode: 'test', keyId: razorpay.keyId },
    });
    for (const secret of [paypal.clientSecret, razorpay.keySecret, razorpay.webhookSecret]) {
      expect(res.body).not.toContain(secret);
    }
    const bad = await host.agent.request('PUT', `${API}/payments/accounts/razorpay`, { keyId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('checks credentials with the provider before saving them: refused ones are 422 and change nothing', async () => {
    const other = await signUpHost(t.app, { firstName: 'Grace' });
    const put = (provider: string, body: Record<string, unknown>) =>
      other.agent.request('PUT', `${API}/payments/accounts/${provider}`, body);
    const paypalRefused = await put('paypal', {
      mode: 'sandbox',
      clientId: paypal.clientId,
      clientSecret: `${paypal.clientSecret}-wrong`,
      webhookId: paypal.webhookId,
    });
    expect(paypalRefused.statusCode, paypalRefused.body).toBe(422);
    expect(paypalRefused.json()).toMatchObject({
      code: 'PAYMENT_ACCOUNT_REFUSED',
      error: 'PayPal refused these credentials; check them and try again',
    });
    const razorpayRefused = await put('razorpay', {
      keyId: razorpay.keyId,
      keySecret: `${razorpay.keySecret}x`,
      webhookSecret: razorpay.webhookSecret,
    });
    expect(razorpayRefused.statusCode, razorpayRefused.body).toBe(422);
    expect(razorpayRefused.json().code).toBe('PAYMENT_ACCOUNT_REFUSED');
    // Razorpay out of reach: nothing saved, and the host is told to try again.
    razorpay.failNext(5, 502);
    try {
      const down = await put('razorpay', {
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
      });
      expect(down.statusCode, down.body).toBe(502);
      expect(down.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    } finally {
      razorpay.failNext(0, 502);
    }
    const accounts = (await other.agent.request('GET', `${API}/payments/accounts`)).json().accounts;
    expect(accounts.filter((a: { connected: boolean }) => a.connected)).toEqual([]);
  });

  it('PayPal: approval, return and capture book the slot; duplicate and late webhooks change nothing', async () => {
    const booked = await bookWith(paypalEvent, 'PAYPAL', '2027-03-01T10:00:00Z');
    expect(booked.payment).toMatchObject({ status: 'PENDING', amount: 2500, currencyCode: 'USD' });
    expect(booked.payment.next).toMatchObject({ type: 'REDIRECT' });
    const orderId = orderOf(booked);
    expect(paypal.order(orderId)?.returnUrl).toContain(`/payment_status/?paymentId=${booked.payment.id}`);

    // Back without approving: still pending, still held.
    expect((await returned(booked.payment.id, { token: orderId })).json()).toMatchObject({
      status: 'PENDING',
    });
    paypal.approve(orderId);
    const paid = (await returned(booked.payment.id, { token: orderId, PayerID: 'PAYERFAKE01' })).json();
    expect(paid).toMatchObject({ status: 'PAID', meetingStatus: 'ACTIVE', queueId: expect.any(String) });
    expect((await waitForQueue(t.app, paid.queueId)).status).toBe('DONE');
    const row = await paymentRow(booked.payment.id);
    expect(row).toMatchObject({
      billing_name: 'Pat Payer',
      email_id: 'pat.payer@example.com',
      order_id: orderId,
    });
    expect(String(row.external_payment_id)).toMatch(/^CAP/);

    // The approval and capture webhooks arrive after the return, one of them twice.
    const approved = paypal.signEvent(paypal.orderApprovedEvent(orderId));
    const completed = paypal.signEvent(paypal.captureCompletedEvent(orderId));
    for (const signed of [completed, approved, completed])
      expect((await webhook('paypal', signed)).statusCode).toBe(200);
    expect(await status(booked.payment.id)).toMatchObject({ status: 'PAID', meetingStatus: 'ACTIVE' });
    expect(await countRows(t, 'booking_queue', 'attendee_id = $1', [paid.attendeeId])).toBe(1);
    expect(await countRows(t, 'payment_events', 'event_id = $1', [JSON.parse(completed.body).id])).toBe(1);
  });

  it('PayPal: the approval webhook alone (the payer never came back) captures and books', async () => {
    const booked = await bookWith(paypalEvent, 'PAYPAL', '2027-03-01T11:00:00Z');
    const orderId = orderOf(booked);
    paypal.approve(orderId);
    expect((await webhook('paypal', paypal.signEvent(paypal.orderApprovedEvent(orderId)))).statusCode).toBe(
      200,
    );
    expect(await status(booked.payment.id)).toMatchObject({ status: 'PAID', meetingStatus: 'ACTIVE' });
    expect(paypal.order(orderId)?.status).toBe('COMPLETED');
  });

  it('PayPal: a forged webhook is 400 and changes nothing', async () => {
    const booked = await bookWith(paypalEvent, 'PAYPAL', '2027-03-01T12:00:00Z');
    const orderId = orderOf(booked);
    paypal.approve(orderId);
    const forged = paypal.signEvent(paypal.orderApprovedEvent(orderId), { forge: true });
    const res = await webhook('paypal', forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await status(booked.payment.id)).toMatchObject({
      status: 'PENDING',
      meetingStatus: 'ACTION_REQUIRED',
    });
    expect(paypal.order(orderId)?.status).toBe('APPROVED');
    expect(await countRows(t, 'payment_events', 'event_id = $1', [JSON.parse(forged.body).id])).toBe(0);
  });

  it('PayPal and Razorpay: a signed body that is not an event is 400, and PayPal out of reach is 502', async () => {
    for (const [provider, signed] of [
      ['paypal', paypal.signEvent(null as never)],
      ['razorpay', razorpay.signEvent(null as never)],
      ['razorpay', razorpay.signEvent([] as never)],
    ] as const) {
      const res = await webhook(provider, signed);
      expect(res.statusCode, `${provider} ${signed.body}`).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    // PayPal checks its own signatures: while it cannot be asked, the webhook is refused for a
    // redelivery, not failed with a 500.
    const booked = await bookWith(paypalEvent, 'PAYPAL', '2027-03-01T15:00:00Z');
    const orderId = orderOf(booked);
    paypal.approve(orderId);
    paypal.failNext(20, 503);
    try {
      const res = await webhook('paypal', paypal.signEvent(paypal.orderApprovedEvent(orderId)));
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    } finally {
      paypal.failNext(0, 503);
    }
    expect(await status(booked.payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('PayPal: an expired token is renewed once, and the booking goes through', async () => {
    paypal.expireTokens();
    const before = paypal.tokensIssued();
    const booked = await bookWith(paypalEvent, 'PAYPAL', '2027-03-01T13:00:00Z');
    expect(booked.payment.next).toMatchObject({ type: 'REDIRECT' });
    expect(paypal.tokensIssued()).toBe(before + 1);
  });

  it('PayPal: rejecting a paid booking refunds the capture once', async () => {
    const confirmEvent = await createEvent(host.agent, {
      name: 'PayPal call, confirmed by hand',
      bookingConfirmation: { enable: true, type: 'ALL', blockUnconfirmedSlots: true },
      payment: { enable: true, methods: ['PAYPAL'], amount: 25, currencyCode: 'USD' },
    });
    const booked = await bookWith(confirmEvent, 'PAYPAL', '2027-03-01T14:00:00Z');
    const orderId = orderOf(booked);
    paypal.approve(orderId);
    const paid = (await returned(booked.payment.id, { token: orderId })).json();
    expect(paid).toMatchObject({ status: 'PAID', meetingStatus: 'ACTION_REQUIRED' });
    const refunded = await rejectAndWaitForRefund(paid.meetingId, booked.payment.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refund: { status: 'SUCCEEDED', amount: 2500 } });
    const capture = String((await paymentRow(booked.payment.id)).external_payment_id);
    expect(paypal.refunds().filter((r) => r.captureId === capture)).toHaveLength(1);
    // PayPal's own refund notice arrives afterwards: nothing changes.
    const notice = paypal.signEvent(paypal.captureRefundedEvent(capture));
    expect((await webhook('paypal', notice)).statusCode).toBe(200);
    expect(await status(booked.payment.id)).toMatchObject({ status: 'REFUNDED' });
  });

  it('Razorpay: Checkout’s signed result books the slot; a forged one is 400 and changes nothing', async () => {
    const booked = await bookWith(razorpayEvent, 'RAZORPAY', '2027-03-02T10:00:00Z');
    expect(booked.payment).toMatchObject({ status: 'PENDING', amount: 49_900, currencyCode: 'INR' });
    expect(booked.payment.next).toMatchObject({
      type: 'IN_PAGE',
      data: {
        provider: 'razorpay',
        key: razorpay.keyId,
        amount: 49_900,
        currency: 'INR',
        scriptUrl: razorpay.checkoutUrl,
      },
    });
    const orderId = String((booked.payment.next.data as Record<string, unknown>).orderId);
    // The status page can open Checkout again.
    expect((await status(booked.payment.id)).next).toMatchObject({ type: 'IN_PAGE', data: { orderId } });

    const { paymentId, signature } = razorpay.pay(orderId);
    const forged = await returned(booked.payment.id, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await status(booked.payment.id)).toMatchObject({ status: 'PENDING' });

    const paid = await returned(booked.payment.id, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(paid.json()).toMatchObject({
      status: 'PAID',
      meetingStatus: 'ACTIVE',
      queueId: expect.any(String),
    });
    expect(await paymentRow(booked.payment.id)).toMatchObject({
      external_payment_id: paymentId,
      order_id: orderId,
    });

    // The webhooks, out of order and twice: nothing more happens.
    const captured = razorpay.signEvent(razorpay.paymentCapturedEvent(paymentId));
    const orderPaid = razorpay.signEvent(razorpay.orderPaidEvent(paymentId));
    for (const signed of [orderPaid, captured, captured])
      expect((await webhook('razorpay', signed)).statusCode).toBe(200);
    expect(await countRows(t, 'booking_queue', 'attendee_id = $1', [paid.json().attendeeId])).toBe(1);
    expect(
      await countRows(t, 'payment_events', 'event_id = $1', [captured.headers['x-razorpay-event-id']]),
    ).toBe(1);
  });

  it('Razorpay: the webhook alone books it (the page was closed), and a forged webhook does nothing', async () => {
    const booked = await bookWith(razorpayEvent, 'RAZORPAY', '2027-03-02T11:00:00Z');
    const orderId = String((booked.payment.next.data as Record<string, unknown>).orderId);
    const { paymentId } = razorpay.pay(orderId, { capture: false });
    const forged = razorpay.signEvent(razorpay.paymentCapturedEvent(paymentId), { forge: true });
    expect((await webhook('razorpay', forged)).statusCode).toBe(400);
    expect(await status(booked.payment.id)).toMatchObject({
      status: 'PENDING',
      meetingStatus: 'ACTION_REQUIRED',
    });
    expect(razorpay.payment(paymentId)?.status).toBe('authorized');

    const failed = razorpay.signEvent(razorpay.paymentFailedEvent(orderId));
    expect((await webhook('razorpay', failed)).statusCode).toBe(200);
    expect(await status(booked.payment.id)).toMatchObject({ status: 'PENDING' });
    const authorized = JSON.parse(razorpay.signEvent(razorpay.paymentCapturedEvent(paymentId)).body);
    authorized.event = 'payment.authorized';
    expect((await webhook('razorpay', razorpay.signEvent(authorized))).statusCode).toBe(200);
    expect(await status(booked.payment.id)).toMatchObject({ status: 'PAID', meetingStatus: 'ACTIVE' });
    expect(razorpay.payment(paymentId)?.status).toBe('captured');
  });

  it('Razorpay: a 429 is retried, and a rejected paid booking is refunded', async () => {
    const confirmEvent = await createEvent(host.agent, {
      name: 'Razorpay call, confirmed by hand',
      bookingConfirmation: { enable: true, type: 'ALL', blockUnconfirmedSlots: true },
      payment: { enable: true, methods: ['RAZORPAY'], amount: 499, currencyCode: 'INR' },
    });
    razorpay.failNext(1, 429);
    const booked = await bookWith(confirmEvent, 'RAZORPAY', '2027-03-02T12:00:00Z');
    const orderId = String((booked.payment.next.data as Record<string, unknown>).orderId);
    const { paymentId, signature } = razorpay.pay(orderId);
    const paid = (
      await returned(booked.payment.id, {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      })
    ).json();
    expect(paid).toMatchObject({ status: 'PAID', meetingStatus: 'ACTION_REQUIRED' });
    const refunded = await rejectAndWaitForRefund(paid.meetingId, booked.payment.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refund: { status: 'SUCCEEDED', amount: 49_900 } });
    expect(razorpay.refunds().filter((r) => r.paymentId === paymentId)).toHaveLength(1);
  });

  it('refunds a visitor’s cancellation through PayPal and through Razorpay', async () => {
    const viaPayPal = await bookWith(paypalEvent, 'PAYPAL', '2027-03-03T10:00:00Z');
    const orderId = orderOf(viaPayPal);
    paypal.approve(orderId);
    expect((await returned(viaPayPal.payment.id, { token: orderId })).json()).toMatchObject({
      status: 'PAID',
    });

    const viaRazorpay = await bookWith(razorpayEvent, 'RAZORPAY', '2027-03-03T11:00:00Z');
    const razorpayOrder = String((viaRazorpay.payment.next.data as Record<string, unknown>).orderId);
    const { paymentId, signature } = razorpay.pay(razorpayOrder);
    const paid = await returned(viaRazorpay.payment.id, {
      razorpay_order_id: razorpayOrder,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(paid.json()).toMatchObject({ status: 'PAID' });

    for (const booked of [viaPayPal, viaRazorpay]) {
      const { attendeeId } = await status(booked.payment.id);
      const cancelled = await t.app.inject({
        method: 'PATCH',
        url: `${API}/meet/cancel`,
        payload: { attendeeId, reason: 'Cannot come' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    let current = [await status(viaPayPal.payment.id), await status(viaRazorpay.payment.id)];
    for (let i = 0; i < 100 && current.some((p) => p.status !== 'REFUNDED'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      current = [await status(viaPayPal.payment.id), await status(viaRazorpay.payment.id)];
    }
    expect(current[0]).toMatchObject({
      status: 'REFUNDED',
      meetingStatus: 'CANCELLED',
      refund: { status: 'SUCCEEDED', amount: 2500 },
    });
    expect(current[1]).toMatchObject({
      status: 'REFUNDED',
      meetingStatus: 'CANCELLED',
      refund: { status: 'SUCCEEDED', amount: 49_900 },
    });
    const capture = String((await paymentRow(viaPayPal.payment.id)).external_payment_id);
    expect(paypal.refunds().filter((r) => r.captureId === capture)).toHaveLength(1);
    expect(razorpay.refunds().filter((r) => r.paymentId === paymentId)).toHaveLength(1);
  });
});
