import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOutboxRows } from './repo.ts';
import { messageIdOf, type OutgoingMail, sendMails } from './service.ts';
import type { MailMessage, MailTransport } from './transport.ts';

describe.each(testDatabaseKinds())('sending several emails at once on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A transport that records what it is given and refuses the addresses in `down`. */
  function transport(down: string[] = []): MailTransport & { sent: MailMessage[] } {
    const sent: MailMessage[] = [];
    return {
      kind: 'outbox',
      sent,
      send: async (m) => {
        if (m.to.some((to) => down.includes(to))) throw new Error('421 try again later');
        sent.push(m);
      },
    };
  }
  const letter = (key: string, to: string): OutgoingMail => ({
    appId: null,
    to: [to],
    subject: `Letter ${key}`,
    text: 'Hello',
    kind: 'INVITATION',
    dedupeKey: key,
  });
  const rows = async (prefix: string) =>
    (
      await t.database.execute(
        `select id::text as id, dedupe_key, sent_at from outbox where dedupe_key like $1 order by dedupe_key`,
        [`${prefix}%`],
      )
    ).rows.map((r) => ({ id: String(r.id), key: r.dedupe_key, sent: r.sent_at !== null }));

  it('records the sent ones and forgets the rest when one fails, so a retry sends each once', async () => {
    const mails = [
      letter('a:1', 'one@example.com'),
      letter('a:2', 'two@example.com'),
      letter('a:3', 'three@example.com'),
    ];
    const failing = transport(['two@example.com']);
    await expect(sendMails({ ...t.deps, mail: failing }, mails)).rejects.toThrow('421');
    expect(failing.sent.map((m) => m.to[0])).toEqual(['one@example.com']);
    expect(await rows('a:')).toEqual([{ id: expect.any(String), key: 'a:1', sent: true }]);

    const working = transport();
    expect(await sendMails({ ...t.deps, mail: working }, mails)).toBe(2);
    expect(working.sent.map((m) => m.to[0])).toEqual(['two@example.com', 'three@example.com']);
    const recorded = await rows('a:');
    expect(recorded.map((r) => [r.key, r.sent])).toEqual([
      ['a:1', true],
      ['a:2', true],
      ['a:3', true],
    ]);
    expect(working.sent.map((m) => m.messageId)).toEqual(recorded.slice(1).map((r) => messageIdOf(r.id)));

    expect(await sendMails({ ...t.deps, mail: working }, mails)).toBe(0);
    expect(working.sent).toHaveLength(2);
  });

  it('sends a message recorded but never marked sent again under the same Message-ID', async () => {
    // A process recorded both and died before sending or marking them.
    const [first] = await insertOutboxRows(t.deps.db, [
      {
        id: crypto.randomUUID(),
        toAddresses: ['b1@example.com'],
        subject: 'B',
        text: 'x',
        kind: 'INVITATION',
        dedupeKey: 'b:1',
        transport: 'outbox',
      },
    ]);
    const working = transport();
    const mails = [
      letter('b:1', 'b1@example.com'),
      letter('b:2', 'b2@example.com'),
      letter('b:2', 'b2@example.com'),
    ];
    expect(await sendMails({ ...t.deps, mail: working }, mails)).toBe(2);
    expect(working.sent.map((m) => m.to[0])).toEqual(['b1@example.com', 'b2@example.com']);
    expect(working.sent[0]?.messageId).toBe(messageIdOf(String(first?.id)));
    expect((await rows('b:')).map((r) => [r.key, r.sent])).toEqual([
      ['b:1', true],
      ['b:2', true],
    ]);
  });
});
