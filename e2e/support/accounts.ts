import { expect, type Page } from '@playwright/test';

export interface TestAccount {
  firstName: string;
  lastName: string;
  emailId: string;
  password: string;
  companyName: string;
}

/** A fresh account per test: the email is unique across runs and parallel workers. */
export function newAccount(): TestAccount {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailId: `host-${unique}@example.com`,
    password: 'correct-horse-battery',
    companyName: `Analytical Engines ${unique}`,
  };
}

export async function fillSignupForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Work email').fill(account.emailId);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Company name').fill(account.companyName);
}

/** Signs up through the page, skips the set-up steps and waits for the dashboard (the sign-up flow itself). */
export async function signUpThroughPage(
  page: Page,
  account: TestAccount = newAccount(),
): Promise<TestAccount> {
  await page.goto('/signup');
  await fillSignupForm(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await page.getByRole('button', { name: 'Skip set-up' }).click();
  await expect(page).toHaveURL(/\/app\/event-types$/);
  return account;
}

/**
 * A signed-in host on the dashboard, for tests about what comes after: the account is made and
 * the set-up steps skipped through the API the sign-up page and its "Skip set-up" call (with the
 * browser's time zone, as the page sends it), in the page's own cookie jar.
 */
export async function signUp(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const signup = await page.request.post('/api/v1/user/signup', {
    data: account,
    headers: { 'X-Timezone': timezone },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const done = await page.request.post('/api/v1/bookings/agent/onboarding/done', {
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(done.status(), await done.text()).toBe(200);
  await page.goto('/app/event-types');
  await expect(page).toHaveURL(/\/app\/event-types$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Event types' })).toBeVisible();
  return account;
}

export async function logIn(page: Page, account: Pick<TestAccount, 'emailId' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(account.emailId);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
