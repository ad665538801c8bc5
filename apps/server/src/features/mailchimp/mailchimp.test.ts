import { createHash } from 'node:crypto';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { type FakeMailchimp, startFakeMailchimp } from '../../../test/fake-mailchimp.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { MAX_DEFERRALS } from '../../jobs/defer.ts';
import { syncAttendee } from './service.ts';

const KEY = `${'a1'.repeat(16)}-us21`;
const AUDIENCE = 'f00dfeed42';
const CONSENT = 'Send me the newsletter';

describe.each(testDatabaseKinds())('the Mailchimp app on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let fake: FakeMailchimp;
  let eventId: string;
  let hour = 9;

  beforeAll(async () => {
    fake = await startFakeMailchimp(KEY, AUDIENCE);
    // No workers: the test runs each queued sync itself, to see every outcome in order.
    t = await createTestApp(kind, {
      clock: createClock('2027-03-01T08:00:00Z'),
      workers: false,
      config: { mailchimpApiUrl: fake.baseUrl },
    });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, {
      name: 'Demo',
      questions: [
        { content: 'Name', type: 'NAME', required: true, questionId: 'name', name: 'fullName' },
        { content: 'Email', type: 'EMAIL_ID', required: true, questionId: 'emailId', name: 'emailId' },
        { content: CONSENT, type: 'CHECKBOX', required: false, listItems: ['Yes'], questionId: 'news' },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const connect = (body: Record<string, unknown>) =>
    host.agent.request('PUT', `${API}/apps/mailchimp`, {
      audienceId: AUDIENCE,
      consentQuestion: CONSENT,
      tags: ['Booked', 'Kairos'],
      doubleOptIn: false,
      ...body,
    });

  /** Books with or without the consent box ticked and returns the attendee whose sync was queued. */
  async function bookAs(email: string, consent: boolean, name = 'Grace Brewster Hopper') {
    hour += 1;
    const res = await book(
      t.app,
      bookingBody(eventId, `2027-03-02T${String(hour).padStart(2, '0')}:00:00Z`, {
        attendee: {
          fullName: name,
          emailId: email,
          answers: consent ? [{ questionId: 'news', answer: 'Yes' }] : [],
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const { rows } = await t.database.execute(
      `select data->>'attendeeId' as id from pgboss.job where name = 'mailchimp-sync' and data->>'attendeeId' in
         (select id::text from attendees where email_id = $1)`,
      [email],
    );
    expect(rows).toHaveLength(1);
    return String(rows[0]?.id);
  }

  const outcome = async (attendeeId: string) =>
    (
      await t.database.execute('select outcome, detail from mailchimp_syncs where attendee_id = $1', [
        attendeeId,
      ])
    ).rows[0];
  const hash = (email: string) => createHash('md5').update(email).digest('hex');

  it('connects with a write-only API key', async () => {
    const missing = await connect({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'apiKey', message: 'Required' }]);
    // Mailchimp is asked first: a key it refuses, an audience it does not have, or no answer is a
    // 422 naming the field, and nothing is saved.
    for (const [body, path, message] of [
      [{ apiKey: `${'b2'.repeat(16)}-us21` }, 'apiKey', 'Mailchimp refused this API key'],
      [{ apiKey: KEY, audienceId: 'zz9plural' }, 'audienceId', 'Mailchimp has no audience with this ID'],
    ] as const) {
      const refused = await connect(body);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'MAILING_LIST_UNREACHABLE',
        issues: [{ path, message: expect.stringContaining(message) }],
      });
    }
    fake.failNext(503);
    const down = await connect({ apiKey: KEY });
    expect(down.statusCode, down.body).toBe(422);
    expect(down.json().error).toContain('try again');
    expect((await host.agent.request('GET', `${API}/apps/mailchimp`)).json().connection).toBeNull();
    const res = await connect({ apiKey: KEY });
    expect(res.statusCode, res.body).toBe(200);
    const read = await host.agent.request('GET', `${API}/apps/mailchimp`);
    expect(read.json().connection).toMatchObject({
      audienceId: AUDIENCE,
      hasApiKey: true,
      tags: ['Booked', 'Kairos'],
    });
    expect(read.body).not.toContain(KEY.slice(0, 10));
    const { rows } = await t.database.execute('select api_key_sealed from mailchimp_connections');
    expect(String(rows[0]?.api_key_sealed)).not.toContain(KEY.slice(0, 10));
  });

  it('adds a consenting attendee with names and tags, and nobody else', async () => {
    const yes = await bookAs('ada@example.com', true);
    await syncAttendee(t.deps, yes);
    expect(await outcome(yes)).toEqual({ outcome: 'SUBSCRIBED', detail: null });
    expect(fake.members.get(hash('ada@example.com'))).toEqual({
      email_address: 'ada@example.com',
      status: 'subscribed',
      merge_fields: { FNAME: 'Grace', LNAME: 'Brewster Hopper' },
      tags: ['Booked', 'Kairos'],
    });
    // Run again (a retried job): nothing is sent twice.
    const sent = fake.requests.length;
    await syncAttendee(t.deps, yes);
    expect(fake.requests.length).toBe(sent);

    const no = await bookAs('bob@example.com', false);
    await syncAttendee(t.deps, no);
    expect(await outcome(no)).toEqual({ outcome: 'NO_CONSENT', detail: null });
    expect(fake.members.has(hash('bob@example.com'))).toBe(false);
    expect(fake.requests.length).toBe(sent);
  });

  it('never resubscribes someone who unsubscribed', async () => {
    fake.members.set(hash('gone@example.com'), {
      email_address: 'gone@example.com',
      status: 'unsubscribed',
      merge_fields: {},
      tags: [],
    });
    const attendee = await bookAs('gone@example.com', true);
    await syncAttendee(t.deps, attendee);
    expect(await outcome(attendee)).toMatchObject({ outcome: 'UNSUBSCRIBED' });
    expect(fake.members.get(hash('gone@example.com'))).toMatchObject({ status: 'unsubscribed', tags: [] });
    const put = fake.requests.findLast((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      email_address: 'gone@example.com',
      status_if_new: 'subscribed',
      merge_fields: { FNAME: 'Grace', LNAME: 'Brewster Hopper' },
    });
  });

  it('comes back when Retry-After says, retries when Mailchimp is down, and stops on a refused key', async () => {
    const attendee = await bookAs('busy@example.com', true);
    fake.failNext(429, 503);
    // The 429 says "Retry-After: 20": the same sync is queued for 20 seconds later, nothing thrown.
    await syncAttendee(t.deps, attendee);
    const { rows: later } = await t.database.execute(
      `select start_after, data from pgboss.job where name = 'mailchimp-sync' and data->>'attendeeId' = $1
         and data ? 'deferrals'`,
      [attendee],
    );
    expect(later).toHaveLength(1);
    expect(later[0]?.data).toEqual({ attendeeId: attendee, deferrals: 1 });
    expect(new Date(String(later[0]?.start_after)).toISOString()).toBe(
      new Date(t.deps.now().getTime() + 20_000).toISOString(),
    );
    // A 503 without Retry-After is thrown for the queue's backoff.
    await expect(syncAttendee(t.deps, attendee, 1)).rejects.toThrow('Service Unavailable');
    expect(await outcome(attendee)).toBeUndefined();
    // Past the last deferral a 429 is thrown too.
    fake.failNext(429);
    await expect(syncAttendee(t.deps, attendee, MAX_DEFERRALS)).rejects.toThrow('Too Many Requests');
    await syncAttendee(t.deps, attendee, 1);
    expect(await outcome(attendee)).toEqual({ outcome: 'SUBSCRIBED', detail: null });

    // The key revoked in Mailchimp after it was connected.
    fake.revokeKey();
    try {
      const refused = await bookAs('key@example.com', true);
      await syncAttendee(t.deps, refused);
      expect(await outcome(refused)).toMatchObject({
        outcome: 'REFUSED',
        detail: expect.stringContaining('API Key Invalid'),
      });
    } finally {
      fake.restoreKey();
    }
  });

  it('queues nothing once disconnected', async () => {
    const res = await host.agent.request('DELETE', `${API}/apps/mailchimp`);
    expect(res.statusCode).toBe(200);
    hour += 1;
    const booked = await book(
      t.app,
      bookingBody(eventId, `2027-03-02T${hour}:00:00Z`, {
        attendee: { emailId: 'late@example.com', answers: [{ questionId: 'news', answer: 'Yes' }] },
      }),
    );
    expect(booked.statusCode).toBe(202);
    const { rows } = await t.database.execute(
      `select count(*)::int as n from pgboss.job where name = 'mailchimp-sync' and data->>'attendeeId' in
         (select id::text from attendees where email_id = 'late@example.com')`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
