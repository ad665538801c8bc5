import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { FAKE_PAYPAL, FAKE_RAZORPAY } from '../support/payment-fakes';
import { createForm, hostFor } from '../support/routing-forms';
import {
  createEvent,
  createHost,
  type Host,
  pickDayInCalendar,
  uniqueEmail,
  utcAt,
  xsrfHeaders,
} from './support-meetings';
import { connectFakeStripe } from './support-payments';

/**
 * The funnel reaches the workspace's Meta pixel and Google Analytics: `fbq` and `gtag` are
 * stand-ins that record every call, on the public bookings domain (the same server under
 * 127.0.0.1, see the config's PUBLIC_BOOKINGS_URL).
 */

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: 'UTC' });

const PIXEL_ID = '1234567890';
const MEASUREMENT_ID = 'G-KAIROS123';

/** Spec section 9's events, each with the pixel call it must make. */
const PIXEL_CALLS: Record<string, ['track' | 'trackCustom', string]> = Object.fromEntries(
  [
    'schedule_event',
    'payment_completed',
    'view_routing_form',
    'submit_routing_form',
    'submit_routing_form_success',
    'view_cancel_event_page',
    'view_reschedule_event_page',
    'view_teams_main_booking_page',
    'view_teams_event_booking_page',
    'view_thank_you_page',
    'redirect_payment_stripe',
    'redirect_payment_paypal',
    'upi_payment',
    'redirect_payment_razorpay',
    'pay_later',
    'view_public_booking_thank_you_page',
    'clicked_cancel_button',
    'clicked_reschedule_button',
    'view_cancel_confirmation_page',
    'date_selection',
    'time_selection',
    'otp_sent_on_email',
    'verify_email',
    'all_events_page',
    'view_booking_details_page',
  ].map((name) => [
    name,
    name === 'schedule_event'
      ? ['track', 'Schedule']
      : name === 'payment_completed'
        ? ['track', 'Purchase']
        : name === 'submit_routing_form_success'
          ? ['track', 'Lead']
          : ['trackCustom', name],
  ]),
);

type Call = unknown[];

let host: Host;
let bookings: string;
let teamLink: string;
let formSlug: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const base = String(testInfo.project.use.baseURL);
  bookings = base.replace('localhost', '127.0.0.1');
  host = await createHost(playwright, base);
  const headers = await xsrfHeaders(host);
  for (const [appName, id] of [
    ['META_PIXEL', PIXEL_ID],
    ['GOOGLE_ANALYTICS', MEASUREMENT_ID],
  ]) {
    const saved = await host.api.put('/api/v1/bookings/tracker-apps', { data: { appName, id }, headers });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await createEvent(host, 'pixel-call', { name: 'Pixel call', attendeeEmailVerification: true });
  teamLink = `pixel-team-${Date.now().toString(36)}`;
  const session = await (await host.api.get('/api/v1/user/session')).json();
  const team = await host.api.post('/api/v1/bookings/team', {
    data: {
      name: 'Pixel team',
      accessLink: teamLink,
      members: [{ userId: session.agent._id, isLead: true }],
    },
    headers,
  });
  expect(team.status(), await team.text()).toBe(201);
  await createEvent(host, 'team-call', { name: 'Team call', teamId: (await team.json())._id });
  const form = await createForm(hostFor(host.api, host.accessLink), {
    name: 'Pixel form',
    slug: 'pixel-form',
    title: 'Tell us about you',
    questions: [
      { questionId: 'name', content: 'Your name', type: 'NAME', required: true },
      { questionId: 'email', content: 'Your email', type: 'EMAIL_ID', required: true },
    ],
  });
  formSlug = form.slug;
});

test.afterAll(async () => {
  await host?.api.dispose();
});

