import { randomUUID } from 'node:crypto';
import type { WebhookTrigger } from '@kairos/core/webhooks/webhook-schema';
import type { DbOrTx } from '@kairos/db/client';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../test/booking-factory.ts';
import { type FakeMailchimp, startFakeMailchimp } from '../test/fake-mailchimp.ts';
import { createTestApp, signUpHost, type TestApp } from '../test/test-app.ts';
import { findAudience, recordChange } from './features/lifecycle/changes.ts';

const KEY = `${'c3'.repeat(16)}-us21`;
const AUDIENCE = 'c0ffee0042';
/** What a booking records, as the booking path reads its audience for. */
const BOOKING_TRIGGERS: readonly WebhookTrigger[] = ['contact.created', 'booking.created'];

/** A transaction that fails the test on any statement sent through it. */
const noStatements = new Proxy({} as DbOrTx, {
  get: (_target, key) => {
    throw new Error(`a statement inside the transaction (${String(key)})`);
  },
});

/** The mailing list, the spreadsheet and the outgoing webhooks each read their own audience. */
describe.each(testDatabaseKinds())('the change listeners on %s', (kind) => {
  let t: TestApp;
  let fake: FakeMailchimp;

  beforeAll(async () => {
    fake = await startFakeMailchimp(KEY, AUDIENCE);
    t = await createTestApp(kind, { workers: false, config: { mailchimpApiUrl: fake.baseUrl } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('cost a booking no statement inside its transaction when nothing listens', async () => {
    const host = await signUpHost(t.app);
    const appId = host.session.workspace._id;
    const audience = await findAudience(t.deps, appId, BOOKING_TRIGGERS);
    expect(Object.fromEntries(audience)).toEqual({
      mailchimp: false,
      'google-sheets': false,
      webhooks: { endpoints: [] },
    });
    const booking = { meetingId: randomUUID(), attendeeId: randomUUID() };
    await recordChange(t.deps, noStatements, appId, 'contact.created', { contactId: randomUUID() }, audience);
    await recordChange(t.deps, noStatements, appId, 'booking.created', booking, audience);
  });

  it('find a connected mailing list only for the changes it takes', async () => {
    const host = await signUpHost(t.app);
    const appId = host.session.workspace._id;
    const connected = await host.agent.request('PUT', `${API}/apps/mailchimp`, {
      apiKey: KEY,
      audienceId: AUDIENCE,
      consentQuestion: 'Send me the newsletter',
      tags: [],
      doubleOptIn: false,
    });
    expect(connected.statusCode, connected.body).toBe(200);

    const audience = await findAudience(t.deps, appId, BOOKING_TRIGGERS);
    expect(audience.get('mailchimp')).toBe(true);
    expect(audience.get('google-sheets')).toBe(false);
    // A contact change alone is none of the mailing list's business: it is not even asked.
    expect((await findAudience(t.deps, appId, ['contact.created'])).get('mailchimp')).toBe(false);

    const attendeeId = randomUUID();
    await t.deps.db.transaction(async (tx) => {
      await recordChange(t.deps, tx, appId, 'contact.created', { contactId: randomUUID() }, audience);
      await recordChange(
        t.deps,
        tx,
        appId,
        'booking.created',
        { meetingId: randomUUID(), attendeeId },
        audience,
      );
    });
    const { rows } = await t.database.execute(
      `select name, data->>'attendeeId' as "attendeeId" from pgboss.job where name like '%sync'
         and data->>'attendeeId' = $1`,
      [attendeeId],
    );
    expect(rows).toEqual([{ name: 'mailchimp-sync', attendeeId }]);
  });
});
