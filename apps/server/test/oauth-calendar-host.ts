import type { DbKind } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, expect } from 'vitest';
import { refreshConnection } from '../src/features/calendars/sync.ts';
import { DEFAULT_OAUTH_CONFIG, type OAuthConfig } from '../src/features/oauth/config.ts';
import {
  API,
  book,
  bookingBody,
  countRows,
  createEvent,
  daySlots,
  waitForQueue,
  weekdays,
} from './booking-factory.ts';
import type { FakeCalendarStore, StoredEvent } from './fake-calendar-store.ts';
import type { FakeOAuth } from './fake-oauth.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from './test-app.ts';

/** The instant the Google and Microsoft calendar suites start at. */
export const CALENDAR_NOW = '2027-06-01T06:00:00Z';
const at = (iso: string) => Date.parse(iso);

export interface OAuthCalendarHost<F> {
  t: TestApp;
  fake: F;
  host: Awaited<ReturnType<typeof signUpHost>>;
  eventId: string;
  /** The busy hour's event, for the suites that change it. */
  busyId: string;
  /** The public page's slots of one day (UTC). */
  slots(day: string): Promise<string[]>;
  /** The host's calendar connections as the API lists them. */
  connections: ReturnType<typeof listConnections>;
}

const listConnections = (host: Awaited<ReturnType<typeof signUpHost>>) => async () =>
  (await host.agent.request('GET', `${API}/calendar-connections`)).json().connections;

/**
 * What the Google and Microsoft calendar suites share: a provider's fake on a movable clock at
 * CALENDAR_NOW whose host calendar holds a busy hour (2027-06-02 09:00), a free one (11:00), a
 * weekly hour (13:00, four weeks, the second cancelled) and an all-day event (2027-06-04); a test
 * app whose OAuth settings point at the fake; and a host with a one-hour weekday event "Call"
 * open 9 to 17 UTC. The suite connects the account itself.
 */
type CalendarFake = { store: FakeCalendarStore; oauth: FakeOAuth; close(): Promise<void> };

/**
 * Sets up the suite's host in beforeAll (see startOAuthCalendarHost) and closes the app and the
 * fake in afterAll. The answer is filled in before the first test runs.
 */
export function useOAuthCalendarHost<F extends CalendarFake>(
  kind: DbKind,
  p: Parameters<typeof startOAuthCalendarHost<F>>[1],
): OAuthCalendarHost<F> {
  const suite = {} as OAuthCalendarHost<F>;
  beforeAll(async () => {
    Object.assign(suite, await startOAuthCalendarHost(kind, p));
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.fake?.close();
  });
  return suite;
}

export async function startOAuthCalendarHost<F extends CalendarFake>(
  kind: DbKind,
  p: {
    start(now: () => number): Promise<F>;
    calendarId: string;
    oauth(fake: F): Partial<OAuthConfig>;
  },
): Promise<OAuthCalendarHost<F>> {
  const clock = createClock(CALENDAR_NOW);
  const fake = await p.start(() => clock.now().getTime());
  const s = fake.store;
  const calendarId = p.calendarId;
  const busyId = s.add({
    calendarId,
    start: at('2027-06-02T09:00:00Z'),
    end: at('2027-06-02T10:00:00Z'),
    free: false,
  }).id;
  s.add({ calendarId, start: at('2027-06-02T11:00:00Z'), end: at('2027-06-02T12:00:00Z'), free: true });
  const weekly = s.add({
    calendarId,
    start: at('2027-06-02T13:00:00Z'),
    end: at('2027-06-02T14:00:00Z'),
    free: false,
    recurrence: { freq: 'WEEKLY', count: 4 },
  });
  s.cancelOccurrence(weekly.id, at('2027-06-09T13:00:00Z'));
  s.add({ calendarId, start: '2027-06-04', end: '2027-06-05', free: false });

  const t = await createTestApp(kind, {
    clock,
    config: { oauth: { ...DEFAULT_OAUTH_CONFIG, ...p.oauth(fake) } },
  });
  const host = await signUpHost(t.app);
  const eventId = await createEvent(host.agent, {
    name: 'Call',
    duration: 60,
    customAvailableHour: weekdays('UTC'),
  });
  return {
    t,
    fake,
    host,
    eventId,
    busyId,
    slots: (day) => daySlots(t.app, eventId, day),
    connections: async () =>
      (await host.agent.request('GET', `${API}/calendar-connections`)).json().connections,
  };
}

/** Polls until `done` holds, for at most 15 seconds (jobs write to the calendar after the answer). */
export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A booking's life in the host's destination calendar: booked on 2027-06-08 at 14:00 it is written
 * (`written` checks the provider's fields), its own copy does not block the host, a reschedule to
 * 2027-06-10 moves the same event, and a cancel deletes it. `find` looks the copy up in the fake by
 * the meeting's iCalendar UID.
 */
export async function expectMeetingWrittenMovedAndDeleted<F extends CalendarFake>(
  s: OAuthCalendarHost<F>,
  find: (uid: string) => StoredEvent | undefined,
  written: (event: StoredEvent | undefined, meetingId: string) => Promise<void> | void,
): Promise<void> {
  const res = await book(
    s.t.app,
    bookingBody(s.eventId, '2027-06-08T14:00:00.000Z', {
      attendee: { fullName: 'Lin Wu', emailId: 'lin@example.com' },
    }),
  );
  expect(res.statusCode, res.body).toBe(202);
  const { meetingId, attendeeId } = await waitForQueue(s.t.app, res.json().queueId);
  const uid = String(
    (await s.t.database.execute('select ics_uid from meetings where id = $1', [meetingId])).rows[0]?.ics_uid,
  );
  const copy = await eventually(
    () => find(uid),
    (e) => e !== undefined,
  );
  expect(copy?.start).toBe(Date.parse('2027-06-08T14:00:00Z'));
  await written(copy, meetingId);
  // Its own copy does not block its host twice.
  const [connection] = await s.connections();
  await refreshConnection(s.t.deps, connection.id);
  expect(await countRows(s.t, 'calendar_busy', `start_at = '2027-06-08T14:00:00Z'`)).toBe(0);

  const moved = await new Agent(s.t.app).request('PATCH', `${API}/meet/reschedule`, {
    attendeeId,
    time: '2027-06-10T14:00:00.000Z',
    timezone: 'UTC',
    reason: 'Clash',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const after = await eventually(
    () => find(uid),
    (e) => e?.start === Date.parse('2027-06-10T14:00:00Z'),
  );
  expect(after?.id).toBe(copy?.id);
  expect(after?.start).toBe(Date.parse('2027-06-10T14:00:00Z'));

  const cancelled = await new Agent(s.t.app).request('PATCH', `${API}/meet/cancel`, {
    attendeeId,
    reason: 'Ill',
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  expect(
    (
      await eventually(
        () => find(uid),
        (e) => e?.deleted === true,
      )
    )?.deleted,
  ).toBe(true);
}

/** The provider refuses the saved sign-in: the refresh marks the connection broken with its message. */
export async function expectBrokenWhenSignInRefused<F extends CalendarFake>(
  s: OAuthCalendarHost<F>,
  provider: string,
): Promise<string> {
  const [connection] = await s.connections();
  s.fake.oauth.revokeAll();
  s.fake.oauth.expireAccessTokens();
  expect(await refreshConnection(s.t.deps, connection.id)).toBe('BROKEN');
  expect((await s.connections())[0]).toMatchObject({
    status: 'BROKEN',
    error: `${provider} refused the saved sign-in (invalid_grant); connect the account again`,
  });
  return connection.id;
}
