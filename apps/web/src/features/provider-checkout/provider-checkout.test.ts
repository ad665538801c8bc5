import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTrackingSink } from '../tracking/tracker';
import { createCheckoutTabs, type TabWindow } from './checkout-tab';
import { goToProviderCheckout, razorpayCheckoutOf, redirectToPayPal } from './provider-checkout';

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

describe('goToProviderCheckout', () => {
  const url = 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3';

  function setUp(isEmbedded: boolean, opened: TabWindow | null) {
    const went: string[] = [];
    const openWindow = vi.fn((_url: string, _name: string) => opened);
    const tabs = createCheckoutTabs({
      openWindow,
      events: { addEventListener() {}, removeEventListener() {} },
      origin: 'https://book.example.com',
    });
    const result = goToProviderCheckout('p1', url, {
      isEmbedded: () => isEmbedded,
      tabs,
      go: (u) => went.push(u),
    });
    return { result, went, openWindow, tabs };
  }

  it('takes a page of its own to the checkout, as before', () => {
    const { result, went, openWindow } = setUp(false, null);
    expect(result).toBe('left');
    expect(went).toEqual([url]);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('in a frame, opens the checkout in a new tab and leaves the frame where it is', () => {
    const { result, went, openWindow } = setUp(true, { close() {}, postMessage() {} });
    expect(result).toBe('tab');
    expect(went).toEqual([]);
    expect(openWindow).toHaveBeenCalledWith(url, 'kairos-checkout-p1');
  });

  it('in a frame whose new tab was blocked, still stays, for the widget to offer it again', () => {
    const { result, went, tabs } = setUp(true, null);
    expect(result).toBe('tab');
    expect(went).toEqual([]);
    expect(tabs.isBlocked('p1')).toBe(true);
  });
});
