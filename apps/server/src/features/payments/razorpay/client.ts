import { providerCallError, sendToProvider, waitBeforeRetry } from '../provider-http.ts';

/** The documented Razorpay API and Checkout addresses; tests point them at a local fake. */
export const RAZORPAY_API_URL = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayClientOptions {
  baseUrl: string;
  keyId: string;
  keySecret: string;
}

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes?: Record<string, string>;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method?: string;
  email?: string | null;
  contact?: string | null;
  amount_refunded?: number;
  notes?: Record<string, string> | [];
  created_at?: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * A client for Razorpay's Orders, Payments and Refunds APIs over plain `fetch`, authenticated with
 * HTTP Basic `key_id:key_secret`. Amounts are in the currency's smallest unit (paise for INR). A 429
 * is retried once (Razorpay did not act on it), and so is a 5xx of a read; a 5xx of a write is
 * reported, since Razorpay gives orders and refunds no idempotency key.
 */
export function createRazorpayClient(options: RazorpayClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let retried = false;
    for (;;) {
      const response = await sendToProvider('Razorpay', `${baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const retry = response.status === 429 || (response.status >= 500 && method === 'GET');
      if (retry && !retried) {
        retried = true;
        await waitBeforeRetry(response);
        continue;
      }
      const parsed = (await response.json().catch(() => undefined)) as
        | (T & { error?: { code?: string; description?: string; reason?: string } })
        | undefined;
      if (!response.ok || !parsed) {
        const error = parsed?.error;
        throw providerCallError(
          'Razorpay',
          response.status,
          error?.description ?? `HTTP ${response.status}`,
          error?.reason ?? error?.code,
        );
      }
      return parsed;
    }
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    /** `POST /v1/orders`; `receipt` (our payment id, at most 40 characters) ties it back to us. */
    createOrder(input: {
      amount: number;
      currency: string;
      receipt: string;
      notes?: Record<string, string>;
    }) {
      return call<RazorpayOrder>('POST', '/v1/orders', {
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt.slice(0, 40),
        notes: input.notes ?? {},
      });
    },
    /** `GET /v1/orders?count=1`: a read that answers 401 to a key it does not know. */
    async checkCredentials(): Promise<void> {
      await call<unknown>('GET', '/v1/orders?count=1');
    },
    getOrder(orderId: string) {
      return call<RazorpayOrder>('GET', `/v1/orders/${id(orderId)}`);
    },
    getPayment(paymentId: string) {
      return call<RazorpayPayment>('GET', `/v1/payments/${id(paymentId)}`);
    },
    /** `POST /v1/payments/{id}/capture`, for accounts that do not capture automatically. */
    capturePayment(paymentId: string, amount: number, currency: string) {
      return call<RazorpayPayment>('POST', `/v1/payments/${id(paymentId)}/capture`, { amount, currency });
    },
    /** `POST /v1/payments/{id}/refund`: the whole payment when no amount is given. */
    refundPayment(paymentId: string, amount?: number) {
      return call<RazorpayRefund>('POST', `/v1/payments/${id(paymentId)}/refund`, {
        ...(amount === undefined ? {} : { amount }),
        speed: 'normal',
      });
    },
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
