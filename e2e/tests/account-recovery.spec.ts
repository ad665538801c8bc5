import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { linkIn, mailSentTo } from '../support/mail';

/**
 * A host who forgot their password asks for a link on the log-in page, chooses a new password
 * with it (once; every session ends), and later moves the account to a new email address. A
 * member who asks for the owner's link cannot read it anywhere. The links are read from the
 * recipient's inbox: the server sends over SMTP, so there is no outbox to list.
 */

async function xsrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
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

  // The link arrives in the host's inbox; the reset then signs out the still-open dashboard.
  const link = await linkIn(account.emailId, /^Reset your Kairos password$/, '/reset-password?token=');
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
  const confirm = await linkIn(newEmail, /^Confirm your new Kairos email address$/, '/confirm-email?token=');
  await visitor.goto(confirm);
  await expect(visitor.getByRole('status')).toContainText(`Your account now uses ${newEmail}`);
  await visitorContext.close();
});

test('a member who asks for the owner’s reset link finds it nowhere they can read', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const owner = await signUp(page, newAccount());
  const roles: Array<{ _id: string; name: string }> = (
    await (await page.request.get('/api/v1/bookings/role/list')).json()
  ).roles;
  const memberEmail = `member-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const invited = await page.request.post('/api/v1/bookings/member/invite', {
    data: { emailId: memberEmail, roleId: roles.find((role) => role.name === 'Member')?._id },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(await linkIn(memberEmail, /^Join /, '/invite/'));
  await member.getByLabel('First name').fill('Mallory');
  await member.getByLabel('Password').fill('member-password-1');
  await member.getByRole('button', { name: 'Create account and join' }).click();
  await expect(member).toHaveURL(/\/app\//);

  // Anyone may ask for anyone's reset link; it goes to the owner's inbox alone.
  const asked = await member.request.post('/api/v1/user/password/forgot', {
    data: { emailId: owner.emailId },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(member) },
  });
  expect(asked.status()).toBe(204);
  const link = await linkIn(owner.emailId, /^Reset your Kairos password$/, '/reset-password?token=');
  const token = new URL(link, 'http://kairos.test').searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  expect(mailSentTo(memberEmail).filter((mail) => mail.text.includes(token))).toEqual([]);

  // With SMTP_URL there is no outbox to list, for the member or the owner.
  expect((await member.request.get('/api/v1/bookings/outbox')).status()).toBe(404);
  expect((await page.request.get('/api/v1/bookings/outbox')).status()).toBe(404);
  // Nor does any list the member's dashboard reads hold the link.
  for (const path of [
    '/api/v1/user/session',
    '/api/v1/bookings/member/list',
    '/api/v1/bookings/role/list',
    '/api/v1/bookings/contact/list',
    '/api/v1/bookings/webhooks/endpoints',
    '/api/v1/bookings/transactions',
  ]) {
    const answer = await member.request.get(path);
    expect(await answer.text(), path).not.toContain(token);
  }

  // The owner's password and sessions stand.
  expect((await page.request.get('/api/v1/user/session')).status()).toBe(200);
  await memberContext.close();
});
