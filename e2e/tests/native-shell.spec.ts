import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { createEvent, createHost, type Host, uniqueEmail, utcAt } from './support-meetings';

/**
 * The booking pages inside the Android and iOS app. No SDK runs here, so each page gets a stand-in
 * for what Capacitor's native runtime injects into the pages it loads: `window.Capacitor` with the
 * installed plugins' headers and `nativePromise`, which records each call instead of reaching a
 * device. The pages bundle no Capacitor code; they must reach the plugins through that object
 * alone. Without it, the same pages keep their web behaviour.
 */

test.describe.configure({ timeout: 60_000 });
test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } });

type NativeCall = [plugin: string, method: string, options: Record<string, unknown> | null];

/** The plugins apps/mobile installs, with the methods the pages use. */
const PLUGINS: Record<string, string[]> = {
  ScreenOrientation: ['lock', 'unlock'],
  Share: ['share'],
  Filesystem: ['writeFile'],
  StatusBar: ['setStyle', 'setBackgroundColor'],
  SplashScreen: ['hide'],
  InAppReview: ['requestReview'],
  DatePicker: ['present'],
  PrivacyScreen: ['enable', 'disable'],
  Browser: ['open'],
};

const PICKED_DATE = '2030-05-17';

let host: Host;

test.beforeAll(async ({ playwright }, testInfo) => {
  host = await createHost(playwright, String(testInfo.project.use.baseURL));
  const questions = [
    { questionId: 'name', content: 'Name', type: 'NAME', required: true, name: 'fullName' },
    { questionId: 'emailId', content: 'Email', type: 'EMAIL_ID', required: true, name: 'emailId' },
    { questionId: 'start', content: 'Start date', type: 'DATE', required: true },
    { questionId: 'notes', content: 'Notes file', type: 'ATTACHMENT', attachmentType: ['plain'] },
  ];
  await createEvent(host, 'app-call', { name: 'App call', attendeeEmailVerification: true, questions });
  await createEvent(host, 'web-call', { name: 'Web call', questions });
});

test.afterAll(async () => {
  await host?.api.dispose();
});

/** Puts the stand-in into every page the test opens; the calls it receives come back here. */
async function standInApp(page: Page, platform: 'ios' | 'android'): Promise<NativeCall[]> {
  const calls: NativeCall[] = [];
  await page.exposeFunction('recordNativeCall', (call: NativeCall) => calls.push(call));
  await page.addInitScript(
    ({ platform, plugins, picked }) => {
      const record = (window as unknown as { recordNativeCall: (call: unknown[]) => Promise<void> })
        .recordNativeCall;
      const answers: Record<string, unknown> = {
        'Filesystem.writeFile': { uri: 'file:///data/cache/saved' },
        'DatePicker.present': { value: picked },
      };
      (window as unknown as { Capacitor: unknown }).Capacitor = {
        isNativePlatform: () => true,
        getPlatform: () => platform,
        Plugins: {},
        PluginHeaders: Object.entries(plugins).map(([name, methods]) => ({
          name,
          methods: methods.map((method) => ({ name: method, rtype: 'promise' })),
        })),
        nativePromise: async (plugin: string, method: string, options?: Record<string, unknown>) => {
          await record([plugin, method, options ?? null]);
          return answers[`${plugin}.${method}`];
        },
      };
    },
    { platform, plugins: PLUGINS, picked: PICKED_DATE },
  );
  return calls;
}

const callsTo = (calls: NativeCall[], plugin: string, method?: string) =>
  calls.filter(([p, m]) => p === plugin && (method === undefined || m === method));

/** Google Calendar answers locally: a click that opens it must not need the internet. */
async function answerGoogleLocally(page: Page) {
  await page
    .context()
    .route(/calendar\.google\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Calendar</p>' }),
    );
}

