import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newAccount, signUp, type TestAccount } from '../support/accounts';
import { linkIn } from '../support/mail';
import { EVERY_DAY_UTC, utcDay } from './support-meetings';

/**
 * A workspace as a team uses it: the owner invites a colleague through the settings, the
 * colleague joins from the emailed link, the owner gives two events both hosts through the
 * editor, visitors book, a view-only member looks without changing, and the colleague leaves.
 * Times are read in UTC.
 */

const API = '/api/v1/bookings';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ timezoneId: 'UTC' });

let ownerContext: BrowserContext;
let owner: Page;
let ownerAccount: TestAccount;
let accessLink: string;
let memberContext: BrowserContext;
let member: Page;
const memberEmail = `member-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const memberPassword = 'member-password-1';
let memberId = '';
let ownerId = '';
const events: Record<string, string> = {};

async function xsrfOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

/** A state-changing call with a page's session, as its own scripts would make it. */
async function call(page: Page, method: 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  return page.request.fetch(`${API}${path}`, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page.context()) },
  });
}

async function createEvent(name: string, slug: string, type: string) {
  const response = await call(owner, 'POST', '/event/add', {
    name,
    slug,
    duration: 30,
    type,
    customAvailableHour: EVERY_DAY_UTC,
  });
  expect(response.status(), await response.text()).toBe(201);
  events[slug] = (await response.json())._id;
}

/** Opens the event's hosts in the editor, adds the member and saves. */
async function addMemberAsHost(slug: string) {
  await owner.goto(`/app/event-types/${events[slug]}?section=hosts`);
  const hosts = owner.getByRole('group', { name: 'Hosts' });
  await hosts.getByRole('checkbox', { name: /Grace Hopper/ }).check();
  await expect(owner.getByText('2 hosts.')).toBeVisible();
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expect(owner.getByText('All changes saved')).toBeVisible();
}

async function bookAs(page: Page, slug: string, date: string, time: string, name: string, email: string) {
  await page.goto(`/${accessLink}/${slug}?date=${date}&month=${date.slice(0, 7)}`);
  await page.getByRole('button', { name: time, exact: true }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
}

async function futureMeetingsOf(userId: string): Promise<Array<{ eventId: string; startAt: string }>> {
  const response = await owner.request.get(`${API}/member/${userId}/future-meetings`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).meetings;
}

test.beforeAll(async ({ browser }) => {
  ownerContext = await browser.newContext();
  owner = await ownerContext.newPage();
  ownerAccount = await signUp(owner, { ...newAccount(), firstName: 'Ada', lastName: 'Lovelace' });
  const info = await (await owner.request.get(`${API}/agent/info`)).json();
  accessLink = info.workspace.accessLink;
  ownerId = info.agent._id;
  memberContext = await browser.newContext();
  member = await memberContext.newPage();
});

test.afterAll(async () => {
  await ownerContext?.close();
  await memberContext?.close();
});

test('the owner invites a colleague by email and they join from the link', async () => {
  await owner.goto('/app/settings?section=members');
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email address').fill(memberEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Member' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    owner.getByRole('status').filter({ hasText: `Invitation sent to ${memberEmail}` }),
  ).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Pending invitations' })).toContainText(memberEmail);

  const path = await linkIn(memberEmail, /^Join /, '/invite/');
  await member.goto(path);
  await expect(member.getByRole('heading', { name: `Join ${ownerAccount.companyName}` })).toBeVisible();
  await member.getByLabel('First name').fill('Grace');
  await member.getByLabel('Last name (optional)').fill('Hopper');
  await member.getByLabel('Password').fill(memberPassword);
  await member.getByRole('button', { name: 'Create account and join' }).click();
  await expect(member).toHaveURL(/\/app\//);
  // Joining signs in and loads the dashboard in one go; a loaded machine takes its time.
  await expect(member.getByRole('heading', { level: 1, name: 'Event types' })).toBeVisible({
    timeout: 20_000,
  });

  // A used link says so.
  await member.goto(path);
  await expect(member.getByRole('heading', { name: 'This invitation has already been used' })).toBeVisible();

  await owner.reload();
  const members = owner.getByRole('list', { name: 'Members' });
  await expect(members).toContainText('Grace Hopper');
  const list = await (await owner.request.get(`${API}/member/list`)).json();
  memberId = list.members.find((m: { emailId: string }) => m.emailId === memberEmail).userId;
  expect(memberId).toBeTruthy();
});

test('round robin bookings go to different hosts; a collective event offers only shared free times', async ({
  browser,
}) => {
  await createEvent('Intro call', 'intro-call', 'ROUNDROBIN');
  await createEvent('Panel interview', 'panel-interview', 'COLLECTIVE');
  await addMemberAsHost('intro-call');
  await addMemberAsHost('panel-interview');

  const visitorContext = await browser.newContext({ timezoneId: 'UTC' });
  const visitor = await visitorContext.newPage();
  const date = utcDay(9);
  await bookAs(visitor, 'intro-call', date, '10:00am', 'Katherine Johnson', 'katherine@example.com');
  await bookAs(visitor, 'intro-call', date, '2:00pm', 'Dorothy Vaughan', 'dorothy@example.com');
  // The thanks page names the host the booking went to, not every host of the round robin.
  const named = visitor.getByText(/^(Ada Lovelace|Grace Hopper)$/);
  await expect(named).toHaveCount(1);
  await expect(visitor.getByText('Ada Lovelace and Grace Hopper')).toHaveCount(0);

  const roundRobin = (meetings: Array<{ eventId: string; startAt: string }>) =>
    meetings.filter((m) => m.eventId === events['intro-call']).map((m) => m.startAt.slice(11, 16));
  await expect.poll(async () => roundRobin(await futureMeetingsOf(ownerId)).length).toBe(1);
  const ownerTimes = roundRobin(await futureMeetingsOf(ownerId));
  const memberTimes = roundRobin(await futureMeetingsOf(memberId));
  expect(memberTimes).toHaveLength(1);
  expect([...ownerTimes, ...memberTimes].sort()).toEqual(['10:00', '14:00']);

  // Each host is busy at one of those times, so the collective event offers neither.
  await visitor.goto(`/${accessLink}/panel-interview?date=${date}&month=${date.slice(0, 7)}`);
  await expect(visitor.getByRole('button', { name: '9:00am', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '11:00am', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '10:00am', exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: '2:00pm', exact: true })).toHaveCount(0);
  await visitorContext.close();
});

test('a member with a view-only role sees event types but cannot change them', async ({ browser }) => {
  const allAreas = [
    'eventTypes',
    'routingForms',
    'calendar',
    'analytics',
    'integrations',
    'settings',
    'help',
    'contacts',
    'transactions',
    'teams',
    'appearance',
  ];
  const role = await call(owner, 'POST', '/role', {
    name: 'Viewer',
    permissions: Object.fromEntries(allAreas.map((area) => [area, ['view']])),
  });
  expect(role.status(), await role.text()).toBe(201);
  const viewerEmail = `viewer-${Date.now()}@example.com`;
  const invited = await call(owner, 'POST', '/member/invite', {
    emailId: viewerEmail,
    roleId: (await role.json())._id,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const path = await linkIn(viewerEmail, /^Join /, '/invite/');

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(path);
  await viewer.getByLabel('First name').fill('Vera');
  await viewer.getByLabel('Password').fill('viewer-password-1');
  await viewer.getByRole('button', { name: 'Create account and join' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Event types' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(viewer.getByRole('link', { name: 'Intro call' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'New event type' })).toHaveCount(0);
  await expect(viewer.getByRole('switch', { name: 'Show Intro call on the public page' })).toHaveCount(0);

  await viewer.getByRole('link', { name: 'Intro call' }).click();
  await expect(viewer.getByText('Your role can view event types but not change them.')).toBeVisible();
  await expect(viewer.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  const refused = await call(viewer, 'PATCH', '/event', { _id: events['intro-call'], name: 'Renamed' });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('FORBIDDEN');
  await viewerContext.close();
});

test('the owner makes a team with a lead, gives it an event, and its page lists the event', async ({
  browser,
}) => {
  const teamName = `Support ${Date.now().toString(36)}`;
  await owner.goto('/app/teams');
  await owner.getByRole('button', { name: 'New team' }).click();
  const dialog = owner.getByRole('dialog', { name: 'New team' });
  await dialog.getByLabel('Team name').fill(teamName);
  await dialog.getByLabel(/Grace Hopper/).check();
  await dialog.getByLabel(/Ada Lovelace/).check();
  await dialog.getByRole('switch', { name: 'Grace Hopper leads the team' }).focus();
  await owner.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Create team' }).click();
  const card = owner.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: teamName });
  await expect(card).toContainText('Lead: Grace Hopper');
  const teamLink = ((await card.getByRole('link').textContent()) ?? '').replaceAll('/', '');
  expect(teamLink).toMatch(/^support-/);

  await owner.goto(`/app/event-types/${events['intro-call']}?section=hosts`);
  await owner.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: teamName });
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expect(owner.getByText('All changes saved')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${teamLink}/`);
  await expect(visitor.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Intro call/ })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Panel interview/ })).toHaveCount(0);
  await visitorContext.close();
});

test('a member leaves the organisation with a reason', async () => {
  await member.goto('/app/settings?section=leave');
  await member.getByLabel('Why are you leaving?').fill('Moving to another team');
  await member.getByRole('button', { name: 'Leave organisation' }).click();
  await member.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(member).toHaveURL(/\/login/);

  const list = await (await owner.request.get(`${API}/member/list`)).json();
  expect(list.members.map((m: { emailId: string }) => m.emailId)).not.toContain(memberEmail);

  // The owner is told why they cannot leave.
  await owner.goto('/app/settings?section=leave');
  await expect(owner.getByText('The owner cannot leave the organisation.')).toBeVisible();
});
