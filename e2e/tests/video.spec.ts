import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { ALWAYS_OPEN, signUpHost } from '../support/routing-forms';

/**
 * A host offers Jitsi Meet as the location (the server's JITSI_BASE_URL); a visitor books and
 * finds the meeting's own room link on the thanks page, made just after the booking.
 */
test.describe.configure({ timeout: 60_000 });
test.use({ timezoneId: 'UTC' });

const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a visitor books a Jitsi Meet event and sees the meeting link on the thanks page', async ({ page }) => {
  const host = await signUpHost(page.request);
  const event = await host.call<{ _id: string }>('POST', '/event/add', {
    name: 'Video consult',
    slug: 'video-consult',
    duration: 30,
    modes: [{ key: 'JITSI' }],
    customAvailableHour: ALWAYS_OPEN,
    questions: [
      { questionId: 'name', content: 'Name', type: 'NAME', required: true, name: 'fullName' },
      { questionId: 'emailId', content: 'Email', type: 'EMAIL_ID', required: true, name: 'emailId' },
    ],
  });
  // The editor says nothing is missing for Jitsi on this server.
  const check = await host.call<{ connected: boolean }>('POST', '/event/check-mode', {
    key: 'JITSI',
    eventId: event._id,
  });
  expect(check.connected).toBe(true);

  const date = utcDay(2);
  await page.context().clearCookies();
  await page.goto(`/${host.accessLink}/video-consult?date=${date}&month=${date.slice(0, 7)}`);
  await expect(page.getByText('Jitsi Meet').first()).toBeVisible();
  const times = page.getByRole('region', { name: /Times on/ });
  await times.getByRole('button', { name: '10:00am', exact: true }).click();
  await page.getByLabel('Name').fill('Lin Wu');
  await page.getByLabel('Email').fill('lin@example.com');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  const link = page.getByRole('link', { name: /^https:\/\/meet\.example\.org\/Kairos[0-9a-f]{32}$/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
