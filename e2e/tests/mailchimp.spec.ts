import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { startFakeMailchimp } from '../../apps/server/test/fake-mailchimp';
import { signUp } from '../support/accounts';

/**
 * A host connects Mailchimp under Apps & integrations; a visitor who ticks the consent question
 * while booking is added to the audience with the chosen tags (the server talks to a local
 * stand-in of the Mailchimp API on E2E_MAILCHIMP_PORT).
 */
const API = '/api/v1/bookings';
const KEY = `${'c3'.repeat(16)}-us21`;
const CONSENT = 'Send me the newsletter';

async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { 'X-XSRF-TOKEN': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** A weekday at 10:00 UTC at least three days ahead. */
function nextWeekdaySlot(): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T10:00:00.000Z`;
}

test('a host connects Mailchimp and a consenting attendee joins the audience', async ({ page }) => {
  const fake = await startFakeMailchimp(KEY, 'a1b2c3d4e5', Number(process.env.E2E_MAILCHIMP_PORT));
  try {
    await signUp(page);
    const day = [{ start: 540, end: 1020 }];
    const created = await page.request.post(`${API}/event/add`, {
      headers: await xsrfHeader(page),
      data: {
        name: 'Demo',
        slug: 'demo',
        duration: 30,
        customAvailableHour: {
          weeklySchedule: { MONDAY: day, TUESDAY: day, WEDNESDAY: day, THURSDAY: day, FRIDAY: day },
          timezone: 'UTC',
          specificDates: [],
        },
        timezonePreference: { timezone: 'UTC', type: 'AUTOMATIC' },
        questions: [
          { content: 'Name', type: 'NAME', required: true, questionId: 'name', name: 'fullName' },
          { content: 'Email', type: 'EMAIL_ID', required: true, questionId: 'emailId', name: 'emailId' },
          { content: CONSENT, type: 'CHECKBOX', required: false, listItems: ['Yes'], questionId: 'news' },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = (await created.json())._id;

    await page.goto('/app/apps');
    const card = page.getByRole('form', { name: 'Mailchimp' });
    await expect(card.getByText('Not connected')).toBeVisible();
    // The empty form flags every required field at once, the key (none stored yet) among them.
    await card.getByRole('button', { name: 'Connect Mailchimp' }).click();
    await expect(card.getByLabel('API key')).toHaveAccessibleDescription('Required');
    await expect(card.getByLabel('API key')).toBeFocused();
    await expect(card.getByLabel('Audience ID')).toHaveAccessibleDescription('Required');
    await expect(card.getByLabel('Consent question')).toHaveAccessibleDescription(
      'Name the booking question that asks for consent',
    );
    await card.getByLabel('API key').fill('not-a-key');
    await card.getByLabel('Audience ID').fill('a1b2c3d4e5');
    await card.getByLabel('Tags (optional)').fill('Booked, Kairos');
    await card.getByLabel('Consent question').fill(CONSENT);
    await card.getByRole('button', { name: 'Connect Mailchimp' }).click();
    await expect(
      card.getByText('Paste the whole API key, ending in its data centre (e.g. -us21)'),
    ).toBeVisible();
    await card.getByLabel('API key').fill(KEY);
    // The switch's input is visually hidden; the keyboard reaches it.
    const doubleOptIn = card.getByRole('switch', { name: 'Double opt-in' });
    await doubleOptIn.focus();
    await page.keyboard.press('Space');
    await expect(doubleOptIn).not.toBeChecked();
    await card.getByRole('button', { name: 'Connect Mailchimp' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mailchimp saved' })).toBeVisible();
    await expect(card.getByText('Connected')).toBeVisible();

    const booked = await page.request.post(`${API}/meet/book`, {
      headers: await xsrfHeader(page),
      data: {
        eventId,
        time: nextWeekdaySlot(),
        timezone: 'UTC',
        attendee: {
          fullName: 'Grace Hopper',
          emailId: 'grace@example.com',
          answers: [{ questionId: 'news', answer: 'Yes' }],
          guests: [],
        },
      },
    });
    expect(booked.status(), await booked.text()).toBe(202);
    const hash = createHash('md5').update('grace@example.com').digest('hex');
    await expect.poll(() => fake.members.get(hash)?.tags.length ?? 0, { timeout: 15_000 }).toBe(2);
    expect(fake.members.get(hash)).toMatchObject({ status: 'subscribed', merge_fields: { FNAME: 'Grace' } });

    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('alertdialog', { name: 'Disconnect Mailchimp?' })
      .getByRole('button', { name: 'Disconnect Mailchimp' })
      .click();
    await expect(card.getByText('Not connected')).toBeVisible();
  } finally {
    await fake.close();
  }
});
