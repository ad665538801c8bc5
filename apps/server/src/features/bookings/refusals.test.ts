import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  book,
  bookingBody,
  countRows,
  createEvent,
  waitForQueue,
} from '../../../test/booking-factory.ts';
import { captureConsoleMail } from '../../../test/console-mail.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { MAX_ATTEMPTS } from '../email-verification/service.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('booking refusals on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  // A code is for the visitor alone: without SMTP only the console prints it.
  const printed = captureConsoleMail();
  const codeSentTo = async (emailId: string) =>
    (await printed.waitFor(emailId, /\b(\d{6}) is your verification code/))[1] as string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), mail: printed.transport });
    host = await signUpHost(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectRefused(eventId: string, body: unknown, status: number, code: string, error?: string) {
    const before = await countRows(t, 'meetings', 'event_id = $1', [eventId]);
    const res = await book(t.app, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    if (error) expect(res.json().error).toBe(error);
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(before);
    return res.json();
  }

  it('refuses times off the grid, outside hours, too soon and outside the window', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Windowed',
      bounds: { minimumNotice: 120 },
      schedule: { type: 'UPCOMING_DAYS', daysCount: 5, upcomingDayType: 'REGULAR' },
    });
    const at = (time: string) => bookingBody(eventId, time);
    await expectRefused(
      eventId,
      at('2027-03-01T10:15:30Z'),
      409,
      'SLOT_IS_NOT_AVAILABLE',
      'Slot is not available',
    );
    await expectRefused(eventId, at('2027-03-01T10:10:00Z'), 409, 'SLOT_IS_NOT_AVAILABLE');
    await expectRefused(eventId, at('2027-03-01T18:00:00Z'), 409, 'SLOT_IS_NOT_AVAILABLE');
    await expectRefused(eventId, at('2027-03-01T09:30:00Z'), 409, 'NOTICE_TOO_SHORT');
    await expectRefused(eventId, at('2027-03-08T10:00:00Z'), 409, 'OUTSIDE_BOOKING_WINDOW');
    expect((await book(t.app, at('2027-03-01T10:00:00Z'))).statusCode).toBe(202);
  });

  it('enforces the daily limit and the event limit', async () => {
    const daily = await createEvent(host.agent, { name: 'Daily', bounds: { dailyLimit: 1 } });
    expect((await book(t.app, bookingBody(daily, '2027-03-02T10:00:00Z'))).statusCode).toBe(202);
    await expectRefused(daily, bookingBody(daily, '2027-03-02T14:00:00Z'), 409, 'DAILY_LIMIT_REACHED');
    expect((await book(t.app, bookingBody(daily, '2027-03-03T10:00:00Z'))).statusCode).toBe(202);

    const capped = await createEvent(host.agent, { name: 'Capped', bounds: { eventLimit: 2 } });
    expect((await book(t.app, bookingBody(capped, '2027-03-02T11:00:00Z'))).statusCode).toBe(202);
    expect((await book(t.app, bookingBody(capped, '2027-03-09T11:00:00Z'))).statusCode).toBe(202);
    await expectRefused(capped, bookingBody(capped, '2027-03-16T11:00:00Z'), 409, 'EVENT_LIMIT_REACHED');
  });

  it('enforces per-attendee limits by address', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Once a week',
      bounds: { attendeeLimits: [{ key: 'WEEK', limit: 1 }] },
    });
    const person = { attendee: { emailId: 'repeat@example.com' } };
    expect((await book(t.app, bookingBody(eventId, '2027-03-02T15:00:00Z', person))).statusCode).toBe(202);
    await expectRefused(
      eventId,
      bookingBody(eventId, '2027-03-04T15:00:00Z', { attendee: { emailId: 'REPEAT@example.com' } }),
      409,
      'ATTENDEE_LIMIT_REACHED',
    );
    expect((await book(t.app, bookingBody(eventId, '2027-03-09T15:00:00Z', person))).statusCode).toBe(202);
  });

  it('refuses guests when not allowed or over the limit, and missing terms', async () => {
    const noGuests = await createEvent(host.agent, { name: 'Solo only' });
    await expectRefused(
      noGuests,
      bookingBody(noGuests, '2027-03-02T09:00:00Z', { attendee: { guests: ['x@example.com'] } }),
      400,
      'GUESTS_NOT_ALLOWED',
    );
    const twoGuests = await createEvent(host.agent, {
      name: 'Bring two',
      allowAttendeesToAddGuests: true,
      guestLimit: 2,
      termsAndCondition: { enable: true, text: 'Be on time.', required: true },
    });
    const guests = ['a@example.com', 'b@example.com', 'c@example.com'];
    await expectRefused(
      twoGuests,
      bookingBody(twoGuests, '2027-03-02T09:00:00Z', { termsAccepted: true, attendee: { guests } }),
      400,
      'GUEST_LIMIT_EXCEEDED',
      'You can add at most 2 guests',
    );
    const noTerms = await expectRefused(
      twoGuests,
      bookingBody(twoGuests, '2027-03-02T09:00:00Z'),
      400,
      'VALIDATION_ERROR',
    );
    expect(noTerms.issues).toEqual([{ path: 'termsAccepted', message: 'Required' }]);
  });

  it('refuses malformed bodies field by field', async () => {
    const eventId = await createEvent(host.agent, { name: 'Strict' });
    const res = await book(t.app, {
      eventId,
      time: 'tomorrow',
      timezone: 'Nowhere/Land',
      attendee: { fullName: '', emailId: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'time', message: 'Use an ISO 8601 date and time, e.g. 2027-03-01T09:00:00Z' },
        { path: 'timezone', message: 'Unknown timezone; use an IANA name such as Europe/Berlin' },
        { path: 'attendee.fullName', message: 'Please enter name' },
        { path: 'attendee.emailId', message: 'Please provide correct email' },
      ]),
    );
    const unknown = await book(
      t.app,
      bookingBody('00000000-0000-4000-8000-000000000000', '2027-03-02T09:00:00Z'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a blocked contact with the host’s message, and writes nothing', async () => {
    const eventId = await createEvent(host.agent, { name: 'Members only' });
    await t.database.execute(
      `insert into contacts (app_id, email_id, name, status, blocked_message) values ($1, 'troll@example.com', 'Troll', 'BLOCKED', 'Please contact the office by phone.')`,
      [host.session.workspace._id],
    );
    await expectRefused(
      eventId,
      bookingBody(eventId, '2027-03-02T09:00:00Z', { attendee: { emailId: 'Troll@Example.com' } }),
      403,
      'CONTACT_BLOCKED',
      'Please contact the office by phone.',
    );
  });

  it('asks for the emailed code when the event verifies addresses', async () => {
    const eventId = await createEvent(host.agent, { name: 'Verified', attendeeEmailVerification: true });
    const emailId = 'check@example.com';
    const body = (code?: string) =>
      bookingBody(eventId, '2027-03-02T16:00:00Z', {
        attendee: { emailId },
        ...(code ? { verificationCode: code } : {}),
      });
    await expectRefused(eventId, body(), 400, 'VERIFICATION_CODE_REQUIRED');

    const sent = await new Agent(t.app).request('POST', `${API}/website/generate/email-verification-code`, {
      emailId,
      eventId,
    });
    expect(sent.statusCode).toBe(204);
    const code = await codeSentTo(emailId);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await expectRefused(eventId, body(wrong), 400, 'VERIFICATION_CODE_INVALID');
    expect(refused.error).toBe(`The code is wrong; ${MAX_ATTEMPTS - 1} tries left`);
    expect((await book(t.app, body(code))).statusCode).toBe(202);
  });

  it('locks a code after five wrong tries, expires it after ten minutes and rate limits sending', async () => {
    const eventId = await createEvent(host.agent, { name: 'Verified too', attendeeEmailVerification: true });
    const emailId = 'locked@example.com';
    const send = () =>
      new Agent(t.app).request('POST', `${API}/website/generate/email-verification-code`, {
        emailId,
        eventId,
      });
    expect((await send()).statusCode).toBe(204);
    const code = await codeSentTo(emailId);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (c: string) =>
      book(
        t.app,
        bookingBody(eventId, '2027-03-02T16:00:00Z', { attendee: { emailId }, verificationCode: c }),
      );
    for (let i = 0; i < MAX_ATTEMPTS; i++)
      expect((await attempt(wrong)).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await attempt(code)).json().code).toBe('VERIFICATION_CODE_INVALID');

    expect((await send()).statusCode).toBe(204);
    const second = await codeSentTo(emailId);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await attempt(second)).json().code).toBe('VERIFICATION_CODE_INVALID');

    // The clock moved past the first sending window: five more sends pass, the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    t.clock.set(NOW);
  });

  it('never lets two blocking meetings overlap for one host, even written directly', async () => {
    const eventId = await createEvent(host.agent, { name: 'Backstop' });
    const first = await book(t.app, bookingBody(eventId, '2027-03-05T10:00:00Z'));
    const { meetingId } = await waitForQueue(t.app, first.json().queueId);
    // A second meeting 15 minutes later for the same host, bypassing the service entirely.
    await expect(
      t.database.execute(
        `with copy as (
           insert into meetings (app_id, event_id, start_at, end_at, duration, timezone, status, type,
                                 organizer_id, agent_ids, ics_uid)
           select app_id, event_id, start_at + interval '15 minutes', end_at + interval '15 minutes', duration,
                  timezone, status, type, organizer_id, agent_ids, ics_uid || '-copy'
           from meetings where id = $1
           returning id, app_id, organizer_id, start_at, end_at)
         insert into meeting_hosts (meeting_id, agent_id, app_id, during, blocking)
         select id, organizer_id, app_id, tstzrange(start_at, end_at), true from copy`,
        [meetingId],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(1);
  });
});

