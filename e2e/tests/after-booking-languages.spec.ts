import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { waitForMail } from '../support/mail';
import {
  createEvent,
  createHost,
  EVERY_DAY_UTC,
  uniqueEmail,
  utcAt,
  utcDay,
  xsrfHeaders,
} from './support-meetings';

/**
 * The reschedule and cancel pages in the language the visitor booked in: a booking made in German
 * opens its links in German even in an English browser, `?lang=` picks another language, and a link
 * to no booking speaks the browser's language. The host works 09:00–17:00 UTC every day.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'UTC' });

const POLICY = 'Bitte sagen Sie mindestens einen Tag vorher ab.';

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
    data: {
      name: 'Beratung',
      slug: 'beratung',
      duration: 30,
      customAvailableHour: EVERY_DAY_UTC,
      modes: [{ key: 'IN_PERSON', value: 'Hauptstraße 1, Berlin' }],
      notifications: { cancellationPolicy: POLICY },
    },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(created.status(), await created.text()).toBe(201);
});

test.afterAll(() => api.dispose());

/** Picks `date` in the German calendar, moving to its month first when needed. */
async function pickGermanDay(page: Page, date: string) {
  const monthTitle = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(Date.parse(`${date}T12:00:00Z`));
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  if (!(await page.getByRole('heading', { name: monthTitle }).isVisible())) {
    await page.getByRole('button', { name: 'Nächster Monat' }).click();
  }
  await expect(page.getByRole('heading', { name: monthTitle })).toBeVisible();
  await grid.locator(`button[data-date="${date}"]`).click();
}

/** A visitor in an English browser, who opens the links from the German invitation. */
async function englishBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  return context.newPage();
}

