import { expect, type Locator, test } from '@playwright/test';
import { createEvent, createHost, hostPage, utcAt, xsrfHeaders } from './support-meetings';
import { bookWithPayment } from './support-payments';

const WIDTH = 375;

/** Wholly across the screen's width: not cut off at either side. */
async function expectWithinWidth(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? WIDTH + 1)).toBeLessThanOrEqual(WIDTH);
}

/** Transactions on a phone: each payment a card with every column and its actions in view. */
test('at 375 px each payment is a card with its method, status, amount and actions on screen', async ({
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const host = await createHost(playwright, baseURL);
  const upiEvent = await createEvent(host, 'upi-call', {
    name: 'UPI call',
    payment: { enable: true, methods: ['UPI'], amount: 499, currencyCode: 'INR', upiId: 'ada@okaxis' },
  });
  const upi = (await bookWithPayment(host, upiEvent, utcAt(2, 9), 'UPI', 'Uma Upi')).id;
  const reference = await host.api.post(`/api/v1/bookings/meet/payment/${upi}/upi-reference`, {
    data: { reference: '412345678901' },
    headers: await xsrfHeaders(host),
  });
  expect(reference.status(), await reference.text()).toBe(200);

  const page = await hostPage(browser, host);
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await page.goto('/app/transactions');
  const card = page
    .getByRole('list', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: 'Uma Upi' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const values = card.getByRole('definition');
  await expect(card.getByRole('term')).toHaveText(['Status', 'Method', 'Booking', 'Date']);
  await expect(values).toHaveText([
    'Awaiting verification',
    /^UPI\s*Ref\. 412345678901$/,
    /^UPI call/,
    /\(UTC\)$/,
  ]);
  for (const index of [0, 1, 2, 3]) await expectWithinWidth(values.nth(index));
  await expectWithinWidth(card.getByText('₹499.00', { exact: true }));
  const confirm = card.getByRole('button', { name: 'Confirm payment from Uma Upi' });
  await expectWithinWidth(confirm);
  await expectWithinWidth(card.getByRole('button', { name: 'Reject payment from Uma Upi' }));
  // Nothing runs off the side of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

  await confirm.click();
  await expect(card).toContainText('Paid');
});
