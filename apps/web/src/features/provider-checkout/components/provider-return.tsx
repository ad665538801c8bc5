import type { PaymentStatusResponse } from '@kairos/core/payments/payment-api-schema';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import {
  confirmPaymentReturn,
  openRazorpayCheckout,
  RAZORPAY_UNAVAILABLE,
  type RazorpayCheckout,
} from '../provider-checkout';

/**
 * PayPal sent the payer back with the approved order (`?token=`): capture it now rather than wait
 * for the webhook, and hand the fresh status over.
 */
export function usePayPalReturn(
  paymentId: string | null,
  token: string | null,
  onStatus: (status: PaymentStatusResponse) => void,
): string | null {
  const t = useT();
  const failed = t('payStatus.confirmFailed');
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!paymentId || !token || done.current) return;
    done.current = true;
    confirmPaymentReturn(paymentId, { token }).then(onStatus, (e: unknown) =>
      setError(e instanceof Error ? e.message : failed),
    );
  }, [paymentId, token, onStatus, failed]);
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
  const t = useT();
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
      setError(
        e instanceof Error
          ? e.message === RAZORPAY_UNAVAILABLE
            ? t('payStatus.razorpayUnavailable')
            : e.message
          : t('payStatus.razorpayFailed'),
      );
    } finally {
      setOpening(false);
    }
  }
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <button type="button" className={props.className} disabled={opening} onClick={() => void pay()}>
        {opening ? t('payStatus.openingRazorpay') : props.label}
      </button>
    </>
  );
}