test('inside the iOS app the booking pages use the plugins at their moments', async ({
  page,
  context,
  baseURL,
}) => {
  const calls = await standInApp(page, 'ios');
  await answerGoogleLocally(page);
  const origin = new URL(String(baseURL)).origin;

  // Start: the splash screen gives way, the phone stays upright, the status bar takes the page's colour.
  await page.goto(`/${host.accessLink}/app-call`);
  await expect(page.getByRole('heading', { level: 1, name: 'App call' })).toBeVisible();
  await expect.poll(() => callsTo(calls, 'SplashScreen', 'hide').length).toBe(1);
  await expect
    .poll(() => callsTo(calls, 'ScreenOrientation'))
    .toEqual([['ScreenOrientation', 'lock', { orientation: 'portrait' }]]);
  await expect.poll(() => callsTo(calls, 'StatusBar').length).toBeGreaterThan(0);
  // A light page: dark status bar text (iOS has no bar colour to set).
  expect(new Set(callsTo(calls, 'StatusBar').map((call) => JSON.stringify(call)))).toEqual(
    new Set([JSON.stringify(['StatusBar', 'setStyle', { style: 'LIGHT' }])]),
  );

  // Share: the app's share sheet with the event page's address.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => callsTo(calls, 'Share'))
    .toEqual([
      [
        'Share',
        'share',
        { title: 'App call', url: `${origin}/${host.accessLink}/app-call`, dialogTitle: 'App call' },
      ],
    ]);

  await page.goto(`/${host.accessLink}/app-call/${Date.parse(utcAt(2, 10))}`);
  const email = uniqueEmail('app');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);

  // The date question opens the device's picker; its answer fills the field.
  const dateField = page.getByLabel('Start date');
  await expect(dateField).toHaveAttribute('readonly', '');
  await dateField.click();
  await expect(dateField).toHaveValue(PICKED_DATE);
  expect(callsTo(calls, 'DatePicker')).toEqual([
    ['DatePicker', 'present', { mode: 'date', format: 'yyyy-MM-dd' }],
  ]);

  // An uploaded file is saved in the app and offered to other apps, not downloaded by the web view.
  await page.getByLabel('Notes file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello app'),
  });
  await page.getByRole('link', { name: 'notes.txt' }).click();
  await expect
    .poll(() => callsTo(calls, 'Filesystem'))
    .toEqual([
      [
        'Filesystem',
        'writeFile',
        { path: 'notes.txt', data: Buffer.from('hello app').toString('base64'), directory: 'CACHE' },
      ],
    ]);
  await expect
    .poll(() => callsTo(calls, 'Share').at(-1))
    .toEqual(['Share', 'share', { title: 'notes.txt', files: ['file:///data/cache/saved'] }]);

  // The emailed code is kept out of screenshots while it is on screen.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await expect.poll(() => callsTo(calls, 'PrivacyScreen')).toEqual([['PrivacyScreen', 'enable', null]]);
  const [verification] = await waitForMail(email, /is your verification code$/);
  const code = /(\d{6}) is your verification code/.exec(verification?.subject ?? '')?.[1] ?? '';
  await page.getByLabel('Verify your email').fill(code);
  await page.getByRole('button', { name: 'Verify and book' }).click();
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  await expect
    .poll(() => callsTo(calls, 'PrivacyScreen'))
    .toEqual([
      ['PrivacyScreen', 'enable', null],
      ['PrivacyScreen', 'disable', null],
    ]);

  // After the booking: a store review is asked for, once.
  await expect.poll(() => callsTo(calls, 'InAppReview')).toEqual([['InAppReview', 'requestReview', null]]);

  // The calendar file is saved and offered to the calendar app.
  await page.getByRole('button', { name: 'Download .ics' }).click();
  await expect.poll(() => callsTo(calls, 'Filesystem', 'writeFile').length).toBe(2);
  const [, , ics] = callsTo(calls, 'Filesystem', 'writeFile')[1] ?? [];
  expect(ics?.path).toBe('App-call.ics');
  expect(Buffer.from(String(ics?.data), 'base64').toString('utf8')).toContain('BEGIN:VCALENDAR');

  // Another site opens in the system browser, with loadIn=defaultBrowser on iOS; no tab opens here.
  const pagesBefore = context.pages().length;
  await page.getByRole('link', { name: /Google/ }).click();
  await expect.poll(() => callsTo(calls, 'Browser').length).toBe(1);
  const opened = new URL(String(callsTo(calls, 'Browser')[0]?.[2]?.url));
  expect(opened.host).toBe('calendar.google.com');
  expect(opened.searchParams.get('loadIn')).toBe('defaultBrowser');
  expect(context.pages()).toHaveLength(pagesBefore);
  await expect(page).toHaveURL(/\/thanks/);
});

test('in a normal browser the same pages keep their web behaviour', async ({ page, context }) => {
  await answerGoogleLocally(page);
  await page.goto(`/${host.accessLink}/web-call`);
  await expect(page.getByRole('heading', { level: 1, name: 'Web call' })).toBeVisible();
  // This browser has no share sheet: nothing to offer.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);

  await page.goto(`/${host.accessLink}/web-call/${Date.parse(utcAt(2, 11))}`);
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('web'));
  // The page's own date field, typed into.
  const dateField = page.getByLabel('Start date');
  await expect(dateField).not.toHaveAttribute('readonly', '');
  await dateField.fill(PICKED_DATE);
  await expect(dateField).toHaveValue(PICKED_DATE);

  await page.getByLabel('Notes file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello web'),
  });
  const upload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'notes.txt' }).click();
  expect((await upload).suggestedFilename()).toBe('notes.txt');

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'This meeting is scheduled' })).toBeVisible();
  const ics = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .ics' }).click();
  expect((await ics).suggestedFilename()).toBe('Web-call.ics');

  const tab = context.waitForEvent('page');
  await page.getByRole('link', { name: /Google/ }).click();
  const google = await tab;
  await google.waitForURL(/calendar\.google\.com/);
  expect(new URL(google.url()).searchParams.has('loadIn')).toBe(false);
  expect(await page.evaluate(() => 'Capacitor' in window)).toBe(false);
});
