import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicAuth, listen, parseJson, readBody, replyJson } from './fake-http.ts';

/**
 * A local stand-in for Razorpay, answering as its documentation says:
 * - `POST /v1/orders`, `GET /v1/orders` (the newest `count`), `GET /v1/orders/{id}`, `GET /v1/payments/{id}`, `POST /v1/payments/{id}/capture`
 *   and `/refund`, with HTTP Basic `key_id:key_secret` (401 otherwise) and amounts in paise
 *   (integers, at least 100);
 * - `GET /v1/checkout.js`: a stand-in for Checkout's script. `new Razorpay(options).open()` shows a
 *   small dialog in the page; "Pay" asks this server (`POST /_checkout/pay`) to pay the order and hands
 *   `options.handler` the `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature`
 *   (HMAC-SHA256 of `order_id|payment_id` with the key secret), as Checkout does; "Cancel" calls
 *   `options.modal.ondismiss`;
 * - webhooks signed with `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook
 *   secret) and numbered with `X-Razorpay-Event-Id`;
 * - `failNext(n, status)` answers the next n API calls with 429 or a 5xx.
 */
export interface FakeRazorpay {
  baseUrl: string;
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  failNext(count: number, status: 429 | 500 | 502): void;
  /** Pays an order as Checkout would; `capture: false` leaves the payment authorized only. */
  pay(orderId: string, options?: { capture?: boolean }): { paymentId: string; signature: string };
  payment(paymentId: string): FakePayment | undefined;
  refunds(): Array<{ id: string; paymentId: string }>;
  calls: string[];
  signEvent(
    event: RazorpayEvent,
    options?: { forge?: boolean },
  ): { body: string; headers: Record<string, string> };
  paymentCapturedEvent(paymentId: string): RazorpayEvent;
  orderPaidEvent(paymentId: string): RazorpayEvent;
  paymentFailedEvent(orderId: string): RazorpayEvent;
  refundProcessedEvent(paymentId: string): RazorpayEvent;
  close(): Promise<void>;
}

export interface RazorpayEvent {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: Record<string, { entity: Record<string, unknown> }>;
  created_at: number;
}

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  created_at: number;
}

