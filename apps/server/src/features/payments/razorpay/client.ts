import type { Orders } from 'razorpay/dist/types/orders';
import type { Payments } from 'razorpay/dist/types/payments';
import type { Refunds } from 'razorpay/dist/types/refunds';
import { providerCallError, sendToProvider, waitBeforeRetry } from '../provider-http.ts';

/** The documented Razorpay API and Checkout addresses; tests point them at a local fake. */
export const RAZORPAY_API_URL = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayClientOptions {
  baseUrl: string;
  keyId: string;
  keySecret: string;
}

// Razorpay's official types (the `razorpay` SDK's declarations, a development dependency: only
// their shapes are used, checked by tsc). Where they are looser than the API's answers (amounts
// as number or string, a receipt that is never null), the answer's own type is said here.

/** An order as Razorpay answers it: the fields this client reads. */
export type RazorpayOrder = Pick<
  Orders.RazorpayOrder,
  'id' | 'amount_paid' | 'amount_due' | 'currency' | 'status'
> & {
  entity: 'order';
  amount: number;
  receipt: string | null;
  notes?: Orders.RazorpayOrder['notes'];
};

/** A payment as Razorpay answers it: the fields this client reads. */
export type RazorpayPayment = Pick<
  Payments.RazorpayPayment,
  'id' | 'entity' | 'currency' | 'status' | 'amount_refunded' | 'created_at'
> & {
  amount: number;
  /** Null for a payment made without an order (the official type says it is always there). */
  order_id: string | null;
  method?: string;
  email?: string | null;
  contact?: string | null;
  notes?: Record<string, string> | [];
};

/** A refund as Razorpay answers it: the fields this client reads. */
export type RazorpayRefund = Pick<Refunds.RazorpayRefund, 'id' | 'payment_id' | 'status'> & {
  entity: 'refund';
  amount: number;
};

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
      } satisfies Orders.RazorpayOrderCreateRequestBody);
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
      // The SDK's `payments.capture(paymentId, amount, currency)` sends these two fields.
      return call<RazorpayPayment>('POST', `/v1/payments/${id(paymentId)}/capture`, { amount, currency });
    },
    /** `POST /v1/payments/{id}/refund`: the whole payment when no amount is given. */
    refundPayment(paymentId: string, amount?: number) {
      return call<RazorpayRefund>('POST', `/v1/payments/${id(paymentId)}/refund`, {
        ...(amount === undefined ? {} : { amount }),
        speed: 'normal',
      } satisfies Refunds.RazorpayRefundCreateRequestBody);
    },
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
