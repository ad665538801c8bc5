import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's API the payments feature uses, answering as the
 * documentation says:
 * - `POST /v1/checkout/sessions` (form-encoded, `Authorization: Bearer sk_…`), idempotent by
 *   `Idempotency-Key`, refusing an `expires_at` less than 30 minutes or more than 24 hours away;
 * - `POST /v1/checkout/sessions/{id}/expire` (only an open session);
 * - `POST /v1/refunds` for a paid session's payment intent;
 * - `GET /v1/balance` (empty), the read a key is checked with when it is connected;
 * - `POST /v1/webhook_endpoints` (`url`, `enabled_events[]`): an endpoint with its own signing
 *   secret, answered once as `secret`, as the Dashboard's "Add endpoint" does;
 * - a minimal hosted checkout page `GET /pay/{id}` whose "Pay" button completes the session,
 *   sends the signed `checkout.session.completed` webhook and redirects to `success_url`.
 * Webhooks go to every endpoint (and to `setWebhookUrl`'s, signed with `webhookSecret`), each
 * signed `Stripe-Signature: t=…,v1=HMAC-SHA256(endpoint secret, "t.body")`.
 * Failures: 401 for another key, and `failNext(status, n)` answers the next n API calls with 429
 * or 5xx as Stripe does.
 */
export interface FakeStripe {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  refunds: Array<{ id: string; paymentIntent: string; amount: number }>;
  /** Every event sent, in order, with its signed body (to redeliver or reorder). */
  events: Array<{ id: string; type: string; body: string }>;
  /** Where webhooks go (the app's webhook address). */
  setWebhookUrl(url: string): void;
  failNext(status: 429 | 500 | 503, count: number): void;
  /** Pays an open session as the hosted page's button does; returns the success URL. */
  pay(sessionId: string): Promise<string>;
  /** Sends an event body again (a redelivery), signed afresh. */
  redeliver(eventId: string): Promise<number>;
  /** Signs a body as Stripe would (or with another secret, to forge). */
  sign(body: string, secret?: string): string;
  /** Makes an event for a session without sending it. */
  makeEvent(type: string, sessionId: string): { id: string; type: string; body: string };
  deliver(event: { body: string }, secret?: string): Promise<number>;
  close(): Promise<void>;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  customer_details: { name: string; email: string | null; address: Record<string, string | null> } | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  url: string | null;
  product: string;
}

/** Turns Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      // `a[]=x&a[]=y` lists values as `a[0]=x&a[1]=y` does.
      if (i === path.length - 1) node[part === '' ? String(Object.keys(node).length) : part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const newWebhookSecret = () => `whsec_${randomBytes(16).toString('base64url').replace(/[-_]/g, 'a')}`;

export async function startFakeStripe(
  options: { now?: () => Date; port?: number; secretKey?: string } = {},
): Promise<FakeStripe> {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = newWebhookSecret();
  /** Endpoints made through the API, each with its own signing secret. */
  const endpoints: Array<{ id: string; url: string; secret: string; events: string[] }> = [];
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeStripe['refunds'] = [];
  const events: FakeStripe['events'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let webhookUrl = '';
  let failures: { status: number; count: number } = { status: 500, count: 0 };
  let baseUrl = '';

  const sign = (body: string, secret = webhookSecret) => {
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    return `t=${t},v1=${v1}`;
  };
  const makeEvent = (type: string, sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const event = {
      id: id('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: '2025-01-27',
      data: { object: { ...session } },
    };
    return { id: event.id, type, body: JSON.stringify(event) };
  };
  const post = async (url: string, body: string, secret: string) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': sign(body, secret),
      },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  };
  const deliver = async (event: { body: string }, secret?: string) => {
    if (!webhookUrl) return 0;
    return post(webhookUrl, event.body, secret ?? webhookSecret);
  };
  const emit = async (type: string, sessionId: string) => {
    const event = makeEvent(type, sessionId);
    events.push(event);
    // The endpoints added through the API first, then `setWebhookUrl`'s.
    for (const endpoint of endpoints) {
      if (!endpoint.events.includes('*') && !endpoint.events.includes(type)) continue;
      // An endpoint that does not answer is Stripe's to retry later, not the payer's problem.
      await post(endpoint.url, event.body, endpoint.secret).catch(() => 0);
    }
    await deliver(event);
  };
  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error('No such checkout session');
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = id('pi');
      session.customer_details = {
        name: 'Grace Hopper',
        email: session.customer_email,
        address: { country: 'US', postal_code: '10001', city: null, line1: null, line2: null, state: null },
      };
      await emit('checkout.session.completed', sessionId);
    }
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  };

  const apiError = (res: ServerResponse, status: number, type: string, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type, message } }));
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return apiError(res, 401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
    }
    if (failures.count > 0) {
      failures.count -= 1;
      return failures.status === 429
        ? apiError(res, 429, 'rate_limit_error', 'Too many requests made to the API too quickly')
        : apiError(res, failures.status, 'api_error', 'An unknown error occurred');
    }
    const key = req.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' ? `${path}:${key}` : undefined;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) return json(res, cached.status, cached.body);
    const answer = (status: number, payload: unknown) => {
      if (cacheKey) idempotent.set(cacheKey, { status, body: payload });
      json(res, status, payload);
    };
    const form = parseForm(body);

    if (req.method === 'GET' && path === '/v1/balance') {
      return json(res, 200, { object: 'balance', livemode: false, available: [], pending: [] });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const item = (form.line_items as Record<string, Record<string, Record<string, unknown>>>)?.['0'];
      const price = item?.price_data as Record<string, unknown> | undefined;
      const amount = Number(price?.unit_amount);
      const expiresAt = Number(form.expires_at ?? now() + 86_400);
      if (!price || !Number.isInteger(amount) || amount < 1 || typeof price.currency !== 'string')
        return apiError(
          res,
          400,
          'invalid_request_error',
          'Missing required param: line_items[0][price_data]',
        );
      if (!form.success_url)
        return apiError(res, 400, 'invalid_request_error', 'Missing required param: success_url');
      if (expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 3600)
        return apiError(
          res,
          400,
          'invalid_request_error',
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        );
      const session: FakeSession = {
        id: id('cs_test'),
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: price.currency,
        client_reference_id: (form.client_reference_id as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        customer_email: (form.customer_email as string) ?? null,
        customer_details: null,
        payment_intent: null,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url ?? ''),
        expires_at: expiresAt,
        created: now(),
        url: null,
        product: String((price.product_data as Record<string, unknown>)?.name ?? ''),
      };
      session.url = `${baseUrl}/pay/${session.id}`;
      sessions.set(session.id, session);
      return answer(200, session);
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire?.[1]) {
      const session = sessions.get(expire[1]);
      if (!session) return apiError(res, 404, 'invalid_request_error', 'No such checkout.session');
      if (session.status !== 'open')
        return apiError(
          res,
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status of open can be expired.`,
        );
      session.status = 'expired';
      session.url = null;
      answer(200, session);
      await emit('checkout.session.expired', session.id);
      return;
    }
    if (req.method === 'POST' && path === '/v1/webhook_endpoints') {
      const url = typeof form.url === 'string' ? form.url : '';
      const enabled = Object.values((form.enabled_events as Record<string, string>) ?? {});
      if (!/^https?:\/\//.test(url))
        return apiError(res, 400, 'invalid_request_error', 'Invalid URL: must be an absolute URL');
      if (enabled.length === 0)
        return apiError(res, 400, 'invalid_request_error', 'Missing required param: enabled_events');
      const endpoint = { id: id('we'), url, secret: newWebhookSecret(), events: enabled };
      endpoints.push(endpoint);
      return answer(200, {
        id: endpoint.id,
        object: 'webhook_endpoint',
        url,
        enabled_events: enabled,
        status: 'enabled',
        secret: endpoint.secret,
      });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = String(form.payment_intent ?? '');
      const session = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!session) return apiError(res, 404, 'invalid_request_error', `No such payment_intent: '${intent}'`);
      const already = refunds.filter((r) => r.paymentIntent === intent).reduce((n, r) => n + r.amount, 0);
      const amount = form.amount ? Number(form.amount) : session.amount_total - already;
      if (amount + already > session.amount_total)
        return apiError(
          res,
          400,
          'invalid_request_error',
          'Refund amount is greater than unrefunded amount on charge',
        );
      const refund = { id: id('re'), paymentIntent: intent, amount };
      refunds.push(refund);
      return answer(200, {
        id: refund.id,
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: intent,
        status: 'succeeded',
        metadata: form.metadata ?? {},
      });
    }
    return apiError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`);
  }

  function page(res: ServerResponse, session: FakeSession) {
    const amount = (session.amount_total / (['jpy', 'krw'].includes(session.currency) ? 1 : 100)).toString();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay · Test checkout</title></head>
<body><main><h1>Test checkout</h1><p>${session.product.replace(/[<&]/g, '')}</p>
<p>${amount} ${session.currency.toUpperCase()}</p>
${
  session.status === 'open'
    ? `<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url}">Back</a></p>`
    : `<p>This checkout is ${session.status}.</p>`
}</main></body></html>`);
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    try {
      if (url.pathname.startsWith('/v1/')) return await api(req, res, url.pathname, body);
      const view = /^\/pay\/([^/]+)(\/complete)?$/.exec(url.pathname);
      const session = view?.[1] ? sessions.get(view[1]) : undefined;
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('Not found');
      }
      if (req.method === 'POST' && view?.[2]) {
        if (session.status !== 'open') return page(res, session);
        const success = await pay(session.id);
        res.writeHead(303, { location: success });
        return res.end();
      }
      return page(res, session);
    } catch (error) {
      apiError(res, 500, 'api_error', error instanceof Error ? error.message : 'error');
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    events,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    failNext: (status, count) => {
      failures = { status, count };
    },
    pay,
    redeliver: async (eventId) => {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return deliver(event);
    },
    sign,
    makeEvent,
    deliver,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
