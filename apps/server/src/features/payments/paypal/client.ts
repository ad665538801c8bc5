import { createHash } from 'node:crypto';
import type { CheckoutOrdersV2, CreateOrderRequestBody, OrderResponseBody } from '@paypal/paypal-js';
import {
  type ProviderCallError,
  providerCallError,
  sendToProvider,
  waitBeforeRetry,
} from '../provider-http.ts';

/** The documented PayPal REST addresses; tests and self-hosters may point the client elsewhere. */
export const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

export interface PayPalClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The clock that decides when a cached token is too old. */
  now: () => Date;
}

// PayPal's own types of the Orders v2 API, generated from its OpenAPI description and published
// in `@paypal/paypal-js` (a development dependency: only the types are used, checked by tsc).
type Schemas = CheckoutOrdersV2['components']['schemas'];

export type PayPalMoney = Schemas['money'];
export type PayPalLink = Schemas['link_description'];
export type PayPalCapture = Schemas['capture'];
export type PayPalOrder = OrderResponseBody;

export interface CreateOrderInput {
  /** Our payment id: PayPal echoes it as `custom_id` on the capture and in webhooks. */
  reference: string;
  amount: PayPalMoney;
  description: string;
  brandName: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface WebhookHeaders {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

/** A refusal or outage of the PayPal API, with what PayPal said. */
export type PayPalError = ProviderCallError;

/** Refresh a token this long before PayPal says it expires, so no call goes out with a dying one. */
const TOKEN_MARGIN_MS = 60_000;

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

// One token per API address and credentials, shared by every request of this process.
const tokens = new Map<string, CachedToken>();

/**
 * A client for PayPal's Orders v2, Payments v2 and webhook verification APIs over plain `fetch`.
 * It gets an OAuth 2.0 client-credentials token, keeps it until a minute before `expires_in`
 * (seconds) runs out, and asks for a new one once when PayPal answers 401 (a revoked or expired
 * token). A 429 or 5xx is retried once; creates, captures and refunds carry a `PayPal-Request-Id`
 * so a retry never charges or refunds twice.
 */
export function createPayPalClient(options: PayPalClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const cacheKey = `${baseUrl}\n${options.clientId}\n${createHash('sha256').update(options.clientSecret).digest('hex')}`;

  async function fetchToken(): Promise<CachedToken> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => undefined)) as
      | { access_token?: string; expires_in?: number; error_description?: string }
      | undefined;
    if (!response.ok || !body?.access_token || typeof body.expires_in !== 'number') {
      throw providerCallError('PayPal', response.status, body?.error_description ?? 'no access token');
    }
    // `expires_in` counts seconds; the cache keeps milliseconds.
    const token = {
      accessToken: body.access_token,
      expiresAt: options.now().getTime() + body.expires_in * 1000,
    };
    tokens.set(cacheKey, token);
    return token;
  }

  async function accessToken(): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > options.now().getTime()) return cached.accessToken;
    return (await fetchToken()).accessToken;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const rawBody = typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body);
    let renewed = false;
    let retried = false;
    for (;;) {
      const token = await accessToken();
      const response = await send(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(rawBody === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        body: rawBody,
      });
      if (response.status === 401 && !renewed) {
        renewed = true;
        tokens.delete(cacheKey);
        continue;
      }
      if ((response.status === 429 || response.status >= 500) && !retried) {
        retried = true;
        await waitBeforeRetry(response);
        continue;
      }
      const parsed = (await response.json().catch(() => undefined)) as T & PayPalErrorBody;
      if (!response.ok) throw payPalError(response.status, parsed);
      return { status: response.status, body: parsed };
    }
  }

  return {
    /** `POST /v2/checkout/orders` with intent CAPTURE; the answer carries the payer's approval link. */
    async createOrder(input: CreateOrderInput): Promise<{ orderId: string; approveUrl: string }> {
      const { body } = await call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference,
              custom_id: input.reference,
              description: input.description.slice(0, 127),
              amount: input.amount,
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: input.brandName.slice(0, 127),
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        } satisfies CreateOrderRequestBody,
        { 'paypal-request-id': `create-${input.reference}` },
      );
      const approve = body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!body.id || !approve) throw providerCallError('PayPal', 502, 'the order has no approval link');
      return { orderId: body.id, approveUrl: approve.href };
    },

    /** `GET /v2/checkout/orders/{id}`. */
    async getOrder(orderId: string): Promise<PayPalOrder> {
      return (await call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)).body;
    },

    /**
     * `POST /v2/checkout/orders/{id}/capture`. An order captured before (by the return page or a
     * webhook, whichever came first) answers 422 ORDER_ALREADY_CAPTURED: the order as it stands is
     * returned instead, so both paths end at the same capture.
     */
    async captureOrder(orderId: string): Promise<PayPalOrder> {
      try {
        const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
        return (
          await call<PayPalOrder>(
            'POST',
            path,
            {},
            {
              'paypal-request-id': `capture-${orderId}`,
              prefer: 'return=representation',
            },
          )
        ).body;
      } catch (error) {
        if ((error as PayPalError).issue === 'ORDER_ALREADY_CAPTURED') {
          return (await call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)).body;
        }
        throw error;
      }
    },

    /**
     * `POST /v2/payments/captures/{id}/refund`: the whole capture when no amount is given. The same
     * `requestId` asked again is answered with the first refund, not a second one.
     */
    async refundCapture(
      captureId: string,
      amount?: PayPalMoney,
      requestId = `refund-${captureId}`,
    ): Promise<{ refundId: string; status: string }> {
      const { body } = await call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        amount ? { amount } : {},
        { 'paypal-request-id': requestId, prefer: 'return=representation' },
      );
      return { refundId: body.id, status: body.status };
    },

    /** Asks for an access token: PayPal answers 401 to a client id and secret it does not know. */
    async checkCredentials(): Promise<void> {
      await fetchToken();
    },

    /**
     * `POST /v1/notifications/verify-webhook-signature`: PayPal checks the transmission signature
     * against the webhook's id. The event goes back byte for byte as it came (spliced into the
     * request, not parsed and re-serialised), since the signature covers the exact body.
     */
    async verifyWebhookSignature(
      webhookId: string,
      headers: WebhookHeaders,
      rawEvent: string,
    ): Promise<boolean> {
      const envelope = JSON.stringify({
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: webhookId,
      });
      const body = `${envelope.slice(0, -1)},"webhook_event":${rawEvent}}`;
      const { body: answer } = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        body,
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;

/** Forgets every cached token (tests that start a fresh fake server). */
export function clearPayPalTokens(): void {
  tokens.clear();
}

interface PayPalErrorBody {
  name?: string;
  message?: string;
  error_description?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

function payPalError(status: number, body: PayPalErrorBody | undefined): PayPalError {
  const detail = body?.details?.[0];
  const message = detail?.description ?? body?.message ?? body?.error_description ?? `HTTP ${status}`;
  return providerCallError('PayPal', status, message, detail?.issue ?? body?.name);
}

function send(url: string, init: RequestInit): Promise<Response> {
  return sendToProvider('PayPal', url, init);
}
