import { expect, test } from '@playwright/test';
import { fillSignupForm, logIn, newAccount, signUp, signUpThroughPage } from '../support/accounts';

test('a host signs up, logs out and logs back in', async ({ page, context }) => {
  const account = await signUpThroughPage(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Event types' })).toBeVisible();
  await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(page.getByText(account.companyName)).toBeVisible();

  const logoutRequest = page.waitForRequest('**/api/v1/bookings/logout');
  await page.getByRole('button', { name: 'Log out' }).click();
  const xsrfCookie = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  expect(xsrfCookie?.value).toBeTruthy();
  expect((await logoutRequest).headers()['x-xsrf-token']).toBe(xsrfCookie?.value);
  await expect(page).toHaveURL(/\/login\?redirect=BOOKINGS$/);

  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/event-types$/);
  await expect(page.getByText(account.emailId)).toBeVisible();
});

test('a wrong password shows a general error and keeps the host on the login page', async ({ page }) => {
  const account = await signUp(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, { emailId: account.emailId, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
  await expect(page).toHaveURL(/\/login/);
});

test('signup shows field errors next to the fields', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toBeFocused();

  const account = newAccount();
  await fillSignupForm(page, { ...account, password: 'short' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/at least 8 characters/);
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
});

test('signing up with a taken email marks the email field', async ({ page, request }) => {
  const account = newAccount();
  const created = await request.post('/api/v1/user/signup', { data: account });
  expect(created.status()).toBe(201);

  await page.goto('/signup');
  await fillSignupForm(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Work email')).toHaveAccessibleDescription(/already exists/);
});

test('opening the dashboard logged out goes to login with location and redirect, then back', async ({
  page,
  request,
  baseURL,
}) => {
  const account = newAccount();
  expect((await request.post('/api/v1/user/signup', { data: account })).status()).toBe(201);

  await page.goto('/app/contacts');
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('location')).toBe(`${baseURL}/app/contacts`);
  expect(url.searchParams.get('redirect')).toBe('BOOKINGS');
  expect(page.url()).toContain(`location=${encodeURIComponent(`${baseURL}/app/contacts`)}`);

  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
});

test('the login page ignores a location on another site', async ({ page, request }) => {
  const account = newAccount();
  expect((await request.post('/api/v1/user/signup', { data: account })).status()).toBe(201);

  await page.goto(
    `/login?location=${encodeURIComponent('https://attacker.example/steal')}&redirect=BOOKINGS`,
  );
  await logIn(page, account);
  // A new account that has not been set up yet starts with the set-up steps.
  await expect(page).toHaveURL(/\/app\/onboarding$/);
});
