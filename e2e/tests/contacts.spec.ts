import { expect, test } from '@playwright/test';
import {
  book,
  createEvent,
  createHost,
  expectNoSeriousViolations,
  hostPage,
  uniqueEmail,
  utcAt,
} from './support-meetings';

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: 'UTC' });

test('a host blocks a contact, and the visitor is refused with the blocked message', async ({
  playwright,
  browser,
  baseURL,
  page: visitor,
}) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createEvent(host, 'office-hours', { name: 'Office hours' });
  const email = uniqueEmail('hedy');
  await book(host, eventId, utcAt(3, 9), { fullName: 'Hedy Lamarr', emailId: email });

  const page = await hostPage(browser, host);
  await page.goto('/app/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await page.getByLabel('Search contacts').fill('Hedy');
  await page.getByLabel('Select Hedy Lamarr').check();
  await page
    .getByRole('region', { name: 'Selected contacts' })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Block Hedy Lamarr?' });
  await dialog.getByLabel(/Message they see/).fill('Please call our office to book.');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Hedy Lamarr/ }).getByText('Blocked')).toBeVisible();
  await page.context().close();

  const date = utcAt(4, 0).slice(0, 10);
  await visitor.goto(`/${host.accessLink}/office-hours?date=${date}&month=${date.slice(0, 7)}`);
  await visitor.getByRole('button', { name: '10:00am', exact: true }).click();
  await visitor.getByLabel('Name').fill('Hedy Lamarr');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(visitor.getByText('Please call our office to book.')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'This meeting is scheduled' })).toHaveCount(0);
});

test('a host adds a contact, edits its tags, and sees its meetings and UTMs', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createEvent(host, 'intro', { name: 'Intro' });
  const booked = uniqueEmail('radia');
  await book(
    host,
    eventId,
    utcAt(2, 15),
    { fullName: 'Radia Perlman', emailId: booked },
    {
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    },
  );
  const page = await hostPage(browser, host);
  await page.goto('/app/contacts');

  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Required');
  await dialog.getByLabel('Name').fill('Ada Byron');
  await dialog.getByLabel('Email').fill(uniqueEmail('ada'));
  await dialog.getByLabel(/Phone number/).fill('12');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByLabel(/Phone number/)).toHaveAccessibleDescription('Invalid phone number');
  await dialog.getByLabel(/Phone number/).fill('+44 20 7946 0958');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ada Byron' })).toBeVisible();

  await page.getByRole('link', { name: 'Radia Perlman' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Radia Perlman/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Intro with Radia Perlman' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'newsletter' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'spring' })).toBeVisible();

  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('vip');
  await tags.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag vip' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove tag vip' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove tag vip' }).click();
  await expect(page.getByRole('button', { name: 'Remove tag vip' })).toHaveCount(0);
  await page.context().close();
});

test('a host deletes a contact together with their bookings', async ({ playwright, browser, baseURL }) => {
  const host = await createHost(playwright, baseURL);
  const eventId = await createEvent(host, 'trial', { name: 'Trial call' });
  await book(host, eventId, utcAt(3, 12), {
    fullName: 'Margaret Hamilton',
    emailId: uniqueEmail('margaret'),
  });
  await book(host, eventId, utcAt(3, 13), { fullName: 'Evelyn Boyd', emailId: uniqueEmail('evelyn') });
  const page = await hostPage(browser, host);
  await page.goto('/app/contacts');
  await expectNoSeriousViolations(page);

  await page.getByLabel('Select Margaret Hamilton').check();
  await page
    .getByRole('region', { name: 'Selected contacts' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Margaret Hamilton?' });
  await expect(dialog.getByText(/bookings stay in your calendar unless you remove them too/)).toBeVisible();
  await dialog.getByLabel('Also delete their bookings').check();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Margaret Hamilton' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Evelyn Boyd' })).toBeVisible();

  await page.goto('/app/calendar');
  await expect(page.getByRole('button', { name: 'Trial call with Evelyn Boyd' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trial call with Margaret Hamilton' })).toHaveCount(0);
  await page.context().close();
});
