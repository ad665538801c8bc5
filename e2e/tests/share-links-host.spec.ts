import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { EVERY_DAY_UTC, utcDay } from './support-meetings';

/**
 * A host makes a share link from the event editor, copies it, watches a visitor open it with
 * the locked details, then revokes it. The host works 09:00–17:00 UTC every day; the host's
 * browser (and so the account) is in Asia/Kolkata, where those hours start at 2:30pm.
 */

const API = '/api/v1/bookings';
const ZONE = 'Asia/Kolkata';

test.use({ timezoneId: ZONE });

async function createEventByApi(page: Page, name: string, slug: string): Promise<string> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`${API}/event/add`, {
    data: {
      name,
      slug,
      duration: 30,
      customAvailableHour: EVERY_DAY_UTC,
      modes: [{ key: 'IN_PERSON', value: '1 Main Street, Springfield' }],
    },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json())._id;
}

test('a host creates, copies and revokes a pre-filled share link', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page);
  const eventId = await createEventByApi(page, 'Private call', 'private-call');

  // The editor's Share links section starts empty.
  await page.goto(`/app/event-types/${eventId}?section=share-links`);
  await expect(page.getByRole('tab', { name: 'Share links', selected: true })).toBeVisible();
  const section = page.getByRole('region', { name: 'Share links' });
  await expect(section.getByRole('heading', { name: 'No share links yet' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Create: one use, the visitor's name and email filled in and locked.
  await section.getByRole('button', { name: 'Create share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create share link' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Limit')).toHaveAccessibleDescription(/0 means unlimited/);
  await expect(dialog.getByLabel('Expires')).toHaveAccessibleDescription(new RegExp(ZONE));
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('dialog-1280.png') });

  // The schema's checks show next to their fields.
  // From the keyboard, as a keyboard user would.
  await dialog.getByRole('switch', { name: 'Lock these for the visitor' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('switch', { name: 'Lock these for the visitor' })).toBeChecked();
  await dialog.getByLabel('After booking, go to').fill('/thanks');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('Give a name or an email to lock')).toBeVisible();
  await expect(dialog.getByLabel('After booking, go to')).toHaveAccessibleDescription(
    'Use a full http:// or https:// address',
  );
  await dialog.getByLabel('After booking, go to').fill('');

  const email = `grace-${Date.now()}@example.com`;
  await dialog.getByLabel('Limit').fill('1');
  await dialog.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Source label').fill('mail');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('dialog-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Create link' }).click();

  const ready = page.getByRole('dialog', { name: 'Share link ready' });
  const linkBox = ready.getByLabel('Share link');
  await expect(linkBox).toHaveValue(/\/d\/[A-Za-z0-9_-]+$/);
  const url = await linkBox.inputValue();
  await ready.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await ready.getByRole('button', { name: 'Done' }).click();
  await expect(ready).toHaveCount(0);

  // Listed as active, none of its one use taken.
  const row = section.getByRole('listitem', { name: url.replace(/^https?:\/\//, '') });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('0 / 1')).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  await expect(row.getByText(`Grace Hopper, ${email}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('section-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('section-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The visitor sees the booking page with the name and email filled in and fixed.
  const visitor = await context.newPage();
  const date = utcDay(6);
  await visitor.goto(`${url}?date=${date}&month=${date.slice(0, 7)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Private call' })).toBeVisible();
  await visitor.getByRole('button', { name: '2:30pm', exact: true }).click();
  await expect(visitor.getByLabel('Name')).toHaveValue('Grace Hopper');
  await expect(visitor.getByLabel('Name')).not.toBeEditable();
  await expect(visitor.getByLabel('Email')).toHaveValue(email);
  await expect(visitor.getByLabel('Email')).not.toBeEditable();

  // Revoke, after confirming: the link is gone for the visitor.
  await row.getByRole('button', { name: /^Revoke/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this share link?' });
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'This event is no longer accessible' })).toBeVisible();
});

test('the event list row menu opens the same create dialog', async ({ page }) => {
  await signUp(page);
  await createEventByApi(page, 'Menu call', 'menu-call');
  await page.reload();
  await page.getByRole('button', { name: 'Actions for Menu call' }).click();
  await page.getByRole('menuitem', { name: 'Create share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create share link' });
  await expect(dialog.getByText(/A private link to Menu call/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByRole('dialog', { name: 'Share link ready' }).getByLabel('Share link')).toHaveValue(
    /\/d\//,
  );
});
