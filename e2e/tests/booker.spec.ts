import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { EVERY_DAY_UTC, utcDay } from './support-meetings';

/**
 * The public booking funnel as a visitor uses it, against a host and events made through the
 * real API. The host works 09:00–17:00 UTC every day, so the times a visitor sees follow from
 * their zone alone.
 */

// Bookings run a queue and poll it; leave room for a loaded machine.
test.describe.configure({ timeout: 60_000 });

const IDENTITY_QUESTIONS = [
  { questionId: 'name', content: 'Name', type: 'NAME', required: true, name: 'fullName' },
  { questionId: 'emailId', content: 'Email', type: 'EMAIL_ID', required: true, name: 'emailId' },
];

interface Host {
  api: APIRequestContext;
  accessLink: string;
}

let host: Host;

async function createEvent(body: Record<string, unknown>): Promise<void> {
  const state = await host.api.storageState();
  const xsrf = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await host.api.post('/api/v1/bookings/event/add', {
    data: { customAvailableHour: EVERY_DAY_UTC, ...body },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signup = await api.post('/api/v1/user/signup', {
    data: newAccount(),
    headers: { 'X-Timezone': 'UTC' },
  });
  expect(signup.status()).toBe(201);
  host = { api, accessLink: (await signup.json()).workspace.accessLink };
  await createEvent({
    name: 'Intro call',
    slug: 'intro-call',
    duration: 30,
    description: 'A first conversation about your project.',
    modes: [{ key: 'IN_PERSON', value: '1 Main Street, Springfield' }],
    questions: [
      ...IDENTITY_QUESTIONS,
      { questionId: 'topic', content: 'What would you like to discuss?', type: 'ONE_LINE', required: true },
      {
        questionId: 'source',
        content: 'How did you hear about us?',
        type: 'RADIO',
        listItems: ['Search', 'A friend'],
        allowOthers: true,
        required: true,
      },
      {
        questionId: 'areas',
        content: 'Areas of interest',
        type: 'CHECKBOX',
        listItems: ['Pricing', 'Integrations'],
      },
      { questionId: 'phone', content: 'Phone', type: 'PHONE_NUMBER' },
    ],
  });
  await createEvent({
    name: 'Approval call',
    slug: 'approval-call',
    duration: 30,
    questions: IDENTITY_QUESTIONS,
    bookingConfirmation: { enable: true, type: 'ALL' },
  });
  await createEvent({
    name: 'Berlin office hours',
    slug: 'berlin-hours',
    duration: 60,
    questions: IDENTITY_QUESTIONS,
    timezonePreference: { timezone: 'Europe/Berlin', type: 'LOCK' },
  });
  await createEvent({
    name: 'Redirected call',
    slug: 'redirected-call',
    duration: 30,
    questions: IDENTITY_QUESTIONS,
    confirmationPage: {
      redirectURL: `${testInfo.project.use.baseURL}/not-found?from=kairos`,
      passEventDetailsToURL: true,
    },
  });
  await createEvent({
    name: 'Later call',
    slug: 'later-call',
    duration: 30,
    questions: IDENTITY_QUESTIONS,
    schedule: { type: 'DATE_RANGE', start: utcDay(40), end: utcDay(45) },
  });
  await createEvent({
    name: 'Verified call',
    slug: 'verified-call',
    duration: 30,
    attendeeEmailVerification: true,
    questions: IDENTITY_QUESTIONS,
  });
});

test.afterAll(async () => {
  await host.api.dispose();
});

/** The UTC date `days` from now, as `YYYY-MM-DD`. */

function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(Date.parse(`${date}T12:00:00Z`));
}

/** `2:30pm`: how the times list writes the instant `date` at `utcHour` in `zone`. */
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

function eventPath(slug: string, search = ''): string {
  return `/${host.accessLink}/${slug}${search}`;
}

/** Opens the event page, goes to the month of `date` if needed, and picks that day. */
async function pickDay(page: Page, slug: string, date: string) {
  await page.goto(eventPath(slug));
  const monthTitle = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(Date.parse(`${date}T12:00:00Z`));
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  if ((await page.getByRole('heading', { level: 2 }).first().textContent()) !== monthTitle) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { name: monthTitle })).toBeVisible();
  await grid.getByRole('button', { name: new RegExp(`^${dayLabel(date)}, times available`) }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
}

