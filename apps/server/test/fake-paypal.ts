import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { basicAuth, listen, parseJson, readBody, replyJson } from './fake-http.ts';

/**
 * A local stand-in for PayPal's REST API, answering as its documentation says:
 * - `POST /v1/oauth2/token` (Basic client id and secret, `grant_type=client_credentials`) gives a
 *   bearer token valid `expires_in` SECONDS; `expireTokens()` makes every issued token answer 401
 *   `invalid_token`, as PayPal does for an expired one.
 * - Orders v2: create (intent CAPTURE, `payer-action` link to the hosted approval page), get,
 *   capture (422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED), with `PayPal-Request-Id` idempotency.
 * - `POST /v2/payments/captures/{id}/refund` (422 CAPTURE_FULLY_REFUNDED the second time).
 * - `/checkoutnow?token=…`: a minimal hosted approval page whose buttons approve the order and
 *   redirect to the order's `return_url?token=…&PayerID=…`, or go back to its `cancel_url`.
 * - Webhooks signed with an RSA key (`signEvent`), checked by `POST /v1/notifications/verify-webhook-signature`
 *   over `transmission_id|transmission_time|webhook_id|crc32(body)`.
 * - `failNext(n, status)` answers the next n API calls with 429 or a 5xx.
 */
export interface FakePayPal {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** How many tokens were issued (a cached token is not asked for again). */
  tokensIssued(): number;
  expireTokens(): void;
  failNext(count: number, status: 429 | 500 | 503): void;
  /** Approves an order as the payer would on the hosted page. */
  approve(orderId: string): void;
  order(orderId: string): FakeOrder | undefined;
  refunds(): Array<{ id: string; captureId: string }>;
  /** Requests the API answered, method and path, in order. */
  calls: string[];
  /** An event as PayPal would post it: the raw body and its transmission headers. */
  signEvent(
    event: WebhookEvent,
    options?: { forge?: boolean },
  ): { body: string; headers: Record<string, string> };
  orderApprovedEvent(orderId: string): WebhookEvent;
  captureCompletedEvent(orderId: string): WebhookEvent;
  captureDeniedEvent(orderId: string): WebhookEvent;
  captureRefundedEvent(captureId: string): WebhookEvent;
  close(): Promise<void>;
}

export interface WebhookEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
}

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchaseUnit: {
    reference_id?: string;
    custom_id?: string;
    amount: { currency_code: string; value: string };
  };
  returnUrl: string;
  cancelUrl: string;
  capture?: { id: string; status: string; create_time: string };
}

const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

