import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

/** A host's own settings: the profile's formats reach the dashboard, and the password is guarded. */

test.use({ timezoneId: 'UTC' });

test('the profile checks the mobile number and its formats show on the dashboard', async ({ page }) => {
  const account = await signUp(page);
  await page.goto('/app/settings?section=profile');
  await page.getByLabel('Mobile number').fill('+44 20');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('This phone number is too short')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Mobile number').fill('+44 20 7946 0958 ext. 12');
  await page.getByRole('radio', { name: /MM\/DD\/YYYY/ }).check();
  await page.getByRole('radio', { name: /24-hour/ }).check();
  await expect(page.getByText(/^Now reads as \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(UTC\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();

  // An invitation's expiry is written in the chosen formats.
  await page.goto('/app/settings?section=members');
  await page.getByLabel('Email address').fill(`colleague-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const expiry = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const [year, month, day] = expiry.slice(0, 10).split('-');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(
    new RegExp(`expires ${month}/${day}/${year}, \\d{2}:\\d{2} \\(UTC\\)`),
  );

  // A wrong current password is refused next to its field.
  await page.goto('/app/settings?section=security');
  const passwordCard = page.getByRole('region', { name: 'Change password' });
  await passwordCard.getByLabel('Current password').fill('not-my-password');
  await passwordCard.getByLabel('New password').fill('a-brand-new-password');
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await passwordCard.getByLabel('Current password').fill(account.password);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
});
