import { type StripeCredentials, StripeCredentialsSchema } from '@kairos/core/payments/provider-credentials';
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  isObject,
  type PaymentProvider,
  type ProviderContext,
  ProviderError,
  type ProviderEvent,
  WebhookPayloadError,
  WebhookVerificationError,
} from '../providers.ts';

/** Stripe closes a Checkout Session no sooner than 30 minutes and no later than 24 hours after it opens. */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 23 * 3_600_000;
/** How old a signed webhook may be (Stripe's own default tolerance). */
const SIGNATURE_TOLERANCE_S = 300;

function client(ctx: ProviderContext<StripeCredentials>): Stripe {
  const url = ctx.apiUrl ? new URL(ctx.apiUrl) : undefined;
  return new Stripe(ctx.credentials.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe's errors as the kinds the payments service answers. */
function providerError(error: unknown): ProviderError {
  const e = error as { statusCode?: number; type?: string; message?: string };
  const message = e.message ?? 'Stripe did not answer';
  if (e.statusCode === 401 || e.type === 'StripeAuthenticationError')
    return new ProviderError('AUTH', message);
  if (e.statusCode === 429 || e.type === 'StripeRateLimitError')
    return new ProviderError('RATE_LIMITED', message);
  if (e.statusCode === undefined || e.statusCode >= 500 || e.type === 'StripeConnectionError')
    return new ProviderError('UNAVAILABLE', message);
  return new ProviderError('REJECTED', message);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerError(error);
  }
}

function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session): ProviderEvent {
  const base = {
    eventId: event.id,
    type: event.type,
    paymentId: session.client_reference_id ?? session.metadata?.paymentId ?? undefined,
    orderId: session.id,
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A completed session of a delayed method (e.g. a bank debit) is paid only later.
      if (session.payment_status !== 'paid') return { ...base, kind: 'IGNORED' };
      const details = session.customer_details;
      const intent = session.payment_intent;
      return {
        ...base,
        kind: 'PAID',
        externalPaymentId: typeof intent === 'string' ? intent : intent?.id,
        amount: session.amount_total ?? undefined,
        currencyCode: session.currency?.toUpperCase(),
        billingName: details?.name ?? undefined,
        emailId: details?.email ?? session.customer_email ?? undefined,
        billingAddress: details?.address ? { ...details.address } : undefined,
        at: new Date(event.created * 1000),
      };
    }
    case 'checkout.session.async_payment_failed':
      return { ...base, kind: 'FAILED', reason: 'The payment failed' };
    case 'checkout.session.expired':
      return { ...base, kind: 'EXPIRED' };
    default:
      return { ...base, kind: 'IGNORED' };
  }
}

/** Stripe Checkout Sessions (also the DEBIT_CREDIT method): hosted page, signed webhooks, refunds. */
export const stripeProvider: PaymentProvider<StripeCredentials> = {
  id: 'stripe',
  credentialsSchema: StripeCredentialsSchema,

  describe: (c) => ({
    mode: c.secretKey.includes('_live_') ? 'live' : 'test',
    key: `…${c.secretKey.slice(-4)}`,
  }),

  async checkCredentials(ctx) {
    // The balance needs nothing but the secret key (a restricted key needs read access to it).
    await call(() => client(ctx).balance.retrieve());
  },

  async createCheckout(ctx, request: CheckoutRequest) {
    const now = ctx.now().getTime();
    const closesAt = Math.min(
      Math.max(request.expiresAt.getTime(), now + MIN_SESSION_MS),
      now + MAX_SESSION_MS,
    );
    const session = await call(() =>
      client(ctx).checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currencyCode.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          payment_intent_data: { metadata: { paymentId: request.paymentId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(closesAt / 1000),
        },
        { idempotencyKey: `kairos-checkout-${request.paymentId}` },
      ),
    );
    if (!session.url) throw new ProviderError('REJECTED', 'Stripe opened no checkout page');
    return { orderId: session.id, next: { type: 'REDIRECT', url: session.url } };
  },

  async verifyWebhook(ctx, request) {
    const header = request.headers['stripe-signature'];
    if (typeof header !== 'string' || header === '')
      throw new WebhookVerificationError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = client(ctx).webhooks.constructEvent(
        request.rawBody,
        header,
        ctx.credentials.webhookSecret,
        SIGNATURE_TOLERANCE_S,
      );
    } catch (error) {
      throw new WebhookVerificationError(error instanceof Error ? error.message : 'Bad signature');
    }
    if (!isObject(event) || !isObject(event.data) || !isObject(event.data.object))
      throw new WebhookPayloadError('The body is not a Stripe event');
    const object = event.data.object as { object?: string };
    if (object.object !== 'checkout.session')
      return [{ eventId: event.id, type: event.type, kind: 'IGNORED' }];
    return [sessionEvent(event, object as Stripe.Checkout.Session)];
  },

  async refund(ctx, request) {
    const intent = request.payment.externalPaymentId;
    if (!intent) throw new ProviderError('REJECTED', 'This payment has no Stripe payment to refund');
    const refund = await call(() =>
      client(ctx).refunds.create(
        {
          payment_intent: intent,
          amount: request.amount,
          metadata: { paymentId: request.payment.id, reason: request.reason.slice(0, 400) },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    const status =
      refund.status === 'succeeded' ? 'SUCCEEDED' : refund.status === 'failed' ? 'FAILED' : 'PENDING';
    return { refundId: refund.id, status };
  },

  async cancelCheckout(ctx, orderId) {
    try {
      await client(ctx).checkout.sessions.expire(orderId);
    } catch (error) {
      const e = providerError(error);
      // Already paid or already closed: the webhook tells what happened.
      if (e.kind !== 'REJECTED') throw e;
    }
  },
};
