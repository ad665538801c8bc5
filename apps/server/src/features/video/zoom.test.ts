import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { type FakeZoom, startFakeZoom } from '../../../test/fake-zoom.ts';
import { connectThroughConsent } from '../../../test/oauth-connect.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { bookingSideEffectsJob } from '../lifecycle/jobs.ts';
import { DEFAULT_OAUTH_CONFIG } from '../oauth/config.ts';

const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

// The side-effect job is run by hand (no workers), one try at a time, so retries are seen exactly.
describe.each(testDatabaseKinds())('Zoom meetings on %s', (kind) => {
  let t: TestApp;
  let zoom: FakeZoom;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  beforeAll(async () => {
    zoom = await startFakeZoom();
    t = await createTestApp(kind, {
      clock: createClock('2027-03-01T08:00:00Z'),
      workers: false,
      config: { oauth: { ...DEFAULT_OAUTH_CONFIG, zoom: zoom.config } },
    });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, {
      name: 'Consult',
      modes: [{ key: 'ZOOM' }],
      timezonePreference: { timezone: 'Europe/Berlin', type: 'AUTOMATIC' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await zoom?.close();
  });

  /** Runs the queue entry's side-effect job once; true when it finished (false: it would be retried). */
  async function runOnce(queueId: string): Promise<boolean> {
    try {
      await bookingSideEffectsJob(t.deps).handle({ queueId });
      return true;
    } catch {
      return false;
    }
  }
  async function latestQueue(meetingId: string): Promise<string> {
    const { rows } = await t.database.execute(
      'select id from booking_queue where meeting_id = $1 order by created_at desc limit 1',
      [meetingId],
    );
    return String(rows[0]?.id);
  }
  async function bookAt(time: string, emailId: string) {
    const res = await book(t.app, bookingBody(eventId, time, { attendee: { fullName: 'Lin Wu', emailId } }));
    expect(res.statusCode, res.body).toBe(202);
    const { rows } = await t.database.execute(
      'select meeting_id, attendee_id, id from booking_queue where id = $1',
      [res.json().queueId],
    );
    return {
      queueId: String(rows[0]?.id),
      meetingId: String(rows[0]?.meeting_id),
      attendeeId: String(rows[0]?.attendee_id),
    };
  }
  const online = async (attendeeId: string) =>
    (await new Agent(t.app).request('GET', `${API}/attendee/${attendeeId}`)).json().meeting.onlineMeeting;
  const mails = async (to: string) =>
    (await host.agent.request('GET', `${API}/outbox?to=${encodeURIComponent(to)}`)).json().messages as Array<{
      subject: string;
      text: string;
      ics: string | null;
      kind: string;
    }>;

  it('says at setup who has not connected Zoom, and connects it through Zoom’s consent', async () => {
    const before = (
      await host.agent.request('POST', `${API}/event/check-mode`, { key: 'ZOOM', eventId })
    ).json();
    expect(before.connected).toBe(false);
    expect(before.agents[0].reason).toBe('Ada Lovelace has not connected Zoom (Apps & integrations)');
    expect((await host.agent.request('GET', `${API}/video-connections`)).json()).toEqual({
      connections: [],
      available: ['ZOOM'],
    });

    expect(await connectThroughConsent(host.agent, 'zoom-video')).toBe('/app/apps?connected=zoom-video');
    const list = (await host.agent.request('GET', `${API}/video-connections`)).json();
    expect(list.connections).toEqual([
      { provider: 'ZOOM', status: 'OK', error: null, connectedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(list)).not.toMatch(/at-|rt-/);
    const after = (
      await host.agent.request('POST', `${API}/event/check-mode`, { key: 'ZOOM', eventId })
    ).json();
    expect(after).toMatchObject({ connected: true, reason: null });
  });

  it('makes the meeting at booking, moves it on reschedule (refreshing an expired token) and deletes it on cancel (after a 429)', async () => {
    const emailId = 'lin@example.com';
    const { queueId, meetingId, attendeeId } = await bookAt('2027-03-02T10:00:00.000Z', emailId);
    expect(await online(attendeeId)).toEqual({ status: 'PENDING' });
    expect(await runOnce(queueId)).toBe(true);

    expect(zoom.meetings.size).toBe(1);
    const [made] = [...zoom.meetings.values()];
    expect(made).toMatchObject({
      topic: 'Consult with Lin Wu',
      type: 2,
      start_time: '2027-03-02T10:00:00Z',
      duration: 30,
      // The host's own zone, in which Zoom shows the time.
      timezone: 'UTC',
    });
    const link = made?.join_url as string;
    expect(await online(attendeeId)).toEqual({
      id: String(made?.id),
      link,
      password: made?.password,
      status: 'READY',
    });
    const [invite] = (await mails(emailId)).filter((m) => m.subject.startsWith('Confirmed:'));
    expect(invite?.text).toContain(`Where: ${link}`);
    expect(invite?.text).toContain(`Passcode: ${made?.password}`);
    const ics = unfold(String(invite?.ics));
    expect(ics).toContain(`LOCATION:${link}`);
    expect(ics).toContain(`Join Zoom: ${link}`);

    zoom.oauth.expireAccessTokens();
    const tokenCallsBefore = zoom.oauth.tokenCalls.length;
    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId,
      time: '2027-03-03T12:00:00.000Z',
      timezone: 'Europe/Berlin',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await runOnce(moved.json().queueId)).toBe(true);
    expect(zoom.oauth.tokenCalls.slice(tokenCallsBefore)).toEqual(['refresh_token']);
    expect(zoom.meetings.get(String(made?.id))).toMatchObject({ start_time: '2027-03-03T12:00:00Z' });
    expect((await online(attendeeId)).link).toBe(link);
    const [movedMail] = (await mails(emailId)).filter((m) => m.subject.startsWith('Rescheduled:'));
    expect(unfold(String(movedMail?.ics))).toContain(`LOCATION:${link}`);

    zoom.failNext(429, 1, '0');
    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId,
      reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await runOnce(await latestQueue(meetingId))).toBe(true);
    expect(zoom.meetings.size).toBe(0);
    expect(zoom.requests.slice(-2)).toEqual([`DELETE /meetings/${made?.id}`, `DELETE /meetings/${made?.id}`]);
    expect(await online(attendeeId)).toBeNull();
  });

  it('keeps the booking when Zoom is down: retried, then sent without a link, the host told once', async () => {
    zoom.failNext(503, 100, '0');
    const emailId = 'ines@example.com';
    const { queueId, attendeeId } = await bookAt('2027-03-04T10:00:00.000Z', emailId);
    // Three failed tries: each one is left for the queue to try again, no email sent yet.
    for (let i = 0; i < 3; i++) expect(await runOnce(queueId)).toBe(false);
    expect(await mails(emailId)).toEqual([]);
    expect(await online(attendeeId)).toEqual({ status: 'PENDING' });
    // The last try gives up on the link, not on the booking.
    expect(await runOnce(queueId)).toBe(true);
    expect(await online(attendeeId)).toEqual({ status: 'FAILED' });
    const [invite] = await mails(emailId);
    expect(invite?.subject).toMatch(/^Confirmed: Consult/);
    expect(invite?.text).toContain('Where: Zoom');
    const notices = (await mails(host.body.emailId)).filter((m) => m.kind === 'VIDEO_MEETING_FAILED');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toMatch(/^No Zoom link for Consult on /);
    expect(notices[0]?.text).toContain('Zoom answered 503');
    expect(zoom.meetings.size).toBe(0);
    zoom.failNext(503, 0);
  });

  it('books without a link at once, without retrying, when the host’s Zoom sign-in is refused', async () => {
    zoom.oauth.revokeAll();
    zoom.oauth.expireAccessTokens();
    const { queueId, attendeeId } = await bookAt('2027-03-05T10:00:00.000Z', 'kai@example.com');
    expect(await runOnce(queueId)).toBe(true);
    expect(await online(attendeeId)).toEqual({ status: 'FAILED' });
    const list = (await host.agent.request('GET', `${API}/video-connections`)).json();
    expect(list.connections[0]).toMatchObject({ provider: 'ZOOM', status: 'BROKEN' });
    const check = (
      await host.agent.request('POST', `${API}/event/check-mode`, { key: 'ZOOM', eventId })
    ).json();
    expect(check.agents[0].reason).toBe(
      'Ada Lovelace’s Zoom sign-in was refused; connect Zoom again under Apps & integrations',
    );
    const gone = await host.agent.request('DELETE', `${API}/video-connections/ZOOM`);
    expect(gone.statusCode).toBe(204);
    expect((await host.agent.request('GET', `${API}/video-connections`)).json().connections).toEqual([]);
  });
});