/** Stand-ins for `fbq` and `gtag` in every page the test opens; their calls come back here. */
async function recordTrackers(page: Page): Promise<Call[]> {
  const calls: Call[] = [];
  await page.exposeFunction('recordTrackerCall', (call: Call) => calls.push(call));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordTrackerCall: (call: unknown[]) => void }).recordTrackerCall;
    const target = window as unknown as Record<string, unknown>;
    target.fbq = (...args: unknown[]) => record(['fbq', ...args]);
    target.gtag = (...args: unknown[]) => record(['gtag', ...args]);
  });
  await page.route(/connect\.facebook\.net|googletagmanager\.com/, (route) => route.abort());
  return calls;
}

/** Waits for each event to reach both services, once each, as the table says. */
async function expectEvents(calls: Call[], names: string[]) {
  for (const name of names) {
    const [method, pixelName] = PIXEL_CALLS[name] ?? [];
    await expect
      .poll(() => calls.filter((c) => c[0] === 'fbq' && c[1] === method && c[2] === pixelName).length, {
        message: `fbq('${method}', '${pixelName}')`,
      })
      .toBe(1);
    await expect
      .poll(() => calls.filter((c) => c[0] === 'gtag' && c[1] === 'event' && c[2] === name).length, {
        message: `gtag('event', '${name}')`,
      })
      .toBe(1);
    const sent = calls.filter(
      (c) => (c[0] === 'fbq' && c[2] === pixelName) || (c[0] === 'gtag' && c[2] === name),
    );
    for (const call of sent) expect(call[3]).toMatchObject({ value: 1, currency: 'USD' });
  }
}

