import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  book,
  bookingBody,
  createEvent,
  waitForMail,
  waitForQueue,
} from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const JITSI = 'https://meet.example.org';
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

describe.each(testDatabaseKinds())('Jitsi meetings on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock: createClock('2027-03-01T08:00:00Z'),
      config: { jitsiBaseUrl: JITSI },
    });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, { name: 'Consult', modes: [{ key: 'JITSI' }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attendeeView = async (attendeeId: string) =>
    (await new Agent(t.app).request('GET', `${API}/attendee/${attendeeId}`)).json();

  it('says at setup whether the server has a Jitsi address', async () => {
    const ready = await host.agent.request('POST', `${API}/event/check-mode`, { key: 'JITSI', eventId });
    expect(ready.json()).toMatchObject({ key: 'JITSI', needsProvider: true, connected: true, reason: null });
    const config = t.deps.config;
    t.deps.config = { ...config, jitsiBaseUrl: undefined };
    try {
      const off = (
        await host.agent.request('POST', `${API}/event/check-mode`, { key: 'JITSI', eventId })
      ).json();
      expect(off.connected).toBe(false);
      expect(off.agents[0].reason).toMatch(/^Jitsi Meet is not set up on this server.*JITSI_BASE_URL/);
      expect(off.reason).toMatch(/Bookings still go through, without a Jitsi Meet link/);
    } finally {
      t.deps.config = config;
    }
  });

  it('gives a booking an unguessable room, in the emails, the .ics and the thanks page; keeps it on a move; drops it on cancel', async () => {
    const emailId = 'ines@example.com';
    const res = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T10:00:00.000Z', { attendee: { emailId } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const { meetingId, attendeeId } = await waitForQueue(t.app, res.json().queueId);
    const view = await attendeeView(attendeeId);
    const link = view.meeting.onlineMeeting.link as string;
    expect(link).toMatch(/^https:\/\/meet\.example\.org\/Kairos[0-9a-f]{32}$/);
    expect(view.meeting.onlineMeeting).toEqual({ id: link.slice(JITSI.length + 1), link, status: 'READY' });

    const mail = await waitForMail(host.agent, emailId, 'Confirmed:');
    expect(mail.text).toContain(`Where: ${link}`);
    const ics = unfold(mail.ics);
    expect(ics).toContain(`LOCATION:${link}`);
    expect(ics).toContain(`URL;VALUE=URI:${link}`);
    expect(ics).toContain(`Join Jitsi Meet: ${link}`);

    const detail = (await host.agent.request('GET', `${API}/meet/meet/${meetingId}`)).json();
    expect(detail.onlineMeeting).toMatchObject({ link, status: 'READY' });
    // The export's Location says where to meet, as the letters do.
    const exported = await host.agent.request('POST', `${API}/meet/agent/export`, {
      from: '2027-03-02T00:00:00Z',
      to: '2027-03-03T00:00:00Z',
    });
    const csv = Buffer.from(exported.json().csvBuffer, 'base64').toString('utf8');
    const [header = '', row = ''] = csv
      .split('\r\n')
      .filter((l) => l.includes(meetingId) || l.includes('Location'));
    expect(row.split(',')[header.split(',').indexOf('Location')]).toBe(link);

    // A second booking gets a room of its own.
    const other = await book(t.app, bookingBody(eventId, '2027-03-02T11:00:00.000Z'));
    const second = await waitForQueue(t.app, other.json().queueId);
    const otherLink = (await attendeeView(second.attendeeId)).meeting.onlineMeeting.link;
    expect(otherLink).toMatch(/^https:\/\/meet\.example\.org\/Kairos[0-9a-f]{32}$/);
    expect(otherLink).not.toBe(link);

    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId,
      time: '2027-03-03T10:00:00.000Z',
      timezone: 'Europe/Berlin',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitForQueue(t.app, moved.json().queueId);
    expect((await attendeeView(attendeeId)).meeting.onlineMeeting.link).toBe(link);
    const movedMail = await waitForMail(host.agent, emailId, 'Rescheduled:');
    expect(unfold(movedMail.ics)).toContain(`LOCATION:${link}`);

    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId,
      reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await waitForMail(host.agent, emailId, 'Cancelled:');
    expect((await attendeeView(attendeeId)).meeting.onlineMeeting).toBeNull();
  });

  it('books without a link, and tells the host once, when the server lost its Jitsi address', async () => {
    const config = t.deps.config;
    t.deps.config = { ...config, jitsiBaseUrl: undefined };
    try {
      const res = await book(t.app, bookingBody(eventId, '2027-03-04T10:00:00.000Z'));
      expect(res.statusCode, res.body).toBe(202);
      const done = await waitForQueue(t.app, res.json().queueId);
      expect(done).toMatchObject({ status: 'DONE', meetingStatus: 'ACTIVE' });
      const view = await attendeeView(done.attendeeId);
      expect(view.meeting.onlineMeeting).toEqual({ status: 'FAILED' });
      const detail = (await host.agent.request('GET', `${API}/meet/meet/${done.meetingId}`)).json();
      expect(detail.onlineMeeting).toEqual({
        status: 'FAILED',
        error: expect.stringMatching(/JITSI_BASE_URL/),
      });
      const notice = await waitForMail(host.agent, host.body.emailId, 'No Jitsi Meet link for Consult');
      expect(notice.text).toContain('The booking stands');
      const sent = (
        await host.agent.request('GET', `${API}/outbox?to=${encodeURIComponent(host.body.emailId)}`)
      ).json();
      expect(sent.messages.filter((m: { kind: string }) => m.kind === 'VIDEO_MEETING_FAILED')).toHaveLength(
        1,
      );
    } finally {
      t.deps.config = config;
    }
  });

  it('drops the room of a group meeting its last attendee left for another time', async () => {
    const groupId = await createEvent(host.agent, {
      name: 'Class',
      type: 'GROUP',
      maxAttendeesPerMeet: 5,
      modes: [{ key: 'JITSI' }],
    });
    const first = await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(groupId, '2027-03-08T10:00:00.000Z'))).json().queueId,
    );
    await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(groupId, '2027-03-08T11:00:00.000Z'))).json().queueId,
    );
    const state = async () =>
      (await t.database.execute('select online_meeting from meetings where id = $1', [first.meetingId]))
        .rows[0]?.online_meeting as { state?: string } | null;
    expect((await state())?.state).toBe('READY');
    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId: first.attendeeId,
      time: '2027-03-08T11:00:00.000Z',
      timezone: 'Europe/Berlin',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().meetingId).not.toBe(first.meetingId);
    await expect.poll(async () => (await state())?.state, { timeout: 15_000 }).toBe('DELETED');
  });
});
