import { expect, test } from '@playwright/test';
import { book, createEvent, createHost, hostPage, uniqueEmail, utcAt } from './support-meetings';

/**
 * The calendar grid is drawn in the host's zone (Asia/Kolkata, +05:30), whatever the browser's
 * zone is (America/New_York here): a meeting at 04:00 UTC sits at 9:30am, one at 20:00 UTC on the
 * next day at 1:30am.
 */

test.describe.configure({ timeout: 90_000 });

const HOUR_PX = 56;

function dayLabel(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(Date.parse(iso));
}

function kolkataDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.parse(iso));
}

test("the week view shows the week's meetings at the host's times in the host's zone", async ({
  playwright,
  browser,
  baseURL,
}) => {
  const host = await createHost(playwright, baseURL, 'Asia/Kolkata');
  const eventId = await createEvent(host, 'week-call', { name: 'Week call' });
  // A day next week from Monday to Friday, so the day after it is in the same (Sunday-first) week.
  const offset = [7, 8, 9, 10, 11, 12, 13].find((days) => {
    const weekday = new Date(utcAt(days, 4)).getUTCDay();
    return weekday >= 1 && weekday <= 5;
  });
  const morning = utcAt(offset ?? 7, 4);
  const lateUtc = utcAt(offset ?? 7, 20);
  await book(host, eventId, morning, { fullName: 'Grace Hopper', emailId: uniqueEmail('grace') });
  await book(host, eventId, lateUtc, { fullName: 'Joan Clarke', emailId: uniqueEmail('joan') });

  const page = await hostPage(browser, host, 'America/New_York');
  await page.goto('/app/calendar/view');
  await expect(page.getByText('Times in Asia/Kolkata (GMT+5:30).')).toBeVisible();
  await expect(page.getByTestId('now-line')).toHaveCount(1);

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('now-line')).toHaveCount(0);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByTestId('now-line')).toHaveCount(1);
  await page.goto(`/app/calendar/view?date=${kolkataDate(morning)}`);
  const firstDay = page.getByRole('list', { name: dayLabel(morning) });
  const secondDay = page.getByRole('list', { name: dayLabel(lateUtc) });
  expect(kolkataDate(lateUtc)).not.toBe(kolkataDate(morning));

  const early = firstDay.getByRole('button', { name: /^Week call with Grace Hopper, .*9:30am – 10:00am$/ });
  const late = secondDay.getByRole('button', { name: /^Week call with Joan Clarke, .*1:30am – 2:00am$/ });
  await expect(early).toBeVisible();
  await expect(late).toHaveCount(1);
  await expect(firstDay.getByRole('button', { name: /Joan Clarke/ })).toHaveCount(0);

  // Placed by the wall clock: 9.5 hours and 1.5 hours from the top of their day columns.
  const column = await firstDay.boundingBox();
  const block = await early.boundingBox();
  expect(Math.abs((block?.y ?? 0) - (column?.y ?? 0) - 9.5 * HOUR_PX)).toBeLessThanOrEqual(2);
  const secondColumn = await secondDay.boundingBox();
  await late.scrollIntoViewIfNeeded();
  const lateBlock = await late.boundingBox();
  const secondColumnNow = await secondDay.boundingBox();
  expect(
    Math.abs((lateBlock?.y ?? 0) - (secondColumnNow?.y ?? secondColumn?.y ?? 0) - 1.5 * HOUR_PX),
  ).toBeLessThanOrEqual(2);

  await early.click();
  const drawer = page.getByRole('dialog', { name: 'Week call' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('9:30am – 10:00am')).toBeVisible();
  await expect(drawer.getByText('Asia/Kolkata (GMT+5:30)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(
    page.getByRole('listitem', { name: new RegExp(`^${dayLabel(morning)}: 1 meeting$`) }),
  ).toBeVisible();
  await page.context().close();
});