test('a full booking, a reschedule and a cancel send their events to the pixel and to GA', async ({
  page,
}) => {
  const calls = await recordTrackers(page);
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const email = uniqueEmail('pixel');

  await page.goto(`${bookings}/${host.accessLink}/`);
  await expect(page.getByRole('link', { name: /Pixel call/ })).toBeVisible();
  expect(calls).toContainEqual(['fbq', 'init', PIXEL_ID]);
  expect(calls).toContainEqual(['gtag', 'config', MEASUREMENT_ID]);
  await page.getByRole('link', { name: /Pixel call/ }).click();
  await pickDayInCalendar(page, date);
  await page.getByRole('button', { name: '9:00am', exact: true }).click();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  const [verification] = await waitForMail(email, /is your verification code$/);
  const code = /(\d{6}) is your verification code/.exec(verification?.subject ?? '')?.[1] ?? '';
  await page.getByLabel('Verify your email').fill(code);
  await page.getByRole('button', { name: 'Verify and book' }).click();
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  await expectEvents(calls, [
    'all_events_page',
    'date_selection',
    'time_selection',
    'view_booking_details_page',
    'otp_sent_on_email',
    'verify_email',
    'schedule_event',
    'view_thank_you_page',
    'view_public_booking_thank_you_page',
  ]);

  const [invitation] = await waitForMail(email, /^Confirmed: /);
  const pathOf = (label: string) =>
    new URL(new RegExp(`${label}: (\\S+)`).exec(invitation?.text ?? '')?.[1] ?? '').pathname;
  await page.goto(`${bookings}${pathOf('Reschedule')}`);
  await pickDayInCalendar(page, date);
  await page.getByRole('button', { name: '10:00am', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm reschedule' }).click();
  await expect(page.getByRole('heading', { name: 'Meeting rescheduled' })).toBeVisible();
  await expectEvents(calls, ['view_reschedule_event_page', 'clicked_reschedule_button']);

  await page.goto(`${bookings}${pathOf('Cancel')}`);
  await page.getByRole('button', { name: 'Cancel meeting' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel meeting' }).click();
  await expect(page.getByRole('heading', { name: 'Your meeting has been cancelled' })).toBeVisible();
  await expectEvents(calls, [
    'view_cancel_event_page',
    'clicked_cancel_button',
    'view_cancel_confirmation_page',
  ]);
});

test('a routing form and a team page send their events; another origin sends none', async ({
  page,
  baseURL,
}) => {
  const calls = await recordTrackers(page);
  await page.goto(`${bookings}/form/${host.accessLink}/${formSlug}`);
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Your email').fill('grace@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Form submitted !' })).toBeVisible();
  await expectEvents(calls, ['view_routing_form', 'submit_routing_form', 'submit_routing_form_success']);

  await page.goto(`${bookings}/${teamLink}/`);
  await page.getByRole('link', { name: /Team call/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team call' })).toBeVisible();
  await expectEvents(calls, ['view_teams_main_booking_page', 'view_teams_event_booking_page']);

  // The same pages on another origin than the bookings domain load no tracker at all.
  calls.length = 0;
  await page.goto(`${baseURL}/${host.accessLink}/`);
  await expect(page.getByRole('link', { name: /Pixel call/ })).toBeVisible();
  await page.getByRole('link', { name: /Pixel call/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pixel call' })).toBeVisible();
  expect(calls).toEqual([]);
});

/** Opens an event's details step for a slot, on the bookings domain, and fills in the visitor. */
async function detailsFor(page: Page, slug: string, start: string, name: string) {
  await page.goto(`${bookings}/${host.accessLink}/${slug}/${Date.parse(start)}`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail('payer'));
}

test('each way to pay sends its event at its moment, and a completed payment its purchase', async ({
  page,
}) => {
  const headers = await xsrfHeaders(host);
  for (const [provider, credentials] of [
    ['paypal', { mode: 'sandbox', ...FAKE_PAYPAL }],
    ['razorpay', FAKE_RAZORPAY],
  ] as const) {
    const saved = await host.api.put(`/api/v1/bookings/payments/accounts/${provider}`, {
      data: credentials,
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await connectFakeStripe(host);
  const paid = (methods: string[], currencyCode: string, extra: Record<string, unknown> = {}) => ({
    payment: { enable: true, methods, amount: 499, currencyCode, ...extra },
  });
  await createEvent(host, 'card-call', { name: 'Card call', ...paid(['STRIPE'], 'USD') });
  await createEvent(host, 'paypal-call', { name: 'PayPal call', ...paid(['PAYPAL'], 'USD') });
  await createEvent(host, 'rupee-call', { name: 'Rupee call', ...paid(['RAZORPAY'], 'INR') });
  // Payment optional: UPI or pay later.
  await createEvent(host, 'upi-call', {
    name: 'UPI call',
    ...paid(['UPI'], 'INR', { upiId: 'ada@okaxis', required: false }),
  });
  const calls = await recordTrackers(page);

  // Stripe: the event as the visitor leaves for Stripe's checkout page.
  await detailsFor(page, 'card-call', utcAt(4, 8), 'Sam Payer');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expectEvents(calls, ['redirect_payment_stripe']);

  // PayPal: the event as the visitor leaves for PayPal's approval page.
  await detailsFor(page, 'paypal-call', utcAt(4, 9), 'Paula Payer');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await expectEvents(calls, ['redirect_payment_paypal']);

  // Razorpay: the event as Checkout opens over the page, the purchase once it is paid.
  await detailsFor(page, 'rupee-call', utcAt(4, 10), 'Ravi Payer');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay ₹499.00 with Razorpay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await expect(checkout).toBeVisible();
  await expectEvents(calls, ['redirect_payment_razorpay']);
  expect(calls.filter((c) => c[1] === 'track' && c[2] === 'Purchase')).toHaveLength(0);
  await checkout.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/thanks/);
  await expectEvents(calls, ['payment_completed']);

  // UPI: the event as the visitor goes to the UPI step.
  await detailsFor(page, 'upi-call', utcAt(4, 11), 'Uma Payer');
  await page.getByRole('radio', { name: /UPI/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay ₹499.00 by UPI' })).toBeVisible();
  await expectEvents(calls, ['upi_payment']);

  // Pay later: the event as the booking is made without paying.
  await detailsFor(page, 'upi-call', utcAt(4, 12), 'Lata Payer');
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  await expectEvents(calls, ['pay_later']);
  // Only the Razorpay payment completed.
  await expectEvents(calls, ['payment_completed']);
});
