import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';

/** A workspace renames its access link; addresses with the former one still work and update themselves. */

const API = '/api/v1/bookings';

async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { 'X-XSRF-TOKEN': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

test('a former access link leads to the workspace’s current pages', async ({ page }) => {
  await signUp(page);
  const created = await page.request.post(`${API}/event/add`, {
    data: { name: 'Intro call', slug: 'intro', duration: 30 },
    headers: await xsrfHeader(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = await (await page.request.get(`${API}/company`)).json();
  const former = company.accessLink as string;
  const current = `renamed-${Date.now().toString(36)}`;
  const renamed = await page.request.patch(`${API}/company`, {
    data: { name: company.name, accessLink: current, timezone: company.timezone },
    headers: await xsrfHeader(page),
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  await page.goto(`/${former}/`);
  await expect(page).toHaveURL(new RegExp(`/${current}/?$`));
  await expect(page.getByRole('link', { name: /Intro call/ })).toBeVisible();

  await page.goto(`/${former}/intro?utm_source=newsletter`);
  await expect(page).toHaveURL(new RegExp(`/${current}/intro\\?.*utm_source=newsletter`));
  await expect(page.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible();
});
