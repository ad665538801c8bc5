import type { PaymentStatusResponse } from '@kairos/core/payments/payment-api-schema';
import { useEffect, useRef, useState } from 'react';
import { confirmPaymentReturn, openRazorpayCheckout, type RazorpayCheckout } from '../provider-checkout';

/**
 * PayPal sent the payer back with the approved order (`?token=`): capture it now rather than wait
 * for the webhook, and hand the fresh status over.
 */
export function usePayPalReturn(
  paymentId: string | null,
  token: string | null,
  onStatus: (status: PaymentStatusResponse) => void,
): string | null {
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!paymentId || !token || done.current) return;
    done.current = true;
    confirmPaymentReturn(paymentId, { token }).then(onStatus, (e: unknown) =>
      setError(e instanceof Error ? e.message : 'We could not confirm the payment.'),
    );
  }, [paymentId, token, onStatus]);
  return error;
}

/** Opens Razorpay Checkout over the page; its signed result is confirmed by the server. */
export function RazorpayPayButton(props: {
  paymentId: string;
  checkout: RazorpayCheckout;
  label: string;
  className: string;
  onStatus: (status: PaymentStatusResponse) => void;
  /** Opens Checkout without a click: in the tab a widget opened for paying, the click was there. */
  openAtOnce?: boolean;
}) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page shows the step
  useEffect(() => {
    if (!props.openAtOnce || opened.current) return;
    opened.current = true;
    void pay();
  }, []);
  async function pay() {
    setOpening(true);
    setError(null);
    try {
      const status = await openRazorpayCheckout(props.paymentId, props.checkout, document.title);
      if (status) props.onStatus(status);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'We could not open Razorpay.');
    } finally {
      setOpening(false);
    }
  }
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <button type="button" className={props.className} disabled={opening} onClick={() => void pay()}>
        {opening ? 'Opening Razorpay…' : props.label}
      </button>
    </>
  );
}
