import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import {
  type ApiHost,
  type CreatedForm,
  createEvent,
  createForm,
  signUpHost,
  when,
  xsrfOf,
} from '../support/routing-forms';
import { utcDay } from './support-meetings';

const WORKSPACE_COLOUR = '#0f766e';

/**
 * The public routing form as a visitor uses it, against forms and rules made through the real
 * API: every validation message, each outcome, the routing logic panel, an uploaded file the
 * host can download, and the booking page a response opens.
 */

test.describe.configure({ timeout: 60_000 });
test.use({ timezoneId: 'UTC' });

let host: ApiHost;
let checks: CreatedForm;
let router: CreatedForm;
let baseURL: string;

/** The UTC date `days` from now, as `YYYY-MM-DD`. */

function yearsAgo(years: number): string {
  const today = utcDay(0);
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  baseURL = String(testInfo.project.use.baseURL);
  const api = await playwright.request.newContext({ baseURL });
  host = await signUpHost(api);
  // The workspace's colour, which the forms' submit buttons take.
  const branded = await api.patch('/api/v1/bookings/appearance', {
    data: { overrideColors: true, brandColor: WORKSPACE_COLOUR },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(api) },
  });
  expect(branded.status(), await branded.text()).toBe(200);
  const intro = await createEvent(host, 'Intro call', 'intro-call');
  await createEvent(host, 'Document review', 'document-review', [
    {
      questionId: 'doc',
      content: 'Your document',
      type: 'ATTACHMENT',
      attachmentType: ['plain'],
      required: true,
    },
  ]);

  checks = await createForm(host, {
    name: 'Every check',
    slug: 'every-check',
    title: 'Tell us about you',
    description: 'A few questions so we can help.',
    questions: [
      { questionId: 'name', content: 'Full name', type: 'NAME', required: true },
      { questionId: 'email', content: 'Work email', type: 'EMAIL_ID' },
      { questionId: 'topic', content: 'Topic', type: 'ONE_LINE', required: true },
      { questionId: 'mobile', content: 'Mobile', type: 'PHONE_NUMBER', required: true },
      { questionId: 'alt', content: 'Other phone', type: 'PHONE_NUMBER' },
      {
        questionId: 'areas',
        content: 'Areas',
        type: 'CHECKBOX',
        listItems: ['Sales', 'Support'],
        required: true,
      },
      {
        questionId: 'source',
        content: 'Source',
        type: 'RADIO',
        listItems: ['Search', 'Friend'],
        allowOthers: true,
        required: true,
      },
      { questionId: 'plan', content: 'Plan', type: 'DROPDOWN', listItems: ['Free', 'Pro'] },
      { questionId: 'past', content: 'Last visit', type: 'DATE', dateRangeType: 'ONLY_PAST' },
      { questionId: 'future', content: 'Next visit', type: 'DATE', dateRangeType: 'ONLY_FUTURE' },
      {
        questionId: 'june',
        content: 'A day in June',
        type: 'DATE',
        dateFormat: 'DD-MM-YYYY',
        dateRangeType: 'CUSTOM_RANGE',
        customDateRange: { startDate: '2030-06-01', endDate: '2030-06-30' },
      },
      {
        questionId: 'dob',
        content: 'Birthday',
        type: 'DATE',
        dateRangeType: 'DOB',
        dobDateRange: { minYears: 18, maxYears: 60, minDays: 0, maxDays: 0 },
      },
      { questionId: 'notes', content: 'Notes file', type: 'ATTACHMENT', attachmentType: ['plain'] },
    ],
  });

  router = await createForm(
    host,
    {
      name: 'Where to',
      slug: 'where-to',
      title: 'Where should we send you?',
      description: 'Long description. '.repeat(40),
      theme: { showBranding: true },
      questions: [
        { questionId: 'name', content: 'Your name', type: 'NAME', required: true },
        { questionId: 'email', content: 'Your email', type: 'EMAIL_ID', required: true },
        {
          questionId: 'need',
          content: 'What do you need?',
          type: 'RADIO',
          listItems: ['Demo', 'Support', 'Partnership'],
        },
        { questionId: 'file', content: 'Attachment', type: 'ATTACHMENT', attachmentType: ['plain', 'pdf'] },
      ],
    },
    [
      {
        condition: when('need', 'equals', 'Support'),
        redirect: {
          type: 'CUSTOM_MESSAGE',
          title: 'Support is on the way',
          body: '<p>We reply within <b>one day</b>.</p><img src="x" alt="" onerror="window.__injected = 1">',
        },
      },
      {
        condition: when('need', 'equals', 'Partnership'),
        redirect: { type: 'EXTERNAL_URL', externalUrl: `${baseURL}/not-found?from=routing` },
      },
      { condition: when('need', 'equals', 'Demo'), redirect: { type: 'EVENT_TYPE', eventId: intro._id } },
    ],
  );
});

