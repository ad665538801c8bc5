import { expect, test } from '@playwright/test';
import {
  createEvent,
  createHost,
  expectNoSeriousViolations,
  hostPage,
  uniqueEmail,
  utcAt,
} from './support-meetings';

/**
 * A visitor pays by UPI (the link, its QR code and the 12-digit reference) and the host checks
 * the reference and confirms the payment from the meeting drawer.
 */
test.describe.configure({ timeout: 120_000 });

test('a visitor pays by UPI and the host confirms the reference from the meeting drawer', async ({
  playwright,
  browser,
  baseURL,
  page,
}) => {
  const host = await createHost(playwright, baseURL);
  await createEvent(host, 'upi-call', {
    name: 'UPI call',
    payment: { enable: true, methods: ['UPI'], amount: 499, currencyCode: 'INR', upiId: 'ada@okaxis' },
  });
  const start = Date.parse(utcAt(3, 10));
  await page.goto(`/${host.accessLink}/upi-call/${start}`);
  await page.getByLabel('Name').fill('Savitribai Phule');
  await page.getByLabel('Email').fill(uniqueEmail('savitribai'));
  await expect(page.getByRole('radio', { name: /UPI/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Pay ₹499.00 by UPI' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the UPI payment link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in UPI app' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=ada%40okaxis&pn=Ada%20Lovelace&am=499\.00&cu=INR/,
  );
  await expectNoSeriousViolations(page);
  await page.getByLabel('UPI transaction reference (12 digits)').fill('41234567');
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 12-digit UPI transaction reference');
  await page.getByLabel('UPI transaction reference (12 digits)').fill('412345678901');
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByRole('heading', { name: 'The host is checking your payment' })).toBeVisible();

  const dashboard = await hostPage(browser, host);
  // Waiting for the host's check, the booking is under Action required.
  await dashboard.goto('/app/calendar?tab=action-required');
  await dashboard.getByRole('button', { name: 'UPI call with Savitribai Phule', exact: true }).click();
  const drawer = dashboard.getByRole('dialog', { name: 'UPI call' });
  await expect(drawer.getByText('412345678901')).toBeVisible();
  await expect(drawer.getByText('₹499.00 by UPI · to verify')).toBeVisible();
  await drawer.getByRole('button', { name: 'Confirm payment from Savitribai Phule' }).click();
  await expect(drawer.getByText('₹499.00 by UPI · paid')).toBeVisible();

  // The visitor's page follows: paid, on to the thanks page.
  await expect(page).toHaveURL(/\/thanks/);
});

test('a visitor is offered only the ways to pay the host has set up', async ({
  playwright,
  baseURL,
  page,
}) => {
  const host = await createHost(playwright, baseURL);
  // PayPal is not connected in this workspace, and UPI cannot take dollars: only the bank transfer works.
  await createEvent(host, 'half-set-up', {
    name: 'Half set up',
    payment: {
      enable: true,
      methods: ['PAYPAL', 'UPI', 'BANK_TRANSFER'],
      amount: 20,
      currencyCode: 'USD',
      upiId: 'ada@okaxis',
      terms: 'IBAN DE00 0000 0000 0000',
    },
  });
  await page.goto(`/${host.accessLink}/half-set-up/${Date.parse(utcAt(3, 10))}`);
  await page.getByLabel('Name').fill('Grace Hopper');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();

  // With nothing set up that works, the page says so instead of offering a method that fails.
  await createEvent(host, 'not-set-up', {
    name: 'Not set up',
    payment: { enable: true, methods: ['PAYPAL'], amount: 20, currencyCode: 'USD' },
  });
  await page.goto(`/${host.accessLink}/not-set-up/${Date.parse(utcAt(3, 11))}`);
  await expect(page.getByText('The host has not finished setting up payment for this event')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});
