import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, countRows, hoursOf } from '../../../test/booking-factory.ts';
import { startFakeGoogleCalendar } from '../../../test/fake-google-calendar.ts';
import {
  CALENDAR_NOW,
  eventually,
  expectBrokenWhenSignInRefused,
  expectMeetingWrittenMovedAndDeleted,
  useOAuthCalendarHost,
} from '../../../test/oauth-calendar-host.ts';
import { connectThroughConsent } from '../../../test/oauth-connect.ts';
import { googleProvider } from './google/client.ts';
import type { OAuthCalendarCredentials } from './oauth-api.ts';
import * as repo from './repo.ts';
import { openCredentials, refreshConnection } from './sync.ts';

const at = (iso: string) => Date.parse(iso);

describe.each(testDatabaseKinds())('Google Calendar connection on %s', (kind) => {
  const primary = 'host@example.test';
  const s = useOAuthCalendarHost(kind, {
    start: (now) => startFakeGoogleCalendar({ now }),
    calendarId: primary,
    oauth: (fake) => ({ google: fake.config }),
  });
  beforeAll(() => {
    s.fake.pageSize = 3;
    // A colleague's calendar the host subscribed to, with a busy hour of its own.
    s.fake.calendars.push({ id: 'team@group.calendar.google.com', summary: 'Team', accessRole: 'reader' });
    s.fake.store.add({
      calendarId: 'team@group.calendar.google.com',
      start: at('2027-06-03T15:00:00Z'),
      end: at('2027-06-03T16:00:00Z'),
      free: false,
    });
  });

  it('connects through the consent page, and busy events remove exactly the overlapping slots', async () => {
    expect(await s.slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [9, 10, 11, 12, 13, 14, 15, 16]));
    const uses = (await s.host.agent.request('GET', `${API}/oauth/uses`)).json().uses;
    expect(uses).toContainEqual({ id: 'google-calendar', provider: 'google' });
    expect(await connectThroughConsent(s.host.agent, 'google-calendar')).toBe(
      '/app/apps?connected=google-calendar',
    );

    const res = await s.host.agent.request('GET', `${API}/calendar-connections`);
    expect(res.body).not.toMatch(/"(at|rt)-/);
    expect(res.json().connections).toMatchObject([
      {
        provider: 'GOOGLE',
        label: primary,
        status: 'OK',
        calendars: expect.arrayContaining([
          expect.objectContaining({
            name: primary,
            writable: true,
            isDestination: true,
            checkConflicts: true,
          }),
          expect.objectContaining({
            name: 'Team',
            writable: false,
            isDestination: false,
            checkConflicts: false,
          }),
        ]),
      },
    ]);
    // 09:00 busy, 11:00 marked free, 13:00 the weekly event.
    expect(await s.slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [10, 11, 12, 14, 15, 16]));
    // The weekly event's cancelled occurrence frees its hour; the next one blocks again.
    expect(await s.slots('2027-06-09')).toContain('2027-06-09T13:00:00.000Z');
    expect(await s.slots('2027-06-16')).not.toContain('2027-06-16T13:00:00.000Z');
    expect(await s.slots('2027-06-23')).not.toContain('2027-06-23T13:00:00.000Z');
    expect(await s.slots('2027-06-30')).toContain('2027-06-30T13:00:00.000Z');
    // The all-day event takes the whole day.
    expect(await s.slots('2027-06-04')).toEqual([]);
    // A subscribed calendar (not the host's own) counts only once the host switches it on.
    expect(await s.slots('2027-06-03')).toContain('2027-06-03T15:00:00.000Z');
    const team = res.json().connections[0].calendars.find((c: { name: string }) => c.name === 'Team');
    const on = await s.host.agent.request('PATCH', `${API}/calendars/${team.id}`, { checkConflicts: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await s.slots('2027-06-03')).toEqual(hoursOf('2027-06-03', [9, 10, 11, 12, 13, 14, 16]));
    // Recurring events come expanded: the client asks for single events, in pages.
    expect(s.fake.requests.some((r) => r.includes('singleEvents=true') && r.includes('pageToken='))).toBe(
      true,
    );
  });

  it('reads only the changes with the sync token, and reads the calendar again after 410 Gone', async () => {
    const [connection] = await s.connections();
    s.fake.store.remove(s.busyId);
    s.fake.store.add({
      calendarId: primary,
      start: at('2027-06-02T15:00:00Z'),
      end: at('2027-06-02T16:00:00Z'),
      free: false,
    });
    const before = s.fake.requests.length;
    expect(await refreshConnection(s.t.deps, connection.id)).toBe('OK');
    const asked = s.fake.requests
      .slice(before)
      .filter((r) => r.startsWith(`GET /calendars/${encodeURIComponent(primary)}/events`));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => r.includes('syncToken=') && !r.includes('timeMin'))).toBe(true);
    expect(await s.slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [9, 10, 11, 12, 14, 16]));

    s.fake.invalidateSyncTokens();
    s.fake.store.add({
      calendarId: primary,
      start: at('2027-06-02T10:00:00Z'),
      end: at('2027-06-02T11:00:00Z'),
      free: false,
    });
    const mark = s.fake.requests.length;
    expect(await refreshConnection(s.t.deps, connection.id)).toBe('OK');
    const resync = s.fake.requests
      .slice(mark)
      .filter((r) => r.startsWith(`GET /calendars/${encodeURIComponent(primary)}/events`));
    expect(resync[0]).toContain('syncToken=');
    expect(resync.slice(1).some((r) => r.includes('timeMin='))).toBe(true);
    expect(await s.slots('2027-06-02')).toEqual(hoursOf('2027-06-02', [9, 11, 12, 14, 16]));
    // The whole read replaced the cache: no block is kept twice.
    expect(await countRows(s.t, 'calendar_busy', `start_at = '2027-06-02T15:00:00Z'`)).toBe(1);
  });

  it('refreshes an expired token and tries again; waits out a 429 and a 503', async () => {
    const [connection] = await s.connections();
    s.fake.oauth.expireAccessTokens();
    const tokenCalls = s.fake.oauth.tokenCalls.length;
    s.fake.failNext(429, 1, '0');
    expect(await refreshConnection(s.t.deps, connection.id)).toBe('OK');
    expect(s.fake.oauth.tokenCalls.slice(tokenCalls)).toEqual(['refresh_token']);
    s.fake.failNext(503, 2);
    expect(await refreshConnection(s.t.deps, connection.id)).toBe('OK');
  });

  it('refuses at booking a slot that became busy after the cache was filled', async () => {
    const slot = '2027-06-08T10:00:00.000Z';
    expect(await s.slots('2027-06-08')).toContain(slot);
    s.fake.store.add({
      calendarId: primary,
      start: at('2027-06-08T10:30:00Z'),
      end: at('2027-06-08T11:00:00Z'),
      free: false,
    });
    expect(await s.slots('2027-06-08')).toContain(slot);
    const refused = await book(s.t.app, bookingBody(s.eventId, slot));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
  });

  it('writes the booked meeting to the destination, moves it on reschedule and deletes it on cancel', async () => {
    await expectMeetingWrittenMovedAndDeleted(
      s,
      (uid) => [...s.fake.store.events.values()].find((e) => e.fields.iCalUID === uid),
      async (written, meetingId) => {
        expect(written?.calendarId).toBe(primary);
        expect(written?.fields.summary).toBe('Call with Lin Wu');
        expect(written?.fields.attendees).toContainEqual({ email: 'lin@example.com', displayName: 'Lin Wu' });
        expect(s.fake.requests.some((r) => r.startsWith('POST') && r.includes('sendUpdates=none'))).toBe(
          true,
        );
        // The job records the copy's id just after Google answered.
        const storedCopy = async () =>
          (await s.t.database.execute('select calendar_event from meetings where id = $1', [meetingId]))
            .rows[0]?.calendar_event;
        expect(await eventually(storedCopy, Boolean)).toMatchObject({ id: written?.id });
      },
    );
  });

  it('marks the connection broken when Google refuses the refresh, and a new consent repairs it', async () => {
    const id = await expectBrokenWhenSignInRefused(s, 'Google');
    expect(await refreshConnection(s.t.deps, id)).toBe('BROKEN');
    expect(await countRows(s.t, 'outbox', `kind = 'CALENDAR_BROKEN'`)).toBe(1);

    expect(await connectThroughConsent(s.host.agent, 'google-calendar')).toBe(
      '/app/apps?connected=google-calendar',
    );
    const repaired = await s.connections();
    expect(repaired).toHaveLength(1);
    expect(repaired[0]).toMatchObject({ id, status: 'OK', error: null });
    expect(await countRows(s.t, 'oauth_grants')).toBe(1);
  });

  it('writing a meeting again (a retried job) updates the event Google already holds for its UID', async () => {
    const [connection] = await s.connections();
    const row = await repo.findConnection(s.t.deps.db, connection.id);
    if (!row) throw new Error('connection not found');
    const credentials = openCredentials(s.t.deps, row) as OAuthCalendarCredentials;
    const input = {
      uid: 'retried-meeting@kairos',
      sequence: 0,
      start: new Date('2027-06-11T09:00:00Z'),
      end: new Date('2027-06-11T10:00:00Z'),
      stamp: new Date(CALENDAR_NOW),
      summary: 'Retried',
      description: '',
      organizer: { name: 'Ada', email: 'ada@example.com' },
      attendees: [],
    };
    const first = await googleProvider.createEvent?.(credentials, primary, input);
    const again = await googleProvider.createEvent?.(credentials, primary, {
      ...input,
      summary: 'Retried, moved',
    });
    expect(again?.eventId).toBe(first?.eventId);
    const copies = [...s.fake.store.events.values()].filter((e) => e.fields.iCalUID === input.uid);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.fields.summary).toBe('Retried, moved');
  });

  it('disconnects: the grant is revoked and deleted, its busy times stop counting', async () => {
    const [connection] = await s.connections();
    const revoked = s.fake.oauth.revoked.length;
    expect(
      (await s.host.agent.request('DELETE', `${API}/calendar-connections/${connection.id}`)).statusCode,
    ).toBe(204);
    expect(s.fake.oauth.revoked.length).toBe(revoked + 1);
    expect(await countRows(s.t, 'oauth_grants')).toBe(0);
    expect(await s.slots('2027-06-04')).not.toEqual([]);
  });
});
