import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePayPal, startFakePayPal } from '../../../../test/fake-paypal.ts';
import { createClock } from '../../../../test/test-app.ts';
import { ProviderCallError } from '../provider-http.ts';
import { clearPayPalTokens, createPayPalClient } from './client.ts';

describe('PayPal client against the local PayPal fake', () => {
  let fake: FakePayPal;
  const clock = createClock('2026-03-01T09:00:00Z');
  const client = () =>
    createPayPalClient({
      baseUrl: fake.baseUrl,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      now: clock.now,
    });
  const order = (reference: string, value = '25.00', currency_code = 'USD') =>
    client().createOrder({
      reference,
      amount: { currency_code, value },
      description: 'Consultation',
      brandName: 'Acme',
      returnUrl: 'http://localhost:3000/return',
      cancelUrl: 'http://localhost:3000/cancel',
    });

  beforeAll(async () => {
    fake = await startFakePayPal({ expiresInSeconds: 32_400 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    clearPayPalTokens();
    clock.set('2026-03-01T09:00:00Z');
  });

  it('keeps a token for expires_in seconds (less a minute), then asks for a new one', async () => {
    const before = fake.tokensIssued();
    await order('pay-token-1');
    clock.advance((32_400 - 61) * 1000);
    await order('pay-token-2');
    expect(fake.tokensIssued()).toBe(before + 1);
    clock.advance(2_000);
    await order('pay-token-3');
    expect(fake.tokensIssued()).toBe(before + 2);
  });

  it('asks for a new token once when PayPal answers 401 to an expired one', async () => {
    await order('pay-401-1');
    const before = fake.tokensIssued();
    fake.expireTokens();
    const created = await order('pay-401-2');
    expect(created.orderId).toMatch(/\w+/);
    expect(fake.tokensIssued()).toBe(before + 1);
  });

  it('refuses wrong credentials with a non-retryable error', async () => {
    const wrong = createPayPalClient({
      baseUrl: fake.baseUrl,
      clientId: fake.clientId,
      clientSecret: 'nope',
      now: clock.now,
    });
    const error = await wrong.getOrder('X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error).toMatchObject({ status: 401, retryable: false });
  });

  it('retries one 429 or 5xx, and reports a second one as retryable', async () => {
    fake.failNext(1, 429);
    await expect(order('pay-429')).resolves.toMatchObject({
      approveUrl: expect.stringContaining('/checkoutnow?token='),
    });
    fake.failNext(2, 503);
    await expect(order('pay-503')).rejects.toMatchObject({ status: 503, retryable: true });
  });

  it('creates an order with an approval link, captures it once, and refunds it once', async () => {
    const created = await order('pay-flow');
    expect(created.approveUrl).toBe(`${fake.baseUrl}/checkoutnow?token=${created.orderId}`);
    await expect(client().captureOrder(created.orderId)).rejects.toMatchObject({
      issue: 'ORDER_NOT_APPROVED',
    });

    fake.approve(created.orderId);
    const captured = await client().captureOrder(created.orderId);
    const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
    expect(captured.status).toBe('COMPLETED');
    expect(capture).toMatchObject({ status: 'COMPLETED', custom_id: 'pay-flow', amount: { value: '25.00' } });
    // A second capture (the webhook after the return page) ends at the same capture.
    const again = await client().captureOrder(created.orderId);
    expect(again.purchase_units?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);

    const refund = await client().refundCapture(capture?.id ?? '');
    expect(refund.status).toBe('COMPLETED');
    // The same refund asked again (a retried job) is answered from PayPal-Request-Id, not refunded twice.
    await expect(client().refundCapture(capture?.id ?? '')).resolves.toEqual(refund);
    expect(fake.refunds().filter((r) => r.captureId === capture?.id)).toHaveLength(1);
  });

  it('sends zero-decimal currencies as whole numbers; a fraction is refused', async () => {
    await expect(order('pay-jpy', '2500', 'JPY')).resolves.toMatchObject({ orderId: expect.any(String) });
    await expect(order('pay-jpy-bad', '2500.50', 'JPY')).rejects.toMatchObject({
      status: 422,
      issue: 'DECIMAL_PRECISION',
    });
  });

  it('verifies a webhook through PayPal, byte for byte, and rejects a forged one', async () => {
    const created = await order('pay-hook');
    fake.approve(created.orderId);
    await client().captureOrder(created.orderId);
    const genuine = fake.signEvent(fake.captureCompletedEvent(created.orderId));
    const headers = (h: Record<string, string>) => ({
      transmissionId: h['paypal-transmission-id'] ?? '',
      transmissionTime: h['paypal-transmission-time'] ?? '',
      transmissionSig: h['paypal-transmission-sig'] ?? '',
      certUrl: h['paypal-cert-url'] ?? '',
      authAlgo: h['paypal-auth-algo'] ?? '',
    });
    expect(
      await client().verifyWebhookSignature(fake.webhookId, headers(genuine.headers), genuine.body),
    ).toBe(true);
    expect(await client().verifyWebhookSignature('WHOTHER', headers(genuine.headers), genuine.body)).toBe(
      false,
    );
    const forged = fake.signEvent(fake.captureCompletedEvent(created.orderId), { forge: true });
    expect(await client().verifyWebhookSignature(fake.webhookId, headers(forged.headers), forged.body)).toBe(
      false,
    );
    const tampered = genuine.body.replace('"COMPLETED"', '"DECLINED"');
    expect(await client().verifyWebhookSignature(fake.webhookId, headers(genuine.headers), tampered)).toBe(
      false,
    );
  });
});
