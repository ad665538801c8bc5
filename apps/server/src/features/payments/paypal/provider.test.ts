import type { PayPalCredentials } from '@kairos/core/payments/provider-credentials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePayPal, startFakePayPal } from '../../../../test/fake-paypal.ts';
import { type ProviderContext, ProviderError, WebhookVerificationError } from '../providers.ts';
import { clearPayPalTokens } from './client.ts';
import { paypalProvider } from './provider.ts';

describe('PayPal provider', () => {
  let fake: FakePayPal;
  let ctx: ProviderContext<PayPalCredentials>;
  const checkout = (paymentId: string, amount = 2500, currencyCode = 'USD') =>
    paypalProvider.createCheckout(ctx, {
      paymentId,
      amount,
      currencyCode,
      description: 'Intro call with Ada',
      customerEmail: 'visitor@example.com',
      customerName: 'Vi Sitor',
      successUrl: `http://localhost:3000/acme/intro/payment_status/?paymentId=${paymentId}`,
      cancelUrl: `http://localhost:3000/acme/intro/payment_status/?paymentId=${paymentId}&cancelled=1`,
      expiresAt: new Date('2026-03-01T09:15:00Z'),
    });
  const ref = (id: string, orderId: string, amount = 2500, currencyCode = 'USD') => ({
    id,
    orderId,
    externalPaymentId: null,
    amount,
    currencyCode,
  });

  beforeAll(async () => {
    fake = await startFakePayPal();
    clearPayPalTokens();
    ctx = {
      credentials: paypalProvider.credentialsSchema.parse({
        mode: 'sandbox',
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        webhookId: fake.webhookId,
      }),
      apiUrl: fake.baseUrl,
      now: () => new Date('2026-03-01T09:00:00Z'),
    };
  });
  afterAll(() => fake.close());

  it('sends the visitor to the approval page, captures on return, and refunds the capture', async () => {
    const started = await checkout('11111111-1111-4111-8111-111111111111', 2500, 'EUR');
    expect(started.next).toEqual({
      type: 'REDIRECT',
      url: `${fake.baseUrl}/checkoutnow?token=${started.orderId}`,
    });
    expect(fake.order(started.orderId)?.purchaseUnit.amount).toEqual({
      currency_code: 'EUR',
      value: '25.00',
    });

    const payment = ref('11111111-1111-4111-8111-111111111111', started.orderId);
    const early = await paypalProvider.confirmReturn?.(ctx, payment, { token: started.orderId });
    expect(early?.kind).toBe('IGNORED');

    fake.approve(started.orderId);
    const paid = await paypalProvider.confirmReturn?.(ctx, payment, { token: started.orderId, PayerID: 'X' });
    expect(paid).toMatchObject({
      kind: 'PAID',
      paymentId: payment.id,
      orderId: started.orderId,
      amount: 2500,
      currencyCode: 'EUR',
      billingName: 'Pat Payer',
      emailId: 'pat.payer@example.com',
    });
    const refund = await paypalProvider.refund(ctx, {
      payment: { ...payment, externalPaymentId: paid?.externalPaymentId ?? null },
      amount: 2500,
      idempotencyKey: `refund-${payment.id}`,
      reason: 'Cancelled',
    });
    expect(refund.status).toBe('SUCCEEDED');
    await expect(
      paypalProvider.confirmReturn?.(ctx, payment, { token: 'ANOTHER-ORDER' }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
  });

  it('charges a JPY amount as whole yen', async () => {
    const started = await checkout('22222222-2222-4222-8222-222222222222', 5000, 'JPY');
    expect(fake.order(started.orderId)?.purchaseUnit.amount).toEqual({ currency_code: 'JPY', value: '5000' });
  });

  it('charges HUF and TWD in whole units, as PayPal requires, and refuses a fraction of one', async () => {
    const forints = await checkout('44444444-4444-4444-8444-444444444444', 500_000, 'HUF');
    expect(fake.order(forints.orderId)?.purchaseUnit.amount).toEqual({ currency_code: 'HUF', value: '5000' });
    const dollars = await checkout('55555555-5555-4555-8555-555555555555', 120_000, 'TWD');
    expect(fake.order(dollars.orderId)?.purchaseUnit.amount).toEqual({ currency_code: 'TWD', value: '1200' });
    fake.approve(dollars.orderId);
    const paid = await paypalProvider.confirmReturn?.(
      ctx,
      ref('55555555-5555-4555-8555-555555555555', dollars.orderId, 120_000, 'TWD'),
      { token: dollars.orderId },
    );
    expect(paid).toMatchObject({ kind: 'PAID', amount: 120_000, currencyCode: 'TWD' });

    const calls = fake.calls.length;
    await expect(checkout('66666666-6666-4666-8666-666666666666', 499_950, 'HUF')).rejects.toMatchObject({
      kind: 'REJECTED',
    });
    expect(fake.calls.length).toBe(calls);
  });

  it('reads verified webhooks: approval captures, capture completes, refund; forged ones throw', async () => {
    const started = await checkout('33333333-3333-4333-8333-333333333333');
    fake.approve(started.orderId);
    const approved = fake.signEvent(fake.orderApprovedEvent(started.orderId));
    const [fromApproval] = await paypalProvider.verifyWebhook(ctx, {
      rawBody: Buffer.from(approved.body),
      headers: approved.headers,
    });
    expect(fromApproval).toMatchObject({
      kind: 'PAID',
      paymentId: '33333333-3333-4333-8333-333333333333',
      amount: 2500,
    });

    const completed = fake.signEvent(fake.captureCompletedEvent(started.orderId));
    const [fromCapture] = await paypalProvider.verifyWebhook(ctx, {
      rawBody: Buffer.from(completed.body),
      headers: completed.headers,
    });
    expect(fromCapture).toMatchObject({
      kind: 'PAID',
      orderId: started.orderId,
      externalPaymentId: fromApproval?.externalPaymentId,
      eventId: JSON.parse(completed.body).id,
    });

    const refunded = fake.signEvent(fake.captureRefundedEvent(fromApproval?.externalPaymentId ?? ''));
    const [fromRefund] = await paypalProvider.verifyWebhook(ctx, {
      rawBody: Buffer.from(refunded.body),
      headers: refunded.headers,
    });
    expect(fromRefund).toMatchObject({
      kind: 'REFUNDED',
      externalPaymentId: fromApproval?.externalPaymentId,
      amount: 2500,
    });

    const forged = fake.signEvent(fake.captureCompletedEvent(started.orderId), { forge: true });
    await expect(
      paypalProvider.verifyWebhook(ctx, { rawBody: Buffer.from(forged.body), headers: forged.headers }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(
      paypalProvider.verifyWebhook(ctx, {
        rawBody: Buffer.from(completed.body),
        headers: { 'content-type': 'application/json' },
      }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
  });

  it('reports an outage as UNAVAILABLE and bad credentials as AUTH', async () => {
    fake.failNext(2, 500);
    const outage = await checkout('44444444-4444-4444-8444-444444444444').catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(ProviderError);
    expect(outage).toMatchObject({ kind: 'UNAVAILABLE' });
    const wrong = { ...ctx, credentials: { ...ctx.credentials, clientSecret: 'WrongSecret123' } };
    await expect(
      paypalProvider.createCheckout(wrong, {
        paymentId: '55555555-5555-4555-8555-555555555555',
        amount: 100,
        currencyCode: 'USD',
        description: 'x',
        customerEmail: 'a@example.com',
        customerName: 'A',
        successUrl: 'http://localhost/s',
        cancelUrl: 'http://localhost/c',
        expiresAt: new Date(),
      }),
    ).rejects.toMatchObject({ kind: 'AUTH' });
  });
});
