import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fake-google-sheets.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { syncSubject } from './service.ts';

const SHEET = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

describe.each(testDatabaseKinds())('the Google Sheets app on %s', (kind) => {
  let t: TestApp;
  let google: FakeGoogle;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;
  const done = new Set<string>();

  beforeAll(async () => {
    const clock = createClock('2027-03-01T08:00:00Z');
    google = await startFakeGoogle({ now: () => clock.now().getTime() });
    google.sheets.spreadsheets.set(
      SHEET,
      new Map([
        ['Bookings', []],
        ["Form's answers", []],
      ]),
    );
    // No workers: the test runs each queued row itself, to see every outcome in order.
    t = await createTestApp(kind, {
      clock,
      workers: false,
      config: { oauth: google.oauthConfig, googleSheetsApiUrl: google.sheetsApiUrl },
    });
    host = await signUpHost(t.app);
    await t.database.execute(`update agents set timezone = 'Asia/Kolkata' where id = $1`, [
      host.session.agent._id,
    ]);
    eventId = await createEvent(host.agent, { name: 'Demo' });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const bookings = () => google.sheets.spreadsheets.get(SHEET)?.get('Bookings') ?? [];
  const connect = (body: Record<string, unknown> = {}) =>
    host.agent.request('PUT', `${API}/apps/google-sheets`, {
      spreadsheetId: `https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=0`,
      bookingsSheet: 'Bookings',
      responsesSheet: "Form's answers",
      columns: ['bookingId', 'status', 'start', 'timezone', 'attendeeName', 'attendeeEmail'],
      ...body,
    });

  /** Runs the rows queued since the last call, in order; answers how many ran. */
  async function runQueued(): Promise<number> {
    const { rows } = await t.database.execute(
      `select id, data from pgboss.job where name = 'google-sheets-sync' order by created_on, id`,
    );
    let ran = 0;
    for (const row of rows) {
      if (done.has(String(row.id))) continue;
      done.add(String(row.id));
      await syncSubject(t.deps, row.data as Parameters<typeof syncSubject>[1]);
      ran++;
    }
    return ran;
  }

  /** The host signs in to Google as a browser would: consent, then the callback in their session. */
  async function signIn() {
    const started = await host.agent.request('POST', `${API}/oauth/google-sheets/authorize`, {
      returnTo: '/app/apps',
    });
    expect(started.statusCode, started.body).toBe(200);
    const authorize = new URL(started.json().url);
    expect(authorize.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/spreadsheets');
    const decision = new URL(`${authorize.origin}${authorize.pathname}/decision`);
    for (const key of ['redirect_uri', 'state', 'code_challenge', 'scope'])
      decision.searchParams.set(key, authorize.searchParams.get(key) ?? '');
    decision.searchParams.set('decision', 'allow');
    const back = new URL((await fetch(decision, { redirect: 'manual' })).headers.get('location') ?? '');
    const callback = await host.agent.request('GET', `${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/app/apps?connected=google-sheets');
  }

  it('connects after a Google sign-in, writing the header rows; refuses what Google refuses', async () => {
    expect((await host.agent.request('GET', `${API}/apps/google-sheets`)).json()).toEqual({
      connection: null,
      authorized: false,
      available: true,
    });
    const early = await connect();
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([{ path: 'account', message: 'Sign in with Google first' }]);

    await signIn();
    const missing = await connect({ spreadsheetId: 'no-such-spreadsheet' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'SPREADSHEET_UNREACHABLE',
      issues: [{ path: 'spreadsheetId', message: 'Google cannot find this spreadsheet; check the address' }],
    });
    const noTab = await connect({ bookingsSheet: 'Nope' });
    expect(noTab.statusCode).toBe(422);
    expect(noTab.json().issues[0].path).toBe('bookingsSheet');
    expect((await connect({ columns: [] })).statusCode).toBe(400);

    const res = await connect();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().connection).toMatchObject({
      spreadsheetId: SHEET,
      timezone: 'Asia/Kolkata',
      enabled: true,
      lastError: null,
    });
    expect(bookings()[0]).toEqual(['Booking ID', 'Status', 'Start', 'Time zone', 'Attendee', 'Email']);
    expect(google.sheets.spreadsheets.get(SHEET)?.get("Form's answers")?.[0]?.[0]).toBe('Response ID');
    const state = await host.agent.request('GET', `${API}/apps/google-sheets`);
    expect(state.json()).toMatchObject({ authorized: true, connection: { needsSignIn: false } });
    expect(state.body).not.toMatch(/at-|rt-/);
  });

  it('appends a row per booking and updates it when it is rescheduled and cancelled', async () => {
    const booked = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T10:00:00Z', {
        attendee: { fullName: '=HYPERLINK("x")', emailId: 'ada@example.com' },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(202);
    const queued = await t.app.inject({
      method: 'GET',
      url: `${API}/meet/queue-event/status/${booked.json().queueId}`,
    });
    const { attendeeId, meetingId } = queued.json();
    expect(await runQueued()).toBe(1);
    expect(bookings()).toHaveLength(2);
    expect(bookings()[1]).toEqual([
      `${meetingId}/${attendeeId}`,
      'ACTIVE',
      '2027-03-02 15:30',
      'Asia/Kolkata',
      '=HYPERLINK("x")',
      'ada@example.com',
    ]);
    const append = google.sheets.requests.at(-1);
    expect(append?.method).toBe('POST');
    expect(append?.path).toContain(':append?valueInputOption=RAW&insertDataOption=INSERT_ROWS');

    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId,
      time: '2027-03-02T11:00:00Z',
      timezone: 'Europe/Berlin',
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    // The access token has expired meanwhile: the write refreshes it and goes through.
    google.oauth.expireAccessTokens();
    expect(await runQueued()).toBe(1);
    expect(google.oauth.tokenCalls.at(-1)).toBe('refresh_token');
    expect(bookings()).toHaveLength(2);
    expect(bookings()[1]?.[2]).toBe('2027-03-02 16:30');
    expect(google.sheets.requests.at(-1)?.method).toBe('PUT');

    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, { attendeeId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runQueued();
    expect(bookings()).toHaveLength(2);
    expect(bookings()[1]?.[1]).toBe('CANCELLED');
  });

  it('comes back after a 429 when Retry-After says, retries 5xx, and shows a refusal on the card', async () => {
    const booked = await book(t.app, bookingBody(eventId, '2027-03-02T12:00:00Z'));
    expect(booked.statusCode).toBe(202);
    google.sheets.failNext(429, '30');
    expect(await runQueued()).toBe(1);
    expect(bookings()).toHaveLength(2);
    const { rows: later } = await t.database.execute(
      `select start_after, data from pgboss.job where name = 'google-sheets-sync' and data ? 'deferrals'`,
    );
    expect(later).toHaveLength(1);
    expect(later[0]?.data).toMatchObject({ deferrals: 1 });
    expect(new Date(String(later[0]?.start_after)).toISOString()).toBe('2027-03-01T08:00:30.000Z');

    // Three 503s: the client tries twice more at once, then the queue's backoff takes over.
    for (let i = 0; i < 3; i++) google.sheets.failNext(503);
    const payload = later[0]?.data as Parameters<typeof syncSubject>[1];
    await expect(syncSubject(t.deps, payload)).rejects.toThrow('The service is currently unavailable.');
    await syncSubject(t.deps, payload);
    expect(bookings()).toHaveLength(3);

    // Someone deleted the spreadsheet's tab: the refusal is kept for the card, not retried.
    google.sheets.spreadsheets.get(SHEET)?.delete('Bookings');
    const refused = await book(t.app, bookingBody(eventId, '2027-03-02T13:00:00Z'));
    expect(refused.statusCode).toBe(202);
    await runQueued();
    const state = await host.agent.request('GET', `${API}/apps/google-sheets`);
    expect(state.json().connection.lastError).toContain('Unable to parse range');
    google.sheets.spreadsheets.get(SHEET)?.set('Bookings', []);
  });

  it('writes routing form responses to their own sheet', async () => {
    const form = await host.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Qualify',
      questions: [{ questionId: 'mail', content: 'Email', type: 'EMAIL_ID', required: true }],
    });
    expect(form.statusCode, form.body).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: {
        questionAnswers: [{ questionId: 'mail', answer: 'grace@acme.test', type: 'EMAIL_ID' }],
        appId: host.session.workspace._id,
        slug: form.json().slug,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await runQueued();
    const answers = google.sheets.spreadsheets.get(SHEET)?.get("Form's answers") ?? [];
    expect(answers[1]).toEqual([
      sent.json()._id,
      '2027-03-01 13:30',
      'Asia/Kolkata',
      'Qualify',
      'Email: grace@acme.test',
      expect.any(String),
    ]);
  });

  it('disconnects, revokes the sign-in only when no other Google connection needs it, and queues nothing more', async () => {
    // Signing in again keeps one sign-in for this app: the one in use and the new one.
    await signIn();
    const grants = async () =>
      (
        await t.database.execute(`select use from oauth_grants where agent_id = $1 order by use`, [
          host.session.agent._id,
        ])
      ).rows.map((r) => r.use);
    expect(await grants()).toEqual(['google-sheets', 'google-sheets']);
    await signIn();
    expect(await grants()).toEqual(['google-sheets', 'google-sheets']);
    // Revoking at Google withdraws every scope of the app: with a calendar still connected, it is not asked.
    const { rows } = await t.database.execute(
      `insert into oauth_grants (agent_id, provider, use, tokens) values ($1, 'google', 'google-calendar', 'sealed') returning id`,
      [host.session.agent._id],
    );
    const res = await host.agent.request('DELETE', `${API}/apps/google-sheets`);
    expect(res.statusCode).toBe(200);
    expect(google.oauth.revoked).toHaveLength(0);
    expect(await grants()).toEqual(['google-calendar', 'google-sheets']);
    await t.database.execute('delete from oauth_grants where id = $1', [rows[0]?.id]);
    await connect();
    await host.agent.request('DELETE', `${API}/apps/google-sheets`);
    expect(res.statusCode).toBe(200);
    expect(google.oauth.revoked).toHaveLength(1);
    expect((await host.agent.request('GET', `${API}/apps/google-sheets`)).json()).toMatchObject({
      connection: null,
      authorized: false,
    });
    await book(t.app, bookingBody(eventId, '2027-03-02T14:00:00Z'));
    expect(await runQueued()).toBe(0);
  });
});
