import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  book,
  createEvent,
  createHost,
  expectNoSeriousViolations,
  hostPage,
  pickDayInCalendar,
  uniqueEmail,
  utcAt,
} from './support-meetings';

test.describe.configure({ timeout: 90_000 });

function utcDay(iso: string): string {
  return iso.slice(0, 10);
}

/** Clicks a chart's CSV button and gives the file's rows. */
async function downloadCsv(page: Page, button: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  return csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/** The left and right edges of the text of each element `locator` matches that has any. */
function textEdges(locator: Locator): Promise<Array<[number, number]>> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((e) => e.textContent)
      .map((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        const box = range.getBoundingClientRect();
        return [box.left, box.right] as [number, number];
      }),
  );
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
  // All three are ahead: upcoming, none held yet.
  await expect(
    figures.getByText('Upcoming', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('3');
  await expect(
    figures.getByText('Meetings held', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('0');

  const byEvent = page.getByRole('list', { name: 'Meetings by event type' });
  await expect(byEvent.getByRole('listitem')).toHaveText([/^Consult\s*2 meetings/, /^Demo\s*1 meeting$/]);

  // The chart: one tab stop, arrow keys move between days, and its table holds the same figures.
  const overTime = page.getByRole('region', { name: 'Meetings over time' });
  const columns = overTime.getByRole('group', { name: /^Meetings per day, UTC/ });
  await columns.getByRole('img').first().focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(overTime.locator('[aria-live="polite"]')).toHaveText(
    /: 1 meeting, 0 completed, 0 cancelled, 0 no-shows$/,
  );
  await page.keyboard.press('ArrowLeft');
  await expect(overTime.locator('[aria-live="polite"]')).toHaveText(/: 2 meetings, 0 completed/);
  await overTime.getByRole('button', { name: 'Show the figures as a table' }).click();
  const rows = overTime.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(8);
  const counts = await overTime.getByRole('table').locator('tbody tr td:first-of-type').allTextContents();
  expect(counts).toEqual(['0', '0', '2', '1', '0', '0', '0']);

  const funnel = page.getByRole('list', { name: 'Booking funnel' });
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Opened a listing' })).toContainText('1 time');
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Booked' })).toContainText('3 times');
  await expect(page.getByRole('table', { name: /UTM source and campaign/ })).toContainText('news');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Meetings over time as CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^analytics-bookings-over-time-.*\.csv$/);

  // The funnel's CSV holds the card's steps and figures; a booking or a payment has no visitor.
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Opened a listing' })).toContainText(
    '1 visitor',
  );
  expect(await downloadCsv(page, 'Download Booking funnel as CSV')).toEqual([
    'Step,Times,Visitors',
    'Opened a listing,1,1',
    'Picked a date,0,0',
    'Picked a time,0,0',
    'Reached the details,0,0',
    'Verified their email,0,0',
    'Booked,3,',
    'Paid,0,',
  ]);
  await expectNoSeriousViolations(page);

  // The subtitle says how the meetings are grouped.
  await expect(overTime.getByText('By the day they take place.')).toBeVisible();
  await overTime.getByRole('button', { name: 'Week' }).click();
  await expect(overTime.getByText('By the week they take place, weeks starting on Monday.')).toBeVisible();
  await expect(overTime.getByRole('group', { name: /^Meetings per week, UTC/ })).toBeVisible();
  await overTime.getByRole('button', { name: 'Month' }).click();
  await expect(overTime.getByText('By the month they take place.')).toBeVisible();

  // A range without anything says so.
  await page.goto('/app/analytics?from=2020-01-01&to=2020-01-31');
  await expect(page.getByRole('heading', { name: 'Nothing in these days' })).toBeVisible();
});

/** A card of the key figures: its figure and what it says under it. */
function kpi(page: Page, label: string) {
  const term = page.getByRole('region', { name: 'Key figures' }).getByText(label, { exact: true });
  return {
    value: term.locator('xpath=following-sibling::dd[1]'),
    note: term.locator('xpath=following-sibling::dd[2]'),
  };
}