async function openDetails(page: Page, slug: string, date: string, utcHour: number, zone: string) {
  await page.goto(eventPath(slug, `?date=${date}&month=${date.slice(0, 7)}`));
  await page.getByRole('button', { name: slotLabel(date, utcHour, zone), exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your details' })).toBeVisible();
}

test.describe('in Asia/Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the listing shows the event with its length and location', async ({ page }) => {
    await page.goto(`/${host.accessLink}/`);
    const card = page.getByRole('link', { name: /Intro call/ });
    await expect(card).toBeVisible();
    await expect(card).toContainText('30 min');
    await expect(card).toContainText('1 Main Street, Springfield');
    await expectNoSeriousViolations(page);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible();
  });

  test('the event page shows the month and the chosen day’s times in the visitor’s zone', async ({
    page,
  }) => {
    const date = utcDay(2);
    await pickDay(page, 'intro-call', date);
    const times = page.getByRole('region', { name: /Times on/ });
    await expect(times).toContainText('in Asia/Kolkata (GMT+5:30)');
    // 09:00 UTC is 2:30pm in Kolkata; the last 30-minute slot starts at 16:30 UTC, 10:00pm there.
    await expect(times.getByRole('button').filter({ hasText: /m$/ }).first()).toHaveText('2:30pm');
    await expect(times.getByRole('button', { name: '10:00pm', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '24h', exact: true }).click();
    await expect(times.getByRole('button', { name: '14:30', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '12h', exact: true }).click();
    await expectNoSeriousViolations(page);
  });

  test('picking a day and a time reaches the details step', async ({ page }) => {
    const date = utcDay(2);
    await pickDay(page, 'intro-call', date);
    await page.getByRole('button', { name: '3:00pm', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${host.accessLink}/intro-call/${Date.parse(`${date}T09:30:00Z`)}`),
    );
    await expect(page.getByRole('heading', { name: 'Enter your details' })).toBeVisible();
    await expect(page.getByText('3:00pm – 3:30pm')).toBeVisible();
    await expect(page.getByText('Asia/Kolkata (GMT+5:30)')).toBeVisible();

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please enter name');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription("Field can't be empty");
    await expect(page.getByLabel('What would you like to discuss?')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toBeFocused();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Change time' }).click();
    await expect(page).toHaveURL(new RegExp(`/intro-call\\?.*date=${date}`));
    await expect(page.getByRole('region', { name: /Times on/ })).toBeVisible();
  });

  test('a visitor books a time and lands on the thanks page', async ({ page }) => {
    const date = utcDay(3);
    await page.goto(
      eventPath(
        'intro-call',
        `?date=${date}&month=${date.slice(0, 7)}&utm_source=newsletter&utm_campaign=spring`,
      ),
    );
    await page.getByRole('button', { name: '3:30pm', exact: true }).click();
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('What would you like to discuss?').fill('The analytical engine');
    await page.getByRole('radio', { name: 'Others' }).check();
    await page.getByLabel('How did you hear about us?: others').fill('A conference');
    await page.getByRole('checkbox', { name: 'Pricing' }).check();

    const booked = page.waitForRequest((request) => request.url().includes('/api/v1/bookings/meet/book'));
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const body = (await booked).postDataJSON();
    expect(body.utms).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
    expect(body.time).toBe(`${date}T10:00:00.000Z`);
    expect(body.timezone).toBe('Asia/Kolkata');
    expect(body.attendee.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionId: 'source', answer: 'others', otherAnswer: 'A conference' }),
        expect.objectContaining({ questionId: 'areas', answer: '["Pricing"]' }),
      ]),
    );

    await expect(page).toHaveURL(/\/intro-call\/thanks\?attendeeId=[^&]+.*utm_source=newsletter/);
    await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
    await expect(page.getByText('1 Main Street, Springfield')).toBeVisible();
    await expect(page.getByText('3:30pm – 4:00pm')).toBeVisible();
    const attendeeId = new URL(page.url()).searchParams.get('attendeeId');
    await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      `/reschedule/${attendeeId}/?utm_source=newsletter&utm_campaign=spring`,
    );
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', /\/cancellation\//);
    await expect(page.getByRole('link', { name: /Google/ })).toHaveAttribute('href', /calendar\.google\.com/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .ics' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Intro-call.ics');
    const ics = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(ics).toString('utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`DTSTART:${date.replaceAll('-', '')}T100000Z`);
    await expectNoSeriousViolations(page);

    // The booked time is gone from the list.
    await page.goto(eventPath('intro-call', `?date=${date}&month=${date.slice(0, 7)}`));
    await expect(page.getByRole('button', { name: '3:00pm', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '3:30pm', exact: true })).toHaveCount(0);
  });

  test('a slot taken meanwhile sends the visitor back to pick another time', async ({ page, browser }) => {
    const date = utcDay(4);
    const rival = await browser.newPage({ timezoneId: 'Asia/Kolkata' });
    for (const visitor of [page, rival]) {
      await openDetails(visitor, 'intro-call', date, 11, 'Asia/Kolkata');
      await visitor.getByLabel('Name').fill('Grace Hopper');
      await visitor.getByLabel('What would you like to discuss?').fill('Compilers');
      await visitor.getByRole('radio', { name: 'Search' }).check();
    }
    await rival.getByLabel('Email').fill('rival@example.com');
    await rival.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(rival.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
    await rival.close();

    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Slot is not available' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/intro-call\\?.*date=${date}`));
    await expect(page.getByRole('button', { name: '5:00pm', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '4:30pm', exact: true })).toHaveCount(0);
  });

  test('an event that checks emails asks for the code before booking', async ({ page }) => {
    const date = utcDay(5);
    const email = `visitor-${Date.now()}@example.com`;
    await openDetails(page, 'verified-call', date, 9, 'Asia/Kolkata');
    await page.getByLabel('Name').fill('Alan Turing');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();

    const [message] = await waitForMail(email, /is your verification code$/);
    const code = /(\d{6}) is your verification code/.exec(message?.subject ?? '')?.[1] ?? '';
    expect(code).toHaveLength(6);

    const codeField = page.getByLabel('Verify your email');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and book' }).click();
    await expect(codeField).toHaveAccessibleDescription(/The code is wrong/);
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify and book' }).click();
    await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  });

  test('hideLHS leaves out the event details, and theme colours apply', async ({ page }) => {
    const date = utcDay(2);
    await page.goto(
      eventPath('intro-call', `?date=${date}&hideLHS=true&ButtonColor=facc15&BrandColor=1e3a8a`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible();
    await expect(page.getByText('A first conversation about your project.')).toHaveCount(0);
    const selected = page.getByRole('gridcell', { selected: true }).getByRole('button');
    await expect(selected).toHaveCSS('background-color', 'rgb(30, 58, 138)');
    await expect(selected).toHaveCSS('color', 'rgb(255, 255, 255)');

    await page.getByRole('button', { name: '2:30pm', exact: true }).click();
    await expect(page).toHaveURL(/hideLHS=true/);
    const confirm = page.getByRole('button', { name: 'Confirm booking' });
    await expect(confirm).toHaveCSS('background-color', 'rgb(250, 204, 21)');
    await expect(confirm).toHaveCSS('color', 'rgb(0, 0, 0)');
  });

  test('a brand button stays readable when hovered: shaded, not faded', async ({ page }) => {
    const date = utcDay(2);
    await page.goto(eventPath('intro-call', `?date=${date}&ButtonColor=0f766e`));
    await page.getByRole('button', { name: '2:30pm', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Confirm booking' });
    await expect(confirm).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(confirm).toHaveCSS('color', 'rgb(255, 255, 255)');
    await confirm.hover();
    // Faded to 90 %, this teal under white text fell below 4.5:1; shaded, it stays above.
    await expect(confirm).toHaveCSS('opacity', '1');
    await expect(confirm).not.toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expectNoSeriousViolations(page);
  });
});

test.describe('when the answer to a booking is lost, in Asia/Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('pressing Book again sends the same attempt and gets its first answer, not a taken slot', async ({
    page,
  }) => {
    const date = utcDay(7);
    await page.goto(eventPath('intro-call', `?date=${date}&month=${date.slice(0, 7)}`));
    await page.getByRole('button', { name: '3:30pm', exact: true }).click();
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada.retry@example.com');
    await page.getByLabel('What would you like to discuss?').fill('The analytical engine');
    await page.getByRole('radio', { name: 'Others' }).check();
    await page.getByLabel('How did you hear about us?: others').fill('A conference');

    // The first answer is lost on the way back: the server booked, the browser saw the connection drop.
    const keys: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/v1/bookings/meet/book',
      async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (keys.length === 1) {
          await route.fetch();
          await route.abort('connectionreset');
        } else await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText(/connection|network|reach/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(/\/intro-call\/thanks\?attendeeId=/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

test.describe('after booking, in Asia/Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  // One host holds every event, so each booking takes its own hour.
  async function book(page: Page, slug: string, date: string, utcHour: number, email: string) {
    await openDetails(page, slug, date, utcHour, 'Asia/Kolkata');
    await page.getByLabel('Name').fill('Katherine Johnson');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
  }

  test('a booking the host must confirm says it awaits the host', async ({ page }) => {
    await book(page, 'approval-call', utcDay(6), 12, 'katherine@example.com');
    await expect(
      page.getByRole('heading', { name: 'Your booking awaits the host’s confirmation' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download .ics' })).toHaveCount(0);
  });

  test('a host’s redirect address receives the booking’s details', async ({ page }) => {
    const date = utcDay(6);
    await book(page, 'redirected-call', date, 13, 'katherine@example.com');
    await expect(page).toHaveURL(/\/not-found\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('from')).toBe('kairos');
    expect(params.get('eventName')).toBe('Redirected call');
    expect(params.get('attendeeEmail')).toBe('katherine@example.com');
    expect(params.get('startTime')).toBe(`${date}T13:00:00.000Z`);
    expect(params.get('timezone')).toBe('Asia/Kolkata');
  });

  test('an event that locks its zone shows its own times, whatever the visitor’s zone', async ({ page }) => {
    const date = utcDay(2);
    await page.goto(eventPath('berlin-hours', `?date=${date}&month=${date.slice(0, 7)}`));
    await expect(page.getByText('The host shows times in this timezone')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Timezone' })).toHaveCount(0);
    const times = page.getByRole('region', { name: /Times on/ });
    await expect(times).toContainText('in Europe/Berlin');
    await expect(times.getByRole('button').filter({ hasText: /m$/ }).first()).toHaveText(
      slotLabel(date, 9, 'Europe/Berlin'),
    );
  });
});

test.describe('with the keyboard', () => {
  test.use({ timezoneId: 'UTC' });

  test('a visitor moves through the month with arrow keys and picks a day with Enter', async ({ page }) => {
    await page.goto(eventPath('intro-call'));
    const grid = page.getByRole('grid');
    await grid.getByRole('button', { name: /today/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const target = utcDay(2);
    const targetDay = grid.getByRole('button', { name: new RegExp(`^${dayLabel(target)}`) });
    await expect(targetDay).toBeFocused();
    // Enter chooses the day once its times are known, as a visitor sees it offered.
    await expect(targetDay).toHaveAccessibleName(/times available$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`date=${target}`));
    await expect(
      page.getByRole('region', { name: /Times on/ }).getByRole('button', { name: '9:00am' }),
    ).toBeVisible();

    await page.keyboard.press('PageDown');
    const nextMonth = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'long',
      year: 'numeric',
    }).format(Date.UTC(Number(target.slice(0, 4)), Number(target.slice(5, 7)), 1));
    await expect(page.getByRole('heading', { name: nextMonth })).toBeVisible();
  });
});

test.describe('in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('a month without times offers to jump to the next free day', async ({ page }) => {
    await page.goto(eventPath('later-call'));
    await expect(page.getByText('No times available this month')).toBeVisible();
    await page.getByRole('button', { name: 'Jump to next available day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${utcDay(40)}`));
    await expect(
      page.getByRole('region', { name: /Times on/ }).getByRole('button', { name: '9:00am' }),
    ).toBeVisible();
  });
});

test('inside a frame, the listing tells the parent page about the visit', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((src) => {
    const messages: unknown[] = [];
    (window as unknown as { trackMessages: unknown[] }).trackMessages = messages;
    window.addEventListener('message', (event) => messages.push(event.data));
    const frame = document.createElement('iframe');
    frame.title = 'Booking widget';
    frame.src = src;
    document.body.append(frame);
  }, `/${host.accessLink}/`);
  await expect(
    page.frameLocator('iframe[title="Booking widget"]').getByRole('link', { name: /Intro call/ }),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { trackMessages: unknown[] }).trackMessages))
    .toContainEqual({
      ns: 'kairos',
      type: 'TRACK_EVENT',
      event: 'all_events_page',
      payload: { accessLink: host.accessLink, value: 1, currency: 'USD' },
    });
});

test.describe('in America/New_York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the same slots show in New York time', async ({ page }) => {
    const date = utcDay(2);
    await pickDay(page, 'intro-call', date);
    const times = page.getByRole('region', { name: /Times on/ });
    await expect(times).toContainText(/in America\/New York \(GMT-[45]\)/);
    await expect(times.getByRole('button').filter({ hasText: /m$/ }).first()).toHaveText(
      slotLabel(date, 9, 'America/New_York'),
    );
  });
});

test('a visitor on a phone can pick a day and a time', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const date = utcDay(2);
  await pickDay(page, 'intro-call', date);
  const times = page.getByRole('region', { name: /Times on/ });
  await expect(times).toBeInViewport();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  await times.getByRole('button', { name: slotLabel(date, 9, zone), exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your details' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an unknown event says it is no longer accessible', async ({ page }) => {
  await page.goto(`/${host.accessLink}/no-such-event`);
  await expect(page.getByRole('heading', { name: 'This event is no longer accessible' })).toBeVisible();
  await expect(
    page.getByText('It might have been removed or expired. For help, please reach out to the organizer'),
  ).toBeVisible();
});

test('an unknown access link shows the not-found page, and static pages keep their paths', async ({
  page,
}) => {
  await page.goto('/no-such-workspace-anywhere/');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByText('Log in to Kairos')).toBeVisible();
  await page.goto('/app/no-such-area');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
