import { expect, test } from '@playwright/test';
import { startFakeZoom } from '../../apps/server/test/fake-zoom';
import { expectNoSeriousViolations } from '../support/axe';
import { createEvent, signUpHost } from '../support/routing-forms';

/**
 * Video locations: a host offers Jitsi Meet (the server's JITSI_BASE_URL) or connects Zoom (a
 * local stand-in); a visitor books and finds the meeting's own link on the thanks page, made
 * just after the booking.
 */
test.describe.configure({ timeout: 60_000 });
test.use({ timezoneId: 'UTC' });

const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a visitor books a Jitsi Meet event and sees the meeting link on the thanks page', async ({ page }) => {
  const host = await signUpHost(page.request);
  const event = await createEvent(host, 'Video consult', 'video-consult', [], { modes: [{ key: 'JITSI' }] });
  // The editor says nothing is missing for Jitsi on this server.
  const check = await host.call<{ connected: boolean }>('POST', '/event/check-mode', {
    key: 'JITSI',
    eventId: event._id,
  });
  expect(check.connected).toBe(true);

  const date = utcDay(2);
  await page.context().clearCookies();
  await page.goto(`/${host.accessLink}/video-consult?date=${date}&month=${date.slice(0, 7)}`);
  await expect(page.getByText('Jitsi Meet').first()).toBeVisible();
  const times = page.getByRole('region', { name: /Times on/ });
  await times.getByRole('button', { name: '10:00am', exact: true }).click();
  await page.getByLabel('Name').fill('Lin Wu');
  await page.getByLabel('Email').fill('lin@example.com');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  const link = page.getByRole('link', { name: /^https:\/\/meet\.example\.org\/Kairos[0-9a-f]{32}$/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a host connects Zoom under Apps & integrations, and a booking gets a Zoom meeting on the thanks page', async ({
  page,
  browser,
}) => {
  const zoom = await startFakeZoom({ port: Number(process.env.E2E_ZOOM_PORT) });
  try {
    const host = await signUpHost(page.request);
    await page.goto('/app/apps');
    const card = page.getByRole('region', { name: 'Zoom' });
    await expect(card.getByText(/Not connected/)).toBeVisible();
    await card.getByRole('button', { name: 'Connect Zoom' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(card.getByText('Working')).toBeVisible();
    await expectNoSeriousViolations(page);

    await createEvent(host, 'Zoom call', 'zoom-call', [], { modes: [{ key: 'ZOOM' }] });
    const accessLink = host.accessLink;

    const visitor = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
    const date = utcDay(2);
    await visitor.goto(`/${accessLink}/zoom-call?date=${date}&month=${date.slice(0, 7)}`);
    await visitor
      .getByRole('region', { name: /Times on/ })
      .getByRole('button', { name: '10:00am', exact: true })
      .click();
    await visitor.getByLabel('Name').fill('Lin Wu');
    await visitor.getByLabel('Email').fill('lin@example.com');
    await visitor.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(visitor.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
    await expect.poll(() => zoom.meetings.size, { timeout: 20_000 }).toBe(1);
    const [made] = [...zoom.meetings.values()];
    await expect(visitor.getByRole('link', { name: made?.join_url })).toBeVisible({ timeout: 20_000 });
    await expect(visitor.getByText(`Passcode: ${made?.password}`)).toBeVisible();
  } finally {
    await zoom.close();
  }
});
