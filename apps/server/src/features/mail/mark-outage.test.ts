import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseConnections } from '../../../test/chaos.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type OutgoingMail, sendMails } from './service.ts';
import type { MailMessage, MailTransport } from './transport.ts';

/**
 * The database drops between the SMTP server's answer and the mark that records the message as
 * sent. The job is not retried into sending it again: the mark waits for the database, and a later
 * call with the same keys (a retried job) finds every message sent.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'a message sent while the database is away, on postgres',
  () => {
    let t: TestApp;
    const delivered: MailMessage[] = [];
    let cutAfterFirst = true;
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        delivered.push(message);
        if (!cutAfterFirst) return;
        cutAfterFirst = false;
        // The SMTP server said yes; now the database goes away for a while.
        const restore = await refuseConnections(process.env.TEST_DATABASE_URL ?? '', t.database);
        setTimeout(() => void restore(), 1500);
      },
    };

    beforeAll(async () => {
      t = await createTestApp('postgres', { mail: transport, workers: false });
    });
    afterAll(async () => {
      await t.close();
    });

    const mail = (to: string): OutgoingMail => ({
      appId: null,
      to: [to],
      subject: 'Confirmed: Intro',
      text: 'See you then',
      kind: 'INVITATION',
      dedupeKey: `outage-test:${to}`,
    });

    it('records each accepted message as sent, so a retry sends none of them again', async () => {
      const batch = [mail('first@example.com'), mail('second@example.com')];
      expect(await sendMails(t.deps, batch)).toBe(2);
      expect(delivered.map((m) => m.to[0])).toEqual(['first@example.com', 'second@example.com']);
      // A retried job asks for the same messages again.
      expect(await sendMails(t.deps, batch)).toBe(0);
      expect(delivered).toHaveLength(2);
      const { rows } = await t.database.execute(
        `select count(*)::int as n from outbox where dedupe_key like 'outage-test:%' and sent_at is not null`,
      );
      expect((rows[0] as { n: number }).n).toBe(2);
    }, 60_000);
  },
);
