import { createHash } from 'node:crypto';
import type { PaymentNext } from '@kairos/core/payments/payment-start-schema';
import {
  type RazorpayCredentials,
  RazorpayCredentialsSchema,
} from '@kairos/core/payments/provider-credentials';
import { callProvider, ProviderCallError } from '../provider-http.ts';
import {
  type PaymentProvider,
  type ProviderContext,
  ProviderError,
  type ProviderEvent,
  readWebhookObject,
  WebhookVerificationError,
} from '../providers.ts';
import {
  createRazorpayClient,
  RAZORPAY_API_URL,
  RAZORPAY_CHECKOUT_URL,
  type RazorpayPayment,
} from './client.ts';
import { isValidPaymentSignature, isValidWebhookSignature } from './signature.ts';

function client(ctx: ProviderContext<RazorpayCredentials>) {
  return createRazorpayClient({
    baseUrl: ctx.apiUrl ?? RAZORPAY_API_URL,
    keyId: ctx.credentials.keyId,
    keySecret: ctx.credentials.keySecret,
  });
}

/**
 * Checkout's script. With the API aimed elsewhere (a local stand-in in tests), the script is taken
 * from that address too, so the page and the server talk to the same Razorpay.
 */
export function razorpayCheckoutScript(apiUrl: string | undefined): string {
  return apiUrl ? `${apiUrl.replace(/\/$/, '')}/v1/checkout.js` : RAZORPAY_CHECKOUT_URL;
}

/**
 * What a payment amounts to. An authorized payment is captured first: accounts without automatic
 * capture would otherwise have the money given back to the payer after a few days.
 */
async function settle(
  ctx: ProviderContext<RazorpayCredentials>,
  eventId: string,
  type: string,
  payment: RazorpayPayment,
): Promise<ProviderEvent> {
  let current = payment;
  if (current.status === 'authorized') {
    current = await callProvider(async () => {
      try {
        return await client(ctx).capturePayment(payment.id, payment.amount, payment.currency);
      } catch (error) {
        // Captured meanwhile (automatic capture, or the webhook and the page at once).
        if (error instanceof ProviderCallError && error.status === 400)
          return client(ctx).getPayment(payment.id);
        throw error;
      }
    });
  }
  const base = {
    eventId,
    type,
    orderId: current.order_id ?? undefined,
    externalPaymentId: current.id,
    amount: current.amount,
    currencyCode: current.currency,
  };
  if (current.status === 'captured' || current.status === 'refunded') {
    return {
      ...base,
      kind: 'PAID',
      emailId: current.email ?? undefined,
      at: current.created_at ? new Date(current.created_at * 1000) : undefined,
    };
  }
  return { ...base, kind: 'IGNORED' };
}

interface RazorpayWebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: RazorpayPayment & { error_description?: string | null } };
    refund?: { entity?: { id?: string; amount?: number; payment_id?: string; status?: string } };
  };
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** What the page needs to open Checkout on an order; the key id is public (Checkout runs in the browser with it). */
function checkoutStep(
  ctx: ProviderContext<RazorpayCredentials>,
  o: { orderId: string; amount: number; currency: string; description: string; name: string; email: string },
): PaymentNext {
  return {
    type: 'IN_PAGE',
    data: {
      provider: 'razorpay',
      scriptUrl: razorpayCheckoutScript(ctx.apiUrl),
      key: ctx.credentials.keyId,
      orderId: o.orderId,
      amount: o.amount,
      currency: o.currency,
      description: o.description.slice(0, 255),
      prefill: { name: o.name, email: o.email },
    },
  };
}

/**
 * Razorpay Standard Checkout: an order is made on the server, the page opens Checkout with it, and
 * Checkout hands back a payment signed over `order_id|payment_id` with the key secret
 * (`confirmReturn`). Webhooks are signed over the raw body with the webhook secret.
 */