interface FakePayment {
  id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  amount_refunded: number;
  email: string;
  contact: string;
  method: string;
  captured: boolean;
  created_at: number;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

export async function startFakeRazorpay(
  options: { port?: number; keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = options.keySecret ?? randomBytes(12).toString('hex');
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(10).toString('hex')}`;
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunded = new Map<string, string>(); // refund id → payment id
  const calls: string[] = [];
  let failures = { count: 0, status: 500 };
  const id = (prefix: string) =>
    `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'X').slice(0, 14)}`;
  const seconds = () => Math.floor(Date.now() / 1000);

  const error = (
    res: ServerResponse,
    status: number,
    description: string,
    extra: Record<string, unknown> = {},
  ) =>
    replyJson(res, status, {
      error: {
        code: status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        description,
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
        ...extra,
      },
    });
  const orderView = (o: FakeOrder) => {
    const paid = [...payments.values()]
      .filter((p) => p.order_id === o.id && p.captured)
      .reduce((s, p) => s + p.amount, 0);
    return { ...o, entity: 'order', amount_paid: paid, amount_due: o.amount - paid, offer_id: null };
  };
  const paymentView = (p: FakePayment) => ({
    ...p,
    entity: 'payment',
    refund_status: p.amount_refunded === 0 ? null : 'full',
    description: 'Booking',
    notes: [],
    error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: p.status === 'failed' ? 'Payment failed' : null,
  });

  function pay(orderId: string, payOptions: { capture?: boolean } = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const capture = payOptions.capture ?? true;
    const payment: FakePayment = {
      id: id('pay'),
      amount: order.amount,
      currency: order.currency,
      status: capture ? 'captured' : 'authorized',
      order_id: order.id,
      amount_refunded: 0,
      email: 'payer@example.com',
      contact: '+919000090000',
      method: 'upi',
      captured: capture,
      created_at: seconds(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = capture ? 'paid' : 'attempted';
    const signature = createHmac('sha256', keySecret).update(`${order.id}|${payment.id}`).digest('hex');
    return { paymentId: payment.id, signature };
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    if (path === '/v1/checkout.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...CORS });
      return res.end(checkoutScript(base));
    }
    const raw = await readBody(req);
    if (req.method === 'POST' && path === '/_checkout/pay') {
      const body = parseJson(raw);
      const order = orders.get(String(body?.order_id ?? ''));
      if (body?.key !== keyId || !order) return error(res, 400, 'The id provided does not exist');
      const paid = pay(order.id);
      return replyJson(
        res,
        200,
        {
          razorpay_payment_id: paid.paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: paid.signature,
        },
        CORS,
      );
    }
    calls.push(`${req.method} ${path}`);
    const auth = basicAuth(req);
    if (auth?.user !== keyId || auth.password !== keySecret) return error(res, 401, 'Authentication failed');
    if (failures.count > 0) {
      failures.count -= 1;
      return failures.status === 429
        ? error(res, 429, 'Too many requests', { code: 'BAD_REQUEST_ERROR' })
        : error(
            res,
            failures.status,
            'The server encountered an error. The incident has been reported to admins.',
          );
    }
    const body = raw ? parseJson(raw) : {};
    if (raw && !body) return error(res, 400, 'The request body is not valid JSON');

    if (req.method === 'GET' && path === '/v1/orders') {
      const items = [...orders.values()].slice(-Number(url.searchParams.get('count') ?? 10));
      return replyJson(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'POST' && path === '/v1/orders') {
      const amount = body?.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return error(res, 400, 'The amount must be atleast INR 1.00', { field: 'amount' });
      }
      if (typeof body?.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) {
        return error(res, 400, 'The currency field is required.', { field: 'currency' });
      }
      const receipt = typeof body.receipt === 'string' ? body.receipt : null;
      if (receipt && receipt.length > 40) {
        return error(res, 400, 'The receipt may not be greater than 40 characters.', { field: 'receipt' });
      }
      const order: FakeOrder = {
        id: id('order'),
        amount,
        currency: body.currency,
        receipt,
        notes: (body.notes as Record<string, string>) ?? {},
        status: 'created',
        attempts: 0,
        created_at: seconds(),
      };
      orders.set(order.id, order);
      return replyJson(res, 200, orderView(order));
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && orderMatch?.[1]) {
      const order = orders.get(decodeURIComponent(orderMatch[1]));
      return order
        ? replyJson(res, 200, orderView(order))
        : error(res, 400, 'The id provided does not exist');
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path);
    if (paymentMatch?.[1]) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1]));
      if (!payment) return error(res, 400, 'The id provided does not exist');
      if (req.method === 'GET' && !paymentMatch[2]) return replyJson(res, 200, paymentView(payment));
      if (req.method === 'POST' && paymentMatch[2] === '/capture') {
        if (payment.captured) return error(res, 400, 'This payment has already been captured');
        if (body?.amount !== payment.amount) {
          return error(res, 400, 'Capture amount must be equal to the amount authorized', {
            field: 'amount',
          });
        }
        payment.captured = true;
        payment.status = 'captured';
        const order = orders.get(payment.order_id);
        if (order) order.status = 'paid';
        return replyJson(res, 200, paymentView(payment));
      }
      if (req.method === 'POST' && paymentMatch[2] === '/refund') {
        if (!payment.captured) return error(res, 400, 'The payment has not been captured');
        if (payment.amount_refunded >= payment.amount) {
          return error(res, 400, 'The payment has been fully refunded already');
        }
        const amount =
          typeof body?.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded;
        payment.amount_refunded += amount;
        if (payment.amount_refunded >= payment.amount) payment.status = 'refunded';
        const refundId = id('rfnd');
        refunded.set(refundId, payment.id);
        return replyJson(res, 200, {
          id: refundId,
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          notes: [],
          receipt: null,
          status: 'processed',
          speed_requested: 'normal',
          speed_processed: 'normal',
          created_at: seconds(),
        });
      }
    }
    error(res, 400, 'The requested URL was not found on the server.');
  };

  const listening = await listen(handler, options.port ?? 0);
  const base = listening.baseUrl;

  const event = (name: string, payload: RazorpayEvent['payload']): RazorpayEvent => ({
    entity: 'event',
    account_id: 'acc_FakeAccount01',
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: seconds(),
  });
  const paymentOf = (paymentId: string) => {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    return payment;
  };

  return {
    baseUrl: base,
    checkoutUrl: `${base}/v1/checkout.js`,
    keyId,
    keySecret,
    webhookSecret,
    calls,
    failNext: (count, status) => {
      failures = { count, status };
    },
    pay,
    payment: (paymentId) => payments.get(paymentId),
    refunds: () => [...refunded].map(([refundId, paymentId]) => ({ id: refundId, paymentId })),
    signEvent: (webhookEvent, signOptions = {}) => {
      const body = JSON.stringify(webhookEvent);
      const secret = signOptions.forge ? 'not-the-webhook-secret' : webhookSecret;
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
          'x-razorpay-event-id': id('evt'),
        },
      };
    },
    paymentCapturedEvent: (paymentId) =>
      event('payment.captured', { payment: { entity: paymentView(paymentOf(paymentId)) } }),
    orderPaidEvent: (paymentId) => {
      const payment = paymentOf(paymentId);
      const order = orders.get(payment.order_id);
      if (!order) throw new Error(`no order ${payment.order_id}`);
      return event('order.paid', {
        payment: { entity: paymentView(payment) },
        order: { entity: orderView(order) },
      });
    },
    paymentFailedEvent: (orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const failed: FakePayment = {
        id: id('pay'),
        amount: order.amount,
        currency: order.currency,
        status: 'failed',
        order_id: order.id,
        amount_refunded: 0,
        email: 'payer@example.com',
        contact: '+919000090000',
        method: 'card',
        captured: false,
        created_at: seconds(),
      };
      payments.set(failed.id, failed);
      return event('payment.failed', { payment: { entity: paymentView(failed) } });
    },
    refundProcessedEvent: (paymentId) => {
      const payment = paymentOf(paymentId);
      const refundId = [...refunded].find(([, p]) => p === paymentId)?.[0] ?? id('rfnd');
      return event('refund.processed', {
        refund: {
          entity: {
            id: refundId,
            entity: 'refund',
            amount: payment.amount,
            payment_id: paymentId,
            status: 'processed',
          },
        },
        payment: { entity: paymentView(payment) },
      });
    },
    close: () => listening.close(),
  };
}

/** The stand-in for checkout.js: the same constructor, options and callbacks, a plain dialog for a UI. */
function checkoutScript(base: string): string {
  return `(() => {
  const api = ${JSON.stringify(base)};
  function Razorpay(options) { this.options = options; }
  Razorpay.prototype.open = function () {
    const o = this.options;
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', 'Razorpay Checkout');
    const title = document.createElement('h2');
    title.textContent = (o.name || 'Razorpay') + ' — ' + (o.amount / 100).toFixed(2) + ' ' + o.currency;
    const pay = document.createElement('button');
    pay.textContent = 'Pay now';
    const cancel = document.createElement('button');
    cancel.textContent = 'Cancel payment';
    dialog.append(title, pay, cancel);
    document.body.append(dialog);
    dialog.showModal();
    pay.onclick = async () => {
      const res = await fetch(api + '/_checkout/pay', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: o.key, order_id: o.order_id }),
      });
      const answer = await res.json();
      dialog.close(); dialog.remove();
      if (res.ok) o.handler(answer);
    };
    cancel.onclick = () => { dialog.close(); dialog.remove(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); };
  };
  window.Razorpay = Razorpay;
})();`;
}
