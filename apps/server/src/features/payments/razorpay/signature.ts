import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, both HMAC-SHA256 in lowercase hex:
 * - Checkout hands the page `razorpay_signature` over `order_id|payment_id`, keyed with the key secret;
 * - a webhook carries `X-Razorpay-Signature` over the raw body, keyed with the webhook secret.
 * Compared in constant time; anything malformed is simply not valid.
 */
export function razorpaySignature(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

export function isValidPaymentSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(razorpaySignature(keySecret, `${orderId}|${paymentId}`), signature);
}

export function isValidWebhookSignature(webhookSecret: string, rawBody: string, signature: string): boolean {
  return sameHex(razorpaySignature(webhookSecret, rawBody), signature);
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
