import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

const PUBLIC_PAGES = [
  { path: '/', ready: 'Kairos is up and running.' },
  { path: '/login', ready: 'Log in to Kairos' },
  { path: '/signup', ready: 'Create your Kairos account' },
  { path: '/not-found', ready: 'Page not found' },
];

for (const width of [375, 1280]) {
  for (const { path, ready } of PUBLIC_PAGES) {
    test(`${path} at ${width}px has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByText(ready)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
}

test('the login form with errors has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
});

test('the dashboard has no serious accessibility violations', async ({ page }) => {
  await signUp(page);
  await expectNoSeriousViolations(page);
});
