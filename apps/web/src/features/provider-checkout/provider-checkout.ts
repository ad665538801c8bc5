import type { PaymentStatusResponse } from '@kairos/core/payments/payment-api-schema';
import type { PaymentNext } from '@kairos/core/payments/payment-start-schema';
import { bookingsApi } from '../api/clients';
import { parentFrame } from '../embed/parent-frame';
import { isEmbeddedInFrame } from '../shell/embedding';
import { trackEvent } from '../tracking/tracker';
import { type CheckoutTabs, checkoutTabs } from './checkout-tab';

/** What the server hands the page to open Razorpay Checkout (`next.type === 'IN_PAGE'`). */
export interface RazorpayCheckout {
  provider: 'razorpay';
  scriptUrl: string;
  key: string;
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  prefill: { name: string; email: string };
}

/** Razorpay's Checkout options and handler result, as its checkout.js documents them. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  handler: (result: Record<string, string>) => void;
  modal: { ondismiss: () => void };
}
type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void };

export function razorpayCheckoutOf(next: PaymentNext | null | undefined): RazorpayCheckout | null {
  if (next?.type !== 'IN_PAGE' || next.data.provider !== 'razorpay') return null;
  const d = next.data as Partial<RazorpayCheckout>;
  if (typeof d.scriptUrl !== 'string' || typeof d.key !== 'string' || typeof d.orderId !== 'string')
    return null;
  return d as RazorpayCheckout;
}

/** Sends the visitor to PayPal to approve the payment; PayPal brings them back to the status page. */
export function redirectToPayPal(
  url: string,
  go: (url: string) => void = (u) => window.location.assign(u),
): void {
  trackEvent('redirect_payment_paypal');
  go(url);
}

/**
 * To a provider's hosted checkout (Stripe, PayPal). A page of its own goes there ('left'); a page
 * in a frame opens it at top level in a new tab and stays ('tab'), to wait on its payment status.
 */
export function goToProviderCheckout(
  paymentId: string,
  url: string,
  env: { isEmbedded: () => boolean; tabs: CheckoutTabs; go: (url: string) => void } = {
    isEmbedded: isEmbeddedInFrame,
    tabs: checkoutTabs,
    go: (u) => window.location.assign(u),
  },
): 'left' | 'tab' {
  if (!env.isEmbedded()) {
    env.go(url);
    return 'left';
  }
  env.tabs.open(paymentId, url);
  return 'tab';
}

const announced = new Set<string>();

/**
 * A payment went through: the funnel's payment_completed and, for a host page embedding the
 * widget, booking_successful (a paid booking stands only now). Once per payment and page.
 */
export function announcePaidBooking(payment: { id: string; meetingId: string }): void {
  if (announced.has(payment.id)) return;
  announced.add(payment.id);
  trackEvent('payment_completed', { paymentId: payment.id, meetingId: payment.meetingId });
  parentFrame.emit('booking_successful', { meetingId: payment.meetingId });
}

/** The payment completed from what the provider handed the browser (PayPal's token, Razorpay's signed result). */
export function confirmPaymentReturn(
  paymentId: string,
  input: Record<string, string>,
): Promise<PaymentStatusResponse> {
  return bookingsApi.post<PaymentStatusResponse>(
    `/meet/payment/${encodeURIComponent(paymentId)}/return`,
    input,
  );
}

const scripts = new Map<string, Promise<void>>();

/** Loads a script once; Razorpay's is fetched only when the visitor pays with Razorpay. */
/** Our words when Razorpay's script will not load; the page says them in its language. */
export const RAZORPAY_UNAVAILABLE = 'Razorpay Checkout could not be loaded. Please try again.';

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(RAZORPAY_UNAVAILABLE));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * Opens Razorpay Checkout over the page for a payment. Resolves with the payment's status once
 * Checkout's signed result is confirmed by the server, or `null` when the visitor closes it.
 */
export async function openRazorpayCheckout(
  paymentId: string,
  checkout: RazorpayCheckout,
  brand: string,
): Promise<PaymentStatusResponse | null> {
  await loadScript(checkout.scriptUrl);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error(RAZORPAY_UNAVAILABLE);
  trackEvent('redirect_payment_razorpay');
  return new Promise((resolve, reject) => {
    new Razorpay({
      key: checkout.key,
      amount: checkout.amount,
      currency: checkout.currency,
      order_id: checkout.orderId,
      name: brand,
      description: checkout.description,
      prefill: checkout.prefill,
      handler: (result) => {
        confirmPaymentReturn(paymentId, {
          razorpay_order_id: result.razorpay_order_id ?? '',
          razorpay_payment_id: result.razorpay_payment_id ?? '',
          razorpay_signature: result.razorpay_signature ?? '',
        }).then(resolve, reject);
      },
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
