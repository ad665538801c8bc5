import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  addMember,
  book,
  bookingBody,
  createEvent,
  waitForQueue,
} from '../../../test/booking-factory.ts';
import { createClock, createTestApp, sessionFor, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('booking, mailing and slot checks by hosts on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let stranger: Awaited<ReturnType<typeof signUpHost>>;
  let verifiedEvent: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-01T08:00:00Z') });
    host = await signUpHost(t.app, { firstName: 'Hedy' });
    stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    verifiedEvent = await createEvent(host.agent, { name: 'Verified', attendeeEmailVerification: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const agentBook = (agent: typeof host.agent, body: unknown) =>
    agent.request('POST', `${API}/meet/agent/book`, body);

  it('books on the attendee’s behalf without the verification code, but never over a taken slot', async () => {
    const time = '2027-03-02T10:00:00Z';
    const visitor = await book(t.app, bookingBody(verifiedEvent, time));
    expect(visitor.json().code).toBe('VERIFICATION_CODE_REQUIRED');

    const res = await agentBook(
      host.agent,
      bookingBody(verifiedEvent, time, { attendee: { fullName: 'Booked For' } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const status = await host.agent.request(
      'GET',
      `${API}/meet/agent/queue-event/status/${res.json().queueId}`,
    );
    expect(status.statusCode, status.body).toBe(200);
    const done = await waitForQueue(t.app, res.json().queueId);
    expect(done).toMatchObject({ status: 'DONE', meetingStatus: 'ACTIVE' });
    const detail = (await host.agent.request('GET', `${API}/meet/meet/${done.meetingId}`)).json();
    expect(detail.attendees[0].fullName).toBe('Booked For');

    const again = await agentBook(host.agent, bookingBody(verifiedEvent, time));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    const past = await agentBook(host.agent, bookingBody(verifiedEvent, '2027-02-26T10:00:00Z'));
    expect(past.statusCode).toBe(409);

    const foreignQueue = await stranger.agent.request(
      'GET',
      `${API}/meet/agent/queue-event/status/${res.json().queueId}`,
    );
    expect(foreignQueue.statusCode).toBe(404);
    const foreignEvent = await agentBook(stranger.agent, bookingBody(verifiedEvent, '2027-03-03T10:00:00Z'));
    expect(foreignEvent.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API}/meet/agent/book`,
      payload: bookingBody(verifiedEvent, '2027-03-03T10:00:00Z'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says whether a slot is still bookable, and why not', async () => {
    const validate = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/meet/slot/validate`,
        payload: { eventId: verifiedEvent, timezone: 'UTC', ...body },
      });
    expect((await validate({ time: '2027-03-04T10:00:00Z' })).json()).toEqual({ valid: true });
    expect((await validate({ time: '2027-03-02T10:00:00Z' })).json()).toEqual({
      valid: false,
      reason: 'SLOT_IS_NOT_AVAILABLE',
    });
    expect((await validate({ time: '2027-03-06T10:00:00Z' })).json()).toEqual({
      valid: false,
      reason: 'SLOT_IS_NOT_AVAILABLE',
    });
    expect((await validate({ time: '2027-03-01T07:00:00Z' })).json()).toMatchObject({ valid: false });
    expect((await validate({ time: '2027-03-04T10:00:30Z' })).json().valid).toBe(false);
    expect((await validate({ time: '2027-03-04T10:00:00Z', duration: 7 })).statusCode).toBe(400);
    expect((await validate({ time: 'soon' })).statusCode).toBe(400);
    expect((await validate({ eventId: 'nope', time: '2027-03-04T10:00:00Z' })).statusCode).toBe(404);
  });

  it('emails the people of a booking through the mail service and lists what was sent', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Mail me',
      allowAttendeesToAddGuests: true,
      guestLimit: 2,
    });
    const booked = await book(
      t.app,
      bookingBody(eventId, '2027-03-05T10:00:00Z', {
        attendee: { emailId: 'ann@example.com', guests: ['guest@example.com'] },
      }),
    );
    const { meetingId } = await waitForQueue(t.app, booked.json().queueId);
    const send = (agent: typeof host.agent, body: Record<string, unknown>) =>
      agent.request('POST', `${API}/meet/agent/send-mail`, {
        meetingId,
        type: 'EMAIL',
        subject: 'About Friday',
        body: 'Bring <b>the</b> papers & notes\nThanks',
        ...body,
      });

    const sent = await send(host.agent, { recipients: ['Ann@Example.com', 'guest@example.com'] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().mail).toMatchObject({
      to: ['ann@example.com', 'guest@example.com'],
      subject: 'About Friday',
      text: 'Bring <b>the</b> papers & notes\nThanks',
      transport: 'outbox',
    });
    const outbox = await host.agent.request('GET', `${API}/outbox?to=guest@example.com`);
    const recorded = outbox.json().messages.find((m: { kind: string }) => m.kind === 'AGENT_MAIL');
    expect(recorded).toMatchObject({ meetingId, subject: 'About Friday' });
    expect(recorded.html).toBe('<p>Bring &lt;b&gt;the&lt;/b&gt; papers &amp; notes</p><p>Thanks</p>');
    expect(recorded.sentAt).not.toBeNull();

    const mails = await host.agent.request('GET', `${API}/meet/agent/connected-mails?meetingId=${meetingId}`);
    expect(mails.statusCode, mails.body).toBe(200);
    expect(mails.json().mails).toEqual([sent.json().mail]);

    const outsider = await send(host.agent, { recipients: ['ann@example.com', 'eve@example.com'] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().issues).toEqual([
      { path: 'recipients.1', message: 'eve@example.com is not in this booking' },
    ]);
    const blank = await host.agent.request('POST', `${API}/meet/agent/send-mail`, {
      meetingId,
      recipients: [],
    });
    expect(blank.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'recipients', message: 'Required' },
        { path: 'subject', message: 'Required' },
        { path: 'body', message: 'Required' },
        { path: 'type', message: 'Required' },
      ]),
    );
    expect((await send(stranger.agent, { recipients: ['ann@example.com'] })).statusCode).toBe(404);
    const memberId = await addMember(t, host.session.workspace._id, 'Mo');
    const member = await sessionFor(t, memberId, host.session.workspace._id);
    expect((await send(member, { recipients: ['ann@example.com'] })).statusCode).toBe(404);
    const strangerMails = await stranger.agent.request(
      'GET',
      `${API}/meet/agent/connected-mails?meetingId=${meetingId}`,
    );
    expect(strangerMails.statusCode).toBe(404);
  });
});
