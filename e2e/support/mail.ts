import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The mail the e2e server sent, read where its recipient reads it: the server sends over SMTP_URL
 * to a local SMTP server (apps/server/test/mail-sink-server.ts, started by the Playwright config)
 * that writes each message to E2E_MAIL_DIR. There is no outbox to list with SMTP_URL set.
 */
export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Every message sent to `to` so far, newest first. */
export function mailSentTo(to: string): SentMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests with e2e/playwright.config.ts');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SentMail)
    .filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
}

/** The messages to `to` whose subject matches, newest first, once there is at least one. */
export async function waitForMail(to: string, subject: RegExp, timeout = 30_000): Promise<SentMail[]> {
  let found: SentMail[] = [];
  await expect
    .poll(
      () => {
        found = mailSentTo(to).filter((mail) => subject.test(mail.subject));
        return found.length;
      },
      { timeout, message: `an email to ${to} whose subject matches ${subject}` },
    )
    .toBeGreaterThan(0);
  return found;
}

/** The path (and query) of the first link in the newest matching message that contains `path`. */
export async function linkIn(to: string, subject: RegExp, path: string): Promise<string> {
  const [mail] = await waitForMail(to, subject);
  const link = new RegExp(`https?://\\S*${path.replace(/[?]/g, '\\?')}\\S*`).exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no ${path} link in the email to ${to}: ${mail?.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
