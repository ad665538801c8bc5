import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { isEmbeddedInFrame } from '../../shell/embedding';
import { checkoutTabs, handBackToWidget, tabName } from '../checkout-tab';

/** The widget's side: while it waits, a tab that came back paid makes it look again at once. */
export function useCheckoutTabReturn(paymentId: string | null, onReturn: () => void): void {
  useEffect(() => {
    if (!paymentId || !isEmbeddedInFrame()) return;
    return checkoutTabs.listen(paymentId, onReturn);
  }, [paymentId, onReturn]);
}

export type HandBack = 'no' | 'asking' | 'taken';

/**
 * The tab's side: a top-level page with an opener may be a widget's checkout tab. Once paid it asks
 * the opener; a widget that takes over finishes the booking there, and this tab closes.
 */
export function useHandBack(paymentId: string | null, paid: boolean): HandBack {
  const [state, setState] = useState<HandBack>(() =>
    !isEmbeddedInFrame() && window.opener ? 'asking' : 'no',
  );
  useEffect(() => {
    if (!paid || !paymentId || state !== 'asking') return;
    let live = true;
    void handBackToWidget(paymentId, {
      opener: window.opener,
      events: window,
      origin: window.location.origin,
    }).then((taken) => {
      if (live) setState(taken ? 'taken' : 'no');
    });
    return () => {
      live = false;
    };
  }, [paid, paymentId, state]);
  useEffect(() => {
    if (state === 'taken') window.close();
  }, [state]);
  return state;
}

/** True in the tab a widget opened to pay with Razorpay: Checkout opens there by itself. */
export function isPaymentTab(paymentId: string): boolean {
  return !isEmbeddedInFrame() && window.name === tabName(paymentId);
}

/** This status page at top level, for a checkout that must not run in the frame (Razorpay's). */
export function ownPageUrl(paymentId: string): string {
  const url = new URL(window.location.pathname, window.location.origin);
  url.searchParams.set('paymentId', paymentId);
  return url.toString();
}

/** Where the widget's checkout tab stands: never opened here (a reload, Razorpay), open, or blocked. */
type TabState = 'unopened' | 'open' | 'blocked';

function tabStateOf(paymentId: string): TabState {
  if (!checkoutTabs.wasOpened(paymentId)) return 'unopened';
  return checkoutTabs.isBlocked(paymentId) ? 'blocked' : 'open';
}

const TEXT: Record<TabState, MessageKey> = {
  unopened: 'payStatus.tab.unopened',
  open: 'payStatus.tab.open',
  blocked: 'payStatus.tab.blocked',
};

/**
 * The widget while the payer is in the checkout tab: what to do there, and a button that brings
 * the tab back, or opens it when it is not open (blocked by the browser, or not yet).
 */
export function CheckoutTabStep(props: {
  paymentId: string;
  url: string;
  amount: string;
  holdUntil: string;
  className: string;
}) {
  const t = useT();
  const [state, setState] = useState<TabState>(() => tabStateOf(props.paymentId));
  return (
    <>
      <p aria-live="polite">
        {t(TEXT[state], { amount: props.amount })} {t('payStatus.tab.movesOn')}
      </p>
      <p className="text-(--pb-muted)">{t('payStatus.tab.holding', { until: props.holdUntil })}</p>
      <button
        type="button"
        className={props.className}
        onClick={() => setState(checkoutTabs.open(props.paymentId, props.url) ? 'open' : 'blocked')}
      >
        {state === 'open' ? t('payStatus.tab.reopen') : t('payStatus.tab.openPage')}
      </button>
    </>
  );
}