export async function startFakePayPal(
  options: {
    clientId?: string;
    clientSecret?: string;
    webhookId?: string;
    expiresInSeconds?: number;
    port?: number;
  } = {},
): Promise<FakePayPal> {
  const clientId = options.clientId ?? `AcL1ent${randomBytes(6).toString('hex')}`;
  const clientSecret = options.clientSecret ?? `EPs3cret${randomBytes(8).toString('hex')}`;
  const webhookId = options.webhookId ?? `WH${randomBytes(8).toString('hex').toUpperCase()}`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const liveTokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, string>(); // capture id → order id
  const refunded = new Map<string, string>(); // capture id → refund id
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const calls: string[] = [];
  let issued = 0;
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let counter = 0;
  const nextId = (prefix: string) =>
    `${prefix}${(++counter).toString().padStart(4, '0')}${randomBytes(5).toString('hex').toUpperCase()}`;

  const orderView = (o: FakeOrder) => ({
    id: o.id,
    intent: o.intent,
    status: o.status,
    ...(o.status === 'PAYER_ACTION_REQUIRED'
      ? {}
      : {
          payer: {
            name: { given_name: 'Pat', surname: 'Payer' },
            email_address: 'pat.payer@example.com',
            payer_id: 'PAYERFAKE01',
            address: { country_code: 'US' },
          },
        }),
    purchase_units: [
      {
        ...o.purchaseUnit,
        ...(o.capture
          ? {
              payments: {
                captures: [
                  { ...o.capture, amount: o.purchaseUnit.amount, custom_id: o.purchaseUnit.custom_id },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const unprocessable = (res: ServerResponse, issue: string, description: string) =>
    replyJson(res, 422, {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: randomBytes(6).toString('hex'),
      details: [{ issue, description }],
    });

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    if (path === '/checkoutnow') return approvalPage(req, res, url);
    calls.push(`${req.method} ${path}`);
    const raw = await readBody(req);

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const auth = basicAuth(req);
      if (auth?.user !== clientId || auth.password !== clientSecret) {
        return replyJson(res, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
        return replyJson(res, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL',
        });
      }
      const token = `A21AA${randomBytes(16).toString('hex')}`;
      liveTokens.add(token);
      issued += 1;
      return replyJson(res, 200, {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: options.expiresInSeconds ?? 32400,
        nonce: `${new Date().toISOString()}${randomBytes(4).toString('hex')}`,
      });
    }

    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !liveTokens.has(token)) {
      return replyJson(res, 401, {
        error: 'invalid_token',
        error_description: 'Access Token not found in cache',
      });
    }
    if (failures.count > 0) {
      failures.count -= 1;
      const body =
        failures.status === 429
          ? { name: 'RATE_LIMIT_REACHED', message: 'Too many requests. Blocked due to rate limiting.' }
          : { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' };
      return replyJson(res, failures.status, body, { 'retry-after': '0' });
    }
    const requestId = req.headers['paypal-request-id'];
    const idemKey = typeof requestId === 'string' ? `${path}\n${requestId}` : undefined;
    const remembered = idemKey ? idempotent.get(idemKey) : undefined;
    if (remembered) return replyJson(res, remembered.status, remembered.body);
    const answer = (status: number, body: unknown) => {
      if (idemKey && status < 300) idempotent.set(idemKey, { status, body });
      replyJson(res, status, body);
    };
    const body = raw ? parseJson(raw) : {};
    if (raw && !body)
      return replyJson(res, 400, { name: 'INVALID_REQUEST', message: 'Request is not well-formed.' });

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (body?.purchase_units as FakeOrder['purchaseUnit'][] | undefined)?.[0];
      const context = (body?.payment_source as { paypal?: { experience_context?: Record<string, string> } })
        ?.paypal?.experience_context;
      const amount = unit?.amount;
      if (body?.intent !== 'CAPTURE' || !amount || !context?.return_url || !context.cancel_url) {
        return replyJson(res, 400, {
          name: 'INVALID_REQUEST',
          message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
          details: [{ issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field is missing.' }],
        });
      }
      const decimals = ZERO_DECIMAL.has(amount.currency_code) ? 0 : 2;
      const pattern = decimals === 0 ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
      if (!pattern.test(amount.value) || Number(amount.value) <= 0) {
        return unprocessable(
          res,
          'DECIMAL_PRECISION',
          'The value of the field should not be more than the currency allows.',
        );
      }
      const order: FakeOrder = {
        id: nextId(''),
        status: 'PAYER_ACTION_REQUIRED',
        intent: 'CAPTURE',
        purchaseUnit: unit,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
      };
      orders.set(order.id, order);
      return answer(200, orderView(order));
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch?.[1]) {
      const order = orders.get(decodeURIComponent(orderMatch[1]));
      if (!order) {
        return replyJson(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
          details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
        });
      }
      if (req.method === 'GET' && !orderMatch[2]) return replyJson(res, 200, orderView(order));
      if (req.method === 'POST' && orderMatch[2]) {
        if (order.status === 'COMPLETED') {
          return unprocessable(res, 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
        }
        if (order.status !== 'APPROVED') {
          return unprocessable(
            res,
            'ORDER_NOT_APPROVED',
            'Payer has not yet approved the Order for payment.',
          );
        }
        order.status = 'COMPLETED';
        order.capture = { id: nextId('CAP'), status: 'COMPLETED', create_time: new Date().toISOString() };
        captures.set(order.capture.id, order.id);
        return answer(201, orderView(order));
      }
    }

    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refundMatch?.[1]) {
      const captureId = decodeURIComponent(refundMatch[1]);
      if (!captures.has(captureId)) {
        return replyJson(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
        });
      }
      if (refunded.has(captureId)) {
        return unprocessable(res, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
      }
      const refundId = nextId('REF');
      refunded.set(captureId, refundId);
      return answer(201, {
        id: refundId,
        status: 'COMPLETED',
        links: [{ href: `${base}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
      });
    }

    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const event = body?.webhook_event;
      const fields = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ];
      if (!event || fields.some((f) => typeof body?.[f] !== 'string')) {
        return replyJson(res, 400, { name: 'VALIDATION_ERROR', message: 'Invalid request - see details.' });
      }
      const message = `${body.transmission_id}|${body.transmission_time}|${body.webhook_id}|${crc32(JSON.stringify(event))}`;
      let valid = false;
      try {
        valid =
          body.auth_algo === 'SHA256withRSA' &&
          String(body.cert_url).startsWith(`${base}/v1/notifications/certs/`) &&
          body.webhook_id === webhookId &&
          createVerify('sha256').update(message).verify(publicKey, String(body.transmission_sig), 'base64');
      } catch {
        valid = false;
      }
      return replyJson(res, 200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
    }

    replyJson(res, 404, { name: 'RESOURCE_NOT_FOUND', message: `No route ${req.method} ${path}` });
  };

  async function approvalPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>PayPal</title><p>This order does not exist.</p>');
    }
    if (req.method === 'POST') {
      const choice = new URLSearchParams(await readBody(req)).get('choice');
      if (choice === 'cancel') {
        res.writeHead(303, { location: withQuery(order.cancelUrl, { token: order.id }) });
        return res.end();
      }
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
      res.writeHead(303, {
        location: withQuery(order.returnUrl, { token: order.id, PayerID: 'PAYERFAKE01' }),
      });
      return res.end();
    }
    const { value, currency_code } = order.purchaseUnit.amount;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal Checkout</title></head>
<body><main><h1>Pay with PayPal</h1><p>Total ${escapeHtml(value)} ${escapeHtml(currency_code)}</p>
<form method="post"><button name="choice" value="pay">Complete purchase</button>
<button name="choice" value="cancel">Cancel and return</button></form></main></body></html>`);
  }

  const listening = await listen(handler, options.port ?? 0);
  const base = listening.baseUrl;

  function event(eventType: string, resourceType: string, resource: Record<string, unknown>): WebhookEvent {
    return {
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary: eventType,
      resource,
    };
  }

  function captureResource(orderId: string, status: string) {
    const order = orders.get(orderId);
    if (!order?.capture) throw new Error(`order ${orderId} has no capture`);
    return {
      id: order.capture.id,
      status,
      amount: order.purchaseUnit.amount,
      custom_id: order.purchaseUnit.custom_id,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: order.capture.create_time,
    };
  }

  return {
    baseUrl: base,
    clientId,
    clientSecret,
    webhookId,
    calls,
    tokensIssued: () => issued,
    expireTokens: () => liveTokens.clear(),
    failNext: (count, status) => {
      failures = { count, status };
    },
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (order?.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    },
    order: (orderId) => orders.get(orderId),
    refunds: () => [...refunded].map(([captureId, id]) => ({ id, captureId })),
    signEvent: (webhookEvent, signOptions = {}) => {
      const body = JSON.stringify(webhookEvent);
      const transmissionId = randomBytes(16).toString('hex');
      const transmissionTime = new Date().toISOString();
      const signed = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(signOptions.forge ? `${body} ` : body)}`;
      const signature = createSign('sha256').update(signed).sign(privateKey, 'base64');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': signature,
          'paypal-cert-url': `${base}/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
      };
    },
    orderApprovedEvent: (orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      return event('CHECKOUT.ORDER.APPROVED', 'checkout-order', orderView(order));
    },
    captureCompletedEvent: (orderId) =>
      event('PAYMENT.CAPTURE.COMPLETED', 'capture', captureResource(orderId, 'COMPLETED')),
    captureDeniedEvent: (orderId) =>
      event('PAYMENT.CAPTURE.DENIED', 'capture', captureResource(orderId, 'DECLINED')),
    captureRefundedEvent: (captureId) => {
      const orderId = captures.get(captureId);
      const order = orderId ? orders.get(orderId) : undefined;
      if (!order) throw new Error(`no capture ${captureId}`);
      return event('PAYMENT.CAPTURE.REFUNDED', 'refund', {
        id: refunded.get(captureId) ?? nextId('REF'),
        status: 'COMPLETED',
        amount: order.purchaseUnit.amount,
        custom_id: order.purchaseUnit.custom_id,
        links: [{ href: `${base}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
      });
    },
    close: () => listening.close(),
  };
}

function withQuery(address: string, params: Record<string, string>): string {
  const url = new URL(address);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
