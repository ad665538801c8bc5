import type { PaymentNext, PaymentProviderId } from '@kairos/core/payments/payment-start-schema';
import type { z } from 'zod';

/**
 * The interface every payment provider implements (DESIGN.md, "Integrations"). A provider is a
 * folder beside this file (`stripe/`, `paypal/`, `razorpay/`) exporting one `PaymentProvider`,
 * listed once in `registry.ts`; nothing else changes to add one. The payments service owns the
 * database, the hold and the meeting; a provider only speaks to its API.
 *
 * Amounts are integers in the currency's minor unit (see `@kairos/core/payments/currency`).
 */
export interface PaymentProvider<C = unknown> {
  id: PaymentProviderId;
  /** Checks the credentials a host enters (the secret part, stored sealed). */
  credentialsSchema: z.ZodType<C>;
  /** What may be shown of the credentials (never a secret): e.g. the mode and the key's last digits. */
  describe(credentials: C): Record<string, string>;
  /**
   * Asks the provider whether the credentials work, by a read that changes nothing, before they
   * are saved. Throws `ProviderError` ('AUTH' when the provider refuses them).
   */
  checkCredentials(ctx: ProviderContext<C>): Promise<void>;
  /** Opens a checkout for one payment; the visitor is sent to `next`. */
  createCheckout(ctx: ProviderContext<C>, request: CheckoutRequest): Promise<CheckoutResult>;
  /**
   * Verifies a webhook on its raw body and headers and reads what it says. Throws
   * `WebhookVerificationError` when the signature is missing, wrong or stale.
   */
  verifyWebhook(ctx: ProviderContext<C>, request: WebhookRequest): Promise<ProviderEvent[]>;
  /** Gives `amount` back to the payer; idempotent by `idempotencyKey`. */
  refund(ctx: ProviderContext<C>, request: RefundRequest): Promise<RefundResult>;
  /** Closes an open checkout so it can no longer be paid (the hold ran out). Best effort. */
  cancelCheckout?(ctx: ProviderContext<C>, orderId: string): Promise<void>;
  /**
   * The in-page step of an open checkout, again (a provider whose checkout runs in the booking page,
   * such as Razorpay's, has no address to send the visitor back to).
   */
  resumeCheckout?(
    ctx: ProviderContext<C>,
    payment: PaymentRef & { emailId: string | null; billingName: string | null },
  ): PaymentNext;
  /**
   * Completes a payment from what the visitor's browser brought back (PayPal's approved order
   * to capture, Razorpay's signed checkout result). Returns the event it amounts to.
   */
  confirmReturn?(
    ctx: ProviderContext<C>,
    payment: PaymentRef,
    input: Record<string, string>,
  ): Promise<ProviderEvent>;
}

export interface ProviderContext<C> {
  credentials: C;
  /** The provider API's base address from the server's configuration; tests aim it at a local fake. */
  apiUrl: string | undefined;
  now: () => Date;
}

export interface PaymentRef {
  /** Our payment id. */
  id: string;
  orderId: string | null;
  externalPaymentId: string | null;
  amount: number;
  currencyCode: string;
}

export interface CheckoutRequest {
  /** Our payment id: the provider must echo it back (metadata, reference) in its events. */
  paymentId: string;
  amount: number;
  currencyCode: string;
  /** "Intro call with Ada, Mon 1 Mar 2027 10:00 (UTC)". */
  description: string;
  customerEmail: string;
  customerName: string;
  /** Our payment status page; `{PAYMENT_ID}` is already filled in. */
  successUrl: string;
  cancelUrl: string;
  /** When our hold runs out; a provider with a longer minimum closes the checkout itself (cancelCheckout). */
  expiresAt: Date;
}

export interface CheckoutResult {
  /** The provider's id of this checkout (Stripe session, PayPal/Razorpay order). */
  orderId: string;
  next: PaymentNext;
}

export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** What one provider event means for a payment. */
export interface ProviderEvent {
  /** The provider's event id: an event applied once is never applied again. */
  eventId: string;
  /** The provider's own event type, kept for the record. */
  type: string;
  kind: 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'IGNORED';
  /** How to find the payment: our id (echoed metadata) and/or the provider's order id. */
  paymentId?: string | undefined;
  orderId?: string | undefined;
  externalPaymentId?: string | undefined;
  amount?: number | undefined;
  currencyCode?: string | undefined;
  billingName?: string | undefined;
  emailId?: string | undefined;
  billingAddress?: Record<string, unknown> | undefined;
  at?: Date | undefined;
  reason?: string | undefined;
  refundId?: string | undefined;
}

export interface RefundRequest {
  payment: PaymentRef;
  amount: number;
  idempotencyKey: string;
  reason: string;
}

export interface RefundResult {
  refundId: string;
  status: 'SUCCEEDED' | 'PENDING' | 'FAILED';
}

/** A webhook whose signature does not verify: answered 400, nothing changed. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/** A webhook that is not an event of its provider (e.g. a JSON `null`): answered 400, nothing changed. */
export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

/**
 * A webhook's body as the JSON object every provider sends: not JSON is a
 * `WebhookVerificationError`, any other JSON value a `WebhookPayloadError`.
 */
export function readWebhookObject<T extends object>(raw: string, provider: string): T {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new WebhookVerificationError('The body is not JSON');
  }
  if (!isObject(body)) throw new WebhookPayloadError(`The body is not a ${provider} event`);
  return body as T;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A provider call that failed: `AUTH` (bad or revoked key, 401), `RATE_LIMITED` (429),
 * `UNAVAILABLE` (5xx, network), `REJECTED` (the provider refused the request itself).
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly kind: 'AUTH' | 'RATE_LIMITED' | 'UNAVAILABLE' | 'REJECTED',
    message: string,
  ) {
    super(message);
  }
}
