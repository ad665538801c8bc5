import { decimalsOf } from '@kairos/core/payments/currency';
import { type PayPalCredentials, PayPalCredentialsSchema } from '@kairos/core/payments/provider-credentials';
import { asProviderError, callProvider, ProviderCallError } from '../provider-http.ts';
import {
  type PaymentProvider,
  type ProviderContext,
  ProviderError,
  type ProviderEvent,
  readWebhookObject,
  WebhookVerificationError,
} from '../providers.ts';
import {
  createPayPalClient,
  PAYPAL_LIVE_URL,
  PAYPAL_SANDBOX_URL,
  type PayPalCapture,
  type PayPalMoney,
  type PayPalOrder,
} from './client.ts';

function client(ctx: ProviderContext<PayPalCredentials>) {
  const c = ctx.credentials;
  return createPayPalClient({
    baseUrl: ctx.apiUrl ?? (c.mode === 'sandbox' ? PAYPAL_SANDBOX_URL : PAYPAL_LIVE_URL),
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    now: ctx.now,
  });
}

/**
 * Currencies PayPal takes in whole units only although they have a minor unit (its currency
 * codes list: "This currency does not support decimals"); JPY has none to begin with.
 */
export const PAYPAL_WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['HUF', 'TWD']);

/** Minor units as PayPal's decimal string; a fraction of a forint or a Taiwan dollar is refused. */
export function toPayPalMoney(minor: number, currencyCode: string): PayPalMoney {
  const decimals = decimalsOf(currencyCode);
  if (PAYPAL_WHOLE_UNIT_CURRENCIES.has(currencyCode)) {
    if (minor % 10 ** decimals !== 0)
      throw new ProviderError('REJECTED', `PayPal takes ${currencyCode} amounts in whole units only`);
    return { currency_code: currencyCode, value: String(minor / 10 ** decimals) };
  }
  return { currency_code: currencyCode, value: (minor / 10 ** decimals).toFixed(decimals) };
}

export function fromPayPalMoney(money: PayPalMoney | undefined): { amount?: number; currencyCode?: string } {
  if (!money) return {};
  return {
    amount: Math.round(Number(money.value) * 10 ** decimalsOf(money.currency_code)),
    currencyCode: money.currency_code,
  };
}

/** What a captured order amounts to: paid, failed, or still settling (PENDING, e.g. an eCheck). */
function captureEvent(eventId: string, type: string, order: PayPalOrder): ProviderEvent {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const base = { eventId, type, orderId: order.id, paymentId: unit?.custom_id ?? capture?.custom_id };
  if (!capture) return { ...base, kind: 'IGNORED' };
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    return {
      ...base,
      kind: 'FAILED',
      externalPaymentId: capture.id,
      reason: `PayPal ${capture.status.toLowerCase()} the payment`,
    };
  }
  if (capture.status !== 'COMPLETED') return { ...base, kind: 'IGNORED', externalPaymentId: capture.id };
  const name = [order.payer?.name?.given_name, order.payer?.name?.surname].filter(Boolean).join(' ');
  return {
    ...base,
    kind: 'PAID',
    externalPaymentId: capture.id,
    ...fromPayPalMoney(capture.amount ?? unit?.amount),
    billingName: name || undefined,
    emailId: order.payer?.email_address,
    billingAddress: order.payer?.address ? { ...order.payer.address } : undefined,
    at: capture.create_time ? new Date(capture.create_time) : undefined,
  };
}

