import { expect, test } from '@playwright/test';
import {
  book,
  createEvent,
  createHost,
  expectNoSeriousViolations,
  hostPage,
  uniqueEmail,
  utcAt,
} from './support-meetings';

test.describe.configure({ timeout: 90_000 });

function utcDay(iso: string): string {
  return iso.slice(0, 10);
}

test('the analytics screen shows the bookings the host got, chart figures included', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const host = await createHost(playwright, baseURL, 'UTC');
  const consult = await createEvent(host, 'consult', { name: 'Consult' });
  const demo = await createEvent(host, 'demo', { name: 'Demo' });
  const dayOne = utcAt(2, 9);
  const dayTwo = utcAt(3, 9);
  await book(
    host,
    consult,
    dayOne,
    { fullName: 'Grace Hopper', emailId: uniqueEmail('grace') },
    { utm_source: 'news' },
  );
  await book(host, consult, utcAt(2, 11), { fullName: 'Joan Clarke', emailId: uniqueEmail('joan') });
  await book(host, demo, dayTwo, { fullName: 'Ada Byron', emailId: uniqueEmail('ada') });

  // A visitor opens the public listing: the page reports it to the funnel.
  const visitor = await browser.newPage();
  const beacon = visitor.waitForRequest(
    (r) => r.url().endsWith('/website/funnel-event') && r.method() === 'POST',
  );
  await visitor.goto(`/${host.accessLink}/`);
  await beacon;
  await visitor.close();

  const page = await hostPage(browser, host);
  await page.goto(`/app/analytics?from=${utcDay(utcAt(0, 0))}&to=${utcDay(utcAt(6, 0))}`);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText(/days and hours in UTC\.$/)).toBeVisible();

  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByText('Bookings created').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '3',
  );
  await expect(
    figures.getByText('Meetings', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('3');

  const byEvent = page.getByRole('list', { name: 'Meetings by event type' });
  await expect(byEvent.getByRole('listitem')).toHaveText([/^Consult\s*2 meetings/, /^Demo\s*1 meetings/]);

  // The chart: one tab stop, arrow keys move between days, and its table holds the same figures.
  const overTime = page.getByRole('region', { name: 'Meetings over time' });
  const columns = overTime.getByRole('group', { name: /^Meetings per day, UTC/ });
  await columns.getByRole('img').first().focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(overTime.locator('[aria-live="polite"]')).toHaveText(/: 1 meetings, 0 completed/);
  await page.keyboard.press('ArrowLeft');
  await expect(overTime.locator('[aria-live="polite"]')).toHaveText(/: 2 meetings, 0 completed/);
  await overTime.getByRole('button', { name: 'Show the figures as a table' }).click();
  const rows = overTime.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(8);
  const counts = await overTime.getByRole('table').locator('tbody tr td:first-of-type').allTextContents();
  expect(counts).toEqual(['0', '0', '2', '1', '0', '0', '0']);

  const funnel = page.getByRole('list', { name: 'Booking funnel' });
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Opened a listing' })).toContainText('1 times');
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Booked' })).toContainText('3 times');
  await expect(page.getByRole('table', { name: /UTM source and campaign/ })).toContainText('news');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Meetings over time as CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^analytics-bookings-over-time-.*\.csv$/);
  await expectNoSeriousViolations(page);

  // A range without anything says so.
  await page.goto('/app/analytics?from=2020-01-01&to=2020-01-31');
  await expect(page.getByRole('heading', { name: 'Nothing in these days' })).toBeVisible();
});
