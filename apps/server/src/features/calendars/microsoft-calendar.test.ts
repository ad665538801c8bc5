import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, countRows, hoursOf, waitForQueue } from '../../../test/booking-factory.ts';
import { type FakeGraph, startFakeGraph } from '../../../test/fake-graph.ts';
import { type OAuthCalendarHost, startOAuthCalendarHost } from '../../../test/oauth-calendar-host.ts';
import { connectThroughConsent } from '../../../test/oauth-connect.ts';
import { Agent, type TestApp } from '../../../test/test-app.ts';
import { refreshConnection } from './sync.ts';

const at = (iso: string) => Date.parse(iso);

describe.each(testDatabaseKinds())('Microsoft 365 calendar connection on %s', (kind) => {
  let t: TestApp;
  let graph: FakeGraph;
  let host: OAuthCalendarHost<FakeGraph>['host'];
  let eventId: string;
  const calendar = 'AAMkCal1';
  let standup = '';
  let slots: (day: string) => Promise<string[]>;
  let connections: OAuthCalendarHost<FakeGraph>['connections'];

  beforeAll(async () => {
    ({
      t,
      fake: graph,
      host,
      eventId,
      busyId: standup,
      slots,
      connections,
    } = await startOAuthCalendarHost(kind, {
      start: (now) => startFakeGraph({ now }),
      calendarId: calendar,
      oauth: (fake) => ({ microsoft: fake.config }),
    }));
    graph.pageSize = 2;
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  it('connects through the consent page, and busy events remove exactly the overlapping slots', async () => {
    expect(await connectThroughConsent(host.agent, 'microsoft-calendar')).toBe(
      '/app/apps?connected=microsoft-calendar',
    );
    expect(await connections()).toMatchObject([
      {
        provider: 'MICROSOFT',
        label: 'host@example.test',
        status: 'OK',
        calendars: [{ name: 'Calendar', writable: true, isDestination: true, checkConflicts: true }],
      },
    ]);
    expect(await slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [10, 11, 12, 14, 15, 16]));
    expect(await slots('2027-06-09')).toContain('2027-06-09T13:00:00.000Z');
    expect(await slots('2027-06-16')).not.toContain('2027-06-16T13:00:00.000Z');
    expect(await slots('2027-06-04')).toEqual([]);
    expect(graph.requests.some((r) => r.includes('calendarView/delta?startDateTime='))).toBe(true);
    expect(graph.requests.some((r) => r.includes('$skiptoken='))).toBe(true);
    expect(graph.prefers.filter(Boolean).every((p) => p.includes('outlook.timezone="UTC"'))).toBe(true);
  });

  it('follows the deltaLink for changes, and starts a new round after 410 syncStateNotFound', async () => {
    const [connection] = await connections();
    graph.store.remove(standup);
    graph.store.add({
      calendarId: calendar,
      start: at('2027-06-02T15:00:00Z'),
      end: at('2027-06-02T15:30:00Z'),
      free: false,
    });
    const before = graph.requests.length;
    expect(await refreshConnection(t.deps, connection.id)).toBe('OK');
    const asked = graph.requests.slice(before).filter((r) => r.includes('/calendarView/delta'));
    expect(asked.every((r) => r.includes('$deltatoken=') || r.includes('$skiptoken='))).toBe(true);
    expect(await slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [9, 10, 11, 12, 14, 16]));

    graph.invalidateDeltaTokens();
    graph.store.add({
      calendarId: calendar,
      start: at('2027-06-02T10:00:00Z'),
      end: at('2027-06-02T11:00:00Z'),
      free: false,
    });
    const mark = graph.requests.length;
    expect(await refreshConnection(t.deps, connection.id)).toBe('OK');
    const round = graph.requests.slice(mark).filter((r) => r.includes('/calendarView/delta'));
    expect(round[0]).toContain('$deltatoken=');
    expect(round.slice(1).some((r) => r.includes('startDateTime='))).toBe(true);
    expect(await slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [9, 11, 12, 14, 16]));
    expect(await countRows(t, 'calendar_busy', `start_at = '2027-06-02T15:00:00Z'`)).toBe(1);
  });

  it('refreshes an expired token (keeping the rotated refresh token) and waits out a 429', async () => {
    const [connection] = await connections();
    graph.oauth.expireAccessTokens();
    graph.failNext(429, 1, '0');
    const calls = graph.oauth.tokenCalls.length;
    expect(await refreshConnection(t.deps, connection.id)).toBe('OK');
    graph.oauth.expireAccessTokens();
    expect(await refreshConnection(t.deps, connection.id)).toBe('OK');
    expect(graph.oauth.tokenCalls.slice(calls)).toEqual(['refresh_token', 'refresh_token']);
  });

  it('refuses at booking a slot that became busy, writes, moves and deletes the meeting', async () => {
    graph.store.add({
      calendarId: calendar,
      start: at('2027-06-08T10:00:00Z'),
      end: at('2027-06-08T10:15:00Z'),
      free: false,
    });
    expect(await slots('2027-06-08')).toContain('2027-06-08T10:00:00.000Z');
    const refused = await book(t.app, bookingBody(eventId, '2027-06-08T10:00:00.000Z'));
    expect(refused.statusCode, refused.body).toBe(409);

    const res = await book(
      t.app,
      bookingBody(eventId, '2027-06-08T14:00:00.000Z', {
        attendee: { fullName: 'Lin Wu', emailId: 'lin@example.com' },
      }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const { meetingId, attendeeId } = await waitForQueue(t.app, res.json().queueId);
    const uid = String(
      (await t.database.execute('select ics_uid from meetings where id = $1', [meetingId])).rows[0]?.ics_uid,
    );
    const find = () => [...graph.store.events.values()].find((e) => e.fields.transactionId === uid);
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 150 && !done(); i++) await new Promise((r) => setTimeout(r, 100));
    };
    await until(() => find() !== undefined);
    expect(find()?.start).toBe(at('2027-06-08T14:00:00Z'));
    expect(find()?.fields.subject).toBe('Call with Lin Wu');
    expect(find()?.fields.attendees).toContainEqual({
      emailAddress: { address: 'lin@example.com', name: 'Lin Wu' },
      type: 'required',
    });
    const [connection] = await connections();
    await refreshConnection(t.deps, connection.id);
    expect(await countRows(t, 'calendar_busy', `start_at = '2027-06-08T14:00:00Z'`)).toBe(0);

    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId,
      time: '2027-06-10T14:00:00.000Z',
      timezone: 'UTC',
      reason: 'Clash',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await until(() => find()?.start === at('2027-06-10T14:00:00Z'));
    expect(find()?.start).toBe(at('2027-06-10T14:00:00Z'));
    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId,
      reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await until(() => find()?.deleted === true);
    expect(find()?.deleted).toBe(true);
  });

  it('marks the connection broken when Microsoft refuses the refresh', async () => {
    const [connection] = await connections();
    graph.oauth.revokeAll();
    graph.oauth.expireAccessTokens();
    expect(await refreshConnection(t.deps, connection.id)).toBe('BROKEN');
    expect((await connections())[0]).toMatchObject({
      status: 'BROKEN',
      error: 'Microsoft refused the saved sign-in (invalid_grant); connect the account again',
    });
  });
});
