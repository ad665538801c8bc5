import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody, countRows, hoursOf } from '../../../test/booking-factory.ts';
import { startFakeGraph } from '../../../test/fake-graph.ts';
import {
  expectBrokenWhenSignInRefused,
  expectMeetingWrittenMovedAndDeleted,
  useOAuthCalendarHost,
} from '../../../test/oauth-calendar-host.ts';
import { connectThroughConsent } from '../../../test/oauth-connect.ts';
import { refreshConnection } from './sync.ts';

const at = (iso: string) => Date.parse(iso);

describe.each(testDatabaseKinds())('Microsoft 365 calendar connection on %s', (kind) => {
  const calendar = 'AAMkCal1';
  const s = useOAuthCalendarHost(kind, {
    start: (now) => startFakeGraph({ now }),
    calendarId: calendar,
    oauth: (fake) => ({ microsoft: fake.config }),
  });
  beforeAll(() => {
    s.fake.pageSize = 2;
  });

  it('connects through the consent page, and busy events remove exactly the overlapping slots', async () => {
    expect(await connectThroughConsent(s.host.agent, 'microsoft-calendar')).toBe(
      '/app/apps?connected=microsoft-calendar',
    );
    expect(await s.connections()).toMatchObject([
      {
        provider: 'MICROSOFT',
        label: 'host@example.test',
        status: 'OK',
        calendars: [{ name: 'Calendar', writable: true, isDestination: true, checkConflicts: true }],
      },
    ]);
    expect(await s.slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [10, 11, 12, 14, 15, 16]));
    expect(await s.slots('2027-06-09')).toContain('2027-06-09T13:00:00.000Z');
    expect(await s.slots('2027-06-16')).not.toContain('2027-06-16T13:00:00.000Z');
    expect(await s.slots('2027-06-04')).toEqual([]);
    expect(s.fake.requests.some((r) => r.includes('calendarView/delta?startDateTime='))).toBe(true);
    expect(s.fake.requests.some((r) => r.includes('$skiptoken='))).toBe(true);
    expect(s.fake.prefers.filter(Boolean).every((p) => p.includes('outlook.timezone="UTC"'))).toBe(true);
  });

  it('follows the deltaLink for changes, and starts a new round after 410 syncStateNotFound', async () => {
    const [connection] = await s.connections();
    s.fake.store.remove(s.busyId);
    s.fake.store.add({
      calendarId: calendar,
      start: at('2027-06-02T15:00:00Z'),
      end: at('2027-06-02T15:30:00Z'),
      free: false,
    });
    const before = s.fake.requests.length;
    expect(await refreshConnection(s.t.deps, connection.id)).toBe('OK');
    const asked = s.fake.requests.slice(before).filter((r) => r.includes('/calendarView/delta'));
    expect(asked.every((r) => r.includes('$deltatoken=') || r.includes('$skiptoken='))).toBe(true);
    expect(await s.slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [9, 10, 11, 12, 14, 16]));

    s.fake.invalidateDeltaTokens();
    s.fake.store.add({
      calendarId: calendar,
      start: at('2027-06-02T10:00:00Z'),
      end: at('2027-06-02T11:00:00Z'),
      free: false,
    });
    const mark = s.fake.requests.length;
    expect(await refreshConnection(s.t.deps, connection.id)).toBe('OK');
    const round = s.fake.requests.slice(mark).filter((r) => r.includes('/calendarView/delta'));
    expect(round[0]).toContain('$deltatoken=');
    expect(round.slice(1).some((r) => r.includes('startDateTime='))).toBe(true);
    expect(await s.slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [9, 11, 12, 14, 16]));
    expect(await countRows(s.t, 'calendar_busy', `start_at = '2027-06-02T15:00:00Z'`)).toBe(1);
  });

  it('refreshes an expired token (keeping the rotated refresh token) and waits out a 429', async () => {
    const [connection] = await s.connections();
    s.fake.oauth.expireAccessTokens();
    s.fake.failNext(429, 1, '0');
    const calls = s.fake.oauth.tokenCalls.length;
    expect(await refreshConnection(s.t.deps, connection.id)).toBe('OK');
    s.fake.oauth.expireAccessTokens();
    expect(await refreshConnection(s.t.deps, connection.id)).toBe('OK');
    expect(s.fake.oauth.tokenCalls.slice(calls)).toEqual(['refresh_token', 'refresh_token']);
  });

  it('refuses at booking a slot that became busy, writes, moves and deletes the meeting', async () => {
    s.fake.store.add({
      calendarId: calendar,
      start: at('2027-06-08T10:00:00Z'),
      end: at('2027-06-08T10:15:00Z'),
      free: false,
    });
    expect(await s.slots('2027-06-08')).toContain('2027-06-08T10:00:00.000Z');
    const refused = await book(s.t.app, bookingBody(s.eventId, '2027-06-08T10:00:00.000Z'));
    expect(refused.statusCode, refused.body).toBe(409);

    await expectMeetingWrittenMovedAndDeleted(
      s,
      (uid) => [...s.fake.store.events.values()].find((e) => e.fields.transactionId === uid),
      (written) => {
        expect(written?.fields.subject).toBe('Call with Lin Wu');
        expect(written?.fields.attendees).toContainEqual({
          emailAddress: { address: 'lin@example.com', name: 'Lin Wu' },
          type: 'required',
        });
      },
    );
  });

  it('marks the connection broken when Microsoft refuses the refresh', async () => {
    await expectBrokenWhenSignInRefused(s, 'Microsoft');
  });
});
