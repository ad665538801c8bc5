import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

const API = '/api/v1/bookings';
const ZONE = 'America/New_York';

function dateIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An instant as a date, weekday and 24-hour clock time in `zone`. */
function localTime(zone: string, iso: string) {
  const at = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: dateIn(zone, at), weekday: parts.weekday, time: `${parts.hour}:${parts.minute}` };
}

async function accessLinkOf(page: Page): Promise<string> {
  const info = await page.request.get(`${API}/agent/info`);
  expect(info.ok()).toBe(true);
  return (await info.json()).workspace.accessLink;
}

async function createEvent(page: Page, name: string, duration: string) {
  await page.getByRole('button', { name: 'New event type' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New event type' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Duration').fill(duration);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/event-types\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.url().split('/').pop()!;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Changes saved$/ })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
}

/** Flips a switch from the keyboard, as a keyboard user would. */
async function toggle(page: Page, name: string) {
  const control = page.getByRole('switch', { name, exact: true });
  const before = await control.isChecked();
  // A list that is still rendering may take focus back to its row between the focus and the key
  // press; the switch flips at once when it gets the key, so press again only while it has not.
  await expect(async () => {
    if ((await control.isChecked()) === before) {
      await control.focus();
      await page.keyboard.press('Space');
    }
    await expect(control).toBeChecked({ checked: !before, timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

function rowNames(page: Page) {
  return page.getByRole('grid', { name: 'Event types' }).getByRole('link');
}

test('a host sets up event types: custom hours, limits, questions, privacy, copies and order', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page);
  await expect(page.getByRole('heading', { name: 'No event types yet' })).toBeVisible();

  // Create: the slug follows the name until edited.
  await page.getByRole('button', { name: 'New event type' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New event type' });
  await dialog.getByLabel('Name').fill('Intro call');
  await expect(dialog.getByLabel('URL slug')).toHaveValue('intro-call');
  await dialog.getByRole('button', { name: '30 min' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible();
  const introId = page.url().split('/').pop()!;

  // Availability: Mondays 10:00–12:00 only, in New York time.
  await page.getByRole('tab', { name: 'Availability' }).click();
  await page.getByRole('radio', { name: /Custom hours/ }).check();
  const zone = page.getByRole('combobox', { name: 'Event timezone' });
  // Scroll it into view first: the suggestions close when the page scrolls under them.
  await zone.click();
  await zone.fill('New York');
  await page.getByRole('option', { name: /^America\/New York/ }).click();
  await expect(zone).toHaveValue(/^America\/New York \(GMT-0[45]:00\)$/);
  await expect(page.getByText(/Times in America\/New York/).first()).toBeVisible();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) await toggle(page, day);
  await page.getByLabel('Monday start time', { exact: true }).selectOption({ label: '10:00am' });
  await page.getByLabel('Monday end time', { exact: true }).selectOption({ label: '12:00pm' });
  await expect(page.getByText(/\d unsaved changes?/)).toBeVisible();
  await save(page);

  const saved = await (await page.request.get(`${API}/event/${introId}`)).json();
  expect(saved.customAvailableHour).toEqual({
    weeklySchedule: { MONDAY: [{ start: 600, end: 720 }] },
    timezone: ZONE,
    specificDates: [],
  });
  expect(saved.timezonePreference.timezone).toBe(ZONE);

  // Limits: a slot gap under 5 is refused next to the field with the spec's message.
  await page.getByRole('tab', { name: 'Limits' }).click();
  const slotGap = page.getByLabel('Slot gap');
  await slotGap.fill('3');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(slotGap).toHaveAttribute('aria-invalid', 'true');
  await expect(slotGap).toHaveAccessibleDescription(/Slot gap must be at least 5 minutes/);
  await expect(page.getByRole('tab', { name: /Limits.*1 error/ })).toBeVisible();
  await slotGap.fill('30');
  await expect(slotGap).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Bookings per day').fill('4');
  await save(page);

  // Questions: add a required one.
  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question', { exact: true }).fill('What is your company?');
  await page.getByRole('checkbox', { name: 'Required' }).check();
  await save(page);
  await expect(page.getByText('Short text · required')).toBeVisible();

  // The same sortable rows as a routing form's: the grip moves a question with the arrow keys.
  await page.getByRole('button', { name: 'Reorder What is your company?' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('2. What is your company?')).toBeVisible();
  await save(page);

  const edited = await (await page.request.get(`${API}/event/${introId}`)).json();
  expect(edited.bounds).toMatchObject({ slotGap: 30, dailyLimit: 4 });
  expect(edited.questions.map((q: { content: string }) => q.content)).toEqual([
    'Name',
    'What is your company?',
    'Email',
  ]);

  // A second event, then the list.
  await page.getByRole('link', { name: 'Event types' }).first().click();
  await expect(rowNames(page)).toHaveText(['Intro call']);
  await createEvent(page, 'Team demo', '45');
  await page.getByRole('main').getByRole('link', { name: 'Event types' }).click();
  await expect(rowNames(page)).toHaveText(['Intro call', 'Team demo']);

  // Hide one from the public page.
  const teamDemoSwitch = page.getByRole('switch', { name: 'Show Team demo on the public page' });
  await expect(teamDemoSwitch).toBeChecked();
  await toggle(page, 'Show Team demo on the public page');
  await expect(page.getByRole('status').filter({ hasText: 'Team demo is hidden' })).toBeVisible();
  await expect(teamDemoSwitch).not.toBeChecked();

  // Copy a link.
  const accessLink = await accessLinkOf(page);
  await page.getByRole('button', { name: 'Actions for Intro call' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/${accessLink}/intro-call`, page.url()).href,
  );

  // Duplicate, then delete the copy after confirming.
  await page.getByRole('button', { name: 'Actions for Intro call' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(rowNames(page)).toHaveText(['Intro call', 'Team demo', 'Intro call (copy)']);
  await page.getByRole('button', { name: 'Actions for Intro call (copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Intro call (copy)?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rowNames(page)).toHaveText(['Intro call', 'Team demo', 'Intro call (copy)']);
  await page.getByRole('button', { name: 'Actions for Intro call (copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete event type' }).click();
  await expect(rowNames(page)).toHaveText(['Intro call', 'Team demo']);

  // Reorder from the row menu (keyboard friendly), then by dragging a row; the order persists.
  await page.getByRole('button', { name: 'Actions for Team demo' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(rowNames(page)).toHaveText(['Team demo', 'Intro call']);
  await page.reload();
  await expect(rowNames(page)).toHaveText(['Team demo', 'Intro call']);
  await page
    .getByRole('row', { name: 'Intro call' })
    .dragTo(page.getByRole('row', { name: 'Team demo' }), { targetPosition: { x: 300, y: 4 } });
  await expect(rowNames(page)).toHaveText(['Intro call', 'Team demo']);
  await page.reload();
  await expect(rowNames(page)).toHaveText(['Intro call', 'Team demo']);

  // Filters narrow the list (and switch reordering off).
  await page.getByRole('searchbox', { name: 'Search event types' }).fill('demo');
  await expect(rowNames(page)).toHaveText(['Team demo']);
  await expect(page).toHaveURL(/q=demo/);
  await expect(page.getByRole('button', { name: 'Drag to reorder Team demo' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search event types' }).fill('');
  await expect(rowNames(page)).toHaveText(['Intro call', 'Team demo']);

  // The public listing shows the visible event only.
  const listing = await page.request.get(`${API}/website/events/${accessLink}`);
  expect(listing.ok()).toBe(true);
  const body = await listing.json();
  expect(body.events.map((event: { name: string }) => event.name)).toEqual(['Intro call']);
  expect(body.events[0]).toMatchObject({ slug: 'intro-call', duration: 30 });

  // Its public slots: Mondays 10:00–12:00 New York time, every 30 minutes, and nothing else.
  const today = dateIn(ZONE, new Date());
  const lastDay = addDays(today, 27);
  // The request carries the host's session cookie, so it echoes the anti-forgery token like the app.
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const dates = await page.request.post(`${API}/website/dates`, {
    data: { eventId: introId, startDate: today, endDate: lastDay, timezone: ZONE },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(dates.status(), await dates.text()).toBe(200);
  const answer: { timezone: string; days: Record<string, { time: string }[]> } = await dates.json();
  expect(answer.timezone).toBe(ZONE);
  const offered = Object.entries(answer.days).flatMap(([day, slots]) =>
    slots.map((slot) => ({ day, ...localTime(ZONE, slot.time) })),
  );
  for (const slot of offered) {
    expect(slot).toMatchObject({ day: slot.date, weekday: 'Mon' });
    expect(['10:00', '10:30', '11:00', '11:30']).toContain(slot.time);
  }
  const mondays = [...Array(27).keys()]
    .map((i) => addDays(today, i + 1))
    .filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1);
  expect(mondays.length).toBeGreaterThanOrEqual(3);
  for (const monday of mondays) {
    expect(offered.filter((slot) => slot.day === monday).map((slot) => slot.time)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
  }
});

test('a host’s minimum notice keeps the number typed when the unit changes', async ({ page }) => {
  await signUp(page);
  const id = await createEvent(page, 'Notice call', '30');
  await page.getByRole('tab', { name: 'Limits' }).click();
  const notice = page.getByLabel('Minimum notice', { exact: true });
  await notice.fill('2');
  await page.getByLabel('Minimum notice unit').selectOption('hours');
  await expect(notice).toHaveValue('2');
  await save(page);
  expect((await (await page.request.get(`${API}/event/${id}`)).json()).bounds.minimumNotice).toBe(120);

  await page.getByLabel('Minimum notice unit').selectOption('days');
  await expect(notice).toHaveValue('2');
  await save(page);
  expect((await (await page.request.get(`${API}/event/${id}`)).json()).bounds.minimumNotice).toBe(2880);
  await page.reload();
  await expect(page.getByLabel('Minimum notice', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Minimum notice unit')).toHaveValue('days');
});

test('the editor says UPI takes rupees only, beside the method, and keeps it saved', async ({ page }) => {
  await signUp(page);
  const id = await createEvent(page, 'Paid in euro', '30');
  await page.getByRole('tab', { name: 'Payment' }).click();
  await toggle(page, 'Take payment');
  await page.getByLabel('Price').fill('10');
  await page.getByLabel('Currency').fill('EUR');
  const upi = page.getByRole('checkbox', { name: 'UPI' });
  await expect(upi).toHaveAccessibleDescription('Indian rupees (INR) only.');
  await upi.check();
  await expect(upi).toHaveAccessibleDescription(
    'UPI takes Indian rupees (INR) only: attendees are not offered it while the price is in EUR. Set the currency to INR or untick UPI.',
  );
  await page.getByRole('checkbox', { name: 'Cash' }).check();
  await page.getByLabel('UPI ID').fill('ada@okaxis');
  await save(page);
  expect((await (await page.request.get(`${API}/event/${id}`)).json()).payment).toMatchObject({
    methods: ['UPI', 'CASH'],
    currencyCode: 'EUR',
  });

  // Rupees: the note goes, and attendees are offered UPI.
  await page.getByLabel('Currency').fill('INR');
  await expect(upi).not.toHaveAccessibleDescription(/./);
  await save(page);
  const accessLink = await accessLinkOf(page);
  const listing = await (await page.request.get(`${API}/website/events/${accessLink}`)).json();
  expect(listing.events[0].payment.methods).toEqual(['UPI', 'CASH']);
});

test('a host edits a schedule on the availability page, with a date override', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(page.getByText('Mon – Fri, 9:00am – 5:00pm')).toBeVisible();

  await page.getByRole('link', { name: 'Working hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Working hours' })).toBeVisible();
  await toggle(page, 'Friday');
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await expect(page.getByLabel('Monday start time 2')).toHaveValue(String(18 * 60));

  await page.getByRole('button', { name: 'Add a date override' }).click();
  const override = page.getByRole('dialog', { name: 'Add a date override' });
  await override.getByLabel('Date').fill('2099-01-05');
  await toggle(page, 'Unavailable all day');
  await override.getByRole('button', { name: 'Add override' }).click();
  await expect(page.getByText('Mon, 5 Jan 2099')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole('main').getByRole('link', { name: 'Availability' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Working hours' })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schedule saved' })).toBeVisible();
  await page.getByRole('link', { name: 'Availability' }).first().click();
  await expect(page.getByText('Mon, 9:00am – 5:00pm, 6:00pm – 7:00pm')).toBeVisible();
  await expect(page.getByText('Tue – Thu, 9:00am – 5:00pm')).toBeVisible();
  await expect(page.getByText('1 date override')).toBeVisible();

  // Overlapping hours are refused next to the day.
  await page.getByRole('link', { name: 'Working hours' }).click();
  await page.getByLabel('Monday start time 2').selectOption({ label: '4:00pm' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('These hours overlap')).toBeVisible();
});

test('the event type pages have no serious accessibility violations', async ({ page }) => {
  // Seven pages, each loaded and scanned in full: on two cores that alone takes most of a minute.
  test.slow();
  await signUp(page);
  await expectNoSeriousViolations(page);
  const id = await createEvent(page, 'Discovery call', '20');
  await expectNoSeriousViolations(page);
  for (const section of ['availability', 'limits', 'questions', 'booking']) {
    await page.goto(`/app/event-types/${id}?section=${section}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.goto('/app/availability');
  await expect(page.getByRole('link', { name: 'Working hours' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
