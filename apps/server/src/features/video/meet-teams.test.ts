import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { type FakeGoogleCalendar, startFakeGoogleCalendar } from '../../../test/fake-google-calendar.ts';
import { type FakeGraph, startFakeGraph } from '../../../test/fake-graph.ts';
import { connectThroughConsent } from '../../../test/oauth-connect.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_OAUTH_CONFIG } from '../oauth/config.ts';

const at = (iso: string) => Date.parse(iso);

describe.each(testDatabaseKinds())('Google Meet and Microsoft Teams meetings on %s', (kind) => {
  let t: TestApp;
  let google: FakeGoogleCalendar;
  let graph: FakeGraph;
  let meetHost: Awaited<ReturnType<typeof signUpHost>>;
  let teamsHost: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    const clock = createClock('2027-06-01T06:00:00Z');
    const now = () => clock.now().getTime();
    google = await startFakeGoogleCalendar({ now });
    graph = await startFakeGraph({ now });
    t = await createTestApp(kind, {
      clock,
      config: { oauth: { ...DEFAULT_OAUTH_CONFIG, google: google.config, microsoft: graph.config } },
    });
    meetHost = await signUpHost(t.app);
    teamsHost = await signUpHost(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await graph?.close();
  });

  const attendeeView = async (attendeeId: string) =>
    (await new Agent(t.app).request('GET', `${API}/attendee/${attendeeId}`)).json();
  const calendarEventOf = async (meetingId: string) =>
    (await t.database.execute('select calendar_event, ics_uid from meetings where id = $1', [meetingId]))
      .rows[0];
  async function until(done: () => boolean | Promise<boolean>) {
    for (let i = 0; i < 150 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
  }

  it('makes a Meet conference on the host’s Google event, moves it with the meeting and deletes it on cancel', async () => {
    const eventId = await createEvent(meetHost.agent, {
      name: 'Consult',
      duration: 30,
      modes: [{ key: 'GOOGLE_MEET' }],
    });
    const before = (
      await meetHost.agent.request('POST', `${API}/event/check-mode`, { key: 'GOOGLE_MEET', eventId })
    ).json();
    expect(before.connected).toBe(false);
    expect(before.agents[0].reason).toBe(
      'Ada Lovelace has not connected a Google Calendar under Apps & integrations',
    );
    await connectThroughConsent(meetHost.agent, 'google-calendar');
    const ready = (
      await meetHost.agent.request('POST', `${API}/event/check-mode`, { key: 'GOOGLE_MEET', eventId })
    ).json();
    expect(ready).toMatchObject({ connected: true, reason: null });

    const res = await book(
      t.app,
      bookingBody(eventId, '2027-06-02T10:00:00.000Z', { attendee: { emailId: 'ines@example.com' } }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const { meetingId, attendeeId } = await waitForQueue(t.app, res.json().queueId);
    const online = (await attendeeView(attendeeId)).meeting.onlineMeeting;
    expect(online).toMatchObject({
      link: expect.stringMatching(/^https:\/\/meet\.google\.com\/[a-z0-9-]+$/),
      status: 'READY',
    });
    expect(google.requests.some((r) => r.startsWith('POST') && r.includes('conferenceDataVersion=1'))).toBe(
      true,
    );

    // The event that holds the conference is also the meeting's copy: written once, not twice.
    await until(async () => (await calendarEventOf(meetingId))?.calendar_event != null);
    const row = await calendarEventOf(meetingId);
    const copies = () => [...google.store.events.values()].filter((e) => e.fields.iCalUID === row?.ics_uid);
    expect(copies()).toHaveLength(1);
    const [event] = copies();
    expect(event?.fields.hangoutLink).toBe(online.link);
    expect(event?.fields.summary).toMatch(/^Consult with /);
    expect(row?.calendar_event).toMatchObject({ id: event?.id });

    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId,
      time: '2027-06-03T10:00:00.000Z',
      timezone: 'UTC',
      reason: 'Clash',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitForQueue(t.app, moved.json().queueId);
    await until(() => copies()[0]?.start === at('2027-06-03T10:00:00Z'));
    expect(copies()).toHaveLength(1);
    expect(copies()[0]?.start).toBe(at('2027-06-03T10:00:00Z'));
    expect((await attendeeView(attendeeId)).meeting.onlineMeeting.link).toBe(online.link);

    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId,
      reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await waitForQueue(t.app, cancelled.json().queueId);
    await until(() => copies()[0]?.deleted === true);
    expect(copies()[0]?.deleted).toBe(true);
  });

  it('makes a Teams meeting for a work account, and tells a personal account’s host why not', async () => {
    const eventId = await createEvent(teamsHost.agent, {
      name: 'Review',
      duration: 30,
      modes: [{ key: 'MICROSOFT_TEAMS' }],
    });
    await connectThroughConsent(teamsHost.agent, 'microsoft-calendar');
    const res = await book(t.app, bookingBody(eventId, '2027-06-02T11:00:00.000Z'));
    const { meetingId, attendeeId } = await waitForQueue(t.app, res.json().queueId);
    const online = (await attendeeView(attendeeId)).meeting.onlineMeeting;
    expect(online).toMatchObject({
      link: expect.stringMatching(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//),
      status: 'READY',
    });
    await until(async () => (await calendarEventOf(meetingId))?.calendar_event != null);
    const uid = (await calendarEventOf(meetingId))?.ics_uid;
    const copies = [...graph.store.events.values()].filter((e) => e.fields.transactionId === uid);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.fields).toMatchObject({
      isOnlineMeeting: true,
      onlineMeetingProvider: 'teamsForBusiness',
    });

    graph.personal = true;
    const check = (
      await teamsHost.agent.request('POST', `${API}/event/check-mode`, { key: 'MICROSOFT_TEAMS', eventId })
    ).json();
    expect(check.connected).toBe(false);
    expect(check.agents[0].reason).toMatch(
      /^Microsoft Teams meetings need a work or school Microsoft 365 account; host@example\.test is a personal Microsoft account/,
    );
    const personal = await book(t.app, bookingBody(eventId, '2027-06-02T12:00:00.000Z'));
    expect(personal.statusCode, personal.body).toBe(202);
    const second = await waitForQueue(t.app, personal.json().queueId);
    const detail = (await teamsHost.agent.request('GET', `${API}/meet/meet/${second.meetingId}`)).json();
    expect(detail.onlineMeeting).toMatchObject({
      status: 'FAILED',
      error: expect.stringMatching(/personal Microsoft account/),
    });
    graph.personal = false;
  });

  it('says the administrator must set up Google or Microsoft sign-in when this server has none, not Apps & integrations', async () => {
    const eventId = await createEvent(meetHost.agent, {
      name: 'Unconfigured',
      duration: 30,
      modes: [{ key: 'GOOGLE_MEET' }, { key: 'MICROSOFT_TEAMS' }],
    });
    const config = t.deps.config;
    t.deps.config = { ...config, oauth: DEFAULT_OAUTH_CONFIG };
    try {
      // Apps & integrations offers neither account here, so no hint may send the host there.
      const uses = (await meetHost.agent.request('GET', `${API}/oauth/uses`)).json();
      expect(uses.uses.map((u: { id: string }) => u.id)).not.toContain('google-calendar');
      const check = async (key: string) =>
        (await meetHost.agent.request('POST', `${API}/event/check-mode`, { key, eventId })).json();
      const meet = await check('GOOGLE_MEET');
      expect(meet.connected).toBe(false);
      expect(meet.agents[0].reason).toBe(
        'Google Meet is not set up on this server (its administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)',
      );
      expect(meet.reason).not.toMatch(/Apps & integrations/);
      const teams = await check('MICROSOFT_TEAMS');
      expect(teams.connected).toBe(false);
      expect(teams.agents[0].reason).toBe(
        'Microsoft Teams is not set up on this server (its administrator sets MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET)',
      );
      expect(teams.reason).not.toMatch(/Apps & integrations/);

      // A booking made meanwhile goes through without a link, and says why.
      const res = await book(
        t.app,
        bookingBody(eventId, '2027-06-04T10:00:00.000Z', { mode: { key: 'GOOGLE_MEET' } }),
      );
      expect(res.statusCode, res.body).toBe(202);
      const { meetingId } = await waitForQueue(t.app, res.json().queueId);
      const detail = (await meetHost.agent.request('GET', `${API}/meet/meet/${meetingId}`)).json();
      expect(detail.onlineMeeting).toMatchObject({
        status: 'FAILED',
        error: expect.stringMatching(/^Google Meet is not set up on this server/),
      });
    } finally {
      t.deps.config = config;
    }
  });
});
