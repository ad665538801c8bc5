import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../../../test/fake-razorpay.ts';
import { ProviderCallError } from '../provider-http.ts';
import { createRazorpayClient } from './client.ts';
import { isValidPaymentSignature, isValidWebhookSignature, razorpaySignature } from './signature.ts';

describe('Razorpay client and signatures against the local Razorpay fake', () => {
  let fake: FakeRazorpay;
  const client = () =>
    createRazorpayClient({ baseUrl: fake.baseUrl, keyId: fake.keyId, keySecret: fake.keySecret });

  beforeAll(async () => {
    fake = await startFakeRazorpay();
  });
  afterAll(() => fake.close());

  it('creates an order in paise with the receipt, and reads it back paid', async () => {
    const order = await client().createOrder({
      amount: 49_900,
      currency: 'INR',
      receipt: 'payment-1',
      notes: { meetingId: 'm1' },
    });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 49_900,
      currency: 'INR',
      receipt: 'payment-1',
      status: 'created',
    });
    const { paymentId } = fake.pay(order.id);
    await expect(client().getOrder(order.id)).resolves.toMatchObject({ status: 'paid', amount_paid: 49_900 });
    await expect(client().getPayment(paymentId)).resolves.toMatchObject({
      status: 'captured',
      order_id: order.id,
    });
  });

  it('refuses wrong keys (401) and a fractional amount (400) as non-retryable', async () => {
    const wrong = createRazorpayClient({ baseUrl: fake.baseUrl, keyId: fake.keyId, keySecret: 'wrong' });
    await expect(wrong.createOrder({ amount: 10_000, currency: 'INR', receipt: 'r' })).rejects.toMatchObject({
      status: 401,
      retryable: false,
    });
    const error = await client()
      .createOrder({ amount: 99.5, currency: 'INR', receipt: 'r' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error).toMatchObject({ status: 400, retryable: false });
  });

  it('retries one 429; reports a 5xx of a write without repeating it', async () => {
    fake.failNext(1, 429);
    await expect(
      client().createOrder({ amount: 10_000, currency: 'INR', receipt: 'r429' }),
    ).resolves.toMatchObject({
      status: 'created',
    });
    const before = fake.calls.length;
    fake.failNext(1, 502);
    await expect(
      client().createOrder({ amount: 10_000, currency: 'INR', receipt: 'r502' }),
    ).rejects.toMatchObject({
      status: 502,
      retryable: true,
    });
    expect(fake.calls.length - before).toBe(1);
  });

  it('captures an authorized payment and refunds it once', async () => {
    const order = await client().createOrder({ amount: 25_000, currency: 'INR', receipt: 'cap' });
    const { paymentId } = fake.pay(order.id, { capture: false });
    await expect(client().capturePayment(paymentId, 25_000, 'INR')).resolves.toMatchObject({
      status: 'captured',
    });
    const refund = await client().refundPayment(paymentId);
    expect(refund).toMatchObject({
      entity: 'refund',
      amount: 25_000,
      payment_id: paymentId,
      status: 'processed',
    });
    await expect(client().refundPayment(paymentId)).rejects.toMatchObject({ status: 400 });
  });

  it('accepts Checkout’s payment signature and a webhook’s signature only when they match', async () => {
    const order = await client().createOrder({ amount: 10_000, currency: 'INR', receipt: 'sig' });
    const { paymentId, signature } = fake.pay(order.id);
    expect(isValidPaymentSignature(fake.keySecret, order.id, paymentId, signature)).toBe(true);
    expect(isValidPaymentSignature(fake.keySecret, order.id, 'pay_other', signature)).toBe(false);
    expect(isValidPaymentSignature('other-secret', order.id, paymentId, signature)).toBe(false);
    expect(isValidPaymentSignature(fake.keySecret, order.id, paymentId, 'not hex')).toBe(false);

    const genuine = fake.signEvent(fake.paymentCapturedEvent(paymentId));
    expect(
      isValidWebhookSignature(
        fake.webhookSecret,
        genuine.body,
        genuine.headers['x-razorpay-signature'] ?? '',
      ),
    ).toBe(true);
    expect(
      isValidWebhookSignature(
        fake.webhookSecret,
        `${genuine.body} `,
        genuine.headers['x-razorpay-signature'] ?? '',
      ),
    ).toBe(false);
    const forged = fake.signEvent(fake.paymentCapturedEvent(paymentId), { forge: true });
    expect(
      isValidWebhookSignature(fake.webhookSecret, forged.body, forged.headers['x-razorpay-signature'] ?? ''),
    ).toBe(false);
    // The documented example: HMAC-SHA256 in lowercase hex.
    expect(razorpaySignature('secret', 'order_1|pay_1')).toMatch(/^[0-9a-f]{64}$/);
  });
});