test.afterAll(async () => {
  await host.api.dispose();
});

function formPath(form: CreatedForm): string {
  return `/form/${host.accessLink}/${form.slug}`;
}

async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function submit(page: Page, label = 'Submit') {
  await page.getByRole('button', { name: label }).click();
}

test('every validation message shows at its field, with the placeholders of the spec', async ({ page }) => {
  await page.goto(formPath(checks));
  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveAttribute('placeholder', 'Enter your name');
  await expect(page.getByLabel('Work email')).toHaveAttribute('placeholder', 'Enter your email Id');
  await expect(page.getByLabel('Topic')).toHaveAttribute('placeholder', 'Enter your answer');
  await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveAttribute(
    'placeholder',
    'Enter mobile number',
  );
  await expect(page.getByRole('combobox', { name: 'Plan' })).toHaveText('Choose from list');
  // The phone field starts with India's calling code (spec section 9).
  await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('+91');

  await submit(page);
  await expectMessage(page.getByLabel('Full name'), 'Please enter name');
  await expectMessage(page.getByLabel('Topic'), "Field can't be empty");
  await expectMessage(page.getByRole('textbox', { name: 'Mobile', exact: true }), 'Enter a valid number');
  await expectMessage(page.getByRole('group', { name: 'Areas' }), 'Please select at least one option');
  await expectMessage(page.getByRole('group', { name: 'Source' }), "Field can't be empty");
  // Optional fields left empty (an optional phone holding only its calling code) are fine.
  await expect(page.getByLabel('Work email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Other phone', exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Work email').fill('ada@');
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+1234567890123456789');
  await page.getByRole('textbox', { name: 'Other phone', exact: true }).fill('+91123');
  await page.getByRole('group', { name: 'Source' }).getByLabel('Others').check();
  await page.getByLabel('Last visit').fill(utcDay(0));
  await page.getByLabel('Next visit').fill(utcDay(0));
  await page.getByLabel('A day in June').fill('2030-07-01');
  await page.getByLabel('Birthday').fill(yearsAgo(10));
  await submit(page);
  await expectMessage(page.getByLabel('Work email'), 'Please provide correct email');
  await expectMessage(page.getByRole('textbox', { name: 'Mobile', exact: true }), 'Invalid number');
  await expectMessage(
    page.getByRole('textbox', { name: 'Other phone', exact: true }),
    'Enter a valid number',
  );
  const others = page.getByLabel('Source: others');
  await expect(others).toHaveAttribute('placeholder', 'Specify others');
  await expectMessage(others, 'Required');
  await expectMessage(page.getByLabel('Last visit'), 'Invalid date');
  await expectMessage(page.getByLabel('Next visit'), 'Invalid date');
  await expectMessage(page.getByLabel('A day in June'), 'Please choose date 01-06-2030 and 30-06-2030');
  await expectMessage(page.getByLabel('Birthday'), 'Minimum age required is 18 years and 0 days.');

  await page.getByLabel('Birthday').fill(yearsAgo(70));
  await expectMessage(page.getByLabel('Birthday'), 'Maximum age allowed is 60 years and 0 days.');
  await page.getByLabel('Birthday').fill(utcDay(1));
  await expectMessage(page.getByLabel('Birthday'), 'Date of birth cannot be in the future.');

  // Choosing another option clears the others box.
  await page.getByRole('group', { name: 'Source' }).getByLabel('Friend').check();
  await expect(page.getByLabel('Source: others')).toHaveCount(0);

  // The upload control's own checks: size first, then the type.
  const notes = page.getByLabel('Notes file');
  await notes.setInputFiles({
    name: 'big.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 'a'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'File size must not exceed 5.00 MB' }),
  ).toBeVisible();
  await notes.setInputFiles({
    name: 'slides.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'File type not supported' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a visitor sees no routing logic; a custom message replaces the form, sanitised; the button wears the workspace colour', async ({
  page,
}) => {
  await page.goto(formPath(router));
  await expect(page.getByRole('heading', { name: 'Where should we send you?' })).toBeVisible();
  // Where each answer leads is for the host's preview only (routing-forms-host.spec.ts).
  await expect(page.getByRole('region', { name: 'ROUTING LOGIC' })).toHaveCount(0);
  await expect(page.getByText('Support is on the way')).toHaveCount(0);
  // The workspace's colour is there from the first paint, with readable text, also under the pointer.
  const button = page.getByRole('button', { name: 'Submit' });
  await expect(button).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expectNoSeriousViolations(page);
  await button.hover();
  await expectNoSeriousViolations(page);
  await expect(page.getByText('Powered by Kairos')).toBeVisible();

  // A long description is clamped, with the rest behind 'more'.
  await page.getByRole('button', { name: 'more' }).click();
  await expect(page.getByRole('tooltip')).toContainText('Long description.');
  await page.getByRole('button', { name: 'Close description' }).click();

  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('ada@example.com');
  await page.getByLabel('Support').check();
  await page.getByLabel('Attachment').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello routing'),
  });
  await expect(page.getByText('notes.txt')).toBeVisible();
  // Whole bytes, as a person writes a size (not '13.00 B').
  await expect(page.getByText('13 B', { exact: true })).toBeVisible();
  await submit(page);

  await expect(page.getByRole('heading', { name: 'Support is on the way' })).toBeVisible();
  await expect(page.getByText('one day')).toBeVisible();
  await expect(page.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  await expect(page.getByRole('region', { name: 'ROUTING LOGIC' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The host sees the file among the responses and can download it.
  const list = await host.call<{
    responses: Array<{
      matchedRuleLabel: string;
      answers: Array<{ attachments?: Array<{ downloadUrl: string }> }>;
    }>;
  }>('GET', `/routing/${router._id}/response`);
  const file = list.responses[0]?.answers.find((a) => a.attachments?.length)?.attachments?.[0];
  expect(list.responses[0]?.matchedRuleLabel).toBe('Support is on the way');
  expect(file?.downloadUrl).toBeTruthy();
  const download = await host.api.get(String(file?.downloadUrl));
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe('hello routing');
});

test('the default rule shows the default message', async ({ page }) => {
  await page.goto(formPath(router));
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Your email').fill('grace@example.com');
  await submit(page);
  await expect(page.getByRole('heading', { name: 'Form submitted !' })).toBeVisible();
  await expect(page.getByText('Thank you for filling the form.')).toBeVisible();
});

test('a brand colour white text cannot be read on gets black text, hovered too, and the form passes the accessibility scan', async ({
  page,
  playwright,
}) => {
  // A mid green: the brightness threshold gives it white text, at 2.3:1.
  const api = await playwright.request.newContext({ baseURL });
  try {
    const green = await signUpHost(api);
    const branded = await api.patch('/api/v1/bookings/appearance', {
      data: { overrideColors: true, brandColor: '#22c55e' },
      headers: { 'X-XSRF-TOKEN': await xsrfOf(api) },
    });
    expect(branded.status(), await branded.text()).toBe(200);
    const form = await createForm(green, {
      name: 'Green',
      slug: 'green',
      title: 'A green form',
      questions: [{ questionId: 'name', content: 'Your name', type: 'NAME', required: true }],
    });
    await page.goto(`/form/${green.accessLink}/${form.slug}`);
    await expect(page.getByRole('heading', { name: 'A green form' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Submit' });
    await expect(button).toHaveCSS('background-color', 'rgb(34, 197, 94)');
    await expect(button).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expectNoSeriousViolations(page);
    await button.click();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await button.hover();
    await expectNoSeriousViolations(page);
  } finally {
    await api.dispose();
  }
});

test('an external address rule navigates there', async ({ page }) => {
  await page.goto(formPath(router));
  await page.getByLabel('Your name').fill('Alan Turing');
  await page.getByLabel('Your email').fill('alan@example.com');
  await page.getByLabel('Partnership').check();
  await submit(page);
  await expect(page).toHaveURL(/\/not-found\?from=routing$/);
});

test('a failed submission keeps the answers and says so', async ({ page }) => {
  await page.goto(formPath(router));
  await page.route('**/api/v1/bookings/website/routing-form', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"Try again later","code":"INTERNAL_ERROR"}',
    }),
  );
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('ada@example.com');
  await submit(page);
  await expect(page.getByText("Couldn't submit the form: Try again later")).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('a booking page rule opens the event with the name and email filled in, and the booking links to the response', async ({
  page,
}) => {
  await page.goto(formPath(router));
  await page.getByLabel('Your name').fill('Katherine Johnson');
  await page.getByLabel('Your email').fill('katherine@example.com');
  await page.getByLabel('Demo').check();
  await submit(page);
  await expect(page).toHaveURL(new RegExp(`/${host.accessLink}/intro-call\\?responseId=[^&]+`));
  const responseId = new URL(page.url()).searchParams.get('responseId');
  const date = utcDay(2);
  await page.goto(
    `/${host.accessLink}/intro-call?responseId=${responseId}&date=${date}&month=${date.slice(0, 7)}`,
  );
  await page.getByRole('button', { name: '10:00am', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your details' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Katherine Johnson');
  await expect(page.getByLabel('Email')).toHaveValue('katherine@example.com');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/intro-call\/thanks/, { timeout: 30_000 });

  const list = await host.call<{ responses: Array<{ _id: string; meetingId: string | null }> }>(
    'GET',
    `/routing/${router._id}/response`,
  );
  await expect
    .poll(async () => {
      const again = await host.call<typeof list>('GET', `/routing/${router._id}/response`);
      return again.responses.find((r) => r._id === responseId)?.meetingId ?? null;
    })
    .not.toBeNull();
  expect(list.responses.some((r) => r._id === responseId)).toBe(true);
});

test('the booking page uploads its attachment answers through the same control', async ({ page }) => {
  const date = utcDay(3);
  await page.goto(`/${host.accessLink}/document-review?date=${date}&month=${date.slice(0, 7)}`);
  await page.getByRole('button', { name: '11:00am', exact: true }).click();
  await page.getByLabel('Name').fill('Dorothy Vaughan');
  await page.getByLabel('Email').fill('dorothy@example.com');
  const field = page.getByLabel('Your document');
  await field.setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'File type not supported' })).toBeVisible();
  await field.setInputFiles({ name: 'report.txt', mimeType: 'text/plain', buffer: Buffer.from('numbers') });
  await expect(page.getByRole('button', { name: 'Remove report.txt' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/document-review\/thanks/, { timeout: 30_000 });
});

test('a FORM share link shows the form and records the answers', async ({ page }) => {
  const created = await host.call<{ link: string }>('POST', '/share-link', { formId: router._id });
  await page.goto(`/d/${created.link}`);
  await expect(page.getByRole('heading', { name: 'Where should we send you?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
  await page.getByLabel('Your name').fill('Mary Jackson');
  await page.getByLabel('Your email').fill('mary@example.com');
  await page.getByLabel('Support').check();
  await submit(page);
  await expect(page.getByRole('heading', { name: 'Support is on the way' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the form at ${width}px looks right and has no serious accessibility violations`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(formPath(router));
    // The first paint may wait for the page's code on a busy machine.
    await expect(page.getByRole('heading', { name: 'Where should we send you?' })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`routing-form-${width}.png`), fullPage: true });
    await submit(page);
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`routing-form-errors-${width}.png`), fullPage: true });
    // The full description: a tooltip on desktop, a bottom drawer on a phone.
    await page.getByRole('button', { name: 'more' }).click();
    await expect(page.getByRole(width < 1024 ? 'dialog' : 'tooltip')).toContainText('Long description.');
    await expect(page.getByRole('button', { name: 'Close description' })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`routing-form-more-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Close description' })).toHaveCount(0);
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('Your email').fill('ada@example.com');
    await page.getByLabel('Support').check();
    await submit(page);
    await expect(page.getByRole('heading', { name: 'Support is on the way' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`routing-form-message-${width}.png`), fullPage: true });
  });
}
