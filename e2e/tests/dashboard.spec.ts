import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

const AREAS = [
  'Event types',
  'Routing forms',
  'Calendar',
  'Contacts',
  'Transactions',
  'Teams',
  'Analytics',
  'Appearance',
  'Apps & integrations',
  'Settings',
  'Help centre',
];

test('the sidebar reaches every host area', async ({ page }) => {
  await signUp(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const area of AREAS) {
    await nav.getByRole('link', { name: area }).click();
    await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
    await expect(nav.getByRole('link', { name: area })).toHaveAttribute('aria-current', 'page');
  }
});

test('a self-hosted workspace without an operator plan offers no upgrade and shows no plan limits', async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade plan' })).toHaveCount(0);
  await page.goto('/app/settings?section=workspace');
  await expect(page.getByLabel('Workspace name')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan' })).toHaveCount(0);
  await expect(page.getByText(/Upgrade/)).toHaveCount(0);
});

test('on a phone the sidebar is a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUp(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Contacts' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a failed logout shows an error toast, bottom-centre on desktop without a close button', async ({
  page,
  context,
}) => {
  await signUp(page);
  // Let the dashboard finish loading first: this is about the logout call failing, not the page.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Log out' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Could not reach the server' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThan(400);
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
  await context.setOffline(false);
});

test('on a phone toasts sit at the top and can be closed', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUp(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Could not reach the server' });
  await expect(toast).toBeVisible();
  expect((await toast.boundingBox())!.y).toBeLessThan(200);
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await context.setOffline(false);
});