/** Counts the reports the page sends the funnel (their bodies, sent with sendBeacon, are not readable here). */
function countBeacons(page: Page): () => number {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/website/funnel-event')) sent += 1;
  });
  return () => sent;
}

test('a new host sees the bookings they just got for next week, and a conversion of at most 100 %', async ({
  playwright,
  browser,
  baseURL,
}, testInfo) => {
  const host = await createHost(playwright, baseURL, 'UTC');
  const intro = await createEvent(host, 'intro', { name: 'Intro call' });
  // Booked through the API (no page saw them): bookings, but no visitors.
  for (const [days, hour] of [
    [6, 9],
    [6, 11],
    [7, 9],
  ] as const) {
    await book(host, intro, utcAt(days, hour), { fullName: 'Api Booker', emailId: uniqueEmail('api') });
  }

  // One visitor picks a day and a time, gives their details and books: their thanks page says so.
  const day = utcAt(8, 0).slice(0, 10);
  const booker = await browser.newPage({ timezoneId: 'UTC' });
  await booker.goto(`/${host.accessLink}/intro`);
  await pickDayInCalendar(booker, day);
  await booker.getByRole('button', { name: '10:00am', exact: true }).click();
  await booker.getByLabel('Name').fill('Grace Hopper');
  await booker.getByLabel('Email').fill(uniqueEmail('grace'));
  const sent = countBeacons(booker);
  await booker.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(booker.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  // The booking (which the server records itself) and the thanks page's two reports.
  await expect.poll(sent).toBeGreaterThanOrEqual(3);
  await booker.close();
  // Another picks a day and leaves.
  const leaver = await browser.newPage({ timezoneId: 'UTC' });
  await leaver.goto(`/${host.accessLink}/intro`);
  const picked = leaver.waitForRequest((r) => r.url().endsWith('/website/funnel-event'));
  await pickDayInCalendar(leaver, day);
  await picked;
  await leaver.close();

  // The default range: the last 30 days and the next 30.
  const page = await hostPage(browser, host);
  await page.goto('/app/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(kpi(page, 'Bookings created').value).toHaveText('4');
  await expect(kpi(page, 'Upcoming').value).toHaveText('4');
  await expect(kpi(page, 'Upcoming').note).toHaveText(/^from now to \d{1,2} \w{3}$/);
  await expect(kpi(page, 'Meetings held').value).toHaveText('0');
  await expect(kpi(page, 'Meetings held').note).toHaveText(/^held \(took place\) \d{1,2} \w{3}/);
  await expect(page.getByRole('heading', { name: 'Nothing in these days' })).toHaveCount(0);
  const overTime = page.getByRole('region', { name: 'Meetings over time' });
  await expect(overTime.locator('[aria-live="polite"]')).toHaveText('Highest: 2 meetings');

  // Conversion: one of the two visitors who reached the booking page booked.
  await expect(kpi(page, 'Conversion').value).toHaveText('50%');
  await expect(kpi(page, 'Conversion').note).toHaveText('1 of 2 visitors who reached a booking page booked');
  const rate = Number.parseFloat((await kpi(page, 'Conversion').value.textContent()) ?? '');
  expect(rate).toBeLessThanOrEqual(100);
  const funnel = page.getByRole('list', { name: 'Booking funnel' });
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Booked' })).toContainText('4 times');
  await expectNoSeriousViolations(page);

  for (const width of [375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`analytics-${width}.png`), fullPage: true });
  }
});

