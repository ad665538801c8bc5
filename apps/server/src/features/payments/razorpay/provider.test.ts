import type { RazorpayCredentials } from '@kairos/core/payments/provider-credentials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../../../test/fake-razorpay.ts';
import { type ProviderContext, WebhookVerificationError } from '../providers.ts';
import { razorpayProvider } from './provider.ts';

describe('Razorpay provider', () => {
  let fake: FakeRazorpay;
  let ctx: ProviderContext<RazorpayCredentials>;
  const checkout = (paymentId: string, amount = 49_900) =>
    razorpayProvider.createCheckout(ctx, {
      paymentId,
      amount,
      currencyCode: 'INR',
      description: 'Intro call with Ada',
      customerEmail: 'visitor@example.com',
      customerName: 'Vi Sitor',
      successUrl: 'http://localhost:3000/s',
      cancelUrl: 'http://localhost:3000/c',
      expiresAt: new Date('2026-03-01T09:15:00Z'),
    });
  const ref = (id: string, orderId: string) => ({
    id,
    orderId,
    externalPaymentId: null,
    amount: 49_900,
    currencyCode: 'INR',
  });
  const hook = (signed: { body: string; headers: Record<string, string> }) =>
    razorpayProvider.verifyWebhook(ctx, { rawBody: Buffer.from(signed.body), headers: signed.headers });

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    ctx = {
      credentials: razorpayProvider.credentialsSchema.parse({
        keyId: fake.keyId,
        keySecret: fake.keySecret,
        webhookSecret: fake.webhookSecret,
      }),
      apiUrl: fake.baseUrl,
      now: () => new Date('2026-03-01T09:00:00Z'),
    };
  });
  afterAll(() => fake.close());

  it('opens Checkout in the page with a paise order and accepts only the signed result', async () => {
    const paymentId = '11111111-1111-4111-8111-111111111111';
    const started = await checkout(paymentId);
    expect(started.next).toEqual({
      type: 'IN_PAGE',
      data: expect.objectContaining({
        provider: 'razorpay',
        scriptUrl: fake.checkoutUrl,
        key: fake.keyId,
        orderId: started.orderId,
        amount: 49_900,
        currency: 'INR',
      }),
    });
    const paid = fake.pay(started.orderId);
    const input = {
      razorpay_order_id: started.orderId,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
    };
    await expect(
      razorpayProvider.confirmReturn?.(ctx, ref(paymentId, started.orderId), {
        ...input,
        razorpay_signature: '0'.repeat(64),
      }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(
      razorpayProvider.confirmReturn?.(ctx, ref(paymentId, 'order_other'), input),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(
      razorpayProvider.confirmReturn?.(ctx, ref(paymentId, started.orderId), input),
    ).resolves.toMatchObject({
      kind: 'PAID',
      paymentId,
      orderId: started.orderId,
      externalPaymentId: paid.paymentId,
      amount: 49_900,
      currencyCode: 'INR',
    });
  });

  it('captures an authorized payment from its webhook, and reads refunds; forged webhooks throw', async () => {
    const started = await checkout('22222222-2222-4222-8222-222222222222');
    const paid = fake.pay(started.orderId, { capture: false });
    const authorized = fake.signEvent(fake.paymentCapturedEvent(paid.paymentId));
    const body = authorized.body.replace('"payment.captured"', '"payment.authorized"');
    const resigned = fake.signEvent(JSON.parse(body));
    const [event] = await hook(resigned);
    expect(event).toMatchObject({
      kind: 'PAID',
      orderId: started.orderId,
      externalPaymentId: paid.paymentId,
    });
    expect(event?.eventId).toBe(resigned.headers['x-razorpay-event-id']);
    expect(fake.payment(paid.paymentId)?.status).toBe('captured');

    const refund = await razorpayProvider.refund(ctx, {
      payment: { ...ref('x', started.orderId), externalPaymentId: paid.paymentId },
      amount: 49_900,
      idempotencyKey: 'k',
      reason: 'Cancelled',
    });
    expect(refund.status).toBe('SUCCEEDED');
    // Asked again after a lost answer: Razorpay refuses, the payment shows it refunded, so it stands.
    await expect(
      razorpayProvider.refund(ctx, {
        payment: { ...ref('x', started.orderId), externalPaymentId: paid.paymentId },
        amount: 49_900,
        idempotencyKey: 'k',
        reason: 'Cancelled',
      }),
    ).resolves.toMatchObject({ status: 'SUCCEEDED' });
    const [refunded] = await hook(fake.signEvent(fake.refundProcessedEvent(paid.paymentId)));
    expect(refunded).toMatchObject({ kind: 'REFUNDED', externalPaymentId: paid.paymentId, amount: 49_900 });

    const [failed] = await hook(fake.signEvent(fake.paymentFailedEvent(started.orderId)));
    expect(failed?.kind).toBe('IGNORED');
    await expect(
      hook(fake.signEvent(fake.orderPaidEvent(paid.paymentId), { forge: true })),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(hook({ body: authorized.body, headers: {} })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
  });
});
