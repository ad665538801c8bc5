import { expect, type Locator, type Page } from '@playwright/test';
import { createEvent, signUpHost } from './routing-forms';

/**
 * What the Google and Microsoft calendar tests share: a host with a one-hour event "Consult"
 * (open all day, UTC) whose public page lists the times of a day three days ahead, and the
 * connection of a calendar account through a provider's consent page (a local stand-in).
 */
export interface CalendarHost {
  /** The UTC date the tests put busy events on and read the times of, `YYYY-MM-DD`. */
  date: string;
  /** Opens the public page of that date and answers its list of times. */
  openDay(): Promise<Locator>;
}

export async function hostWithConsult(page: Page): Promise<CalendarHost> {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const host = await signUpHost(page.request);
  await createEvent(host, 'Consult', 'consult');
  const dayPage = `/${host.accessLink}/consult?date=${date}&month=${date.slice(0, 7)}`;
  return {
    date,
    openDay: async () => {
      await page.goto(dayPage);
      const times = page.getByRole('region', { name: /Times on/ });
      await expect(times.getByRole('button').first()).toBeVisible();
      return times;
    },
  };
}

/** A time's button on the day's list (`10:00am`). */
export const timeButton = (times: Locator, label: string) =>
  times.getByRole('button', { name: label, exact: true });

/**
 * Signs in to a calendar account from Apps & integrations: the button, the stand-in's consent
 * page, and back with "Signed in with …". Answers the "Your calendars" card.
 */
export async function connectCalendarAccount(page: Page, button: string, provider: string): Promise<Locator> {
  await page.goto('/app/apps');
  const card = page.getByRole('region', { name: 'Your calendars' });
  await card.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Allow Kairos to use your account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Signed in with ${provider}` })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/apps$/);
  return card;
}
