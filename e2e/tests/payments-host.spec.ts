import { expect, test } from '@playwright/test';
import {
  createEvent,
  createHost,
  expectNoSeriousViolations,
  hostPage,
  uniqueEmail,
  utcAt,
  xsrfHeaders,
} from './support-meetings';
import { bookWithPayment, createStripeEvent } from './support-payments';

/**
 * The host's side of payments: the hold time and Stripe's disconnection under Apps &
 * integrations, the refund cut-off in the event editor, and confirming, rejecting and recording
 * refunds of payments settled by hand from Transactions.
 */

const API = '/api/v1/bookings';

test('a host sets the hold time and the refund cut-off, and disconnects Stripe after confirming', async ({
  playwright,
  baseURL,
  browser,
}) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createStripeEvent(host);
  const page = await hostPage(browser, host);

  await page.goto('/app/apps');
  const hold = page.getByRole('form', { name: 'Payment hold' });
  const minutes = hold.getByLabel('Hold time (minutes)');
  await expect(minutes).toHaveValue('15');
  await minutes.fill('3');
  await hold.getByRole('button', { name: 'Save hold time' }).click();
  await expect(minutes).toHaveAccessibleDescription('Hold a time at least 5 minutes');
  await minutes.fill('30');
  await hold.getByRole('button', { name: 'Save hold time' }).click();
  await expect(page.getByText('Payment hold saved')).toBeVisible();
  expect(await (await host.api.get(`${API}/payments/settings`)).json()).toEqual({ holdMinutes: 30 });

  const stripe = page.getByRole('form', { name: 'Stripe' });
  await expect(stripe.getByText('Connected · test')).toBeVisible();
  await stripe.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Stripe?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(stripe.getByText('Connected · test')).toBeVisible();
  await stripe.getByRole('button', { name: 'Disconnect' }).click();
  await confirm.getByRole('button', { name: 'Disconnect Stripe' }).click();
  await expect(stripe.getByText('Not connected')).toBeVisible();

  await page.goto(`/app/event-types/${eventId}?section=payment`);
  const cutoff = page.getByLabel('No refund for cancellations within');
  await expect(cutoff).toHaveValue('0');
  await cutoff.fill('48');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(
      async () => (await (await host.api.get(`${API}/event/${eventId}`)).json()).payment.refundCutoffHours,
    )
    .toBe(48);
});

test('a host confirms, rejects and records refunds of payments settled by hand from Transactions', async ({
  playwright,
  baseURL,
  browser,
  page: visitor,
}) => {
  test.setTimeout(60_000);
  const host = await createHost(playwright, baseURL);
  const upiEvent = await createEvent(host, 'upi-call', {
    name: 'UPI call',
    payment: { enable: true, methods: ['UPI'], amount: 499, currencyCode: 'INR', upiId: 'ada@okaxis' },
  });
  const handEvent = await createEvent(host, 'hand-call', {
    name: 'Bank or cash',
    payment: {
      enable: true,
      methods: ['BANK_TRANSFER', 'CASH'],
      amount: 30,
      currencyCode: 'EUR',
      terms: 'IBAN DE00 0000 0000 0000, reference your name',
    },
  });
  const upi = (await bookWithPayment(host, upiEvent, utcAt(2, 9), 'UPI', 'Uma Upi')).id;
  const reference = await host.api.post(`${API}/meet/payment/${upi}/upi-reference`, {
    data: { reference: '412345678901' },
    headers: await xsrfHeaders(host),
  });
  expect(reference.status(), await reference.text()).toBe(200);
  // A visitor chooses bank transfer on the booking page and is shown the host's terms.
  await visitor.goto(`/${host.accessLink}/hand-call/${Date.parse(utcAt(2, 10))}`);
  await visitor.getByLabel('Name').fill('Bo Bank');
  await visitor.getByLabel('Email').fill(uniqueEmail('bo'));
  await visitor.getByRole('radio', { name: /Bank transfer/ }).check();
  await visitor.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(visitor.getByRole('heading', { name: 'The host is checking your payment' })).toBeVisible();
  await expect(visitor.getByText('IBAN DE00 0000 0000 0000, reference your name')).toBeVisible();
  await expectNoSeriousViolations(visitor);
  const cash = (await bookWithPayment(host, handEvent, utcAt(2, 11), 'CASH', 'Cai Cash')).id;
  const received = await host.api.post(`${API}/payments/${cash}/confirm`, {
    data: {},
    headers: await xsrfHeaders(host),
  });
  const { meetingId } = await received.json();
  const cancelled = await host.api.patch(`${API}/meet/agent/cancel`, {
    data: { meetingId },
    headers: await xsrfHeaders(host),
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // The refund is marked due by a job: wait for it before opening the screen.
  await expect
    .poll(
      async () => (await (await host.api.get(`${API}/meet/payment/${cash}/status`)).json()).refund?.status,
    )
    .toBe('PENDING');
  const page = await hostPage(browser, host);
  // The meeting drawer says the refund is due and offers to record it.
  await page.goto(`/app/calendar?tab=cancelled&meeting=${meetingId}`);
  const drawer = page.getByRole('dialog', { name: 'Bank or cash' });
  await expect(drawer.getByText('€30.00 by cash · paid · refund to give back')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Record refund to Cai Cash' })).toBeVisible();

  await page.goto('/app/transactions');
  const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
  await expect(row('Uma Upi')).toContainText('Ref. 412345678901');
  await row('Uma Upi').getByRole('button', { name: 'Confirm payment from Uma Upi' }).click();
  await expect(row('Uma Upi')).toContainText('Paid');

  await row('Bo Bank').getByRole('button', { name: 'Reject payment from Bo Bank' }).click();
  const reject = page.getByRole('alertdialog', { name: 'Reject this payment?' });
  await reject.getByLabel(/Reason/).fill('No transfer arrived');
  await reject.getByRole('button', { name: 'Reject payment' }).click();
  await expect(row('Bo Bank')).toContainText('Rejected');

  await expect(row('Cai Cash')).toContainText('Refund due');
  await row('Cai Cash').getByRole('button', { name: 'Record refund to Cai Cash' }).click();
  await page
    .getByRole('alertdialog', { name: 'Record this refund?' })
    .getByRole('button', { name: 'Record refund' })
    .click();
  await expect(row('Cai Cash')).toContainText('Refunded');
  await expect(row('Cai Cash').getByRole('button')).toHaveCount(0);
  await page.goto(`/app/calendar?tab=cancelled&meeting=${meetingId}`);
  await expect(drawer.getByText('€30.00 by cash · refunded')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Record refund to Cai Cash' })).toHaveCount(0);
});
