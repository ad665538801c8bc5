import { expect, test } from '@playwright/test';
import { startFakeGoogle } from '../../apps/server/test/fake-google-sheets';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { connectCalendarAccount, hostWithConsult, timeButton } from '../support/calendar-accounts';
import { createEvent, hostFor } from '../support/routing-forms';

// Both Google tests share the stand-in's port (E2E_GOOGLE_PORT, Google's sign-in is one server
// setting), so they live in this one file and run one after the other.

/**
 * A host signs in with Google from Apps & integrations, connects a spreadsheet, and a booking's
 * row arrives in it (the server talks to a local stand-in of Google's sign-in and the Sheets API
 * on E2E_GOOGLE_PORT).
 */
const SHEET = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

test('a host signs in with Google, connects a sheet, and a booking row arrives', async ({ page }) => {
  // The consent round trip and the queued row take a few seconds on a busy machine.
  test.setTimeout(60_000);
  const google = await startFakeGoogle({ port: Number(process.env.E2E_GOOGLE_PORT) });
  google.sheets.spreadsheets.set(SHEET, new Map([['Bookings', []]]));
  try {
    await signUp(page);
    const host = hostFor(page.request, '');
    const event = await createEvent(host, 'Demo', 'demo');

    await page.goto('/app/apps');
    const card = page.getByRole('form', { name: 'Google Sheets' });
    await expect(card.getByText('Not connected')).toBeVisible();
    await card.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Allow Kairos to use your account?' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed in with Google' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/apps$/);

    await card.getByLabel('Spreadsheet').fill('https://docs.google.com/spreadsheets/d/nope/edit');
    await card.getByRole('checkbox', { name: 'Host' }).check();
    await card.getByRole('button', { name: 'Connect Google Sheets' }).click();
    await expect(card.getByText('Google cannot find this spreadsheet; check the address')).toBeVisible();
    await card.getByLabel('Spreadsheet').fill(`https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=0`);
    await card.getByRole('button', { name: 'Connect Google Sheets' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Google Sheets saved' })).toBeVisible();
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    const rows = () => google.sheets.spreadsheets.get(SHEET)?.get('Bookings') ?? [];
    expect(rows()[0]).toEqual([
      'Booking ID',
      'Status',
      'Event type',
      'Start',
      'End',
      'Time zone',
      'Attendee',
      'Email',
      'Host',
    ]);

    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await host.call('POST', '/meet/book', {
      eventId: event._id,
      time: `${day}T10:00:00.000Z`,
      timezone: 'UTC',
      attendee: { fullName: 'Grace Hopper', emailId: 'grace@example.com', answers: [], guests: [] },
    });
    await expect.poll(() => rows().length, { timeout: 15_000 }).toBe(2);
    expect(rows()[1]).toEqual(
      expect.arrayContaining(['ACTIVE', 'Demo', 'Grace Hopper', 'grace@example.com', `${day} 10:00`]),
    );

    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('alertdialog', { name: 'Disconnect Google Sheets?' })
      .getByRole('button', { name: 'Disconnect Google Sheets' })
      .click();
    await expect(card.getByText('Not connected')).toBeVisible();
    expect(google.oauth.revoked).toHaveLength(1);
  } finally {
    await google.close();
  }
});

/**
 * This test server has Google sign-in, so the answer of a server without it (`available: false`) is
 * stood in for: the page's introduction names a spreadsheet, so the card says why there is none.
 */
test('without Google sign-in on the server, the card says the administrator must set it up', async ({
  page,
}) => {
  await signUp(page);
  await page.route('**/api/v1/bookings/apps/google-sheets', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { connection: null, authorized: false, available: false } })
      : route.continue(),
  );
  await page.goto('/app/apps');
  const card = page.getByRole('region', { name: 'Google Sheets' });
  await expect(card.getByText('Not set up', { exact: true })).toBeVisible();
  await expect(card).toContainText(
    'Google sign-in is not set up on this server (its administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)',
  );
  await expect(card.getByRole('button')).toHaveCount(0);
});

test.describe('Google Calendar', () => {
  test.use({ timezoneId: 'UTC' });

  test('a host connects Google Calendar through the consent page, and a busy event leaves the booking page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const google = await startFakeGoogle({ port: Number(process.env.E2E_GOOGLE_PORT) });
    try {
      const host = await hostWithConsult(page);
      google.calendar.store.add({
        calendarId: 'host@example.test',
        start: Date.parse(`${host.date}T10:00:00Z`),
        end: Date.parse(`${host.date}T11:00:00Z`),
        free: false,
      });
      await expect(timeButton(await host.openDay(), '10:00am')).toBeVisible();

      const card = await connectCalendarAccount(page, 'Google Calendar', 'Google');
      const calendars = card.getByRole('list', { name: 'Calendars of host@example.test' });
      await expect(calendars.getByText('Destination')).toBeVisible();
      await expect(card.getByText(/^Google Calendar · Last read/)).toBeVisible();
      await expectNoSeriousViolations(page);

      const times = await host.openDay();
      await expect(timeButton(times, '11:00am')).toBeVisible();
      await expect(timeButton(times, '10:00am')).toHaveCount(0);
      await expect(timeButton(times, '10:30am')).toHaveCount(0);
    } finally {
      await google.close();
    }
  });
});
