import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { linkIn } from '../support/mail';
import { utcDay } from './support-meetings';

/**
 * What a visitor may choose on a booking page, as the event's settings say: a round robin's host
 * when the event lets them (else any available host), and the length only when the event lets
 * visitors choose among its durations. Times are read in UTC.
 */

const API = '/api/v1/bookings';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ timezoneId: 'UTC' });

let ownerContext: BrowserContext;
let owner: Page;
let accessLink = '';
let ownerId = '';
let memberId = '';

function everyDayUtc(start: number, end: number) {
  const hours = [{ start: start * 60, end: end * 60 }];
  return {
    timezone: 'UTC',
    weeklySchedule: Object.fromEntries(
      ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((day) => [
        day,
        hours,
      ]),
    ),
    specificDates: [],
  };
}

/** A state-changing call with the owner's session, as the dashboard's own scripts make it. */
async function call(method: 'POST' | 'PATCH', path: string, data: unknown) {
  const xsrf = (await ownerContext.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await owner.request.fetch(`${API}${path}`, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test.beforeAll(async ({ browser }) => {
  ownerContext = await browser.newContext();
  owner = await ownerContext.newPage();
  await signUp(owner, { ...newAccount(), firstName: 'Ada', lastName: 'Lovelace' });
  const info = await (await owner.request.get(`${API}/agent/info`)).json();
  accessLink = info.workspace.accessLink;
  ownerId = info.agent._id;

  // A colleague joins from an invitation, to be the round robin's second host.
  const memberEmail = `grace-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const roles = (await (await owner.request.get(`${API}/role/list`)).json()).roles as Array<{
    _id: string;
    name: string;
  }>;
  const role = roles.find((r) => r.name === 'Member') ?? roles[0];
  await call('POST', '/member/invite', { emailId: memberEmail, roleId: role?._id });
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(await linkIn(memberEmail, /^Join /, '/invite/'));
  await member.getByLabel('First name').fill('Grace');
  await member.getByLabel('Last name (optional)').fill('Hopper');
  await member.getByLabel('Password').fill('member-password-1');
  await member.getByRole('button', { name: 'Create account and join' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Event types' })).toBeVisible({
    timeout: 20_000,
  });
  await memberContext.close();
  const list = await (await owner.request.get(`${API}/member/list`)).json();
  memberId = list.members.find((m: { emailId: string }) => m.emailId === memberEmail).userId;
});

test.afterAll(async () => {
  await ownerContext?.close();
});

test('a visitor picks a round robin’s host and sees only their times; any host stays the default', async ({
  browser,
}) => {
  await call('POST', '/event/add', {
    name: 'Advisor call',
    slug: 'advisor-call',
    duration: 60,
    type: 'ROUNDROBIN',
    allowAttendeeToSelectHost: true,
    agents: [
      { userId: ownerId, isOrganizer: true, customAvailableHour: everyDayUtc(9, 12) },
      { userId: memberId, customAvailableHour: everyDayUtc(13, 16) },
    ],
  });
  const visitorContext = await browser.newContext({ timezoneId: 'UTC' });
  const visitor = await visitorContext.newPage();
  const date = utcDay(9);
  await visitor.goto(`/${accessLink}/advisor-call?date=${date}&month=${date.slice(0, 7)}`);

  const host = visitor.getByRole('combobox', { name: 'Host' });
  await expect(host).toHaveValue('');
  await expect(host.getByRole('option', { selected: true })).toHaveText('Any available host');
  await expect(visitor.getByRole('button', { name: '10:00am', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '2:00pm', exact: true })).toBeVisible();
  await expectNoSeriousViolations(visitor);

  await host.selectOption({ label: 'Grace Hopper' });
  await expect(visitor.getByRole('button', { name: '2:00pm', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '10:00am', exact: true })).toHaveCount(0);
  await expect(visitor).toHaveURL(new RegExp(`agentId=${memberId}`));

  await visitor.getByRole('button', { name: '2:00pm', exact: true }).click();
  await visitor.getByLabel('Name').fill('Katherine Johnson');
  await visitor.getByLabel('Email').fill('katherine@example.com');
  await visitor.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(visitor.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  await expect(visitor.getByText('Grace Hopper', { exact: true })).toBeVisible();

  const future = await (await owner.request.get(`${API}/member/${memberId}/future-meetings`)).json();
  expect(future.meetings.map((m: { startAt: string }) => m.startAt.slice(0, 16))).toContain(`${date}T14:00`);
  await visitorContext.close();
});

test('a round robin that does not let visitors pick shows no host choice', async ({ browser }) => {
  await call('POST', '/event/add', {
    name: 'Support call',
    slug: 'support-call',
    duration: 60,
    type: 'ROUNDROBIN',
    agents: [
      { userId: ownerId, isOrganizer: true, customAvailableHour: everyDayUtc(9, 12) },
      { userId: memberId, customAvailableHour: everyDayUtc(13, 16) },
    ],
  });
  const visitorContext = await browser.newContext({ timezoneId: 'UTC' });
  const visitor = await visitorContext.newPage();
  const date = utcDay(10);
  await visitor.goto(
    `/${accessLink}/support-call?date=${date}&month=${date.slice(0, 7)}&agentId=${memberId}`,
  );
  await expect(visitor.getByRole('button', { name: '10:00am', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '2:00pm', exact: true })).toBeVisible();
  await expect(visitor.getByRole('combobox', { name: 'Host' })).toHaveCount(0);
  await visitorContext.close();
});

test('the booking page offers the event’s durations only when visitors may choose among them', async ({
  browser,
}) => {
  const event = await call('POST', '/event/add', {
    name: 'Flexible call',
    slug: 'flexible-call',
    duration: 30,
    customAvailableHour: everyDayUtc(9, 12),
    allowAttendeeToSelectDuration: true,
    availableDuration: [30, 60],
  });
  const visitorContext = await browser.newContext({ timezoneId: 'UTC' });
  const visitor = await visitorContext.newPage();
  const date = utcDay(11);
  const page = `/${accessLink}/flexible-call?date=${date}&month=${date.slice(0, 7)}`;
  await visitor.goto(`${page}&duration=60`);
  await expect(visitor.getByRole('button', { name: '11:30am', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '1 hr' })).toHaveCount(0);
  await expect(visitor.getByText('30 min', { exact: true })).toBeVisible();

  await call('PATCH', '/event', { _id: event._id, allowAttendeeToSelectMultipleDuration: true });
  await visitor.goto(page);
  await expect(visitor.getByRole('button', { name: '30 min', pressed: true })).toBeVisible();
  await visitor.getByRole('button', { name: '1 hr', pressed: false }).click();
  await expect(visitor.getByRole('button', { name: '11:00am', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '11:30am', exact: true })).toHaveCount(0);
  await visitorContext.close();
});

test('an auto-fill question is filled from the link, then from the visitor’s last booking; others are not', async ({
  browser,
}) => {
  await call('POST', '/event/add', {
    name: 'Intro call',
    slug: 'intro-auto-fill',
    duration: 30,
    agents: [{ userId: ownerId, isOrganizer: true, customAvailableHour: everyDayUtc(9, 17) }],
    questions: [
      { type: 'NAME', content: 'Name', required: true },
      { type: 'EMAIL_ID', content: 'Email', required: true },
      { type: 'ONE_LINE', content: 'Company', name: 'company', autoFill: true },
      { type: 'ONE_LINE', content: 'Role', name: 'role', autoFill: false },
    ],
  });
  const visitorContext = await browser.newContext({ timezoneId: 'UTC' });
  const visitor = await visitorContext.newPage();
  const date = utcDay(10);
  const page = `/${accessLink}/intro-auto-fill?date=${date}&month=${date.slice(0, 7)}`;
  await visitor.goto(`${page}&company=Acme%20Rockets&role=CTO`);
  await visitor.getByRole('button', { name: '10:00am', exact: true }).click();
  await expect(visitor.getByLabel('Company')).toHaveValue('Acme Rockets');
  await expect(visitor.getByLabel('Role')).toHaveValue('');
  await visitor.getByLabel('Name').fill('Katherine Johnson');
  await visitor.getByLabel('Email').fill('katherine.autofill@example.com');
  await visitor.getByLabel('Role').fill('Engineer');
  await visitor.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(visitor.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();

  // Back another day in the same browser, with a plain link.
  await visitor.goto(page);
  await visitor.getByRole('button', { name: '11:00am', exact: true }).click();
  await expect(visitor.getByLabel('Company')).toHaveValue('Acme Rockets');
  await expect(visitor.getByLabel('Role')).toHaveValue('');
  await expect(visitor.getByLabel('Name')).toHaveValue('');
  await visitorContext.close();
});
