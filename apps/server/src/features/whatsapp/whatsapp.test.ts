import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { type FakeWhatsapp, startFakeWhatsapp } from '../../../test/fake-whatsapp.ts';
import {
  Agent,
  createClock,
  createTestApp,
  signUpHost,
  type TestApp,
  uniqueEmail,
} from '../../../test/test-app.ts';
import * as bookingRepo from '../bookings/repo.ts';
import { sweepDueNotifications } from '../notifications/jobs.ts';
import { planReminders } from '../notifications/reminders.ts';
import { CLAIM_LEASE_MS, claimNotification } from '../notifications/repo.ts';

const NOW = '2027-03-01T08:00:00Z';
const TOKEN = 'EAAG-test-token-0123456789';

describe.each(testDatabaseKinds())('WhatsApp notifications on %s', (kind) => {
  let t: TestApp;
  let fake: FakeWhatsapp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;
  let questionIds: Record<string, string>;

  const setting = (templateId: string) => ({
    enable: true,
    templateId,
    channelId: '1001',
    language: 'en_GB',
    templateMapping: {
      header: {},
      body: { 1: '{{attendee_name}}', 2: '{{meeting_time}} {{meeting_timezone}}' },
      button: { 0: '{{reschedule_link}}' },
    },
  });

  beforeAll(async () => {
    fake = await startFakeWhatsapp(TOKEN);
    t = await createTestApp(kind, { clock: createClock(NOW), config: { whatsappApiUrl: fake.baseUrl } });
    host = await signUpHost(t.app, { firstName: 'Rosa' });
    eventId = await createEvent(host.agent, {
      name: 'Checkup',
      questions: [
        { type: 'NAME', content: 'Name', required: true },
        { type: 'EMAIL_ID', content: 'Email', required: true },
        { type: 'PHONE_NUMBER', content: 'WhatsApp number', required: false },
      ],
      notifications: {
        emailReminder: { enable: false, minutesBefore: [60] },
        whatsappNotification: setting('booking_confirmed'),
        whatsappReminder: { ...setting('meeting_reminder'), minutesBefore: [60] },
        whatsappFollowUp: { ...setting('thanks_for_meeting'), minuteAfter: 30 },
      },
    });
    const event = (await host.agent.request('GET', `${API}/event/${eventId}`)).json();
    questionIds = Object.fromEntries(
      event.questions.map((q: { type: string; questionId: string }) => [q.type, q.questionId]),
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function booked(time: string, phone: string | undefined) {
    const emailId = uniqueEmail('visitor');
    const answers = [
      { questionId: questionIds.NAME, answer: 'Asha Rao' },
      { questionId: questionIds.EMAIL_ID, answer: emailId },
      ...(phone ? [{ questionId: questionIds.PHONE_NUMBER, answer: phone }] : []),
    ];
    const res = await book(
      t.app,
      bookingBody(eventId, time, { attendee: { fullName: 'Asha Rao', emailId, answers } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    return (await waitForQueue(t.app, res.json().queueId)) as { meetingId: string; attendeeId: string };
  }
  const log = async (attendeeId: string) =>
    (
      await t.database.execute(
        `select kind, channel, offset_minutes, sent_at, cancelled_at, error from notification_log
         where attendee_id = $1 and channel = 'WHATSAPP' order by due_at`,
        [attendeeId],
      )
    ).rows.map((r) => ({
      kind: r.kind,
      offset: Number(r.offset_minutes),
      sent: r.sent_at !== null,
      cancelled: r.cancelled_at !== null,
      error: r.error,
    }));

  it('keeps the channel per workspace and never returns the token', async () => {
    expect((await host.agent.request('GET', `${API}/whatsapp/channel`)).json()).toEqual({ channel: null });
    const missing = await host.agent.request('PUT', `${API}/whatsapp/channel`, { phoneNumberId: '1001' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'accessToken', message: 'Required' }]);
    const bad = await host.agent.request('PUT', `${API}/whatsapp/channel`, {
      phoneNumberId: 'abc',
      accessToken: TOKEN,
    });
    expect(bad.statusCode).toBe(400);
    const saved = await host.agent.request('PUT', `${API}/whatsapp/channel`, {
      phoneNumberId: '1001',
      businessAccountId: '2002',
      accessToken: TOKEN,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(TOKEN);
    expect(saved.json().channel).toMatchObject({
      phoneNumberId: '1001',
      hasAccessToken: true,
      enabled: true,
    });

    const other = await signUpHost(t.app);
    expect((await other.agent.request('GET', `${API}/whatsapp/channel`)).json()).toEqual({ channel: null });
  });

  it('sends the booking notice at once, the reminder and follow-up at their minute, each once', async () => {
    const a = await booked('2027-03-03T10:00:00Z', '+91 98765 43210');
    await sweepDueNotifications(t.deps);
    const notice = fake.received.filter((m) => m.body.template?.name === 'booking_confirmed');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ phoneNumberId: '1001', token: TOKEN });
    expect(notice[0]?.body).toMatchObject({
      to: '919876543210',
      template: {
        language: { code: 'en_GB' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha Rao' },
              { type: 'text', text: '11:00 Europe/Berlin' },
            ],
          },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: `http://localhost:3000/reschedule/${a.attendeeId}/` }],
          },
        ],
      },
    });

    // A retried side-effects job plans again: the notice is the same row, never a second one.
    const [meeting, attendee] = await Promise.all([
      bookingRepo.findMeeting(t.deps.db, a.meetingId),
      bookingRepo.findAttendee(t.deps.db, a.attendeeId),
    ]);
    if (!meeting || !attendee) throw new Error('booking missing');
    const event = (await host.agent.request('GET', `${API}/event/${eventId}`)).json();
    const replanned = await planReminders(t.deps.db, {
      meeting,
      attendeeIds: [attendee.id],
      notifications: event.notifications,
      now: t.clock.now(),
      bookedAt: attendee.createdAt,
    });
    expect(replanned).toEqual([]);

    t.clock.set('2027-03-03T08:59:00Z');
    await sweepDueNotifications(t.deps);
    expect(fake.received.filter((m) => m.body.template?.name === 'meeting_reminder')).toHaveLength(0);
    t.clock.set('2027-03-03T09:00:00Z');
    await Promise.all([sweepDueNotifications(t.deps), sweepDueNotifications(t.deps)]);
    expect(fake.received.filter((m) => m.body.template?.name === 'meeting_reminder')).toHaveLength(1);

    t.clock.set('2027-03-03T11:00:00Z');
    await sweepDueNotifications(t.deps);
    await sweepDueNotifications(t.deps);
    expect(fake.received.filter((m) => m.body.template?.name === 'thanks_for_meeting')).toHaveLength(1);
    expect(await log(a.attendeeId)).toEqual([
      { kind: 'NOTIFICATION', offset: 0, sent: true, cancelled: false, error: null },
      { kind: 'REMINDER', offset: 60, sent: true, cancelled: false, error: null },
      { kind: 'FOLLOW_UP', offset: 30, sent: true, cancelled: false, error: null },
    ]);
  });

  it('retries when the API is down and drops what can never be sent', async () => {
    t.clock.set(NOW);
    const before = fake.received.length;
    fake.failNext(1);
    const down = await booked('2027-03-04T10:00:00Z', '+91 98765 43211');
    await sweepDueNotifications(t.deps);
    await sweepDueNotifications(t.deps);
    expect(fake.received.length - before).toBe(1);
    expect((await log(down.attendeeId))[0]).toMatchObject({ kind: 'NOTIFICATION', sent: true });

    const noPhone = await booked('2027-03-05T10:00:00Z', undefined);
    await sweepDueNotifications(t.deps);
    expect((await log(noPhone.attendeeId))[0]).toMatchObject({
      kind: 'NOTIFICATION',
      sent: false,
      cancelled: true,
      error: 'the attendee gave no valid phone number',
    });

    const stale = await host.agent.request('PUT', `${API}/whatsapp/channel`, {
      phoneNumberId: '1001',
      accessToken: 'EAAG-revoked-token-000000',
    });
    expect(stale.statusCode).toBe(200);
    const refused = await booked('2027-03-10T10:00:00Z', '+91 98765 43212');
    await sweepDueNotifications(t.deps);
    const [row] = await log(refused.attendeeId);
    expect(row).toMatchObject({ kind: 'NOTIFICATION', sent: false, cancelled: true });
    expect(String(row?.error)).toContain('Invalid OAuth access token.');
  });

  it('sends a notice whose worker died after claiming it, once, when the claim runs out', async () => {
    await host.agent.request('PUT', `${API}/whatsapp/channel`, { phoneNumberId: '1001', accessToken: TOKEN });
    t.clock.set(NOW);
    const a = await booked('2027-03-09T10:00:00Z', '+91 98765 43214');
    const { rows } = await t.database.execute(
      `select id from notification_log where attendee_id = $1 and kind = 'NOTIFICATION' and channel = 'WHATSAPP'`,
      [a.attendeeId],
    );
    // A worker claims the notice and dies before calling the API.
    expect(await claimNotification(t.deps.db, String(rows[0]?.id), t.clock.now())).toBeDefined();
    await sweepDueNotifications(t.deps);
    const notices = () => fake.received.filter((m) => m.body.to === '919876543214');
    expect(notices()).toHaveLength(0);

    t.clock.set(new Date(Date.parse(NOW) + CLAIM_LEASE_MS).toISOString());
    await Promise.all([sweepDueNotifications(t.deps), sweepDueNotifications(t.deps)]);
    await sweepDueNotifications(t.deps);
    expect(notices()).toHaveLength(1);
    expect((await log(a.attendeeId))[0]).toMatchObject({ kind: 'NOTIFICATION', sent: true, error: null });
    t.clock.set(NOW);
  });

  it('sends a booking notice once after a reschedule that came before it went out, with the new time', async () => {
    await host.agent.request('PUT', `${API}/whatsapp/channel`, { phoneNumberId: '1001', accessToken: TOKEN });
    t.clock.set(NOW);
    const a = await booked('2027-03-11T10:00:00Z', '+91 98765 43215');
    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId: a.attendeeId,
      time: '2027-03-12T11:00:00Z',
      timezone: 'UTC',
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    await sweepDueNotifications(t.deps);
    const notices = fake.received.filter(
      (m) => m.body.to === '919876543215' && m.body.template?.name === 'booking_confirmed',
    );
    expect(notices).toHaveLength(1);
    expect(JSON.stringify(notices[0]?.body)).toContain('12:00 Europe/Berlin');
    const rows = await log(a.attendeeId);
    expect(rows.filter((r) => r.kind === 'NOTIFICATION')).toEqual([
      { kind: 'NOTIFICATION', offset: 0, sent: true, cancelled: false, error: null },
    ]);
  });

  it('drops WhatsApp reminders when the meeting is cancelled', async () => {
    await host.agent.request('PUT', `${API}/whatsapp/channel`, { phoneNumberId: '1001', accessToken: TOKEN });
    t.clock.set(NOW);
    const a = await booked('2027-03-08T10:00:00Z', '+91 98765 43213');
    const cancel = await host.agent.request('PATCH', `${API}/meet/cancel`, {
      attendeeId: a.attendeeId,
      reason: 'x',
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    t.clock.set('2027-03-08T09:00:00Z');
    await sweepDueNotifications(t.deps);
    expect(fake.received.filter((m) => m.body.to === '919876543213')).toEqual([]);
    const rows = await log(a.attendeeId);
    expect(rows.map((r) => r.kind)).toEqual(['NOTIFICATION', 'REMINDER', 'FOLLOW_UP']);
    expect(rows.every((r) => r.cancelled && !r.sent)).toBe(true);
  });

  it('sends only to the phone answer marked for WhatsApp, never to another number', async () => {
    const flaggedEvent = await createEvent(host.agent, {
      name: 'Marked number',
      questions: [
        { type: 'NAME', content: 'Name', required: true },
        { type: 'EMAIL_ID', content: 'Email', required: true },
        { type: 'PHONE_NUMBER', content: 'Office phone', required: false },
        { type: 'PHONE_NUMBER', content: 'WhatsApp', required: false, isWhatsapp: true },
      ],
      notifications: {
        emailReminder: { enable: false, minutesBefore: [60] },
        whatsappNotification: setting('marked_notice'),
      },
    });
    const event = (await host.agent.request('GET', `${API}/event/${flaggedEvent}`)).json();
    const byType = (type: string) =>
      event.questions.filter((q: { type: string }) => q.type === type) as {
        questionId: string;
        isWhatsapp: boolean;
      }[];
    const [office, whatsapp] = byType('PHONE_NUMBER');
    if (!office || !whatsapp) throw new Error('phone questions missing');
    expect(whatsapp.isWhatsapp).toBe(true);
    const bookWith = async (time: string, phones: { questionId: string; answer: string }[]) => {
      const emailId = uniqueEmail('marked');
      const answers = [
        { questionId: byType('NAME')[0]?.questionId, answer: 'Asha Rao' },
        { questionId: byType('EMAIL_ID')[0]?.questionId, answer: emailId },
        ...phones,
      ];
      const res = await book(
        t.app,
        bookingBody(flaggedEvent, time, { attendee: { fullName: 'Asha Rao', emailId, answers } }),
      );
      expect(res.statusCode, res.body).toBe(202);
      await waitForQueue(t.app, res.json().queueId);
    };
    const notices = () => fake.received.filter((m) => m.body.template?.name === 'marked_notice');

    await bookWith('2027-04-05T10:00:00Z', [
      { questionId: office.questionId, answer: '+91 90000 11111' },
      { questionId: whatsapp.questionId, answer: '+91 98888 22222' },
    ]);
    await sweepDueNotifications(t.deps);
    expect(notices().map((m) => m.body.to)).toEqual(['919888822222']);

    // Only the office number given: the marked question went unanswered, so nothing is sent.
    await bookWith('2027-04-05T11:00:00Z', [{ questionId: office.questionId, answer: '+91 90000 11111' }]);
    await sweepDueNotifications(t.deps);
    expect(notices().map((m) => m.body.to)).toEqual(['919888822222']);
  });

  it('writes the dates of a template in the language the template is approved in', async () => {
    const german = await createEvent(host.agent, {
      name: 'Sprechstunde',
      questions: [
        { type: 'NAME', content: 'Name', required: true },
        { type: 'EMAIL_ID', content: 'Email', required: true },
        { type: 'PHONE_NUMBER', content: 'WhatsApp', required: false },
      ],
      notifications: {
        emailReminder: { enable: false, minutesBefore: [60] },
        whatsappNotification: {
          ...setting('termin_bestaetigt'),
          language: 'de',
          templateMapping: { header: {}, body: { 1: '{{meeting_date}}' }, button: {} },
        },
      },
    });
    const event = (await host.agent.request('GET', `${API}/event/${german}`)).json();
    const idOf = (type: string) =>
      event.questions.find((q: { type: string }) => q.type === type)?.questionId as string;
    const emailId = uniqueEmail('termin');
    const answers = [
      { questionId: idOf('NAME'), answer: 'Lena Braun' },
      { questionId: idOf('EMAIL_ID'), answer: emailId },
      { questionId: idOf('PHONE_NUMBER'), answer: '+49 151 23456789' },
    ];
    const res = await book(
      t.app,
      bookingBody(german, '2027-04-07T10:00:00Z', { attendee: { fullName: 'Lena Braun', emailId, answers } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    await waitForQueue(t.app, res.json().queueId);
    await sweepDueNotifications(t.deps);
    const [notice] = fake.received.filter((m) => m.body.template?.name === 'termin_bestaetigt');
    expect(notice?.body.template).toMatchObject({
      language: { code: 'de' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Mittwoch, 7. April 2027' }] }],
    });
  });
});
