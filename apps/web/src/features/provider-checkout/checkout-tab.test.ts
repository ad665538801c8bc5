import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCheckoutTabs, handBackToWidget, type TabWindow, tabName } from './checkout-tab';

const ORIGIN = 'https://book.example.com';
const PAYMENT = '3f1c8a2e-5b7d-4c1e-9a0f-2d6b8e4c1a7f';

/** A window's `message` events, dispatched by hand. */
function messages() {
  const handlers = new Set<(event: MessageEvent) => void>();
  return {
    addEventListener: (_: 'message', fn: (event: MessageEvent) => void) => handlers.add(fn),
    removeEventListener: (_: 'message', fn: (event: MessageEvent) => void) => handlers.delete(fn),
    dispatch(event: { origin: string; source: unknown; data: unknown }) {
      for (const fn of [...handlers]) fn(event as MessageEvent);
    },
    count: () => handlers.size,
  };
}

function tab(): TabWindow & { posted: Array<[unknown, string]> } {
  const posted: Array<[unknown, string]> = [];
  return {
    closed: false,
    posted,
    close: vi.fn(function (this: TabWindow) {
      this.closed = true;
    }),
    focus: vi.fn(),
    postMessage: (message, origin) => posted.push([message, origin]),
  };
}

describe('createCheckoutTabs (the widget’s side)', () => {
  it('opens the checkout in a named tab, brings an open one back instead of reloading it, and closes it', () => {
    const opened = tab();
    const openWindow = vi.fn(() => opened);
    const tabs = createCheckoutTabs({ openWindow, events: messages(), origin: ORIGIN });
    expect(tabs.wasOpened(PAYMENT)).toBe(false);
    expect(tabs.open(PAYMENT, 'https://checkout.stripe.com/c/pay/cs_test_1')).toBe(true);
    expect(openWindow).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1', tabName(PAYMENT));
    expect(tabs.open(PAYMENT, 'https://checkout.stripe.com/c/pay/cs_test_1')).toBe(true);
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(opened.focus).toHaveBeenCalledTimes(1);
    tabs.close(PAYMENT);
    expect(opened.close).toHaveBeenCalledTimes(1);
    expect(tabs.wasOpened(PAYMENT)).toBe(false);
  });

  it('remembers a blocked tab, and opens it on the next try', () => {
    const openWindow = vi.fn<(url: string, name: string) => TabWindow | null>(() => null);
    const tabs = createCheckoutTabs({ openWindow, events: messages(), origin: ORIGIN });
    expect(tabs.open(PAYMENT, 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T')).toBe(false);
    expect(tabs.isBlocked(PAYMENT)).toBe(true);
    openWindow.mockReturnValueOnce(tab());
    expect(tabs.open(PAYMENT, 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T')).toBe(true);
    expect(tabs.isBlocked(PAYMENT)).toBe(false);
  });

  it('hears its payment’s tab come back from this origin only, and answers it', () => {
    const events = messages();
    const tabs = createCheckoutTabs({ openWindow: () => tab(), events, origin: ORIGIN });
    const onReturn = vi.fn();
    const stop = tabs.listen(PAYMENT, onReturn);
    const source = tab();
    const returned = { ns: 'kairos', type: 'CHECKOUT_RETURNED', paymentId: PAYMENT };
    events.dispatch({ origin: 'https://evil.example', source, data: returned });
    events.dispatch({ origin: ORIGIN, source, data: { ...returned, paymentId: 'another' } });
    events.dispatch({ origin: ORIGIN, source, data: { ...returned, ns: 'other' } });
    expect(onReturn).not.toHaveBeenCalled();
    events.dispatch({ origin: ORIGIN, source, data: returned });
    expect(onReturn).toHaveBeenCalledTimes(1);
    expect(source.posted).toEqual([[{ ns: 'kairos', type: 'CHECKOUT_TAKEN', paymentId: PAYMENT }, ORIGIN]]);
    stop();
    expect(events.count()).toBe(0);
  });
});

describe('handBackToWidget (the tab’s side)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the opener, to this origin only, and resolves true when the widget takes over', async () => {
    const events = messages();
    const opener = tab();
    const taken = handBackToWidget(PAYMENT, { opener, events, origin: ORIGIN });
    expect(opener.posted).toEqual([
      [{ ns: 'kairos', type: 'CHECKOUT_RETURNED', paymentId: PAYMENT }, ORIGIN],
    ]);
    const answer = { ns: 'kairos', type: 'CHECKOUT_TAKEN', paymentId: PAYMENT };
    // Not from the opener, or from another origin: not the widget.
    events.dispatch({ origin: ORIGIN, source: tab(), data: answer });
    events.dispatch({ origin: 'https://evil.example', source: opener, data: answer });
    events.dispatch({ origin: ORIGIN, source: opener, data: answer });
    await expect(taken).resolves.toBe(true);
    expect(events.count()).toBe(0);
  });

  it('resolves false without an opener, or when no widget answers in time', async () => {
    await expect(
      handBackToWidget(PAYMENT, { opener: null, events: messages(), origin: ORIGIN }),
    ).resolves.toBe(false);
    vi.useFakeTimers();
    const events = messages();
    const silent = handBackToWidget(PAYMENT, { opener: tab(), events, origin: ORIGIN, timeoutMs: 1500 });
    vi.advanceTimersByTime(1500);
    await expect(silent).resolves.toBe(false);
    expect(events.count()).toBe(0);
  });
});
