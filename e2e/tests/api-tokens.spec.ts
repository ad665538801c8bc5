import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * A host makes an API token under Settings, copies it, lists their bookings with it from a
 * script (no cookie, no XSRF echo), revokes it and sees the script refused.
 */

test.use({ timezoneId: 'UTC' });
// Sign-up, an event, a booking, the dialogs, two accessibility scans and four screenshots: on two
// busy cores that runs past the default 30 s.
test.describe.configure({ timeout: 90_000 });

const EVERY_DAY_UTC = {
  timezone: 'UTC',
  weeklySchedule: Object.fromEntries(
    ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((day) => [
      day,
      [{ start: 9 * 60, end: 17 * 60 }],
    ]),
  ),
  specificDates: [],
};

/** An event of the signed-in host, made through the API the dashboard uses, and one booking of it. */
async function eventWithBooking(page: Page, visitor: APIRequestContext): Promise<string> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const event = await page.request.post('/api/v1/bookings/event/add', {
    data: {
      name: 'Token export call',
      slug: 'token-export',
      duration: 30,
      customAvailableHour: EVERY_DAY_UTC,
    },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = (await event.json())._id as string;
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const dates = await visitor.post('/api/v1/bookings/website/dates', {
    data: { eventId, startDate: day, endDate: day, timezone: 'UTC' },
  });
  const [slot] = (await dates.json()).days[day] as Array<{ time: string }>;
  const booked = await visitor.post('/api/v1/bookings/meet/book', {
    data: {
      eventId,
      time: slot?.time,
      timezone: 'UTC',
      attendee: {
        fullName: 'Grace Hopper',
        emailId: `grace-${Date.now()}@example.com`,
        answers: [],
        guests: [],
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(202);
  return eventId;
}

test('a host makes an API token, a script lists bookings with it, and revoking it refuses the script', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  // The script: its own requests, with no cookie of the host's.
  const script = await playwright.request.newContext({ baseURL });
  try {
    await signUp(page);
    await eventWithBooking(page, script);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto('/app/settings?section=api-tokens');
    const card = page.getByRole('region', { name: 'API tokens' });
    await expect(card.getByText('No tokens yet.')).toBeVisible();

    await card.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await expect(dialog.getByText('Please give the token a name')).toBeVisible();
    await expect(dialog.getByText('Pick at least one scope')).toBeVisible();
    await dialog.getByLabel('Name').fill('Bookings export');
    await dialog.getByLabel('Calendar: Read').check();
    await expect(dialog.getByLabel('Expires after')).toHaveValue('30');
    await page.screenshot({ path: testInfo.outputPath('new-token-1280.png') });
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    const secret = ((await shown.getByLabel('API token').textContent()) ?? '').trim();
    expect(secret).toMatch(/^kairos_pat_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Token copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(secret);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('token-shown-1280.png') });
    await shown.getByRole('button', { name: 'Done' }).click();

    const item = card.getByRole('list', { name: 'API tokens' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Bookings export');
    await expect(item.getByText('Calendar: read')).toBeVisible();
    await expect(item.getByText(/Last used never · Expires \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    // The token is shown once: not in the page any more.
    await expect(page.getByText(secret)).toHaveCount(0);

    const listBookings = () =>
      script.post('/api/v1/bookings/meet/agent', {
        data: {},
        headers: { Authorization: `Bearer ${copied}` },
      });
    const listed = await listBookings();
    expect(listed.status(), await listed.text()).toBe(200);
    const { meetings } = (await listed.json()) as { meetings: Array<{ event: { name: string } }> };
    expect(meetings.map((m) => m.event.name)).toEqual(['Token export call']);
    // Outside its scopes it is refused.
    const contacts = await script.get('/api/v1/bookings/contact/list', {
      headers: { Authorization: `Bearer ${copied}` },
    });
    expect(contacts.status()).toBe(403);
    expect((await contacts.json()).code).toBe('API_TOKEN_SCOPE_MISSING');

    await page.reload();
    await expect(item.getByText(/Last used \d{2}\/\d{2}\/\d{4}, /)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('api-tokens-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(item).toContainText('Bookings export');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('api-tokens-375.png'), fullPage: true });
    await card.getByRole('button', { name: 'New token' }).click();
    await expect(page.getByRole('dialog', { name: 'New API token' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('new-token-375.png'), fullPage: true });
    await page.getByRole('dialog', { name: 'New API token' }).getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('button', { name: 'Revoke Bookings export' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await expect(confirm).toContainText('“Bookings export” stop working at once');
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Token revoked' })).toBeVisible();
    await expect(card.getByText('No tokens yet.')).toBeVisible();

    const refused = await listBookings();
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ code: 'API_TOKEN_INVALID', error: 'This API token was revoked' });
  } finally {
    await script.dispose();
  }
});
