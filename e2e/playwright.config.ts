import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { FAKE_PAYPAL, FAKE_RAZORPAY, FAKE_STRIPE } from './support/payment-fakes';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function findFreePort(): string {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: 'utf8' },
  );
  return probe.stdout.trim() || '3100';
}

// Worker processes load this file again and inherit the environment, so one run shares one
// server port and one throw-away data directory.
process.env.E2E_PORT ??= findFreePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kairos-e2e-'));
// The port the Mailchimp test's local stand-in listens on.
process.env.E2E_MAILCHIMP_PORT ??= findFreePort();
process.env.E2E_STRIPE_PORT ??= findFreePort();
process.env.E2E_PAYPAL_PORT ??= findFreePort();
// Google's sign-in and Sheets API stand-in (apps/server/test/fake-google-sheets.ts), started by the test.
process.env.E2E_GOOGLE_PORT ??= findFreePort();
const google = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`;
process.env.E2E_RAZORPAY_PORT ??= findFreePort();
// Zoom's sign-in and Meetings API stand-in (apps/server/test/fake-zoom.ts), started by the video test.
process.env.E2E_ZOOM_PORT ??= findFreePort();
const zoom = `http://127.0.0.1:${process.env.E2E_ZOOM_PORT}`;
// Microsoft's sign-in and Graph stand-in (apps/server/test/fake-graph.ts), started by its test.
process.env.E2E_MICROSOFT_PORT ??= findFreePort();
const microsoft = `http://127.0.0.1:${process.env.E2E_MICROSOFT_PORT}`;
// The server sends its mail over SMTP to a local server that writes each message here
// (apps/server/test/mail-sink-server.ts; e2e/support/mail.ts reads them), as a real inbox.
process.env.E2E_SMTP_PORT ??= findFreePort();
process.env.E2E_MAIL_DIR ??= join(process.env.E2E_DATA_DIR, 'sent-mail');
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  // CI runs on two cores shared by two browsers, the server and the stand-ins, where a page
  // takes a second or more to load: the waits are longer there (a passing wait ends as soon as
  // its condition holds), and one retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // Stand-ins for Stripe, PayPal and Razorpay (apps/server/test/fake-*.ts) on loopback ports.
      command: 'npx tsx apps/server/test/payment-fakes-server.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}/v1/checkout.js`,
      env: {
        FAKE_STRIPE_PORT: process.env.E2E_STRIPE_PORT,
        FAKE_STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
        FAKE_PAYPAL_PORT: process.env.E2E_PAYPAL_PORT,
        FAKE_PAYPAL_CLIENT_ID: FAKE_PAYPAL.clientId,
        FAKE_PAYPAL_CLIENT_SECRET: FAKE_PAYPAL.clientSecret,
        FAKE_PAYPAL_WEBHOOK_ID: FAKE_PAYPAL.webhookId,
        FAKE_RAZORPAY_PORT: process.env.E2E_RAZORPAY_PORT,
        FAKE_RAZORPAY_KEY_ID: FAKE_RAZORPAY.keyId,
        FAKE_RAZORPAY_KEY_SECRET: FAKE_RAZORPAY.keySecret,
        FAKE_RAZORPAY_WEBHOOK_SECRET: FAKE_RAZORPAY.webhookSecret,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx apps/server/test/mail-sink-server.ts',
      cwd: repoRoot,
      port: Number(process.env.E2E_SMTP_PORT),
      env: { MAIL_SINK_PORT: process.env.E2E_SMTP_PORT, MAIL_SINK_DIR: process.env.E2E_MAIL_DIR },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The test script builds the web app first; the server serves apps/web/dist as is.
      command: 'node scripts/start.mjs',
      cwd: repoRoot,
      url: `${baseURL}/`,
      env: {
        PORT: process.env.E2E_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        KAIROS_DEMO: 'false',
        KAIROS_SKIP_BUILD: '1',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        STRIPE_API_URL: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
        PAYPAL_API_URL: `http://127.0.0.1:${process.env.E2E_PAYPAL_PORT}`,
        RAZORPAY_API_URL: `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`,
        // The webhooks test's receiver; the rest of loopback stays blocked.
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.2',
        // The calendars test's Radicale.
        CALENDAR_ALLOWED_HOSTS: '127.0.0.1',
        // Jitsi Meet rooms need no server of ours to exist: the video test reads their address.
        JITSI_BASE_URL: 'https://meet.example.org',
        // The public bookings domain is the same server by another name: trackers fire only there.
        PUBLIC_BOOKINGS_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        MAILCHIMP_API_URL: `http://127.0.0.1:${process.env.E2E_MAILCHIMP_PORT}/3.0`,
        ZOOM_CLIENT_ID: 'kairos-test-client',
        ZOOM_CLIENT_SECRET: 'kairos-test-secret',
        ZOOM_AUTHORIZE_URL: `${zoom}/oauth/authorize`,
        ZOOM_TOKEN_URL: `${zoom}/oauth/token`,
        ZOOM_REVOKE_URL: `${zoom}/oauth/revoke`,
        ZOOM_API_URL: `${zoom}/v2`,
        GOOGLE_CLIENT_ID: 'kairos-test-client',
        GOOGLE_CLIENT_SECRET: 'kairos-test-secret',
        GOOGLE_AUTHORIZE_URL: `${google}/oauth2/authorize`,
        GOOGLE_TOKEN_URL: `${google}/oauth2/token`,
        GOOGLE_REVOKE_URL: `${google}/oauth2/revoke`,
        GOOGLE_SHEETS_API_URL: `${google}/v4`,
        GOOGLE_CALENDAR_API_URL: `${google}/calendar/v3`,
        MICROSOFT_CLIENT_ID: 'kairos-test-client',
        MICROSOFT_CLIENT_SECRET: 'kairos-test-secret',
        MICROSOFT_AUTHORIZE_URL: `${microsoft}/common/oauth2/v2.0/authorize`,
        MICROSOFT_TOKEN_URL: `${microsoft}/common/oauth2/v2.0/token`,
        MICROSOFT_GRAPH_API_URL: `${microsoft}/v1.0`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
