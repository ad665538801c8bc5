import { type APIRequestContext, expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { EVERY_DAY_UTC, pickDayInCalendar, utcDay } from './support-meetings';

/**
 * What a visitor does after booking: reschedule and cancel through the links in the invitation,
 * the host's limits on both, and share links (limited, pre-filled and locked, expired). The host
 * works 09:00–17:00 UTC every day and the visitor's browser is in UTC, so times read as written.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: 'UTC' });

const IDENTITY_QUESTIONS = [
  { questionId: 'name', content: 'Name', type: 'NAME', required: true, name: 'fullName' },
  { questionId: 'emailId', content: 'Email', type: 'EMAIL_ID', required: true, name: 'emailId' },
];
const CANCELLATION_POLICY = 'Please cancel at least a day ahead so someone else can take the time.';

interface Host {
  api: APIRequestContext;
  accessLink: string;
  events: Record<string, string>;
}

let host: Host;

async function hostHeaders(): Promise<Record<string, string>> {
  const state = await host.api.storageState();
  return { 'X-XSRF-TOKEN': state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

async function createEvent(slug: string, body: Record<string, unknown>): Promise<void> {
  const response = await host.api.post('/api/v1/bookings/event/add', {
    data: {
      customAvailableHour: EVERY_DAY_UTC,
      slug,
      duration: 30,
      questions: IDENTITY_QUESTIONS,
      modes: [{ key: 'IN_PERSON', value: '1 Main Street, Springfield' }],
      ...body,
    },
    headers: await hostHeaders(),
  });
  expect(response.status(), await response.text()).toBe(201);
  host.events[slug] = (await response.json())._id;
}

async function createShareLink(body: Record<string, unknown>): Promise<string> {
  const response = await host.api.post('/api/v1/bookings/share-link', {
    data: body,
    headers: await hostHeaders(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).link;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signup = await api.post('/api/v1/user/signup', {
    data: newAccount(),
    headers: { 'X-Timezone': 'UTC' },
  });
  expect(signup.status()).toBe(201);
  host = { api, accessLink: (await signup.json()).workspace.accessLink, events: {} };
  await createEvent('follow-up', {
    name: 'Follow-up call',
    notifications: { cancellationPolicy: CANCELLATION_POLICY },
  });
  await createEvent('one-move', {
    name: 'One-move call',
    notifications: { reschedule: { enable: true, limit: 1, linkExpireAfterMinutes: 0 } },
  });
  await createEvent('early-lock', {
    name: 'Early-lock call',
    // Changes close 30 days before the start: every booking this month is already past that.
    notifications: { reschedule: { enable: true, limit: 0, linkExpireAfterMinutes: 30 * 24 * 60 } },
  });
  await createEvent('shared-call', { name: 'Shared call' });
});

test.afterAll(async () => {
  await host.api.dispose();
});

/** The UTC date `days` from now, as `YYYY-MM-DD`. */

function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Books through the API, as a visitor's browser would, and waits for the queue. */
async function bookByApi(slug: string, date: string, utcHour: number, email: string): Promise<string> {
  const response = await host.api.post('/api/v1/bookings/meet/book', {
    data: {
      eventId: host.events[slug],
      time: `${date}T${String(utcHour).padStart(2, '0')}:00:00.000Z`,
      duration: 30,
      timezone: 'UTC',
      attendee: { fullName: 'Mary Jackson', emailId: email, answers: [], guests: [] },
    },
    headers: await hostHeaders(),
  });
  expect(response.status(), await response.text()).toBe(202);
  const { queueId } = await response.json();
  let attendeeId = '';
  await expect
    .poll(async () => {
      const status = await (await host.api.get(`/api/v1/bookings/meet/queue-event/status/${queueId}`)).json();
      attendeeId = status.attendeeId ?? '';
      return status.status;
    })
    .toBe('DONE');
  return attendeeId;
}

/** The reschedule and cancel paths in the confirmation the visitor got at `email`. */
async function invitationLinks(email: string): Promise<{ reschedule: string; cancel: string }> {
  const [confirmation] = await waitForMail(email, /^Confirmed: /);
  const text = confirmation?.text ?? '';
  expect(text).toContain('Reschedule:');
  const pathOf = (label: string) => new URL(new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '').pathname;
  return { reschedule: pathOf('Reschedule'), cancel: pathOf('Cancel') };
}

test('a visitor books, reschedules through the invitation, then cancels', async ({ page }) => {
  const date = utcDay(3);
  const email = uniqueEmail('dorothy');
  await page.goto(`/${host.accessLink}/follow-up?date=${date}&month=${date.slice(0, 7)}`);
  await page.getByRole('button', { name: '10:00am', exact: true }).click();
  await page.getByLabel('Name').fill('Dorothy Vaughan');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();

  const links = await invitationLinks(email);
  expect(links.reschedule).toMatch(/^\/reschedule\/[^/]+\/$/);
  expect(links.cancel).toMatch(/^\/cancellation\/[^/]+\/$/);

  await page.goto(links.reschedule);
  await expect(page.getByRole('heading', { level: 1, name: 'Follow-up call' })).toBeVisible();
  await expect(page.getByText('10:00am – 10:30am')).toBeVisible();
  await expect(page.getByText('UTC (GMT)').first()).toBeVisible();
  await expect(page.getByText('1 Main Street, Springfield')).toBeVisible();
  await expectNoSeriousViolations(page);
  await pickDayInCalendar(page, date);
  // The visitor's own meeting does not block its time; another one is picked here.
  await page.getByRole('button', { name: '11:00am', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm the new time' })).toBeVisible();
  await page.getByLabel(/Reason for rescheduling/).fill('A clash came up');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Confirm reschedule' }).click();
  await expect(page.getByRole('heading', { name: 'Meeting rescheduled' })).toBeVisible();
  await expect(page.getByText(/Your meeting was rescheduled to .*11:00am – 11:30am/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Google/ })).toHaveAttribute('href', /calendar\.google\.com/);
  await expectNoSeriousViolations(page);

  const cancelPath = await page.getByRole('link', { name: 'Cancel', exact: true }).getAttribute('href');
  await page.goto(cancelPath ?? links.cancel);
  await expect(page.getByRole('heading', { level: 1, name: 'Follow-up call' })).toBeVisible();
  await expect(page.getByText('11:00am – 11:30am')).toBeVisible();
  await expect(page.getByText(CANCELLATION_POLICY)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel(/Reason for cancelling/).fill('No longer needed');
  await page.getByRole('button', { name: 'Cancel meeting' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this meeting?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel meeting' }).click();
  await expect(page).toHaveURL(/\/cancellation\/[^/]+\/confirmed/);
  await expect(page.getByRole('heading', { name: 'Your meeting has been cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute(
    'href',
    `/${host.accessLink}/follow-up`,
  );
  await expectNoSeriousViolations(page);

  // The cancelled booking's links now say so.
  await page.goto(links.reschedule);
  await expect(page.getByRole('heading', { name: 'This meeting was cancelled' })).toBeVisible();
});

test('a reschedule limit of one is spent after one move', async ({ page }) => {
  const date = utcDay(4);
  const attendeeId = await bookByApi('one-move', date, 12, uniqueEmail('limit'));
  await page.goto(`/reschedule/${attendeeId}/`);
  await expect(page.getByText('You can reschedule this meeting once more.')).toBeVisible();
  await pickDayInCalendar(page, date);
  await page.getByRole('button', { name: '1:00pm', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm reschedule' }).click();
  await expect(page.getByText(/Your meeting was rescheduled to .*1:00pm – 1:30pm/)).toBeVisible();

  const again = await page.getByRole('link', { name: 'Reschedule', exact: true }).getAttribute('href');
  await page.goto(again ?? `/reschedule/${attendeeId}/`);
  await expect(page.getByRole('heading', { name: 'Reschedule limit reached' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('a reschedule link past its window says the link expired', async ({ page }) => {
  const attendeeId = await bookByApi('early-lock', utcDay(5), 14, uniqueEmail('expired'));
  await page.goto(`/reschedule/${attendeeId}/`);
  await expect(page.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('an unknown booking link says so', async ({ page }) => {
  await page.goto('/cancellation/00000000-0000-4000-8000-000000000000/');
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
});

test('a share link with one use books once, then is used up', async ({ page }) => {
  const link = await createShareLink({ eventId: host.events['shared-call'], limit: 1 });
  const date = utcDay(6);
  await page.goto(`/d/${link}?date=${date}&month=${date.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared call' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '9:00am', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${link}/${Date.parse(`${date}T09:00:00Z`)}`));
  await page.getByLabel('Name').fill('Annie Easley');
  await page.getByLabel('Email').fill(uniqueEmail('annie'));
  const booked = page.waitForRequest((request) => request.url().endsWith('/meet/book/share-link'));
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  expect((await booked).postDataJSON().shareLink).toBe(link);
  await expect(page).toHaveURL(new RegExp(`/d/${link}/thanks\\?attendeeId=`));
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/d/${link}`);
  await expect(page.getByRole('heading', { name: 'This link has been used up' })).toBeVisible();
  await expect(page.getByText(/contact the organizer/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a pre-filled, locked share link keeps the name and email', async ({ page }) => {
  const email = uniqueEmail('grace');
  const link = await createShareLink({
    eventId: host.events['shared-call'],
    preFill: { disableChange: true, name: 'Grace Hopper', emailId: email },
  });
  const date = utcDay(6);
  await page.goto(`/d/${link}?date=${date}&month=${date.slice(0, 7)}&utm_source=mail`);
  await page.getByRole('button', { name: '10:00am', exact: true }).click();
  const name = page.getByLabel('Name');
  const emailField = page.getByLabel('Email');
  await expect(name).toHaveValue('Grace Hopper');
  await expect(emailField).toHaveValue(email);
  await expect(name).not.toBeEditable();
  await expect(emailField).not.toBeEditable();
  await expect(name).toHaveAccessibleDescription(/cannot be changed/);
  await expectNoSeriousViolations(page);

  // The back control returns to the link with its parameters.
  await page.getByRole('button', { name: 'Change time' }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${link}\\?.*date=${date}`));
  await expect(page).toHaveURL(/utm_source=mail/);

  await page.getByRole('button', { name: '10:00am', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});

test('an expired share link says it has expired', async ({ page }) => {
  const link = await createShareLink({
    eventId: host.events['shared-call'],
    expireAt: new Date(Date.now() + 1500).toISOString(),
  });
  await page.waitForTimeout(2000);
  await page.goto(`/d/${link}`);
  await expect(page.getByRole('heading', { name: 'Sorry, meeting link has been expired.' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an unknown share link is no longer accessible', async ({ page }) => {
  await page.goto('/d/no-such-link-here');
  await expect(page.getByRole('heading', { name: 'This event is no longer accessible' })).toBeVisible();
});

test('a booking made through a share link leads to its cancel address, even from another browser', async ({
  page,
  baseURL,
}) => {
  const onCancelURL = `${baseURL}/?after=cancel`;
  const link = await createShareLink({ eventId: host.events['shared-call'], redirects: { onCancelURL } });
  const date = utcDay(8);
  const response = await host.api.post('/api/v1/bookings/meet/book/share-link', {
    data: {
      shareLink: link,
      time: `${date}T13:00:00.000Z`,
      duration: 30,
      timezone: 'UTC',
      attendee: { fullName: 'Katherine Johnson', emailId: uniqueEmail('katherine'), answers: [], guests: [] },
    },
    headers: await hostHeaders(),
  });
  expect(response.status(), await response.text()).toBe(202);
  const { queueId } = await response.json();
  let attendeeId = '';
  await expect
    .poll(async () => {
      const status = await (await host.api.get(`/api/v1/bookings/meet/queue-event/status/${queueId}`)).json();
      attendeeId = status.attendeeId ?? '';
      return status.status;
    })
    .toBe('DONE');

  // A fresh page has no memory of the booking: the address comes from the server.
  await page.goto(`/cancellation/${attendeeId}/`);
  await page.getByRole('button', { name: 'Cancel meeting' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this meeting?' })
    .getByRole('button', { name: 'Yes, cancel meeting' })
    .click();
  await expect(page).toHaveURL(onCancelURL);
});
