import { type BrowserContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { type HostSite, hostPage, startHostSite } from '../support/host-site';
import { FAKE_PAYPAL, FAKE_RAZORPAY } from '../support/payment-fakes';
import {
  createEvent,
  createHost,
  type Host,
  hostPage as signedInPage,
  uniqueEmail,
  xsrfHeaders,
} from './support-meetings';
import { connectFakeStripe } from './support-payments';

/**
 * `/embed.js` on another site: a plain static page on another loopback origin embeds an inline
 * widget, a popup and a floating button; a visitor books inside the frame, and pays in a new tab
 * (Stripe, PayPal, Razorpay stand-ins) while the widget waits. A plain `<iframe>` without the
 * script gets the spec's close button and messages.
 */

test.describe.configure({ timeout: 60_000 });
test.use({ timezoneId: 'UTC' });

const FRAME = 'iframe[title="Book a meeting"]';

let host: Host;
let accessLink: string;
let eventId: string;
let site: HostSite;
const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

type Logged = { ns?: string; type?: string; name?: string; data?: Record<string, unknown> };
type Heard = { name: string; detail: Record<string, unknown> };

test.beforeAll(async ({ playwright }, testInfo) => {
  const appOrigin = String(testInfo.project.use.baseURL);
  host = await createHost(playwright, appOrigin);
  accessLink = host.accessLink;
  eventId = await createEvent(host, 'embed-call', {
    name: 'Embed call',
    allowAttendeesToAddGuests: true,
    guestLimit: 2,
    questions: [
      { questionId: 'name', content: 'Name', type: 'NAME', required: true, name: 'fullName' },
      { questionId: 'emailId', content: 'Email', type: 'EMAIL_ID', required: true, name: 'emailId' },
      { questionId: 'topic', content: 'Topic', type: 'ONE_LINE', required: true },
    ],
  });
  await connectFakeStripe(host);
  for (const [provider, credentials] of [
    ['paypal', { mode: 'sandbox', ...FAKE_PAYPAL }],
    ['razorpay', FAKE_RAZORPAY],
  ] as const) {
    const connected = await host.api.put(`/api/v1/bookings/payments/accounts/${provider}`, {
      data: credentials,
      headers: await xsrfHeaders(host),
    });
    expect(connected.status(), await connected.text()).toBe(200);
  }
  for (const [slug, name, method, amount, currencyCode] of [
    ['embed-card', 'Card call', 'STRIPE', 25, 'USD'],
    ['embed-paypal', 'PayPal call', 'PAYPAL', 30, 'USD'],
    ['embed-rupee', 'Rupee call', 'RAZORPAY', 499, 'INR'],
  ] as const) {
    await createEvent(host, slug, {
      name,
      payment: { enable: true, methods: [method], amount, currencyCode },
    });
  }
  const opener = (slug: string, text: string) =>
    `<button type="button" data-kairos-popup data-kairos-access-link="${accessLink}" data-kairos-slug="${slug}" data-kairos-date="${date}">${text}</button>`;
  const page = (attrs: string) =>
    `<div data-kairos-inline data-kairos-access-link="${accessLink}" data-kairos-slug="embed-call" ${attrs}></div>`;
  site = await startHostSite({
    '/inline.html': hostPage(
      appOrigin,
      page(
        `data-kairos-name="Ada Lovelace" data-kairos-email="ada@example.com" data-kairos-guests="guest@example.com" ` +
          `data-kairos-answers='{"topic":"Widgets"}' data-kairos-date="${date}" data-kairos-utm-source="partner" ` +
          'data-kairos-brand-color="#0f766e"',
      ),
    ),
    '/popup.html': hostPage(
      appOrigin,
      `<button type="button" data-kairos-popup data-kairos-access-link="${accessLink}" data-kairos-slug="embed-call">Book with us</button>
       <div data-kairos-floating data-kairos-access-link="${accessLink}" data-kairos-button-text="Talk to us"></div>`,
    ),
    '/pay.html': hostPage(
      appOrigin,
      `${opener('embed-paypal', 'Pay with PayPal')} ${opener('embed-rupee', 'Pay in rupees')}
       <div data-kairos-floating data-kairos-access-link="${accessLink}" data-kairos-slug="embed-card" data-kairos-date="${date}" data-kairos-button-text="Book a paid call"></div>`,
    ),
    // No `/embed.js`: the page frames a booking page itself and listens to the spec's messages.
    '/plain.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plain frame</title></head>
<body><main><h1>Our site</h1>
<iframe title="Plain booking frame" src="${appOrigin}/${accessLink}/embed-call" style="width:900px;height:640px;border:0"></iframe>
</main>
<script>
  window.plainMessages = [];
  window.addEventListener('message', function (e) {
    if (e.origin !== ${JSON.stringify(appOrigin)}) return;
    window.plainMessages.push(e.data);
    if (e.data && e.data.type === 'CLOSE') document.querySelector('iframe').remove();
  });
</script></body></html>`,
  });
});

test.afterAll(async () => {
  await site?.close();
  await host?.api.dispose();
});

/** The frame's height, its page's content height, and how far the page overflows the frame. */
async function heights(page: Page) {
  const frame = page.locator(FRAME);
  const box = await frame.boundingBox();
  const inner = await (await frame.elementHandle())?.contentFrame();
  const measured = await inner?.evaluate(() => ({
    content: Math.ceil(document.getElementById('root')?.getBoundingClientRect().height ?? 0),
    overflow: document.documentElement.scrollHeight - window.innerHeight,
  }));
  return {
    frame: Math.round(box?.height ?? 0),
    content: measured?.content ?? -1,
    overflow: measured?.overflow ?? -1,
  };
}

/** Waits until the frame is exactly as tall as its content (no inner scrollbar) and returns that height. */
async function settledHeight(page: Page): Promise<number> {
  await expect
    .poll(async () => {
      const h = await heights(page);
      return h.content > 200 && Math.abs(h.frame - h.content) <= 1 && h.overflow <= 0;
    })
    .toBe(true);
  return (await heights(page)).frame;
}

test('an inline widget sizes itself, books with the prefill and UTMs, and tells the host page', async ({
  page,
}) => {
  await page.goto(`${site.origin}/inline.html?utm_campaign=spring`);
  const frame = page.frameLocator(FRAME);
  const slot = frame.getByRole('button', { name: '9:00am', exact: true });
  await expect(slot).toBeVisible();

  const wide = await settledHeight(page);
  await page.setViewportSize({ width: 375, height: 740 });
  const narrow = await settledHeight(page);
  // The event's details stack above the calendar on a phone: the frame grows with them.
  expect(narrow).toBeGreaterThan(wide);
  await expect(page.locator(FRAME)).toHaveJSProperty('clientWidth', 343);

  await slot.click();
  await expect(frame.getByRole('heading', { name: 'Enter your details' })).toBeVisible();
  await expect(frame.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(frame.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('ada@example.com');
  await expect(frame.getByLabel('Topic')).toHaveValue('Widgets');
  await expect(frame.getByLabel('Guest 1 email')).toHaveValue('guest@example.com');
  // There is nothing to close in an inline widget.
  await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await settledHeight(page);

  const booked = page.waitForRequest((request) => request.url().includes('/api/v1/bookings/meet/book'));
  await frame.getByRole('button', { name: 'Confirm booking' }).click();
  const body = (await booked).postDataJSON();
  expect(body.utms).toEqual({ utm_source: 'partner', utm_campaign: 'spring' });
  expect(body.time).toBe(`${date}T09:00:00.000Z`);
  expect(body.attendee).toMatchObject({ fullName: 'Ada Lovelace', guests: ['guest@example.com'] });
  expect(body.attendee.answers).toEqual(
    expect.arrayContaining([expect.objectContaining({ questionId: 'topic', answer: 'Widgets' })]),
  );
  await expect(frame.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { kairosEvents: unknown[] }).kairosEvents.length))
    .toBeGreaterThanOrEqual(4);
  const messages = await page.evaluate(
    () => (window as unknown as { kairosMessages: Logged[] }).kairosMessages,
  );
  expect(messages.every((m) => m.ns === 'kairos')).toBe(true);
  expect(messages[0]?.type).toBe('HIDE_SPINNER');
  expect(messages.filter((m) => m.type === 'HIDE_SPINNER')).toHaveLength(1);
  const events = messages.filter((m) => m.type === 'EVENT').map((m) => m.name);
  expect(events.slice(0, 1)).toEqual(['page_viewed']);
  expect(events.indexOf('time_selected')).toBeLessThan(events.indexOf('booking_successful'));
  const booking = messages.find((m) => m.name === 'booking_successful');
  expect(booking?.data?.meetingId).toEqual(expect.any(String));
  // The booking the host sees carries the prefill and the UTMs.
  const stored = await host.api.get(`/api/v1/bookings/meet/meet/${String(booking?.data?.meetingId)}`);
  expect(stored.status()).toBe(200);
  const [attendee] = (await stored.json()).attendees;
  expect(attendee).toMatchObject({
    fullName: 'Ada Lovelace',
    emailId: 'ada@example.com',
    guests: ['guest@example.com'],
    utms: { utm_source: 'partner', utm_campaign: 'spring' },
  });
  expect(attendee.answers).toEqual(
    expect.arrayContaining([expect.objectContaining({ questionId: 'topic', answer: 'Widgets' })]),
  );

  const heard = await page.evaluate(
    () =>
      (window as unknown as { kairosEvents: Array<{ name: string; detail: Record<string, unknown> }> })
        .kairosEvents,
  );
  expect(heard.find((e) => e.name === 'booking_successful')?.detail).toMatchObject({
    widgetId: 'w1',
    meetingId: booking?.data?.meetingId,
  });
});

test('a popup and a floating button open the booking page; messages from a wrong origin are ignored', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${site.origin}/popup.html`);
  await page.getByRole('button', { name: 'Book with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a meeting' });
  await expect(dialog).toBeVisible();
  const popup = page.frameLocator(`.kairos-panel ${FRAME}`);
  await expect(popup.getByRole('heading', { level: 1, name: 'Embed call' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The host page's script ignores a CLOSE that does not come from the app's origin.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (e) => e.data === 'sync' && resolve());
        window.postMessage({ ns: 'kairos', embedId: 'w1', type: 'CLOSE' }, '*');
        window.postMessage('sync', '*');
      }),
  );
  await expect(dialog).toBeVisible();

  // A frame that names another host origin ignores this page's messages; the real one obeys.
  await page.evaluate(
    (src) => {
      const frame = document.createElement('iframe');
      frame.title = 'Mislabelled widget';
      frame.src = src;
      document.querySelector('main')?.append(frame);
    },
    `${baseURL}/${accessLink}/embed-call?embed=x9&embedOrigin=${encodeURIComponent('http://127.0.0.1:1')}&embedMode=popup`,
  );
  const mislabelled = page.frameLocator('iframe[title="Mislabelled widget"]');
  await expect(mislabelled.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.evaluate(() => {
    for (const frame of document.querySelectorAll('iframe')) {
      frame.contentWindow?.postMessage({ ns: 'kairos', type: 'HIDE_CLOSE_BUTTON' }, '*');
    }
  });
  await expect(popup.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(mislabelled.getByRole('button', { name: 'Close' })).toBeVisible();

  // Clicking beside the panel closes the popup.
  await page.mouse.click(4, 4);
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Talk to us' }).click();
  await expect(dialog).toBeVisible();
  const floating = page.frameLocator(`.kairos-panel ${FRAME}`);
  await expect(floating.getByRole('link', { name: /Embed call/ })).toBeVisible();
  await floating.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Talk to us' })).toBeFocused();
});

test('a host builds a popup snippet with a live preview, copies it, and it works on another site', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, host);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/app/event-types/${eventId}`);
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed on your site' });
  await dialog.getByRole('radio', { name: /Popup/ }).check();
  await dialog.getByRole('radio', { name: 'Dark' }).check();
  await dialog.getByText('Hide event details', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: /^Hide event details/ })).toBeChecked();
  await dialog.getByLabel('Button text').fill('Book a demo');
  const snippet = dialog.getByRole('textbox', { name: 'Snippet' });
  await expect(snippet).toHaveValue(
    `<script src="${baseURL}/embed.js" defer></script>\n` +
      `<button type="button" data-kairos-popup data-kairos-access-link="${accessLink}" data-kairos-slug="embed-call" ` +
      'data-kairos-theme="dark" data-kairos-hide-event-details="true" data-kairos-button-text="Book a demo">Book a demo</button>',
  );

  // The preview runs the real script: its button opens the event in a popup.
  const preview = page.frameLocator('iframe[title="Live preview"]');
  await preview.getByRole('button', { name: 'Book a demo' }).click();
  await expect(
    preview.frameLocator(FRAME).getByRole('heading', { level: 1, name: 'Embed call' }),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet.inputValue());

  // Pasted into another site, it opens the booking page there.
  const pasted = await startHostSite({ '/pasted.html': hostPage(String(baseURL), copied) });
  try {
    await page.goto(`${pasted.origin}/pasted.html`);
    await page.getByRole('button', { name: 'Book a demo' }).click();
    await expect(
      page.frameLocator(`.kairos-panel ${FRAME}`).getByRole('heading', { level: 1, name: 'Embed call' }),
    ).toBeVisible();
  } finally {
    await pasted.close();
    await page.context().close();
  }
});

/** Books the widget's event at `time` with a fresh visitor and asks to pay. */
async function bookPaid(widget: FrameLocator, time: string, name: string) {
  await widget.getByRole('button', { name: time, exact: true }).click();
  await widget.getByLabel('Name').fill(name);
  await widget.getByLabel('Email').fill(uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'payer'));
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
}

/** After paying in its tab: the tab closes, and the widget shows the thanks page and tells the host page. */
async function expectFinishedInWidget(page: Page, widget: FrameLocator, price: RegExp) {
  await expect(widget.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  await expect(widget.getByText('Payment', { exact: true })).toBeVisible();
  await expect(widget.getByText(price)).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { kairosEvents: Heard[] }).kairosEvents
          .map((e) => e.name)
          .filter((name) => name === 'booking_successful' || name === 'payment_completed'),
      ),
    )
    .toEqual(['payment_completed', 'booking_successful']);
  const heard = await page.evaluate(() => (window as unknown as { kairosEvents: Heard[] }).kairosEvents);
  const booked = heard.find((e) => e.name === 'booking_successful')?.detail;
  expect(booked?.meetingId).toEqual(expect.any(String));
  expect(heard.find((e) => e.name === 'payment_completed')?.detail).toMatchObject({
    widgetId: booked?.widgetId,
    meetingId: booked?.meetingId,
  });
}

/** The next tab the widget opens. */
function nextTab(context: BrowserContext): Promise<Page> {
  return context.waitForEvent('page');
}

test('a card payment in a floating-button widget opens Checkout in a new tab and finishes in the widget', async ({
  page,
  context,
}) => {
  await page.goto(`${site.origin}/pay.html`);
  await page.getByRole('button', { name: 'Book a paid call' }).click();
  const widget = page.frameLocator(`.kairos-panel ${FRAME}`);
  const opened = nextTab(context);
  await bookPaid(widget, '10:00am', 'Grace Hopper');

  const tab = await opened;
  await expect(tab.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  // The widget keeps its place and says where the payment is.
  await expect(widget.getByRole('heading', { name: 'Complete your payment in the new tab' })).toBeVisible();
  await expect(
    widget.getByText(/The secure payment page opened in a new tab\. Pay \$25\.00 there/),
  ).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Reopen the payment tab' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Close' })).toBeVisible();

  const closed = tab.waitForEvent('close');
  await tab.getByRole('button', { name: 'Pay' }).click();
  await closed;
  await expectFinishedInWidget(page, widget, /\$25\.00 · paid/);
  await widget.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('PayPal in a popup widget: a blocked tab can be opened from the widget, and the widget finishes', async ({
  page,
  context,
}) => {
  await page.goto(`${site.origin}/pay.html`);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const widget = page.frameLocator(`.kairos-panel ${FRAME}`);
  await expect(widget.getByRole('button', { name: '11:00am', exact: true })).toBeVisible();
  // The browser's popup blocker: the frame's first window.open gets no window.
  const frame = page.frames().find((f) => f.url().includes('embed-paypal'));
  await frame?.evaluate(() => {
    const open = window.open;
    window.open = () => {
      window.open = open;
      return null;
    };
  });
  await bookPaid(widget, '11:00am', 'Katherine Johnson');
  await expect(widget.getByRole('heading', { name: 'Complete your payment in the new tab' })).toBeVisible();
  await expect(widget.getByText(/Your browser blocked the new tab/)).toBeVisible();

  const opened = nextTab(context);
  await widget.getByRole('button', { name: 'Open the payment page' }).click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Reopen the payment tab' })).toBeVisible();
  const closed = tab.waitForEvent('close');
  await tab.getByRole('button', { name: 'Complete purchase' }).click();
  await closed;
  await expectFinishedInWidget(page, widget, /\$30\.00 · paid/);
});

test('Razorpay in a popup widget runs its Checkout in a new tab, and the widget finishes', async ({
  page,
  context,
}) => {
  await page.goto(`${site.origin}/pay.html`);
  await page.getByRole('button', { name: 'Pay in rupees' }).click();
  const widget = page.frameLocator(`.kairos-panel ${FRAME}`);
  await bookPaid(widget, '1:00pm', 'Savitribai Phule');
  await expect(widget.getByRole('heading', { name: 'Complete your payment in the new tab' })).toBeVisible();

  const opened = nextTab(context);
  await widget.getByRole('button', { name: 'Open the payment page' }).click();
  const tab = await opened;
  const checkout = tab.getByRole('dialog', { name: 'Razorpay Checkout' });
  await expect(checkout.getByRole('heading', { name: /499\.00 INR/ })).toBeVisible();
  const closed = tab.waitForEvent('close');
  await checkout.getByRole('button', { name: 'Pay now' }).click();
  await closed;
  await expectFinishedInWidget(page, widget, /₹499\.00 · paid/);
});

test('Escape inside a popup widget closes it', async ({ page }) => {
  await page.goto(`${site.origin}/popup.html`);
  await page.getByRole('button', { name: 'Book with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a meeting' });
  const popup = page.frameLocator(`.kairos-panel ${FRAME}`);
  await popup.getByRole('heading', { level: 1, name: 'Embed call' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book with us' })).toBeFocused();
});

test('a plain iframe has the spec’s close button and Escape, and obeys the spec’s plain messages', async ({
  page,
}) => {
  await page.goto(`${site.origin}/plain.html`);
  const frame = page.frameLocator('iframe[title="Plain booking frame"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Embed call' })).toBeVisible();
  const close = frame.getByRole('button', { name: 'Close' });
  await expect(close).toBeVisible();

  // Escape inside the frame asks the page to close it; the page removes it.
  await frame.getByRole('heading', { level: 1, name: 'Embed call' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('iframe')).toHaveCount(0);
  const messages = await page.evaluate(
    () => (window as unknown as { plainMessages: Logged[] }).plainMessages,
  );
  expect(messages.map((m) => m.type)).toContain('CLOSE');

  // So does the close button.
  await page.reload();
  await expect(close).toBeVisible();
  await close.click();
  await expect(page.locator('iframe')).toHaveCount(0);

  // The spec's messages, without our namespace: a copy result, then the request to hide the button.
  await page.reload();
  await expect(close).toBeVisible();
  await page.evaluate(() => {
    const target = document.querySelector('iframe')?.contentWindow;
    target?.postMessage({ type: 'COPY_TO_CLIPBOARD', mode: 'SUCCESS' }, '*');
    target?.postMessage({ type: 'HIDE_CLOSE_BUTTON' }, '*');
  });
  await expect(frame.getByText('Copied to clipboard!')).toBeVisible();
  await expect(close).toHaveCount(0);
});
