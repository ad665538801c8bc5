import { expect, test } from '@playwright/test';
import { type Radicale, startRadicale } from '../../apps/server/test/radicale';
import { newAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * A host connects their CalDAV calendar (a real Radicale server) under Apps & integrations; a
 * busy event in it takes its time off the public page, and a booking lands in the calendar.
 */
test.describe.configure({ timeout: 60_000 });
test.use({ timezoneId: 'UTC' });

const PASSWORD = 'app-password-e2e';
let radicale: Radicale;
let calendarUrl: string;

test.beforeAll(async () => {
  radicale = await startRadicale({ rosa: PASSWORD });
  calendarUrl = await radicale.makeCalendar('rosa', 'work', 'Work');
});
test.afterAll(async () => {
  await radicale?.close();
});

/** The UTC date `days` from now, as `YYYY-MM-DD`. */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a host connects a CalDAV calendar: its busy time leaves the booking page and a booking is written to it', async ({
  page,
}) => {
  const date = utcDay(3);
  const compact = date.replaceAll('-', '');
  await radicale.putEvent(
    calendarUrl,
    'dentist.ics',
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:dentist',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${compact}T100000Z`,
      `DTEND:${compact}T110000Z`,
      'SUMMARY:Dentist',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n'),
  );

  const signup = await page.request.post('/api/v1/user/signup', {
    data: newAccount(),
    headers: { 'X-Timezone': 'UTC' },
  });
  expect(signup.status()).toBe(201);
  const accessLink = (await signup.json()).workspace.accessLink;
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const hours = [{ start: 9 * 60, end: 17 * 60 }];
  const created = await page.request.post('/api/v1/bookings/event/add', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      name: 'Consult',
      slug: 'consult',
      duration: 60,
      customAvailableHour: {
        timezone: 'UTC',
        weeklySchedule: Object.fromEntries(
          ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((d) => [
            d,
            hours,
          ]),
        ),
        specificDates: [],
      },
      questions: [
        { questionId: 'name', content: 'Name', type: 'NAME', required: true, name: 'fullName' },
        { questionId: 'emailId', content: 'Email', type: 'EMAIL_ID', required: true, name: 'emailId' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dayPage = `/${accessLink}/consult?date=${date}&month=${date.slice(0, 7)}`;
  const times = page.getByRole('region', { name: /Times on/ });

  await page.goto(dayPage);
  await expect(times.getByRole('button', { name: '10:00am', exact: true })).toBeVisible();

  await page.goto('/app/apps');
  const card = page.getByRole('region', { name: 'Your calendars' });
  await expect(card.getByText('No calendars connected yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Connect CalDAV or feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a calendar' });
  await dialog.getByLabel('Server address').fill(radicale.baseUrl);
  await dialog.getByLabel('User name').fill('rosa');
  await dialog.getByLabel('App password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByText(/refused the user name or app password/)).toBeVisible();
  await dialog.getByLabel('App password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
  const calendars = card.getByRole('list', { name: /Calendars of rosa at/ });
  await expect(calendars.getByText('Work', { exact: true })).toBeVisible();
  await expect(calendars.getByText('Destination')).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Check Work for conflicts' })).toBeChecked();
  await expect(card.getByText(/Last read .* \(UTC\)/)).toBeVisible();

  await page.goto(dayPage);
  await expect(times.getByRole('button', { name: '11:00am', exact: true })).toBeVisible();
  await expect(times.getByRole('button', { name: '10:00am', exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await times.getByRole('button', { name: '11:00am', exact: true }).click();
  await page.getByLabel('Name').fill('Lin Wu');
  await page.getByLabel('Email').fill('lin@example.com');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();

  await expect
    .poll(
      async () =>
        [...(await radicale.listEvents(calendarUrl)).values()].some(
          (data) => data.includes(`DTSTART:${compact}T110000Z`) && data.includes('@kairos'),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});