describe.each(testDatabaseKinds())('booking answers on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks answers with the shared rules and stores them with the name and email', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Questions',
      questions: [
        { content: 'Name', type: 'NAME', required: true, questionId: 'name', name: 'fullName' },
        { content: 'Email', type: 'EMAIL_ID', required: true, questionId: 'emailId', name: 'emailId' },
        { content: 'Company', type: 'ONE_LINE', required: true, questionId: 'company' },
        { content: 'Plan', type: 'RADIO', required: true, listItems: ['Basic', 'Pro'], questionId: 'plan' },
      ],
    });
    const bad = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T09:00:00Z', {
        attendee: { answers: [{ questionId: 'plan', answer: 'Gold' }] },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'attendee.answers.company', message: "Field can't be empty" },
        { path: 'attendee.answers.plan', message: 'Invalid option' },
      ]),
    );
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(0);

    const ok = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T09:00:00Z', {
        attendee: {
          fullName: 'Ada',
          emailId: 'ada@example.com',
          answers: [
            { questionId: 'company', answer: 'Engines Ltd' },
            { questionId: 'plan', answer: 'Pro' },
          ],
        },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(202);
    const { attendeeId } = await waitForQueue(t.app, ok.json().queueId);
    const { rows } = await t.database.execute('select answers from attendees where id = $1', [attendeeId]);
    const answers = rows[0]?.answers as Array<{ questionId: string; answer: string }>;
    expect(answers.map((a) => [a.questionId, a.answer])).toEqual([
      ['name', 'Ada'],
      ['emailId', 'ada@example.com'],
      ['company', 'Engines Ltd'],
      ['plan', 'Pro'],
    ]);
  });
});
