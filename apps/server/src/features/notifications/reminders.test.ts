import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import * as bookingRepo from '../bookings/repo.ts';
import { sweepDueNotifications } from './jobs.ts';
import { planRemindersWhileCurrent, sendDueNotification } from './reminders.ts';
import { CLAIM_LEASE_MS, claimNotification } from './repo.ts';

const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('reminders and follow-ups on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app, { firstName: 'Rosa' });
    eventId = await createEvent(host.agent, {
      name: 'Checkup',
      notifications: {
        emailReminder: {
          enable: true,
          subject: 'Soon: {{event_name}} for {{attendee_name}}',
          body:
            '<p>Hello {{attendee_name}}, see you at {{meeting_time}} ({{meeting_timezone}}). {{unknown_var}}</p>' +
            '<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>',
          minutesBefore: [60, 1440],
        },
        emailFollowUp: { enable: true, subject: '', body: '', minuteAfter: 30 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function booked(time: string, emailId: string, fullName = 'Grace <Hopper>') {
    const res = await book(t.app, bookingBody(eventId, time, { attendee: { emailId, fullName } }));
    expect(res.statusCode, res.body).toBe(202);
    return waitForQueue(t.app, res.json().queueId) as Promise<{ meetingId: string; attendeeId: string }>;
  }
  const rows = async (attendeeId: string) =>
    (
      await t.database.execute(
        `select id, kind, offset_minutes, due_at, sent_at, cancelled_at from notification_log
         where attendee_id = $1 order by due_at, created_at`,
        [attendeeId],
      )
    ).rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      offset: Number(r.offset_minutes),
      due: new Date(String(r.due_at)).toISOString(),
      sent: r.sent_at !== null,
      cancelled: r.cancelled_at !== null,
    }));
  const mails = async (to: string, kindOf: string) =>
    (await host.agent.request('GET', `${API}/outbox?to=${encodeURIComponent(to)}&limit=200`))
      .json()
      .messages.filter((m: { kind: string }) => m.kind === kindOf);

  it('plans reminders and a follow-up at booking and sends each once at its minute', async () => {
    const a = await booked('2027-03-03T10:00:00Z', 'remind@example.com');
    expect((await rows(a.attendeeId)).map((r) => [r.kind, r.offset, r.due])).toEqual([
      ['REMINDER', 1440, '2027-03-02T10:00:00.000Z'],
      ['REMINDER', 60, '2027-03-03T09:00:00.000Z'],
      ['FOLLOW_UP', 30, '2027-03-03T11:00:00.000Z'],
    ]);

    t.clock.set('2027-03-02T09:59:00Z');
    await sweepDueNotifications(t.deps);
    expect(await mails('remind@example.com', 'REMINDER')).toHaveLength(0);

    t.clock.set('2027-03-02T10:00:00Z');
    expect(await sweepDueNotifications(t.deps)).toBe(1);
    expect(await sweepDueNotifications(t.deps)).toBe(0);
    const [reminder] = await mails('remind@example.com', 'REMINDER');
    expect(reminder.subject).toBe('Soon: Checkup for Grace <Hopper>');
    expect(reminder.html).toContain(
      'Hello Grace &lt;Hopper&gt;, see you at 11:00 (Europe/Berlin). {{unknown_var}}',
    );
    expect(reminder.text).toContain('Hello Grace <Hopper>, see you at 11:00 (Europe/Berlin).');
    // The host's own markup is cleaned to formatting and safe links.
    expect(reminder.html).not.toMatch(/<script|<img|onerror|javascript:/);
    expect(reminder.text).not.toContain('alert(1)');

    t.clock.set('2027-03-03T11:00:00Z');
    expect(await sweepDueNotifications(t.deps)).toBe(2);
    expect(await mails('remind@example.com', 'REMINDER')).toHaveLength(2);
    const [followUp] = await mails('remind@example.com', 'FOLLOW_UP');
    expect(followUp.subject).toBe('Thank you for meeting Rosa Lovelace: Checkup');
    t.clock.set(NOW);
  });

  it('writes the built-in reminder and follow-up in the language the attendee booked in', async () => {
    const plain = await createEvent(host.agent, {
      name: 'Sprechstunde',
      notifications: {
        emailReminder: { enable: true, subject: '', body: '', minutesBefore: [60] },
        emailFollowUp: { enable: true, subject: '', body: '', minuteAfter: 30 },
      },
    });
    const res = await book(
      t.app,
      bookingBody(plain, '2027-03-10T10:00:00Z', {
        language: 'de',
        attendee: { emailId: 'erinnerung@example.com', fullName: 'Lena Braun' },
      }),
    );
    expect(res.statusCode, res.body).toBe(202);
    await waitForQueue(t.app, res.json().queueId);

    t.clock.set('2027-03-10T11:00:00Z');
    try {
      expect(await sweepDueNotifications(t.deps)).toBe(2);
      const [reminder] = await mails('erinnerung@example.com', 'REMINDER');
      expect(reminder.subject).toMatch(
        /^Erinnerung: Sprechstunde mit Rosa Lovelace am Mittwoch, 10\. März 2027 um 11:00 \(Europe\/Berlin\)$/,
      );
      expect(reminder.text).toContain('Hallo Lena Braun,');
      expect(reminder.text).toContain('Wir erinnern Sie an Ihren Termin „Sprechstunde“ mit Rosa Lovelace.');
      expect(reminder.text).toContain('Dauer: 30 Minuten');
      const [followUp] = await mails('erinnerung@example.com', 'FOLLOW_UP');
      expect(followUp.subject).toBe('Danke für Ihr Treffen mit Rosa Lovelace: Sprechstunde');
      expect(followUp.text).toMatch(/Erneut buchen: http\S+/);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('sends a row once when two workers claim it at the same moment', async () => {
    const a = await booked('2027-03-04T10:00:00Z', 'race@example.com');
    const [first] = await rows(a.attendeeId);
    t.clock.set('2027-03-03T10:00:00Z');
    const outcomes = await Promise.all([
      sendDueNotification(t.deps, String(first?.id)),
      sendDueNotification(t.deps, String(first?.id)),
      sweepDueNotifications(t.deps),
    ]);
    expect(outcomes.slice(0, 2).filter((o) => o === 'sent').length + (outcomes[2] as number)).toBe(1);
    expect(await mails('race@example.com', 'REMINDER')).toHaveLength(1);
    t.clock.set(NOW);
  });

  it('sends a reminder whose worker died after claiming it, once, when the claim runs out', async () => {
    const a = await booked('2027-03-09T10:00:00Z', 'orphan@example.com');
    const [first] = await rows(a.attendeeId);
    const due = Date.parse('2027-03-08T10:00:00Z');
    t.clock.set(new Date(due).toISOString());
    // A worker claims the row and dies before sending it (no completion, no release).
    expect(await claimNotification(t.deps.db, String(first?.id), t.clock.now())).toBeDefined();
    await sweepDueNotifications(t.deps);
    t.clock.set(new Date(due + CLAIM_LEASE_MS - 1000).toISOString());
    await sweepDueNotifications(t.deps);
    expect(await mails('orphan@example.com', 'REMINDER')).toHaveLength(0);

    t.clock.set(new Date(due + CLAIM_LEASE_MS).toISOString());
    await Promise.all([sweepDueNotifications(t.deps), sweepDueNotifications(t.deps)]);
    t.clock.set(new Date(due + 10 * CLAIM_LEASE_MS).toISOString());
    await sweepDueNotifications(t.deps);
    expect(await mails('orphan@example.com', 'REMINDER')).toHaveLength(1);
    expect((await rows(a.attendeeId))[0]).toMatchObject({ sent: true, cancelled: false });
    t.clock.set(NOW);
  });

  it('moves the reminders with a reschedule and drops them on cancel', async () => {
    const a = await booked('2027-03-05T10:00:00Z', 'moving@example.com');
    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId: a.attendeeId,
      time: '2027-03-05T14:00:00Z',
      timezone: 'Europe/Berlin',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await rows(a.attendeeId);
    expect(after.filter((r) => !r.cancelled).map((r) => r.due)).toEqual([
      '2027-03-04T14:00:00.000Z',
      '2027-03-05T13:00:00.000Z',
      '2027-03-05T15:00:00.000Z',
    ]);
    expect(after.filter((r) => r.cancelled)).toHaveLength(3);

    // At the old reminder's minute nothing goes out; at the new one it does.
    t.clock.set('2027-03-04T10:00:00Z');
    await sweepDueNotifications(t.deps);
    expect(await mails('moving@example.com', 'REMINDER')).toHaveLength(0);
    t.clock.set('2027-03-04T14:00:00Z');
    await sweepDueNotifications(t.deps);
    expect(await mails('moving@example.com', 'REMINDER')).toHaveLength(1);

    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId: a.attendeeId,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await rows(a.attendeeId)).filter((r) => !r.sent && !r.cancelled)).toHaveLength(0);
    t.clock.set('2027-03-06T00:00:00Z');
    await sweepDueNotifications(t.deps);
    expect(await mails('moving@example.com', 'REMINDER')).toHaveLength(1);
    t.clock.set(NOW);
  });
  it("plans a booking's reminders only while it stands as the side-effects job read it", async () => {
    const a = await booked('2027-03-05T10:00:00Z', 'guarded@example.com');
    const [meeting, attendee] = await Promise.all([
      bookingRepo.findMeeting(t.deps.db, a.meetingId),
      bookingRepo.findAttendee(t.deps.db, a.attendeeId),
    ]);
    if (!meeting || !attendee) throw new Error('booking missing');
    const event = (await host.agent.request('GET', `${API}/event/${eventId}`)).json();
    const plan = async (m: typeof meeting) =>
      (
        await planRemindersWhileCurrent(t.deps.db, {
          meeting: m,
          attendeeId: attendee.id,
          notifications: event.notifications,
          now: t.clock.now(),
        })
      ).planned;
    // Read before a move to another time: nothing is written for the old time.
    const earlier = new Date(meeting.startAt.getTime() - 3_600_000);
    expect(
      await plan({ ...meeting, startAt: earlier, endAt: new Date(meeting.endAt.getTime() - 3_600_000) }),
    ).toEqual([]);
    // As it stands: the rows exist already (the job planned them), so none is written twice.
    expect(await plan(meeting)).toEqual([]);
    await t.database.execute(`delete from notification_log where attendee_id = $1`, [attendee.id]);
    expect((await plan(meeting)).map((r) => r.dueAt.toISOString())).toEqual([
      '2027-03-04T10:00:00.000Z',
      '2027-03-05T09:00:00.000Z',
      '2027-03-05T11:00:00.000Z',
    ]);
    // Cancelled meanwhile: nothing.
    await t.database.execute(`delete from notification_log where attendee_id = $1`, [attendee.id]);
    await t.database.execute(`update attendees set status = 'CANCELLED' where id = $1`, [attendee.id]);
    expect(await plan(meeting)).toEqual([]);
  });
});
