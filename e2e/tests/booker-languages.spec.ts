import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { waitForMail } from '../support/mail';
import { EVERY_DAY_UTC, uniqueEmail, utcDay } from './support-meetings';

/**
 * The booking page in the visitor's language: the browser's locale chooses it, the picker changes
 * it, and the booking's emails follow it. The host works 09:00–17:00 UTC every day.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: 'UTC' });

let api: APIRequestContext;
let accessLink: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signup = await api.post('/api/v1/user/signup', {
    data: newAccount(),
    headers: { 'X-Timezone': 'UTC' },
  });
  expect(signup.status()).toBe(201);
  accessLink = (await signup.json()).workspace.accessLink;
  const state = await api.storageState();
  const xsrf = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await api.post('/api/v1/bookings/event/add', {
    data: { name: 'Strategy call', slug: 'strategy', duration: 30, customAvailableHour: EVERY_DAY_UTC },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(created.status(), await created.text()).toBe(201);
});

test.afterAll(() => api.dispose());

async function openDay(page: Page, date: string) {
  await page.goto(`/${accessLink}/strategy?date=${date}&month=${date.slice(0, 7)}`);
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a visitor books in German, is told off in German, and gets a German invitation', async ({ page }) => {
    const date = utcDay(3);
    const email = uniqueEmail('lena');
    await openDay(page, date);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
    // German writes times on the 24-hour clock, so the page opens on it.
    await expect(page.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^14:00/ }).first()).toBeVisible();
    await expect(page.getByText('30 Min.', { exact: true })).toBeVisible();
    await expect(page.getByText('Bereitgestellt von Kairos')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
    // The time zone search, and what it says when nothing matches.
    await page.getByRole('button', { name: /^Zeitzone/ }).click();
    const zoneSearch = page.getByRole('combobox', { name: 'Zeitzone suchen' });
    await expect(zoneSearch).toHaveAttribute('placeholder', 'Stadt, Zone oder Versatz suchen');
    await zoneSearch.fill('zzzz');
    await expect(page.getByText('Keine Optionen gefunden')).toBeVisible();
    await zoneSearch.press('Escape');
    // The banner around every page speaks the page's language once it has loaded.
    await page.context().setOffline(true);
    const offline = page.getByRole('alert').filter({ hasText: 'Sie sind offline:' });
    await expect(offline).toContainText('Ihre Internetverbindung ist unterbrochen.');
    await offline.getByRole('button', { name: 'Offline-Hinweis schließen' }).click();
    await page.context().setOffline(false);
    await screenshots(page, 'booking-de');
    await page
      .getByRole('button', { name: /^10[:.]00/ })
      .first()
      .click();

    await expect(page.getByRole('button', { name: 'Buchung bestätigen' })).toBeVisible();
    await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren Namen ein')).toBeVisible();
    await expect(page.getByText('Dieses Feld darf nicht leer sein')).toBeVisible();
    await page.getByLabel('Name').fill('Lena Braun');
    await page.getByLabel('Email').fill('lena@');
    await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Buchung bestätigen' }).click();

    await expect(page.getByRole('heading', { name: 'Dieser Termin ist gebucht' })).toBeVisible();
    await expect(page.getByText(`Wir haben eine E-Mail mit einer Kalendereinladung`)).toBeVisible();
    await expect(page).toHaveTitle('Buchung bestätigt');
    await expect(page.getByText('Möchten Sie etwas ändern?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verschieben' })).toHaveAttribute('href', /^\/reschedule\//);
    await expect(page.getByRole('button', { name: '.ics herunterladen' })).toBeVisible();

    const [mail] = await waitForMail(email, /^Bestätigt: Strategy call mit /);
    expect(mail?.text).toContain('Hallo Lena Braun,');
    expect(mail?.text).toContain('Dauer: 30 Minuten');
    expect(mail?.text).toMatch(/Wann: \w+, \d+\. \w+ \d{4}/);
  });
});

test.describe('a missing event', () => {
  test.use({ locale: 'de-DE' });

  test('says in German that the event is no longer accessible', async ({ page }) => {
    await page.goto(`/${accessLink}/no-such-event`);
    await expect(page.getByRole('heading', { name: 'Dieser Termin ist nicht mehr verfügbar' })).toBeVisible();
    await expect(page).toHaveTitle('Dieser Termin ist nicht mehr verfügbar');
  });
});

test.describe('the clock', () => {
  test.use({ locale: 'de-DE' });

  test("a German page opens on the 24-hour clock and keeps the visitor's switch to 12-hour", async ({
    page,
  }) => {
    const date = utcDay(6);
    await openDay(page, date);
    await expect(page.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^14:00/ }).first()).toBeVisible();
    await page.getByRole('button', { name: '12h' }).click();
    await expect(page.getByRole('button', { name: '12h' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^2:00\s?pm/i }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
    await expect(page.getByRole('button', { name: '12h' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^2:00\s?pm/i }).first()).toBeVisible();
  });
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('a visitor books in Hindi and gets a Hindi invitation', async ({ page }) => {
    const date = utcDay(4);
    const email = uniqueEmail('ravi');
    await openDay(page, date);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'अगला महीना' })).toBeVisible();
    await screenshots(page, 'booking-hi');
    await page
      .getByRole('button', { name: /^10[:.]00/ })
      .first()
      .click();

    await page.getByRole('button', { name: 'बुकिंग की पुष्टि करें' }).click();
    await expect(page.getByText('कृपया अपना नाम लिखें')).toBeVisible();
    await page.getByLabel('Name').fill('Ravi Kumar');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'बुकिंग की पुष्टि करें' }).click();

    await expect(page.getByRole('heading', { name: 'यह मीटिंग तय हो गई है' })).toBeVisible();
    const [mail] = await waitForMail(email, /^पुष्टि हो गई: /);
    expect(mail?.text).toContain('नमस्ते Ravi Kumar,');
    expect(mail?.text).toContain('अवधि: 30 मिनट');
  });

  test('the picker switches the page to another language and keeps it through the steps', async ({
    page,
  }) => {
    const date = utcDay(5);
    await openDay(page, date);
    await expect(page.getByRole('button', { name: 'अगला महीना' })).toBeVisible();
    await page.getByLabel('भाषा').selectOption('es');
    await expect(page.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL(/[?&]lang=es/);
    await page
      .getByRole('button', { name: /^10[:.]00/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Confirmar reserva' })).toBeVisible();
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
  });
});
