import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { xsrfOf } from '../support/routing-forms';

// The browser reads dates the US way; the host chose DD/MM/YYYY (the default) in their profile.
test.use({ locale: 'en-US' });

test('dashboard dates are typed and shown in the host’s date order, not the browser’s', async ({ page }) => {
  await signUp(page);
  await page.goto('/app/calendar');
  const from = page.getByRole('textbox', { name: 'From' });
  await expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await expect(from).toHaveAccessibleDescription(/Format DD\/MM\/YYYY/);

  await from.fill('05/01/2027');
  await expect(page).toHaveURL(/from=2027-01-05/);
  await from.press('ArrowUp');
  await expect(from).toHaveValue('06/01/2027');
  await expect(page).toHaveURL(/from=2027-01-06/);

  // A date that does not exist is said so when the field is left, and the filter keeps its day.
  await from.fill('31/02/2027');
  await from.press('Tab');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a date as DD/MM/YYYY' })).toBeVisible();
  await expect(page).toHaveURL(/from=2027-01-06/);

  // The other order, once the host picks it.
  const patched = await page.request.patch('/api/v1/bookings/agent/profile', {
    data: { dateFormat: 'MM/DD/YYYY' },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page.request) },
  });
  expect(patched.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('01/06/2027');
});
