import { expect, test } from '@playwright/test';
import {
  type ApiHost,
  type CreatedForm,
  createEvent,
  createForm,
  signUpHost,
} from '../support/routing-forms';
import { utcDay } from './support-meetings';

/**
 * The public pages around the booking page in the visitor's language: the listing, a routing form
 * (its messages and its file question's zone; the host's own words stay as written), the booking form's location fields and a
 * refusal from the server. A German browser chooses German; the host writes in English.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: 'UTC', locale: 'de-DE' });

let host: ApiHost;
let form: CreatedForm;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  host = await signUpHost(api);
  await createEvent(host, 'Consultation', 'consultation', [], {
    modes: [{ key: 'ASK_INVITEE' }, { key: 'PHONE_NUMBER' }],
  });
  form = await createForm(
    host,
    {
      name: 'Enquiry',
      slug: 'enquiry',
      title: 'Tell us about you',
      questions: [
        { questionId: 'name', content: 'Your name', type: 'NAME', required: true },
        { questionId: 'company', content: 'Company', type: 'ONE_LINE', required: true },
        { questionId: 'notes', content: 'Notes file', type: 'ATTACHMENT', attachmentType: ['plain'] },
      ],
    },
    [],
    { type: 'CUSTOM_MESSAGE', title: 'Thanks, we will write soon', body: '<p>Talk soon.</p>' },
  );
});

test.afterAll(() => host.api.dispose());

test('the listing speaks German, and its picker carries another language onto the booking page', async ({
  page,
}) => {
  await page.goto(`/${host.accessLink}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Wählen Sie ein Treffen, um einen Termin zu buchen.')).toBeVisible();
  const card = page.getByRole('link', { name: /Consultation/ });
  await expect(card).toContainText('30 Min.');
  await expect(card).toContainText('Ein Ort Ihrer Wahl');
  await expect(card).toContainText('Telefonanruf');
  await expect(page).toHaveTitle(/· Termin buchen$/);
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  await page.screenshot({ path: test.info().outputPath('listing-de.png'), fullPage: true });

  await page.getByLabel('Sprache').selectOption('fr');
  await expect(page).toHaveURL(/[?&]lang=fr/);
  await expect(page.getByText('Choisissez une réunion pour réserver un créneau.')).toBeVisible();
  await expect(card).toContainText('Un lieu de votre choix');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
});

test('a routing form checks its answers in German and keeps the host’s own words', async ({ page }) => {
  await page.goto(`/form/${host.accessLink}/${form.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(/Bitte geben Sie Ihren Namen ein/);
  await expect(page.getByLabel('Company')).toHaveAccessibleDescription(/Dieses Feld darf nicht leer sein/);
  await expect(page.getByLabel('Company')).toHaveAttribute('placeholder', 'Ihre Antwort eingeben');
  await page.screenshot({ path: test.info().outputPath('routing-form-de.png'), fullPage: true });

  // The file question's zone and its upload messages speak German too.
  await expect(page.getByText('Datei auswählen oder hierher ziehen')).toBeVisible();
  const notes = page.getByLabel('Notes file');
  await notes.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Dateityp wird nicht unterstützt' })).toBeVisible();
  await notes.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Notizen') });
  await expect(page.getByRole('button', { name: 'notes.txt entfernen' })).toBeVisible();

  await page.getByLabel('Your name').fill('Lena Braun');
  await page.getByLabel('Company').fill('Braun GmbH');
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks, we will write soon' })).toBeVisible();
});

test('a missing routing form says so in German', async ({ page }) => {
  await page.goto(`/form/${host.accessLink}/no-such-form`);
  await expect(page.getByRole('heading', { name: 'Dieses Formular ist nicht mehr verfügbar' })).toBeVisible();
});

test('the booking form’s location fields speak German, and so does a slot taken meanwhile', async ({
  page,
  browser,
}) => {
  const date = utcDay(3);
  const path = `/${host.accessLink}/consultation?date=${date}&month=${date.slice(0, 7)}`;
  await page.goto(path);
  await page
    .getByRole('button', { name: /^10:00/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Ihre Angaben' })).toBeVisible();

  const where = page.getByRole('group', { name: 'Ort' });
  await where.getByRole('radio', { name: 'Telefonanruf' }).check();
  await expect(page.getByText('Telefonanruf: Der Gastgeber ruft Sie unter dieser Nummer an.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ihre Telefonnummer: Land' })).toContainText('Deutschland');
  await where.getByRole('radio', { name: 'Ein Ort Ihrer Wahl' }).check();
  const place = page.getByLabel('Wo soll das Treffen stattfinden?');
  await expect(place).toHaveAttribute('placeholder', 'Eine Adresse oder ein Link zu einem Anruf');
  await page.getByLabel('Name').fill('Lena Braun');
  await page.getByLabel('Email').fill('lena.braun@example.com');
  await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await expect(place).toHaveAccessibleDescription(/Pflichtfeld/);
  await place.fill('Hauptstraße 1, Berlin');

  // Meanwhile an English-speaking visitor books the same time.
  const rival = await browser.newPage({ locale: 'en-US', timezoneId: 'UTC' });
  await rival.goto(path);
  await rival
    .getByRole('button', { name: /^10:00am/ })
    .first()
    .click();
  await rival.getByLabel('Name').fill('Grace Hopper');
  await rival.getByLabel('Email').fill('grace.hopper@example.com');
  await rival.getByRole('radio', { name: 'A location you choose' }).check();
  await rival.getByLabel('Where should the meeting take place?').fill('1 Main Street');
  await rival.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(rival.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  await rival.close();

  await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Dieser Termin ist nicht verfügbar' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/consultation\\?.*date=${date}`));
});
