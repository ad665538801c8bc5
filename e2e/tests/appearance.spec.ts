import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';

/** The workspace's brand, chosen with a live preview, reaches its public listing. */

const API = '/api/v1/bookings';

/** Flips a switch from the keyboard, pressing again only while it has not flipped. */
async function toggle(page: Page, name: string) {
  const control = page.getByRole('switch', { name });
  const before = await control.isChecked();
  await expect(async () => {
    if ((await control.isChecked()) === before) {
      await control.focus();
      await page.keyboard.press('Space');
    }
    await expect(control).toBeChecked({ checked: !before, timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test('a brand colour and logo chosen in Appearance show on the public listing', async ({ page, browser }) => {
  await signUp(page);
  const accessLink = (await (await page.request.get(`${API}/agent/info`)).json()).workspace.accessLink;

  await page.goto('/app/appearance');
  await toggle(page, 'Use my colours');
  await page.getByLabel('Brand colour', { exact: true }).fill('#0F766E');
  await page.getByLabel('Logo address').fill('/favicon.svg');
  const preview = page.getByRole('figure', { name: 'Preview of your public page' });
  await expect(preview.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', '/favicon.svg');
  // Light text on the default white background is hard to read: the page says so.
  await page.getByLabel('Text colour', { exact: true }).fill('#DDDDDD');
  await expect(page.getByRole('list', { name: 'Contrast warnings' })).toContainText('aim for at least 4.5:1');
  await page.getByRole('button', { name: 'Clear' }).last().click();
  await expect(page.getByRole('list', { name: 'Contrast warnings' })).toHaveCount(0);
  await toggle(page, 'Show “Powered by Kairos”');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${accessLink}/`);
  await expect(visitor.getByRole('img', { name: /logo$/ })).toHaveAttribute('src', '/favicon.svg');
  const brand = await visitor
    .locator('[style*="--pb-brand"]')
    .first()
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--pb-brand').trim());
  expect(brand).toBe('#0f766e');
  await expect(visitor.getByText('Powered by Kairos')).toHaveCount(0);
  await visitorContext.close();
});
