import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { hostFor } from '../support/routing-forms';

// A real 1 × 1 PNG: the upload control decodes it to check its size.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BIO = 'Product designer in Lisbon. I review portfolios and help with first interviews.';

test('a host uploads a photo and writes a bio, and visitors see both on the public pages', async ({
  page,
}) => {
  const account = await signUp(page);
  const info = await (await page.request.get('/api/v1/bookings/agent/info')).json();
  const host = hostFor(page.request, info.workspace.accessLink);
  const event = await host.call<{ _id: string }>('POST', '/event/add', {
    name: 'Portfolio review',
    duration: 30,
  });

  await page.goto('/app/settings?section=profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().includes('/file/upload-target'));
  await page.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(204);
  const preview = page.getByRole('img', { name: 'You, as your booking pages show you' });
  await expect(preview).toHaveAttribute('src', /\/api\/v1\/bookings\/file\/public\//);
  await page.getByLabel('Bio').fill(`${BIO}${'!'.repeat(400)}`);
  await expect(page.getByLabel('Bio')).toHaveValue(`${BIO}${'!'.repeat(300 - BIO.length)}`);
  await page.getByLabel('Bio').fill(BIO);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const photo = await preview.getAttribute('src');

  // The listing introduces the host; the event page shows the photo and bio beside the name.
  await page.goto(`/${info.workspace.accessLink}/`);
  const intro = page.getByRole('region', { name: 'Your host' });
  await expect(intro.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(intro.getByText(BIO)).toBeVisible();
  await expect(intro.locator('img')).toHaveAttribute('src', photo ?? '');
  expect(await intro.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: /Portfolio review/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio review' })).toBeVisible();
  await expect(page.getByText(BIO)).toBeVisible();
  await expect(page.locator(`img[src="${photo}"]`).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // The host's own pages show the photo too, not initials: beside the sole host of this event,
  // and in the list of a shared event's hosts.
  await page.goto(`/app/event-types/${event._id}`);
  await page.getByRole('tab', { name: 'Hosts' }).click();
  await expect(page.getByRole('combobox', { name: 'Host', exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator(`img[src="${photo}"]`)).toBeVisible();
  const shared = await host.call<{ _id: string }>('POST', '/event/add', {
    name: 'Panel interview',
    duration: 45,
    type: 'COLLECTIVE',
  });
  await page.goto(`/app/event-types/${shared._id}`);
  await page.getByRole('tab', { name: 'Hosts' }).click();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: new RegExp(account.firstName) }) });
  await expect(row.locator(`img[src="${photo}"]`)).toBeVisible();
  await expect(row.getByText(`${account.firstName[0]}${account.lastName[0]}`, { exact: true })).toHaveCount(
    0,
  );
});
