import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * A host who forgot their password asks for a link on the log-in page, chooses a new password
 * with it (once; every session ends), and later moves the account to a new email address.
 */

async function linkFromOutbox(page: Page, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`/api/v1/bookings/outbox?to=${encodeURIComponent(to)}`);
      const text: string = (await outbox.json()).messages?.[0]?.text ?? '';
      link = new RegExp(`${path}\\?token=[\\w-]+`).exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('a host resets a forgotten password by email link and changes their email address', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const account = await signUp(page, newAccount());
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await visitor.getByLabel('Email').fill(account.emailId);
  await visitor.getByRole('button', { name: 'Send the link' }).click();
  await expect(visitor.getByRole('status')).toContainText('an email with a link is on its way');

  // The host's still-open dashboard reads the dev outbox; the reset then signs it out.
  const link = await linkFromOutbox(page, account.emailId, '/reset-password');
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await visitor.getByLabel('New password').fill('an entirely new secret');
  await visitor.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visitor.getByRole('status')).toContainText('Your password is changed');
  expect((await page.request.get('/api/v1/user/session')).status()).toBe(401);

  await visitor.getByRole('link', { name: 'Log in', exact: true }).click();
  await visitor.getByLabel('Email').fill(account.emailId);
  await visitor.getByLabel('Password').fill('an entirely new secret');
  await visitor.getByRole('button', { name: 'Log in' }).click();
  await expect(visitor).toHaveURL(/\/app\//);

  // The link works once.
  const againContext = await browser.newContext();
  const again = await againContext.newPage();
  await again.goto(link);
  await again.getByLabel('New password').fill('yet another secret');
  await again.getByRole('button', { name: 'Save the new password' }).click();
  await expect(again.getByRole('alert')).toContainText('expired or was already used');
  await againContext.close();

  // A new email address takes over only once its link is opened.
  const newEmail = `moved-${account.emailId}`;
  await visitor.goto('/app/settings?section=security');
  const emailForm = visitor.locator('form', { has: visitor.getByLabel('New email') });
  await emailForm.getByLabel('New email').fill(newEmail);
  await emailForm.getByLabel('Current password').fill('an entirely new secret');
  await visitor.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(visitor.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
  const confirm = await linkFromOutbox(visitor, newEmail, '/confirm-email');
  await visitor.goto(confirm);
  await expect(visitor.getByRole('status')).toContainText(`Your account now uses ${newEmail}`);
  await visitorContext.close();
});
