import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { newAccount, type TestAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * Shared set-up of the host-side meeting specs: a host made through the API (in a chosen zone),
 * events, bookings made as a visitor's browser would, and a page logged in as the host. The mail
 * they send is read from the test inbox (../support/mail.ts).
 */

const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const IDENTITY_QUESTIONS = [
  { questionId: 'name', content: 'Name', type: 'NAME', required: true, name: 'fullName' },
  { questionId: 'emailId', content: 'Email', type: 'EMAIL_ID', required: true, name: 'emailId' },
];

export interface Host {
  api: APIRequestContext;
  account: TestAccount;
  accessLink: string;
  timezone: string;
}

export async function createHost(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  timezone = 'UTC',
): Promise<Host> {
  const api = await playwright.request.newContext({ baseURL });
  const account = newAccount();
  const signup = await api.post('/api/v1/user/signup', {
    data: account,
    headers: { 'X-Timezone': timezone },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return { api, account, accessLink: (await signup.json()).workspace.accessLink, timezone };
}

export async function xsrfHeaders(host: Host): Promise<Record<string, string>> {
  const state = await host.api.storageState();
  return { 'X-XSRF-TOKEN': state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** An event open 00:00–24:00 UTC every day (no notice, no buffers), so any whole hour can be booked. */
export async function createEvent(
  host: Host,
  slug: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const response = await host.api.post('/api/v1/bookings/event/add', {
    data: {
      customAvailableHour: {
        timezone: 'UTC',
        weeklySchedule: Object.fromEntries(DAYS.map((day) => [day, [{ start: 0, end: 24 * 60 }]])),
        specificDates: [],
      },
      slug,
      name: slug,
      duration: 30,
      questions: IDENTITY_QUESTIONS,
      modes: [{ key: 'IN_PERSON', value: '1 Main Street, Springfield' }],
      ...body,
    },
    headers: await xsrfHeaders(host),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json())._id;
}

export interface Booked {
  meetingId: string;
  attendeeId: string;
}

/** Books `time` (ISO, UTC) through the public API, as a visitor, and waits for the queue. */
export async function book(
  host: Host,
  eventId: string,
  time: string,
  attendee: { fullName: string; emailId: string },
  utms?: Record<string, string>,
): Promise<Booked> {
  const response = await host.api.post('/api/v1/bookings/meet/book', {
    data: {
      eventId,
      time,
      duration: 30,
      timezone: 'UTC',
      attendee: { ...attendee, answers: [], guests: [] },
      ...(utms ? { utms } : {}),
    },
    headers: await xsrfHeaders(host),
  });
  expect(response.status(), await response.text()).toBe(202);
  const { queueId } = await response.json();
  let booked: Booked = { meetingId: '', attendeeId: '' };
  await expect
    .poll(async () => {
      const status = await (await host.api.get(`/api/v1/bookings/meet/queue-event/status/${queueId}`)).json();
      booked = { meetingId: status.meetingId ?? '', attendeeId: status.attendeeId ?? '' };
      return status.status;
    })
    .toBe('DONE');
  return booked;
}

/** The UTC instant `days` from today at `hour`:`minute`, as ISO. */
/** 09:00–17:00 UTC on every day of the week, for events whose tests book any day. */
const HOURS = [{ start: 9 * 60, end: 17 * 60 }];
export const EVERY_DAY_UTC = {
  timezone: 'UTC',
  weeklySchedule: Object.fromEntries(
    ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((day) => [day, HOURS]),
  ),
  specificDates: [],
};

/** The UTC date `days` from now, as YYYY-MM-DD. */
export function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function utcAt(days: number, hour: number, minute = 0): string {
  const midnight = new Date();
  midnight.setUTCHours(0, 0, 0, 0);
  return new Date(midnight.getTime() + days * 86_400_000 + (hour * 60 + minute) * 60_000).toISOString();
}

export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A page whose browser carries the host's session. */
export async function hostPage(browser: Browser, host: Host, timezoneId = 'UTC'): Promise<Page> {
  const context = await browser.newContext({
    storageState: await host.api.storageState(),
    timezoneId,
    acceptDownloads: true,
  });
  return context.newPage();
}

export { expectNoSeriousViolations };

/** How the calendar names `date` (a UTC day), e.g. 'Monday, March 1, 2027'. */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(Date.parse(`${date}T12:00:00Z`));
}

/** Picks `date` in the calendar on show, moving to its month first when needed. */
export async function pickDayInCalendar(page: Page, date: string) {
  const monthTitle = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(Date.parse(`${date}T12:00:00Z`));
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  if (!(await page.getByRole('heading', { name: monthTitle }).isVisible())) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { name: monthTitle })).toBeVisible();
  await grid.getByRole('button', { name: new RegExp(`^${dayLabel(date)}, times available`) }).click();
}
