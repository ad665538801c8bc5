import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { type HostSite, hostPage, startHostSite } from '../support/host-site';
import { createEvent, createHost, type Host, hostPage as signedInPage } from './support-meetings';

/**
 * `/embed.js` on another site: a plain static page on another loopback origin embeds an inline
 * widget, a popup and a floating button; a visitor books inside the frame.
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
