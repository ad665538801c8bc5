import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import {
  book,
  createEvent,
  createHost,
  expectNoSeriousViolations,
  hostPage,
  uniqueEmail,
  utcAt,
} from './support-meetings';

/**
 * A host's daily work on bookings: find, note, no-show, reschedule, cancel, export, ask the
 * attendee to book again, and decide on bookings that wait for confirmation. The host and the
 * browser are in UTC, so times read as they are written here.
 */

test.describe.configure({ timeout: 120_000 });

async function openBooking(page: Page, attendee: string, title: string) {
  await page.getByLabel('Search by attendee').fill(attendee);
  const row = page.getByRole('button', { name: `${title} with ${attendee}` });
  await expect(row).toBeVisible();
  await row.click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a host finds a booking by attendee name, adds a note, cannot mark a coming meeting a no-show, and reschedules it', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createEvent(host, 'intro-call', { name: 'Intro call' });
  await book(host, eventId, utcAt(3, 10), {
    fullName: 'Katherine Johnson',
    emailId: uniqueEmail('katherine'),
  });
  await book(host, eventId, utcAt(3, 11), { fullName: 'Dorothy Vaughan', emailId: uniqueEmail('dorothy') });
  const page = await hostPage(browser, host);

  await page.goto('/app/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Intro call with / })).toHaveCount(2);
  await expectNoSeriousViolations(page);
  const drawer = await openBooking(page, 'Katherine Johnson', 'Intro call');
  await expectNoSeriousViolations(page);
  await expect(page.getByRole('button', { name: 'Intro call with Dorothy Vaughan' })).toHaveCount(0);
  await expect(drawer.getByText('10:00am – 10:30am')).toBeVisible();
  await expect(drawer.getByText('UTC (GMT)')).toBeVisible();

  await drawer.getByLabel('Add a note').fill('Wants the enterprise plan details.');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  // The saved note, not the text still in the box while it saves.
  await expect(
    drawer.getByRole('paragraph').filter({ hasText: 'Wants the enterprise plan details.' }),
  ).toBeVisible();

  // The meeting is days away: nobody can have missed it yet.
  await expect(drawer.getByRole('button', { name: 'Mark as no-show' })).toHaveCount(0);
  await expect(drawer.getByText('A no-show can be marked once the meeting has started.')).toBeVisible();

  await drawer.getByRole('button', { name: 'Reschedule', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule booking' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '2:00pm', exact: true }).click();
  await expect(dialog.getByText(/New time/)).toBeVisible();
  await dialog.getByLabel(/Reason for rescheduling/).fill('Moved on their behalf');
  await dialog.getByRole('button', { name: 'Confirm reschedule' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(drawer.getByText('2:00pm – 2:30pm')).toBeVisible();
  await expect(drawer.getByText(/Rescheduled from .*10:00am – 10:30am/)).toBeVisible();
  await expect(drawer.getByText('Reason: Moved on their behalf')).toBeVisible();

  // Escape closes the drawer and the list shows the new time.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByText('2:00pm – 2:30pm')).toBeVisible();
  await page.context().close();
});

test('a host cancels a booking and exports the upcoming list as CSV', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createEvent(host, 'demo', { name: 'Product demo' });
  const people = [
    { fullName: 'Mary Jackson', emailId: uniqueEmail('mary') },
    { fullName: 'Annie Easley', emailId: uniqueEmail('annie') },
    { fullName: 'Christine Darden', emailId: uniqueEmail('christine') },
  ];
  for (const [index, person] of people.entries()) await book(host, eventId, utcAt(4, 9 + index), person);
  const page = await hostPage(browser, host);
  await page.goto('/app/calendar');

  const drawer = await openBooking(page, 'Annie Easley', 'Product demo');
  await drawer.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await confirm.getByLabel(/Reason for cancelling/).fill('The host is travelling');
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(drawer.getByText(/Cancelled by Ada Lovelace/)).toBeVisible();
  await expect(drawer.getByText('Reason: The host is travelling')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Search by attendee').fill('');
  await expect(page.getByRole('button', { name: /^Product demo with / })).toHaveCount(2);
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByRole('button', { name: 'Product demo with Annie Easley' })).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByRole('button', { name: /^Product demo with / })).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const rows = csv.trim().split(/\r?\n/);
  expect(rows).toHaveLength(3);
  const header = rows[0] ?? '';
  expect(header.toLowerCase()).toContain('email');
  expect(rows.slice(1).join('\n')).toContain(people[0]?.emailId);
  expect(rows.slice(1).join('\n')).toContain(people[2]?.emailId);
  expect(csv).not.toContain(people[1]?.emailId);
  await page.context().close();
});

test('a host asks an attendee to book again, and the attendee gets the email', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createEvent(host, 'check-in', { name: 'Check-in' });
  const email = uniqueEmail('mae');
  await book(host, eventId, utcAt(5, 13), { fullName: 'Mae Jemison', emailId: email });
  const page = await hostPage(browser, host);
  await page.goto('/app/calendar');

  const drawer = await openBooking(page, 'Mae Jemison', 'Check-in');
  await drawer.getByRole('button', { name: 'Request reschedule' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Ask the attendees to reschedule?' });
  await confirm.getByLabel(/Message/).fill('Something came up, please pick another time');
  await confirm.getByRole('button', { name: 'Request reschedule' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(drawer.getByText('Reschedule requested', { exact: true })).toBeVisible();

  const [letter] = await waitForMail(email, /^Cancelled: Check-in/);
  expect(letter?.text).toContain(`/${host.accessLink}/check-in`);
  await page.context().close();
});

test('a host confirms one pending booking and rejects another', async ({ playwright, browser, baseURL }) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createEvent(host, 'pending', {
    name: 'Pending call',
    bookingConfirmation: { enable: true, type: 'ALL' },
  });
  await book(host, eventId, utcAt(6, 9), { fullName: 'Rosalind Franklin', emailId: uniqueEmail('rosalind') });
  await book(host, eventId, utcAt(6, 10), { fullName: 'Lise Meitner', emailId: uniqueEmail('lise') });
  const page = await hostPage(browser, host);
  await page.goto('/app/calendar?tab=action-required');

  await expect(page.getByRole('tab', { name: 'Action required' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Needs confirmation')).toHaveCount(2);
  await page.getByRole('button', { name: 'Confirm Pending call with Rosalind Franklin' }).click();
  await expect(page.getByRole('button', { name: 'Pending call with Rosalind Franklin' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reject Pending call with Lise Meitner' }).click();
  const reject = page.getByRole('alertdialog', { name: 'Reject this booking?' });
  await reject.getByLabel(/Reason/).fill('Fully booked that day');
  await reject.getByRole('button', { name: 'Reject booking' }).click();
  await expect(reject).toHaveCount(0);
  await expect(page.getByText('Nothing needs your confirmation right now.')).toBeVisible();

  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByRole('button', { name: 'Pending call with Rosalind Franklin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending call with Lise Meitner' })).toHaveCount(0);
  await page.context().close();
});

test('a host emails the attendees of a booking, and the email is sent', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createEvent(host, 'follow-up', { name: 'Follow-up' });
  const email = uniqueEmail('ida');
  await book(host, eventId, utcAt(2, 16), { fullName: 'Ida Rhodes', emailId: email });
  const page = await hostPage(browser, host);
  await page.goto('/app/calendar');

  const drawer = await openBooking(page, 'Ida Rhodes', 'Follow-up');
  await drawer.getByRole('button', { name: 'Email attendees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email attendees' });
  await dialog.getByLabel('Subject').fill('');
  await dialog.getByRole('button', { name: 'Send email' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveAccessibleDescription('Required');
  await expect(dialog.getByLabel('Message')).toHaveAccessibleDescription('Required');
  await dialog.getByLabel('Subject').fill('Your slides');
  await dialog.getByLabel('Message').fill('Here are the slides we talked about.');
  await dialog.getByRole('button', { name: 'Send email' }).click();
  await expect(dialog).toHaveCount(0);

  const [mail] = await waitForMail(email, /^Your slides$/);
  expect(mail?.subject).toBe('Your slides');
  expect(mail?.text).toContain('Here are the slides we talked about.');
  await page.context().close();
});