export const razorpayProvider: PaymentProvider<RazorpayCredentials> = {
  id: 'razorpay',
  credentialsSchema: RazorpayCredentialsSchema,

  describe: (c) => ({ mode: c.keyId.startsWith('rzp_live_') ? 'live' : 'test', keyId: c.keyId }),

  async createCheckout(ctx, request) {
    const order = await callProvider(() =>
      client(ctx).createOrder({
        amount: request.amount,
        currency: request.currencyCode,
        receipt: request.paymentId,
        notes: { paymentId: request.paymentId },
      }),
    );
    return {
      orderId: order.id,
      next: checkoutStep(ctx, {
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        description: request.description,
        name: request.customerName,
        email: request.customerEmail,
      }),
    };
  },

  resumeCheckout: (ctx, payment) =>
    checkoutStep(ctx, {
      orderId: payment.orderId ?? '',
      amount: payment.amount,
      currency: payment.currencyCode,
      description: '',
      name: payment.billingName ?? '',
      email: payment.emailId ?? '',
    }),

  async checkCredentials(ctx) {
    await callProvider(() => client(ctx).checkCredentials());
  },

  async verifyWebhook(ctx, request) {
    const raw = request.rawBody.toString('utf8');
    const signature = header(request.headers, 'x-razorpay-signature');
    if (!signature || !isValidWebhookSignature(ctx.credentials.webhookSecret, raw, signature)) {
      throw new WebhookVerificationError('The Razorpay signature does not match');
    }
    const event = readWebhookObject<RazorpayWebhookEvent>(raw, 'Razorpay');
    // Razorpay numbers each event in a header; a redelivery keeps it. Without one, the body's hash.
    const eventId =
      header(request.headers, 'x-razorpay-event-id') || createHash('sha256').update(raw).digest('hex');
    const type = event.event ?? 'unknown';
    const payment = event.payload?.payment?.entity;
    switch (type) {
      case 'payment.authorized':
      case 'payment.captured':
      case 'order.paid':
        return payment ? [await settle(ctx, eventId, type, payment)] : [{ eventId, type, kind: 'IGNORED' }];
      case 'payment.failed':
        // One failed attempt does not end the order: the payer may try again in the same Checkout.
        // The hold's expiry ends an order nobody pays.
        return [
          {
            eventId,
            type,
            kind: 'IGNORED',
            orderId: payment?.order_id ?? undefined,
            reason: payment?.error_description ?? undefined,
          },
        ];
      case 'refund.processed': {
        const refund = event.payload?.refund?.entity;
        return [
          {
            eventId,
            type,
            kind: 'REFUNDED',
            orderId: payment?.order_id ?? undefined,
            externalPaymentId: refund?.payment_id,
            refundId: refund?.id,
            amount: refund?.amount,
          },
        ];
      }
      default:
        return [{ eventId, type, kind: 'IGNORED' }];
    }
  },

  async confirmReturn(ctx, payment, input) {
    const orderId = input.razorpay_order_id ?? '';
    const paymentId = input.razorpay_payment_id ?? '';
    const signature = input.razorpay_signature ?? '';
    if (
      !payment.orderId ||
      orderId !== payment.orderId ||
      !isValidPaymentSignature(ctx.credentials.keySecret, orderId, paymentId, signature)
    ) {
      throw new WebhookVerificationError('The Razorpay payment signature does not match');
    }
    const found = await callProvider(() => client(ctx).getPayment(paymentId));
    if (found.order_id !== payment.orderId)
      throw new WebhookVerificationError('The payment is not for this order');
    return {
      ...(await settle(ctx, `checkout:${paymentId}`, 'checkout.handler', found)),
      paymentId: payment.id,
    };
  },

  async refund(ctx, request) {
    const paymentId = request.payment.externalPaymentId;
    if (!paymentId) throw new ProviderError('REJECTED', 'Razorpay: the payment has no payment id to refund');
    const whole = request.amount >= request.payment.amount;
    const refund = await callProvider(async () => {
      try {
        return await client(ctx).refundPayment(paymentId, whole ? undefined : request.amount);
      } catch (error) {
        // Refunded already (an earlier attempt whose answer was lost): Razorpay has no idempotency key.
        if (!(error instanceof ProviderCallError) || error.status !== 400) throw error;
        const current = await client(ctx).getPayment(paymentId);
        if ((current.amount_refunded ?? 0) < current.amount) throw error;
        return { id: `${paymentId}:refunded`, status: 'processed' as const };
      }
    });
    const status =
      refund.status === 'processed' ? 'SUCCEEDED' : refund.status === 'pending' ? 'PENDING' : 'FAILED';
    return { refundId: refund.id, status };
  },
};
