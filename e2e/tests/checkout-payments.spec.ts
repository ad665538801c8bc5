import { expect, test } from '@playwright/test';
import { FAKE_RAZORPAY, FAKE_STRIPE } from '../support/payment-fakes';
import {
  createEvent,
  createHost,
  expectNoSeriousViolations,
  hostPage,
  uniqueEmail,
  utcAt,
  xsrfHeaders,
} from './support-meetings';
import {
  addStripeWebhookEndpoint,
  CARD_CALL,
  connectFakeStripe,
  createStripeEvent,
  expireStripeSession,
} from './support-payments';

/**
 * Online payments in the browser, against the providers' stand-ins. Stripe: a host connects it
 * under Apps & integrations; a visitor books a paid event, pays on the hosted Checkout page (which
 * sends the signed webhook and redirects back) and lands on the thanks page; a visitor who leaves
 * the Checkout page and lets it expire is told, and the time is free again. Razorpay: a visitor
 * chooses it among the event's methods and pays in the in-page Checkout.
 */

test('a host connects Stripe and a visitor pays on its Checkout page', async ({
  playwright,
  baseURL,
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const host = await createHost(playwright, baseURL);
  const dashboard = await hostPage(browser, host);
  await dashboard.goto('/app/apps');
  const card = dashboard.getByRole('form', { name: 'Stripe' });
  await expect(card.getByText('Not connected')).toBeVisible();
  const webhookSecret = await addStripeWebhookEndpoint(
    host,
    (await card.locator('code').textContent()) ?? '',
  );
  await card.getByLabel('Secret key').fill(FAKE_STRIPE.secretKey);
  await card.getByLabel('Webhook signing secret').fill(webhookSecret);
  await card.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(card.getByText('Connected · test')).toBeVisible();
  await expect(card.getByLabel('Secret key')).toHaveValue('');
  await expect(card).not.toContainText(FAKE_STRIPE.secretKey);

  await createEvent(host, 'card-call', CARD_CALL);
  await page.goto(`/${host.accessLink}/card-call/${Date.parse(utcAt(2, 10))}`);
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('grace'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('25 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thanks/);
  await expect(page.getByText('Card call').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await dashboard.goto('/app/transactions');
  const row = dashboard.getByRole('row', { name: /Grace Hopper/ });
  await expect(row).toContainText('$25.00');
  await expect(row).toContainText('Paid');
});

test('a visitor who leaves Stripe Checkout until it expires is told, and the time is free again', async ({
  playwright,
  baseURL,
  page,
}) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createStripeEvent(host);
  const time = utcAt(2, 11);
  await page.goto(`/${host.accessLink}/card-call/${Date.parse(time)}`);
  await page.getByLabel('Name').fill('Alan Turing');
  await page.getByLabel('Email').fill(uniqueEmail('alan'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay $25.00' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await expireStripeSession(host, sessionId);
  await expect(page.getByRole('heading', { name: 'The time to pay ran out' })).toBeVisible();

  // The held time is bookable again.
  const again = await host.api.post('/api/v1/bookings/meet/book', {
    data: {
      eventId,
      time,
      duration: 30,
      timezone: 'UTC',
      attendee: { fullName: 'Ada', emailId: uniqueEmail('ada'), answers: [], guests: [] },
      payment: { method: 'STRIPE' },
    },
    headers: await xsrfHeaders(host),
  });
  expect(again.status(), await again.text()).toBe(202);
});

test('a visitor chooses Razorpay and pays in its Checkout on the page', async ({
  playwright,
  baseURL,
  page,
}) => {
  const host = await createHost(playwright, baseURL);
  await connectFakeStripe(host);
  const razorpay = await host.api.put('/api/v1/bookings/payments/accounts/razorpay', {
    data: FAKE_RAZORPAY,
    headers: await xsrfHeaders(host),
  });
  expect(razorpay.status(), await razorpay.text()).toBe(200);
  await createEvent(host, 'rupee-call', {
    name: 'Rupee call',
    payment: { enable: true, methods: ['STRIPE', 'RAZORPAY'], amount: 499, currencyCode: 'INR' },
  });
  await page.goto(`/${host.accessLink}/rupee-call/${Date.parse(utcAt(2, 12))}`);
  await page.getByLabel('Name').fill('Savitribai Phule');
  await page.getByLabel('Email').fill(uniqueEmail('savitribai'));
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹499.00 with Razorpay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await expect(checkout.getByRole('heading', { name: /499\.00 INR/ })).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/thanks/);
  await expect(page.getByText('Rupee call').first()).toBeVisible();
});

test('a visitor pays by card through a share link and comes back to the share link’s pages', async ({
  playwright,
  baseURL,
  page,
}) => {
  const host = await createHost(playwright, baseURL);
  await connectFakeStripe(host);
  const eventId = await createEvent(host, 'private-call', {
    name: 'Private call',
    payment: { enable: true, methods: ['STRIPE'], amount: 40, currencyCode: 'EUR' },
  });
  const created = await host.api.post('/api/v1/bookings/share-link', {
    data: { eventId },
    headers: await xsrfHeaders(host),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { link } = await created.json();
  const day = utcAt(3, 0).slice(0, 10);
  await page.goto(`/d/${link}?date=${day}&month=${day.slice(0, 7)}`);
  await page.getByRole('button', { name: '10:00am', exact: true }).click();
  await page.getByLabel('Name').fill('Joan Clarke');
  await page.getByLabel('Email').fill(uniqueEmail('joan'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${link}/thanks`));
  await expect(page.getByText('Private call').first()).toBeVisible();
});
