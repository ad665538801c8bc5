import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FAKE_PAYPAL, FAKE_RAZORPAY } from '../support/payment-fakes';
import {
  createEvent,
  createHost,
  expectNoSeriousViolations,
  hostPage,
  utcAt,
  xsrfHeaders,
} from './support-meetings';
import { bookWithPayment } from './support-payments';

/**
 * A host connects PayPal under Apps & integrations; a visitor pays a booking on PayPal's (stand-in)
 * approval page and comes back to the payment status page, which captures it and leads to the
 * thanks page. The host then finds it in Transactions with a Razorpay payment, filters and exports.
 */

const API = '/api/v1/bookings';

test('a visitor pays by PayPal; the host sees it in Transactions, filters and exports', async ({
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const host = await createHost(playwright, baseURL);
  const page = await hostPage(browser, host);

  await page.goto('/app/apps');
  const card = page.getByRole('form', { name: 'PayPal' });
  await expect(card.getByText('Not connected')).toBeVisible();
  await card.getByLabel('Mode').selectOption('sandbox');
  await card.getByLabel('Client ID').fill(FAKE_PAYPAL.clientId);
  await card.getByLabel('Secret').fill(FAKE_PAYPAL.clientSecret);
  await card.getByLabel('Webhook ID').fill(FAKE_PAYPAL.webhookId);
  await card.getByRole('button', { name: 'Connect PayPal' }).click();
  await expect(card.getByText('Connected · sandbox')).toBeVisible();
  await expect(card.getByLabel('Secret')).toHaveValue('');
  await expect(card).not.toContainText(FAKE_PAYPAL.clientSecret);

  const razorpay = await host.api.put(`${API}/payments/accounts/razorpay`, {
    data: FAKE_RAZORPAY,
    headers: await xsrfHeaders(host),
  });
  expect(razorpay.status(), await razorpay.text()).toBe(200);
  const paypalEvent = await createEvent(host, 'paid-call', {
    name: 'Paid call',
    payment: { enable: true, methods: ['PAYPAL'], amount: 25, currencyCode: 'USD' },
  });
  const razorpayEvent = await createEvent(host, 'rupee-call', {
    name: 'Rupee call',
    payment: { enable: true, methods: ['RAZORPAY'], amount: 499, currencyCode: 'INR' },
  });

  // The visitor, sent to PayPal, approves there and comes back.
  const paid = await bookWithPayment(host, paypalEvent, utcAt(2, 10), 'PAYPAL');
  expect(paid.next.type).toBe('REDIRECT');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(paid.next.url ?? '');
  await expect(visitor.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(visitor).toHaveURL(/\/thanks/, { timeout: 15_000 });
  await expect(visitor.getByText('Paid call').first()).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await visitorContext.close();

  // A Razorpay payment made through Checkout's stand-in API, for the filters.
  const rupees = await bookWithPayment(host, razorpayEvent, utcAt(2, 12), 'RAZORPAY');
  const orderId = String(rupees.next.data?.orderId);
  const checkout = await host.api.post(
    `${String(rupees.next.data?.scriptUrl).replace('/v1/checkout.js', '')}/_checkout/pay`,
    {
      data: { key: FAKE_RAZORPAY.keyId, order_id: orderId },
    },
  );
  const returned = await host.api.post(`${API}/meet/payment/${rupees.id}/return`, {
    data: await checkout.json(),
    headers: await xsrfHeaders(host),
  });
  expect((await returned.json()).status).toBe('PAID');

  await page.goto('/app/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Totals' })).toContainText('$25.00');
  await expect(page.getByRole('list', { name: 'Totals' })).toContainText('₹499.00');

  await page.getByRole('combobox', { name: 'Method' }).selectOption('PAYPAL');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Payer PAYPAL');
  await expect(table).toContainText('Paid');
  await expect(page).toHaveURL(/method=PAYPAL/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain(',PAYPAL,PAID,25.00,USD,');
  expect(csv).not.toContain('RAZORPAY');

  await table.getByRole('link', { name: /Open the booking: Paid call/ }).click();
  await expect(page).toHaveURL(/\/app\/calendar\?.*meeting=/);
  await expect(page.getByRole('dialog')).toContainText('Paid call');
});