interface PayPalWebhookEvent {
  id?: string;
  event_type?: string;
  resource?: Record<string, unknown>;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * PayPal Checkout through Orders v2: the visitor approves the order on PayPal's page, comes back to
 * the payment status page, and the order is captured there (`confirmReturn`) — or by the
 * CHECKOUT.ORDER.APPROVED webhook when the visitor never comes back. Either way ends at the same
 * capture (PayPal answers ORDER_ALREADY_CAPTURED the second time).
 */

export const paypalProvider: PaymentProvider<PayPalCredentials> = {
  id: 'paypal',
  credentialsSchema: PayPalCredentialsSchema,

  describe: (c) => ({ mode: c.mode, clientId: `…${c.clientId.slice(-6)}`, webhookId: c.webhookId }),

  async createCheckout(ctx, request) {
    const order = await callProvider(() =>
      client(ctx).createOrder({
        reference: request.paymentId,
        amount: toPayPalMoney(request.amount, request.currencyCode),
        description: request.description,
        brandName: request.description,
        returnUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      }),
    );
    return { orderId: order.orderId, next: { type: 'REDIRECT', url: order.approveUrl } };
  },

  async checkCredentials(ctx) {
    await callProvider(() => client(ctx).checkCredentials());
  },

  async verifyWebhook(ctx, request) {
    const raw = request.rawBody.toString('utf8');
    const headers = {
      transmissionId: header(request.headers, 'paypal-transmission-id'),
      transmissionTime: header(request.headers, 'paypal-transmission-time'),
      transmissionSig: header(request.headers, 'paypal-transmission-sig'),
      certUrl: header(request.headers, 'paypal-cert-url'),
      authAlgo: header(request.headers, 'paypal-auth-algo'),
    };
    if (Object.values(headers).some((v) => v === '')) {
      throw new WebhookVerificationError('The PayPal transmission headers are missing');
    }
    const event = readWebhookObject<PayPalWebhookEvent>(raw, 'PayPal');
    const valid = await callProvider(() =>
      client(ctx).verifyWebhookSignature(ctx.credentials.webhookId, headers, raw),
    );
    if (!valid || !event.id || !event.event_type) {
      throw new WebhookVerificationError('PayPal did not verify the webhook signature');
    }
    return [await readEvent(ctx, { id: event.id, type: event.event_type, resource: event.resource ?? {} })];
  },

  async confirmReturn(ctx, payment, input) {
    // PayPal sends the payer back with `?token={order id}&PayerID=…`; `cancel` when they gave up.
    const orderId = payment.orderId;
    if (!orderId || (input.token !== undefined && input.token !== orderId)) {
      throw new WebhookVerificationError('This return does not belong to the payment');
    }
    try {
      const order = await client(ctx).captureOrder(orderId);
      return captureEvent(`return:${orderId}`, 'RETURN.CAPTURE', order);
    } catch (error) {
      const issue = error instanceof ProviderCallError ? error.issue : undefined;
      // Not approved yet (the payer came back without paying), or declined: PayPal keeps the order
      // open for the payer to approve again with another funding source, until the hold ends.
      if (
        issue === 'ORDER_NOT_APPROVED' ||
        issue === 'INSTRUMENT_DECLINED' ||
        issue === 'PAYER_ACTION_REQUIRED'
      ) {
        return {
          eventId: `return:${orderId}:${issue}`,
          type: `RETURN.${issue}`,
          kind: 'IGNORED',
          orderId,
          reason: issue,
        };
      }
      throw asProviderError(error);
    }
  },

  async refund(ctx, request) {
    const captureId = request.payment.externalPaymentId;
    if (!captureId) throw new ProviderError('REJECTED', 'PayPal: the payment has no capture to refund');
    const whole = request.amount >= request.payment.amount;
    try {
      const refund = await client(ctx).refundCapture(
        captureId,
        whole ? undefined : toPayPalMoney(request.amount, request.payment.currencyCode),
        request.idempotencyKey,
      );
      const status =
        refund.status === 'COMPLETED' ? 'SUCCEEDED' : refund.status === 'PENDING' ? 'PENDING' : 'FAILED';
      return { refundId: refund.refundId, status };
    } catch (error) {
      // Refunded already (by the host in PayPal, or an earlier attempt whose answer was lost).
      if (error instanceof ProviderCallError && error.issue === 'CAPTURE_FULLY_REFUNDED') {
        return { refundId: `${captureId}:refunded`, status: 'SUCCEEDED' };
      }
      throw asProviderError(error);
    }
  },
};

async function readEvent(
  ctx: ProviderContext<PayPalCredentials>,
  event: { id: string; type: string; resource: Record<string, unknown> },
): Promise<ProviderEvent> {
  const base = { eventId: event.id, type: event.type };
  const resource = event.resource;
  switch (event.type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      // The payer approved but may never come back: capture now (a second capture is harmless).
      const orderId = String(resource.id ?? '');
      if (!orderId) return { ...base, kind: 'IGNORED' };
      const order = await callProvider(() => client(ctx).captureOrder(orderId));
      return { ...captureEvent(event.id, event.type, order) };
    }
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const capture = resource as unknown as PayPalCapture & {
        supplementary_data?: { related_ids?: { order_id?: string } };
      };
      const ids = {
        paymentId: capture.custom_id,
        orderId: capture.supplementary_data?.related_ids?.order_id,
        externalPaymentId: capture.id,
      };
      if (event.type !== 'PAYMENT.CAPTURE.COMPLETED') {
        return { ...base, ...ids, kind: 'FAILED', reason: 'PayPal declined the payment' };
      }
      return { ...base, ...ids, kind: 'PAID', ...fromPayPalMoney(capture.amount) };
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      // The refund's `up` link names the capture it gives back.
      const links = (resource.links as Array<{ rel?: string; href?: string }> | undefined) ?? [];
      const up = links.find((l) => l.rel === 'up')?.href ?? '';
      return {
        ...base,
        kind: 'REFUNDED',
        paymentId: typeof resource.custom_id === 'string' ? resource.custom_id : undefined,
        externalPaymentId: /\/captures\/([^/?]+)/.exec(up)?.[1],
        refundId: typeof resource.id === 'string' ? resource.id : undefined,
        ...fromPayPalMoney(resource.amount as PayPalMoney | undefined),
      };
    }
    default:
      return { ...base, kind: 'IGNORED' };
  }
}
