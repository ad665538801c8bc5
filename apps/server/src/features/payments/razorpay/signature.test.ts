import fc from 'fast-check';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { isValidPaymentSignature, isValidWebhookSignature, razorpaySignature } from './signature.ts';

// Razorpay's SDK is the reference for both signatures. Kairos keeps its own (constant-time)
// comparison, so these check that the two agree: the SDK accepts what Kairos would sign, and both
// refuse the same tampered signatures.
const id = (prefix: string) => fc.stringMatching(/^[A-Za-z0-9]{14}$/).map((s) => `${prefix}_${s}`);
const secret = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' });

/** One hex digit changed, upper-cased, cut short or doubled: never a valid signature. */
function tampered(signature: string, how: number): string {
  if (how === 0) return `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
  if (how === 1) return signature.toUpperCase();
  if (how === 2) return signature.slice(0, 63);
  return `${signature}${signature}`;
}

describe('Razorpay signatures, cross-checked with the official SDK', () => {
  it('a Checkout signature over order_id|payment_id: the SDK and Kairos agree', () => {
    fc.assert(
      fc.property(
        id('order'),
        id('pay'),
        secret,
        fc.integer({ min: 0, max: 3 }),
        (order, payment, key, how) => {
          const signature = razorpaySignature(key, `${order}|${payment}`);
          const params = { order_id: order, payment_id: payment };
          expect(validatePaymentVerification(params, signature, key)).toBe(true);
          expect(isValidPaymentSignature(key, order, payment, signature)).toBe(true);
          const bad = tampered(signature, how);
          expect(isValidPaymentSignature(key, order, payment, bad)).toBe(
            validatePaymentVerification(params, bad, key),
          );
          expect(isValidPaymentSignature(key, order, payment, bad)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a webhook signature over the raw body, whatever characters it holds: the SDK and Kairos agree', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        secret,
        fc.integer({ min: 0, max: 3 }),
        (text, key, how) => {
          const body = JSON.stringify({ event: 'payment.captured', note: text });
          const signature = razorpaySignature(key, body);
          expect(validateWebhookSignature(body, signature, key)).toBe(true);
          expect(isValidWebhookSignature(key, body, signature)).toBe(true);
          const bad = tampered(signature, how);
          expect(isValidWebhookSignature(key, body, bad)).toBe(validateWebhookSignature(body, bad, key));
          // Another secret or another body is refused by both.
          expect(validateWebhookSignature(`${body} `, signature, key)).toBe(false);
          expect(isValidWebhookSignature(key, `${body} `, signature)).toBe(false);
          expect(isValidWebhookSignature(`${key}x`, body, signature)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is HMAC-SHA256 in lowercase hex (RFC 4231, test case 2)', () => {
    const signature = razorpaySignature('Jefe', 'what do ya want for nothing?');
    expect(signature).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(validateWebhookSignature('what do ya want for nothing?', signature, 'Jefe')).toBe(true);
  });
});
