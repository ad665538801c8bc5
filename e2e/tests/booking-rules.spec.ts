import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { EVERY_DAY_UTC, utcDay } from './support-meetings';

/**
 * Booking rules as visitors meet them: a group fills up, a blocked address is turned away, and
 * a booking made from another zone lands on the right time. The host works 09:00–17:00 UTC.
 */

test.describe.configure({ timeout: 60_000 });

let api: APIRequestContext;
let accessLink: string;

async function hostCall(path: string, data: Record<string, unknown>): Promise<unknown> {
  const state = await api.storageState();
  const xsrf = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post(`/api/v1/bookings${path}`, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signup = await api.post('/api/v1/user/signup', {
    data: newAccount(),
    headers: { 'X-Timezone': 'UTC' },
  });
  expect(signup.status()).toBe(201);
  accessLink = (await signup.json()).workspace.accessLink;
  await hostCall('/event/add', {
    name: 'Small group',
    slug: 'small-group',
    duration: 60,
    type: 'GROUP',
    maxAttendeesPerMeet: 2,
    displayLeftSpots: true,
    customAvailableHour: EVERY_DAY_UTC,
  });
  await hostCall('/event/add', {
    name: 'Plain call',
    slug: 'plain-call',
    duration: 30,
    customAvailableHour: EVERY_DAY_UTC,
  });
});

test.afterAll(async () => {
  await api.dispose();
});

/** `9:00am`: how the times list writes `date` at `utcHour` in `zone`. */
function slotLabel(date: string, utcHour: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(Date.parse(`${date}T${String(utcHour).padStart(2, '0')}:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}${part('dayPeriod').toLowerCase()}`;
}

function dayPage(slug: string, date: string): string {
  return `/${accessLink}/${slug}?date=${date}&month=${date.slice(0, 7)}`;
}

async function bookAs(
  page: Page,
  slug: string,
  date: string,
  time: string | RegExp,
  name: string,
  email: string,
) {
  await page.goto(dayPage(slug, date));
  await page.getByRole('button', { name: time, exact: typeof time === 'string' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your details' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
}

test.describe('in America/New_York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a visitor books a call and the thanks page shows New York time', async ({ page }) => {
    const date = utcDay(6);
    const time = slotLabel(date, 15, 'America/New_York');
    await bookAs(page, 'plain-call', date, time, 'Katherine Johnson', 'katherine@example.com');
    await expect(page).toHaveURL(/\/plain-call\/thanks\?attendeeId=/);
    await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
    await expect(page.getByText(new RegExp(`${time} – `))).toBeVisible();
    await expect(page.getByText(/^America\/New York \(GMT-[45]\)$/)).toBeVisible();
  });

  test('a group takes bookings until it is full, then its time is gone', async ({ page }) => {
    const date = utcDay(7);
    const label = slotLabel(date, 11, 'America/New_York');
    // Group times carry their free seats in their names: "6:00am 2 spots left".
    const time = new RegExp(`^${label} `);
    await page.goto(dayPage('small-group', date));
    await expect(page.getByRole('button', { name: `${label} 2 spots left`, exact: true })).toBeVisible();

    await bookAs(page, 'small-group', date, time, 'Member One', 'one@example.com');
    await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
    await page.goto(dayPage('small-group', date));
    await expect(page.getByRole('button', { name: `${label} 1 spot left`, exact: true })).toBeVisible();

    await bookAs(page, 'small-group', date, time, 'Member Two', 'two@example.com');
    await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();

    await page.goto(dayPage('small-group', date));
    const next = slotLabel(date, 12, 'America/New_York');
    await expect(page.getByRole('button', { name: `${next} 2 spots left`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: time })).toHaveCount(0);
  });
});

test('a blocked address is turned away with the host’s message, and nothing is booked', async ({ page }) => {
  await hostCall('/contact/block/status', {
    emailIds: ['blocked@example.com'],
    status: 'BLOCKED',
    blockedMessage: 'Please call our office to book.',
  });
  const date = utcDay(8);
  const time = slotLabel(date, 10, 'UTC');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await bookAs(page, 'plain-call', date, time, 'Blocked Visitor', 'blocked@example.com');
  await expect(page.getByText('Please call our office to book.')).toBeVisible();
  await expect(page).not.toHaveURL(/thanks/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The time is still free for anyone else.
  await page.goto(dayPage('plain-call', date));
  await expect(page.getByRole('button', { name: time, exact: true })).toBeVisible();
});