test.describe('a booking made in German', () => {
  test.use({ locale: 'de-DE' });

  test('its reschedule and cancel pages speak German, and it is cancelled in German', async ({
    page,
    browser,
  }) => {
    const date = utcDay(3);
    const email = uniqueEmail('jonas');
    await page.goto(`/${accessLink}/beratung?date=${date}&month=${date.slice(0, 7)}`);
    await page
      .getByRole('button', { name: /^10[:.]00/ })
      .first()
      .click();
    await page.getByLabel('Name').fill('Jonas Weber');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
    await expect(page.getByRole('heading', { name: 'Dieser Termin ist gebucht' })).toBeVisible();

    const [confirmation] = await waitForMail(email, /^Bestätigt: Beratung mit /);
    const text = confirmation?.text ?? '';
    const pathOf = (label: string) => new URL(new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '').pathname;
    const reschedule = pathOf('Verschieben');
    const cancel = pathOf('Absagen');
    expect(reschedule).toMatch(/^\/reschedule\/[^/]+\/$/);
    expect(cancel).toMatch(/^\/cancellation\/[^/]+\/$/);

    const visitor = await englishBrowser(browser);
    await visitor.goto(reschedule);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
    await expect(visitor.getByText('Buchung verschieben')).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Beratung' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Neue Zeit wählen' })).toBeVisible();
    await expect(visitor.getByText(/^mit /)).toBeVisible();
    await expect(visitor.getByText('30 Min.', { exact: true })).toBeVisible();
    await expect(visitor.getByText('Hauptstraße 1, Berlin')).toBeVisible();
    // The day in German words, through Intl.
    const germanDay = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(Date.parse(`${date}T12:00:00Z`));
    await expect(visitor.getByText(germanDay).first()).toBeVisible();
    await expect(visitor).toHaveTitle('Verschieben · Beratung');
    await visitor.screenshot({ path: test.info().outputPath('reschedule-de.png'), fullPage: true });

    await pickGermanDay(visitor, date);
    await visitor
      .getByRole('button', { name: /^11[:.]00/ })
      .first()
      .click();
    await expect(visitor.getByRole('heading', { name: 'Neue Zeit bestätigen' })).toBeVisible();
    await expect(visitor.getByText('Aktuelle Buchung')).toBeVisible();
    await visitor.getByLabel(/Grund für die Verschiebung/).fill('Eine Überschneidung');
    await expect(visitor.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Verschiebung bestätigen' }).click();
    await expect(visitor.getByRole('heading', { name: 'Termin verschoben' })).toBeVisible();
    await expect(visitor.getByText(/^Ihr Termin wurde auf .+ verschoben\.$/)).toBeVisible();
    await expect(
      visitor.getByText(`Wir haben die aktualisierte Einladung an ${email} gesendet.`),
    ).toBeVisible();
    await expect(visitor.getByText(/^Noch eine Änderung\?/)).toBeVisible();

    // `?lang=` picks another language over the booked one.
    await visitor.goto(`${cancel}?lang=fr`);
    await expect(visitor.getByText('Annuler votre réservation')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Annuler le rendez-vous' })).toBeVisible();

    await visitor.goto(cancel);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
    await expect(visitor.getByText('Buchung absagen')).toBeVisible();
    await expect(visitor).toHaveTitle('Absagen · Beratung');
    await expect(visitor.getByRole('heading', { name: 'Stornierungsbedingungen' })).toBeVisible();
    await expect(visitor.getByText(POLICY)).toBeVisible();
    await visitor.getByLabel(/Grund für die Absage/).fill('Krank');
    await visitor.getByRole('button', { name: 'Termin absagen' }).click();
    const dialog = visitor.getByRole('alertdialog', { name: 'Diesen Termin absagen?' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Der Gastgeber und alle Gäste werden benachrichtigt.', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Ja, Termin absagen' }).click();
    await expect(visitor).toHaveURL(/\/cancellation\/[^/]+\/confirmed/);
    await expect(visitor.getByRole('heading', { name: 'Ihr Termin wurde abgesagt' })).toBeVisible();
    await expect(visitor.getByText(`Wir haben eine Bestätigung an ${email} gesendet`)).toBeVisible();
    await expect(visitor.getByText('Abgesagt', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Erneut buchen' })).toHaveAttribute(
      'href',
      `/${accessLink}/beratung`,
    );

    const [cancelled] = await waitForMail(email, /^Abgesagt: Beratung mit /);
    expect(cancelled?.text).toContain('Grund: Krank');

    // The cancelled booking's links now say so, in German.
    await visitor.goto(reschedule);
    await expect(visitor.getByRole('heading', { name: 'Dieser Termin wurde abgesagt' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Neue Zeit buchen' })).toBeVisible();
    await visitor.context().close();
  });

  test('a link to no booking says so in the browser’s language', async ({ page }) => {
    await page.goto('/reschedule/00000000-0000-4000-8000-000000000000/');
    await expect(page.getByRole('heading', { name: 'Buchung nicht gefunden' })).toBeVisible();
    await expect(page.getByText('Dieser Link gehört zu keiner Buchung.', { exact: false })).toBeVisible();
  });
});

test.describe('a payment in German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Asia/Kolkata' });

  test('the UPI status page speaks German and writes the amount the German way', async ({
    playwright,
    baseURL,
    page,
  }) => {
    const host = await createHost(playwright, baseURL);
    await createEvent(host, 'upi-de', {
      name: 'UPI-Beratung',
      payment: { enable: true, methods: ['UPI'], amount: 1499, currencyCode: 'INR', upiId: 'ada@okaxis' },
    });
    await page.goto(`/${host.accessLink}/upi-de/${Date.parse(utcAt(3, 10))}`);
    await page.getByLabel('Name').fill('Lena Braun');
    await page.getByLabel('Email').fill(uniqueEmail('lena-upi'));
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();

    // Intl writes rupees in German as `1.499,00 ₹`.
    const amount = new Intl.NumberFormat('de', { style: 'currency', currency: 'INR' }).format(1499);
    await expect(page.getByRole('heading', { name: `${amount} per UPI bezahlen` })).toBeVisible();
    await expect(page.getByText(/^Scannen Sie den Code mit einer beliebigen UPI-App/)).toBeVisible();
    await expect(page).toHaveTitle(`${amount} per UPI bezahlen · Zahlung`);
    await page.getByRole('button', { name: 'Ich habe bezahlt' }).click();
    await expect(page.getByText('Geben Sie die 12-stellige UPI-Transaktionsreferenz ein')).toBeVisible();
    await page.getByLabel('UPI-Transaktionsreferenz (12 Ziffern)').fill('412345678901');
    await page.getByRole('button', { name: 'Ich habe bezahlt' }).click();
    await expect(page.getByRole('heading', { name: 'Der Gastgeber prüft Ihre Zahlung' })).toBeVisible();
    await expect(page.getByText(`sobald der Gastgeber ${amount} erhalten hat`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ihre Buchung ansehen' })).toBeVisible();
  });
});

test.describe('a share link in German', () => {
  test.use({ locale: 'de-DE' });

  test('books in German, stores German, and says in German when it is used up', async ({
    playwright,
    baseURL,
    page,
  }) => {
    const host = await createHost(playwright, baseURL);
    const eventId = await createEvent(host, 'geteilt', { name: 'Geteilte Beratung' });
    const created = await host.api.post('/api/v1/bookings/share-link', {
      data: { eventId, limit: 1 },
      headers: await xsrfHeaders(host),
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = (await created.json()).link as string;
    const email = uniqueEmail('mia');
    const start = Date.parse(utcAt(3, 10));

    await page.goto(`/d/${link}/${start}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Ihre Angaben · Geteilte Beratung');
    await expect(page.getByRole('button', { name: 'Uhrzeit ändern' })).toBeVisible();
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
    await page.getByLabel('Name').fill('Mia Schulz');
    await page.getByLabel('Email').fill(email);
    const booked = page.waitForRequest((request) => request.url().endsWith('/meet/book/share-link'));
    await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
    expect((await booked).postDataJSON().language).toBe('de');
    await expect(page.getByRole('heading', { name: 'Dieser Termin ist gebucht' })).toBeVisible();
    await waitForMail(email, /^Bestätigt: Geteilte Beratung mit /);

    // The one use is taken: the link says so in German.
    await page.goto(`/d/${link}`);
    await expect(page.getByRole('heading', { name: 'Dieser Link ist aufgebraucht' })).toBeVisible();
    await expect(
      page.getByText('Er wurde so oft verwendet, wie der Organisator es erlaubt.', { exact: false }),
    ).toBeVisible();
  });
});