test('the analytics screen fits a phone, a tablet and a laptop, and refuses a range backwards', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const host = await createHost(playwright, baseURL, 'UTC');
  const event = await createEvent(host, 'planning', { name: 'Quarterly planning consultation' });
  await book(host, event, utcAt(1, 23), { fullName: 'Grace Hopper', emailId: uniqueEmail('grace') });
  await book(host, event, utcAt(2, 9), { fullName: 'Ada Byron', emailId: uniqueEmail('ada') });
  const page = await hostPage(browser, host);
  // 30 days: a column each in the chart.
  await page.goto(`/app/analytics?from=${utcDay(utcAt(-27, 0))}&to=${utcDay(utcAt(2, 0))}`);
  const overTime = page.getByRole('region', { name: 'Meetings over time' });
  const popular = page.getByRole('region', { name: 'Popular days and hours' });
  const heatmap = popular.getByRole('region', { name: 'Meetings by weekday and hour, scrollable' });
  await expect(overTime.locator('[aria-live="polite"]')).toHaveText('Highest: 1 meeting');

  for (const width of [375, 640, 1024, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expect(heatmap.getByRole('columnheader', { name: '23:00' })).toBeAttached();
      // Nothing, not even a screen reader's label in a scrolling box, makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The hours: all 24 in the card from 1024 px up; on a phone the box scrolls, and says so.
      const overflow = await heatmap.evaluate((e) => e.scrollWidth - e.clientWidth);
      const hint = popular.getByText('Scroll sideways for every hour of the day.');
      if (width >= 1024) {
        expect(overflow).toBeLessThanOrEqual(0);
        const card = await popular.boundingBox();
        const lastHour = await heatmap.getByRole('columnheader', { name: '23:00' }).boundingBox();
        expect((lastHour?.x ?? 0) + (lastHour?.width ?? 0)).toBeLessThanOrEqual(
          (card?.x ?? 0) + (card?.width ?? 0),
        );
        await expect(hint).toBeHidden();
      }
      if (width === 375) {
        expect(overflow).toBeGreaterThan(0);
        await expect(hint).toBeVisible();
      }

      // The chart’s day labels stand apart (a few px between them), inside the chart.
      const axis = overTime.locator('[data-axis]');
      const ticks = await textEdges(axis.locator('span'));
      const axisBox = await axis.boundingBox();
      expect(ticks.length).toBeGreaterThan(1);
      for (const [i, [left, right]] of ticks.entries()) {
        if (i > 0) expect(left).toBeGreaterThanOrEqual((ticks[i - 1]?.[1] ?? 0) + 4);
        expect(right).toBeLessThanOrEqual((axisBox?.x ?? 0) + (axisBox?.width ?? 0) + 0.5);
      }

      // Every filter is as wide as its longest option.
      for (const select of await page.getByRole('search').getByRole('combobox').all()) {
        const fits = await select.evaluate((e) => {
          const shown = e.getBoundingClientRect().width;
          e.style.width = 'max-content';
          const needed = e.getBoundingClientRect().width;
          e.style.width = '';
          return shown >= needed - 0.5;
        });
        expect(fits, `${await select.inputValue()} at ${width} px`).toBe(true);
      }

      // Every card's CSV button sits on its title's line, however long the description.
      for (const name of ['Meetings over time', 'By event type', 'By host', 'Popular days and hours']) {
        const card = page.getByRole('region', { name, exact: true });
        const title = await card.getByRole('heading', { level: 2 }).boundingBox();
        const csv = await card.getByRole('button', { name: `Download ${name} as CSV` }).boundingBox();
        expect(csv?.y ?? 0, name).toBeLessThan((title?.y ?? 0) + (title?.height ?? 0));
      }
    });
  }

  // A range backwards in the address is said on the date field, with nothing to retry.
  await page.goto('/app/analytics?from=2027-03-10&to=2027-03-01');
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('search').getByRole('alert')).toHaveText('Choose an end on or after the start');
  await expect(page.getByText(/Could not load your analytics/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // Mending the end clears it and shows the figures.
  await to.fill('2027-03-20');
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/to=2027-03-20/);
  await expect(page.getByRole('heading', { name: 'Nothing in these days' })).toBeVisible();
});
