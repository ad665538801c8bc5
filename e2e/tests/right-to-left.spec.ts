import { expect, type Page, test } from '@playwright/test';
import { createEvent, signUpHost } from '../support/routing-forms';
import { utcDay } from './support-meetings';

/**
 * The booking page is ready for a right-to-left language: it is laid out with logical sides only,
 * so with `dir="rtl"` the event's details move to the right and the calendar to their left, and
 * the arrows that point along the line (next month, back) turn round.
 */

test.use({ timezoneId: 'UTC', locale: 'en-US' });

async function setDirection(page: Page, dir: 'ltr' | 'rtl') {
  await page.evaluate((value) => document.documentElement.setAttribute('dir', value), dir);
}

test('in a right-to-left page the booking page mirrors, arrows included', async ({
  page,
  playwright,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const host = await signUpHost(api);
  await createEvent(host, 'Strategy call', 'strategy', []);
  const date = utcDay(3);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${host.accessLink}/strategy?date=${date}&month=${date.slice(0, 7)}`);

  const title = page.getByRole('heading', { name: 'Strategy call' });
  const next = page.getByRole('button', { name: 'Next month' });
  const arrow = next.locator('svg');
  await expect(next).toBeVisible();

  await setDirection(page, 'ltr');
  const ltrTitle = (await title.boundingBox())!;
  const ltrNext = (await next.boundingBox())!;
  expect(await arrow.evaluate((svg) => getComputedStyle(svg).scale)).toBe('none');

  await setDirection(page, 'rtl');
  const rtlTitle = (await title.boundingBox())!;
  const rtlNext = (await next.boundingBox())!;
  // The details panel starts the row: left in English, right in a right-to-left page.
  expect(ltrTitle.x).toBeLessThan(ltrNext.x);
  expect(rtlTitle.x).toBeGreaterThan(rtlNext.x);
  expect(await arrow.evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');
  await page.screenshot({ path: testInfo.outputPath('booking-page-rtl.png') });
  await host.api.dispose();
});
