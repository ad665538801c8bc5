import { EMBED_NAMESPACE } from '../embed/protocol';

/**
 * A provider's checkout from inside a widget. Checkout pages refuse to be framed (Stripe's does),
 * and one that loads in the frame returns without the widget's context. So in a frame the
 * checkout opens at top level in a new tab, the widget waits on its payment status page (which
 * polls), and the status page in the tab, once paid, tells the widget and closes itself.
 */

/** Tab → widget: the payment came back paid. Widget → tab: taken over, the tab may close. */
export type CheckoutTabMessage =
  | { ns: typeof EMBED_NAMESPACE; type: 'CHECKOUT_RETURNED'; paymentId: string }
  | { ns: typeof EMBED_NAMESPACE; type: 'CHECKOUT_TAKEN'; paymentId: string };

export function checkoutMessageOf(data: unknown, type: CheckoutTabMessage['type']): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as { ns?: unknown; type?: unknown; paymentId?: unknown };
  return m.ns === EMBED_NAMESPACE && m.type === type && typeof m.paymentId === 'string' ? m.paymentId : null;
}

/** A window as far as this module uses one (the real one in the browser, stand-ins in tests). */
export interface TabWindow {
  closed?: boolean;
  close(): void;
  focus?(): void;
  postMessage(message: unknown, targetOrigin: string): void;
}

interface MessageSource {
  addEventListener(type: 'message', fn: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', fn: (event: MessageEvent) => void): void;
}

export interface CheckoutTabs {
  /** Opens (or brings back) the payment's tab on `url`; false when the browser blocked it. */
  open(paymentId: string, url: string): boolean;
  /** This page has tried to open the payment's tab (opened or blocked). */
  wasOpened(paymentId: string): boolean;
  /** The tab was blocked the last time it was opened (the waiting page offers to open it). */
  isBlocked(paymentId: string): boolean;
  /** The widget's side: calls `onReturn` when the payment's tab says it came back, and answers it. */
  listen(paymentId: string, onReturn: () => void): () => void;
  /** Closes the payment's tab, if this page opened it and it is still open. */
  close(paymentId: string): void;
}

export function createCheckoutTabs(env: {
  openWindow: (url: string, name: string) => TabWindow | null;
  events: MessageSource;
  origin: string;
}): CheckoutTabs {
  const tabs = new Map<string, TabWindow | null>();
  return {
    open(paymentId, url) {
      const open = tabs.get(paymentId);
      // A tab still open is brought forward, not loaded again (the payer may be half-way through).
      if (open && !open.closed) {
        open.focus?.();
        return true;
      }
      const tab = env.openWindow(url, tabName(paymentId));
      tabs.set(paymentId, tab);
      return tab !== null;
    },
    wasOpened: (paymentId) => tabs.has(paymentId),
    isBlocked: (paymentId) => tabs.has(paymentId) && tabs.get(paymentId) === null,
    listen(paymentId, onReturn) {
      const handler = (event: MessageEvent) => {
        if (event.origin !== env.origin) return;
        if (checkoutMessageOf(event.data, 'CHECKOUT_RETURNED') !== paymentId) return;
        const taken: CheckoutTabMessage = { ns: EMBED_NAMESPACE, type: 'CHECKOUT_TAKEN', paymentId };
        (event.source as TabWindow | null)?.postMessage(taken, env.origin);
        onReturn();
      };
      env.events.addEventListener('message', handler);
      return () => env.events.removeEventListener('message', handler);
    },
    close(paymentId) {
      const tab = tabs.get(paymentId);
      if (tab && !tab.closed) tab.close();
      tabs.delete(paymentId);
    },
  };
}

/** One tab per payment: opening it again brings the same tab back rather than a second one. */
export function tabName(paymentId: string): string {
  return `kairos-checkout-${paymentId.replace(/[^\w-]/g, '')}`;
}

/**
 * The tab's side, on the status page once paid: tells the window that opened it, if that is a
 * widget of this app waiting for this payment, and resolves true once the widget has taken over.
 * Any other page (no opener, another site's, a widget that was closed) leaves it false.
 */
export function handBackToWidget(
  paymentId: string,
  env: { opener: TabWindow | null; events: MessageSource; origin: string; timeoutMs?: number },
): Promise<boolean> {
  const opener = env.opener;
  if (!opener) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer);
      env.events.removeEventListener('message', handler);
      resolve(taken);
    };
    const handler = (event: MessageEvent) => {
      if (event.origin !== env.origin || event.source !== opener) return;
      if (checkoutMessageOf(event.data, 'CHECKOUT_TAKEN') === paymentId) done(true);
    };
    const timer = setTimeout(() => done(false), env.timeoutMs ?? 1500);
    env.events.addEventListener('message', handler);
    const returned: CheckoutTabMessage = { ns: EMBED_NAMESPACE, type: 'CHECKOUT_RETURNED', paymentId };
    try {
      // To this app's origin only: an opener on another site never hears of the payment.
      opener.postMessage(returned, env.origin);
    } catch {
      done(false);
    }
  });
}

export const checkoutTabs: CheckoutTabs =
  typeof window === 'undefined'
    ? createCheckoutTabs({
        openWindow: () => null,
        events: { addEventListener() {}, removeEventListener() {} },
        origin: '',
      })
    : createCheckoutTabs({
        openWindow: (url, name) => window.open(url, name),
        events: window,
        origin: window.location.origin,
      });
