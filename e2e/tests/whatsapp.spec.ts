import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * A host connects the workspace's WhatsApp Business number, then has an event send a WhatsApp
 * reminder through an approved template whose placeholders take the event's variables.
 */

const API = '/api/v1/bookings';

async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { 'X-XSRF-TOKEN': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

test('a host connects WhatsApp and sets up an event’s WhatsApp reminder', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);

  await page.goto('/app/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Apps & integrations' })).toBeVisible();
  const card = page.getByRole('form', { name: 'WhatsApp Business' });
  await expect(card.getByText('Not set up')).toBeVisible();
  await expectNoSeriousViolations(page);

  await card.getByLabel('Phone number ID').fill('not-a-number');
  await card.getByRole('button', { name: 'Connect WhatsApp' }).click();
  await expect(card.getByText('Use the numeric id shown in WhatsApp Manager')).toBeVisible();
  await card.getByLabel('Phone number ID').fill('106540352242922');
  await card.getByRole('button', { name: 'Connect WhatsApp' }).click();
  await expect(card.getByText('Required')).toBeVisible();
  await card.getByLabel('Access token').fill('EAAG-permanent-system-user-token-0123456789');
  await card.getByRole('button', { name: 'Connect WhatsApp' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'WhatsApp saved' })).toBeVisible();
  await expect(card.getByText('Connected')).toBeVisible();
  await expect(card.getByLabel('Access token')).toHaveValue('');
  const stored = await (await page.request.get(`${API}/whatsapp/channel`)).json();
  expect(stored.channel).toMatchObject({ phoneNumberId: '106540352242922', hasAccessToken: true });
  expect(JSON.stringify(stored)).not.toContain('EAAG');

  const created = await page.request.post(`${API}/event/add`, {
    data: { name: 'Consultation', slug: 'consultation', duration: 30 },
    headers: await xsrfHeader(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json())._id;

  await page.goto(`/app/event-types/${eventId}?section=notifications`);
  // The sticky save bar can cover a switch near the bottom; the keyboard reaches it anyway.
  const reminder = page.getByRole('switch', { name: 'WhatsApp reminder' });
  await reminder.focus();
  await page.keyboard.press('Space');
  await expect(reminder).toBeChecked();
  await page.getByLabel('WhatsApp reminder template name').fill('meeting_reminder');
  await page.getByLabel('WhatsApp reminder phone number ID').fill('106540352242922');
  const body = page.getByRole('group', { name: 'Body' });
  await body.getByRole('button', { name: 'Add {{1}}' }).click();
  await body.getByLabel('Body {{1}}').fill('{{attendee_name}}');
  await body.getByRole('button', { name: 'Add {{2}}' }).click();
  await body.getByLabel('Body {{2}}').fill('{{meeting_time}} ({{meeting_timezone}})');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').first()).toBeVisible();

  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${API}/event/${eventId}`)).json()).notifications.whatsappReminder,
    )
    .toMatchObject({
      enable: true,
      templateId: 'meeting_reminder',
      channelId: '106540352242922',
      language: 'en_US',
      minutesBefore: [60],
      templateMapping: { body: { 1: '{{attendee_name}}', 2: '{{meeting_time}} ({{meeting_timezone}})' } },
    });
  await expectNoSeriousViolations(page);
});
