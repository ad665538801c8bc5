import { afterEach, describe, expect, it } from 'vitest';
import { addTrackingSink } from '../tracking/tracker';
import { razorpayCheckoutOf, redirectToPayPal } from './provider-checkout';

describe('the PayPal and Razorpay steps of the booking page', () => {
  const seen: string[] = [];
  const remove = addTrackingSink((name) => seen.push(name));
  afterEach(() => {
    seen.length = 0;
  });

  it('sends the visitor to PayPal’s approval page and tracks redirect_payment_paypal', () => {
    const went: string[] = [];
    redirectToPayPal('https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T', (url) =>
      went.push(url),
    );
    expect(went).toEqual(['https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T']);
    expect(seen).toEqual(['redirect_payment_paypal']);
  });

  it('reads Razorpay Checkout’s data from the server’s in-page step, and nothing else', () => {
    const data = {
      provider: 'razorpay',
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      key: 'rzp_test_abc123',
      orderId: 'order_EKwxwAgItmmXdp',
      amount: 49_900,
      currency: 'INR',
      description: 'Intro call',
      prefill: { name: 'Vi', email: 'vi@example.com' },
    };
    expect(razorpayCheckoutOf({ type: 'IN_PAGE', data })).toEqual(data);
    expect(razorpayCheckoutOf({ type: 'IN_PAGE', data: { provider: 'other' } })).toBeNull();
    expect(razorpayCheckoutOf({ type: 'IN_PAGE', data: { provider: 'razorpay', key: 1 } })).toBeNull();
    expect(razorpayCheckoutOf({ type: 'REDIRECT', url: 'https://example.com' })).toBeNull();
    expect(razorpayCheckoutOf(null)).toBeNull();
    remove();
  });
});
