import { expect, type Page, test } from '@playwright/test';
import { fillSignupForm, newAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

test.use({ timezoneId: 'Europe/Lisbon' });
// The first test signs up, sets up and books as a visitor; leave room for a loaded machine.
test.describe.configure({ timeout: 60_000 });

async function signUpToOnboarding(page: Page) {
  await page.goto('/signup');
  await fillSignupForm(page, newAccount());
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Where are you?' })).toBeVisible();
}

test('a new host sets up zone, hours and a first event, and it is bookable at the shown link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpToOnboarding(page);
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(/^Europe\/Lisbon/);
  await expect(page.getByText('Detected from your browser: Europe/Lisbon.')).toBeVisible();
  await expectNoSeriousViolations(page);
  // Editable: the host lives on Madeira (the same clock as Lisbon).
  await zone.fill('Madeira');
  await page.getByRole('option', { name: /^Atlantic\/Madeira/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'When do you work?' })).toBeVisible();
  await expect(page.getByText('Hours (Atlantic/Madeira)')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('checkbox', { name: 'Sunday' }).check();
  await page.getByRole('combobox', { name: 'From' }).selectOption({ label: '8:00am' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your first event type' })).toBeVisible();
  await page.getByLabel('Name').fill('Coffee chat');
  await expect(page.getByLabel('URL slug')).toHaveValue('coffee-chat');
  await page.getByRole('radio', { name: '15 min' }).check();
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Share your link' })).toBeVisible();
  const info = await (await page.request.get('/api/v1/bookings/agent/info')).json();
  const link = `${baseURL}/${info.workspace.accessLink}/coffee-chat`;
  await expect(page.getByLabel('Your booking link')).toHaveValue(link);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // What the steps wrote: the zone, the default hours and the event.
  expect(info.agent.timezone).toBe('Atlantic/Madeira');
  const hours = await (await page.request.get('/api/v1/bookings/available-hours')).json();
  const week = hours.availableHours.find((set: { isDefault: boolean }) => set.isDefault);
  expect(week.timezone).toBe('Atlantic/Madeira');
  expect(week.weeklySchedule.SUNDAY).toEqual([{ start: 480, end: 1020 }]);

  await page.getByRole('button', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/event-types$/);
  await expect(page.getByText('Coffee chat')).toBeVisible();

  // Never offered again.
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/event-types$/);
  await page.goto('/app/onboarding');
  await expect(page).toHaveURL(/\/app\/event-types$/);

  // A visitor books the new event at the shown link.
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Coffee chat' })).toBeVisible();
  const open = visitor.getByRole('grid').getByRole('button', { name: /times available/ });
  // Late on a month's last day, the first open day is in the next month.
  if (
    !(await open
      .first()
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      ))
  ) {
    await visitor.getByRole('button', { name: 'Next month' }).click();
  }
  await open.first().click();
  await visitor
    .getByRole('region', { name: /Times on/ })
    .getByRole('button', { name: /^\d{1,2}:\d{2}(am|pm)$/ })
    .first()
    .click();
  await visitor.getByLabel('Name').fill('Grace Hopper');
  await visitor.getByLabel('Email').fill('grace@example.com');
  await visitor.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(visitor.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
});

test('a new host skips the set-up and is not asked again', async ({ page }) => {
  await signUpToOnboarding(page);
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'When do you work?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your first event type' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  // Without an event, the link is the listing page.
  const info = await (await page.request.get('/api/v1/bookings/agent/info')).json();
  await expect(page.getByLabel('Your booking link')).toHaveValue(
    new RegExp(`/${info.workspace.accessLink}/$`),
  );
  await page.getByRole('button', { name: 'Skip set-up' }).click();
  await expect(page).toHaveURL(/\/app\/event-types$/);
  const after = await (await page.request.get('/api/v1/bookings/agent/info')).json();
  expect(after.agent.onboardedAt).not.toBeNull();

  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/event-types$/);
});

test.describe('a host in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });

  test('starts on the 24-hour clock of the browser’s locale', async ({ page }) => {
    await signUpToOnboarding(page);
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^Europe\/Berlin/);
    const clock = page.getByRole('group', { name: 'Clock' });
    await expect(clock.getByRole('radio', { name: /24-hour/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'When do you work?' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From' }).locator('option:checked')).toHaveText(
      /^\d{2}:\d{2}$/,
    );
    const info = await (await page.request.get('/api/v1/bookings/agent/info')).json();
    expect(info.agent.timeFormat).toBe('24h');
  });
});
