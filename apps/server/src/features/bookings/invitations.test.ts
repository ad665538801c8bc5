import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { type Received, startSmtp } from '../../../test/smtp-server.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import * as lifecycle from '../lifecycle/repo.ts';
import { createMailTransport } from '../mail/transport.ts';

/** The iCalendar part of a MIME message, unfolded (RFC 5545 3.1), as its content lines. */
function icsLines(raw: string): string[] {
  const start = raw.indexOf('BEGIN:VCALENDAR');
  const end = raw.indexOf('END:VCALENDAR', start);
  expect(start).toBeGreaterThan(-1);
  return raw
    .slice(start, end + 'END:VCALENDAR'.length)
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/);
}

describe.each(testDatabaseKinds())('invitations over SMTP on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      clock: createClock('2027-03-01T08:00:00Z'),
      mail: createMailTransport(smtp.url, () => {}),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the attendee, each guest and the host an invitation with a valid REQUEST .ics', async () => {
    const host = await signUpHost(t.app, { firstName: 'Hedy', lastName: 'Lamarr' });
    const eventId = await createEvent(host.agent, {
      name: 'Strategy session',
      allowAttendeesToAddGuests: true,
      guestLimit: 2,
      modes: [{ key: 'IN_PERSON', value: '1 Main Street' }],
    });
    const res = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T10:00:00Z', {
        attendee: { fullName: 'Alan Turing', emailId: 'alan@example.com', guests: ['joan@example.com'] },
      }),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect((await waitForQueue(t.app, res.json().queueId)).status).toBe('DONE');

    const recipients = smtp.inbox.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(['alan@example.com', host.body.emailId, 'joan@example.com'].sort());

    const toAlan = smtp.inbox.find((m) => m.to.includes('alan@example.com'));
    expect(toAlan?.raw).toMatch(/Subject: Confirmed: Strategy session with Hedy Lamarr/);
    expect(toAlan?.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    const lines = icsLines(toAlan?.raw ?? '');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTART:20270302T100000Z');
    expect(lines).toContain('DTEND:20270302T103000Z');
    expect(lines).toContain('LOCATION:1 Main Street');
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(/^UID:[0-9a-f-]{36}@kairos$/);
    expect(lines.find((l) => l.startsWith('ORGANIZER'))).toContain(`:mailto:${host.body.emailId}`);
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toEqual([
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN="Alan Turing":MAILTO:alan@example.com',
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN="joan@example.com":MAILTO:joan@example.com',
    ]);
    // Every invitation of the meeting carries the same UID.
    const uids = smtp.inbox.map((m) => icsLines(m.raw).find((l) => l.startsWith('UID:')));
    expect(new Set(uids).size).toBe(1);
  });

  it('tells the attendee in the event’s own letter: a calendar invitation, or an email with the .ics attached', async () => {
    const host = await signUpHost(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const written = {
      enable: true,
      subject: 'Invite: {{event_name}} for {{attendee_first_name}}',
      body: '<p>See you on {{meeting_date}}, {{attendee_name}}.</p>',
    };
    const emailed = {
      enable: true,
      subject: 'Booked: {{event_name}} at {{company_name}}',
      body: '<p>Thanks {{attendee_first_name}}!</p>',
    };
    const asCalendar = await createEvent(host.agent, {
      name: 'Calendar kind',
      notifications: { type: 'CALENDAR', calendarInvitation: written, emailInvitation: emailed },
    });
    const asEmail = await createEvent(host.agent, {
      name: 'Email kind',
      notifications: { type: 'EMAIL', calendarInvitation: written, emailInvitation: emailed },
    });
    const silent = await createEvent(host.agent, {
      name: 'Silent kind',
      notifications: { type: 'CALENDAR', calendarInvitation: { ...written, enable: false } },
    });
    const bookAs = async (eventId: string, at: string, emailId: string) => {
      const res = await book(
        t.app,
        bookingBody(eventId, at, { attendee: { fullName: 'Katherine Johnson', emailId } }),
      );
      expect(res.statusCode, res.body).toBe(202);
      expect((await waitForQueue(t.app, res.json().queueId)).status).toBe('DONE');
      return smtp.inbox.filter((m) => m.to.includes(emailId));
    };

    const [calendar] = await bookAs(asCalendar, '2027-03-03T10:00:00Z', 'kj-calendar@example.com');
    expect(calendar?.raw).toMatch(/Subject: Invite: Calendar kind for Katherine/);
    expect(calendar?.raw).toContain('Katherine Johnson.');
    expect(calendar?.raw).not.toContain('Thanks Katherine');
    // The calendar alternative mail programs offer to accept.
    expect(calendar?.raw).toMatch(
      /multipart\/alternative[\s\S]*text\/calendar; charset=utf-8; method=REQUEST/i,
    );

    const [email] = await bookAs(asEmail, '2027-03-03T11:00:00Z', 'kj-email@example.com');
    expect(email?.raw).toMatch(/Subject: Booked: Email kind at /);
    expect(email?.raw).toContain('Thanks Katherine!');
    // The .ics is a file to add, not an invitation to answer: one calendar part, an attachment.
    const raw = email?.raw ?? '';
    expect(raw.match(/Content-Type: text\/calendar/g)).toHaveLength(1);
    const part = raw.match(
      /Content-Type: text\/calendar; charset=utf-8; method=REQUEST; name=invite\.ics\r?\nContent-Transfer-Encoding: base64\r?\nContent-Disposition: attachment; filename=invite\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/,
    );
    expect(icsLines(Buffer.from(part?.[1] ?? '', 'base64').toString('utf8'))).toContain('METHOD:REQUEST');

    // A switched-off invitation sends the attendee nothing; the host is still told.
    expect(await bookAs(silent, '2027-03-03T12:00:00Z', 'kj-silent@example.com')).toEqual([]);
    const toHost = smtp.inbox.filter((m) => m.to.includes(host.body.emailId) && /Silent kind/.test(m.raw));
    expect(toHost).toHaveLength(1);
  });

  it('records a failed try of the side effects with its count and keeps the count when it ends', async () => {
    const host = await signUpHost(t.app, { firstName: 'Ada' });
    const eventId = await createEvent(host.agent, { name: 'Retry' });
    const res = await book(t.app, bookingBody(eventId, '2027-03-02T12:00:00Z'));
    const queueId = res.json().queueId as string;
    expect((await waitForQueue(t.app, queueId)).status).toBe('DONE');
    const row = async () =>
      (await t.database.execute('select status, attempts, error from booking_queue where id = $1', [queueId]))
        .rows[0];
    const at = t.clock.now();
    await lifecycle.setQueueStatus(
      t.deps.db,
      queueId,
      { status: 'PENDING', attempts: 2, error: '421 later' },
      at,
    );
    expect(await row()).toEqual({ status: 'PENDING', attempts: 2, error: '421 later' });
    await lifecycle.setQueueStatus(t.deps.db, queueId, { status: 'DONE', error: null }, at);
    expect(await row()).toEqual({ status: 'DONE', attempts: 2, error: null });
  });

  it('updates the same calendar entry on reschedule and cancel: SEQUENCE 0 → 1 → 2, REQUEST → REQUEST → CANCEL', async () => {
    const host = await signUpHost(t.app, {
      firstName: 'Ida',
      lastName: 'Noddack',
      companyName: 'Noddack Labs',
    });
    const eventId = await createEvent(host.agent, {
      name: 'Lab tour',
      notifications: { replyAddress: 'NO_REPLY_ADDRESS' },
    });
    const res = await book(
      t.app,
      bookingBody(eventId, '2027-03-03T10:00:00Z', {
        attendee: { fullName: 'Lise', emailId: 'lise@example.com' },
      }),
    );
    const booked = await waitForQueue(t.app, res.json().queueId);
    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId: booked.attendeeId,
      time: '2027-03-04T11:00:00Z',
      timezone: 'Europe/Berlin',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await waitForQueue(t.app, moved.json().queueId)).status).toBe('DONE');
    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId: booked.attendeeId,
      reason: 'Ill',
    });
    expect(cancelled.statusCode).toBe(200);
    let toLise: Received[] = [];
    let toHost: Received[] = [];
    // The cancellation emails go out from a job, the host's after the attendee's; give a loaded
    // machine time for both.
    for (let i = 0; i < 300 && (toLise.length < 3 || toHost.length < 3); i++) {
      toLise = smtp.inbox.filter((m) => m.to.includes('lise@example.com'));
      toHost = smtp.inbox.filter((m) => m.to.includes(host.body.emailId));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(toLise).toHaveLength(3);
    const parsed = toLise.map((m) => {
      const lines = icsLines(m.raw);
      const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
      return {
        method: field('METHOD'),
        sequence: field('SEQUENCE'),
        uid: field('UID'),
        status: field('STATUS'),
        start: field('DTSTART'),
      };
    });
    expect(parsed.map((p) => [p.method, p.sequence, p.status, p.start])).toEqual([
      ['REQUEST', '0', 'CONFIRMED', '20270303T100000Z'],
      ['REQUEST', '1', 'CONFIRMED', '20270304T110000Z'],
      ['CANCEL', '2', 'CANCELLED', '20270304T110000Z'],
    ]);
    expect(new Set(parsed.map((p) => p.uid)).size).toBe(1);
    const [, reschedule, cancel] = toLise;
    expect(reschedule?.raw).toMatch(/Subject: Rescheduled: Lab tour with Ida Noddack/);
    expect(reschedule?.raw).toMatch(/From: Noddack Labs </);
    expect(reschedule?.raw).not.toMatch(/Reply-To:/i);
    expect(cancel?.raw).toMatch(/method=CANCEL/i);
    expect(cancel?.raw).toMatch(/Reason: Ill/);
    expect(cancel?.raw).toMatch(/text\/html/);
    // The host is told of both changes too.
    expect(toHost.map((m) => /Subject: (\w+):/.exec(m.raw)?.[1])).toEqual([
      'Confirmed',
      'Rescheduled',
      'Cancelled',
    ]);
  });
});
