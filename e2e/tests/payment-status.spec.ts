import { expect, test } from '@playwright/test';
import { createEvent, createHost, uniqueEmail, utcAt } from './support-meetings';

/**
 * The UPI payment status page speaks as the rest of the booking pages do: the zone by its
 * current name, the time on the visitor's clock, a clean address, and the thanks page it leads
 * to without an empty band between two rules.
 */
test.describe.configure({ timeout: 120_000 });
// Chromium reports this zone by its old id; the page must still say Asia/Kolkata.
test.use({ timezoneId: 'Asia/Calcutta', locale: 'en-IN' });

test('the UPI page names the zone and time as the booking pages do, and its address carries no null', async ({
  playwright,
  baseURL,
  page,
}) => {
  const host = await createHost(playwright, baseURL);
  await createEvent(host, 'upi-status', {
    name: 'UPI status',
    payment: { enable: true, methods: ['UPI'], amount: 499, currencyCode: 'INR', upiId: 'ada@okaxis' },
  });
  await page.goto(`/${host.accessLink}/upi-status/${Date.parse(utcAt(3, 10))}`);
  await page.getByLabel('Name').fill('Savitribai Phule');
  await page.getByLabel('Email').fill(uniqueEmail('savitribai'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Pay ₹499.00 by UPI' })).toBeVisible();
  await expect(page.getByText(/We hold your time until/)).toHaveText(
    /until (1[0-2]|[1-9]):[0-5]\d(am|pm) \(Asia\/Kolkata\)\.$/,
  );
  await expect(page.getByText(/Calcutta/)).toHaveCount(0);
  expect(page.url()).toMatch(/\/payment_status\?paymentId=[^&]+$/);
  expect(page.url()).not.toContain('null');

  await page.getByLabel('UPI transaction reference (12 digits)').fill('412345678901');
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByRole('heading', { name: 'The host is checking your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'See your booking' }).click();

  await expect(page).toHaveURL(/\/thanks/);
  const change = page.getByText('Need to make a change?');
  await expect(change).toBeVisible();
  // Straight under the details' bottom rule: no second rule, so no empty band between two.
  await expect(change).toHaveCSS('border-top-width', '0px');
});
