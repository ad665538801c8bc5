import { expect, test } from '@playwright/test';

const OFFLINE_TEXT = 'You are offline: Your internet connection is lost. Please check your network settings.';

test('the home page says the application is working', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Kairos is up and running.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('the not-found page offers a way home', async ({ page }) => {
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Sorry, but the page you were looking for could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Kairos is up and running.')).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page/anywhere/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the not-found page in a frame has no homepage link', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Embedded page';
    frame.src = '/not-found';
    document.body.append(frame);
  });
  const frame = page.frameLocator('iframe[title="Embedded page"]');
  await expect(frame.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Go to homepage' })).toHaveCount(0);
});

test('the offline banner shows when the connection drops, closes, and hides when back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const banner = page.getByRole('alert').filter({ hasText: 'You are offline' });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toHaveText(OFFLINE_TEXT);
  await banner.getByRole('button', { name: 'Close offline message' }).click();
  await expect(banner).toHaveCount(0);

  await context.setOffline(false);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('a page whose code cannot be fetched reloads once, then shows an error', async ({ page }) => {
  await page.route(/\/assets\/login\.lazy-[^/]*\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(loads).toBe(2);
});
