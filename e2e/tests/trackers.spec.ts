import { expect, type Page, test } from '@playwright/test';
import { createForm, hostFor } from '../support/routing-forms';
import {
  createEvent,
  createHost,
  type Host,
  outboxMessages,
  pickDayInCalendar,
  uniqueEmail,
  xsrfHeaders,
} from './support-meetings';

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
  const outbox = await host.api.get(`/api/v1/bookings/outbox?to=${encodeURIComponent(email)}`);
  const code = /(\d{6}) is your verification code/.exec((await outbox.json()).messages[0].subject)?.[1] ?? '';
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

  const [invitation] = await outboxMessages(host, email, 'INVITATION');
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
