import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  book,
  bookingBody,
  createEvent,
  waitForQueue,
  weekdays,
} from '../../../test/booking-factory.ts';
import { eventually } from '../../../test/oauth-calendar-host.ts';
import { type Radicale, startRadicale } from '../../../test/radicale.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { vevent } from '../../../test/vevent.ts';
import { refreshConnection } from './sync.ts';

const NOW = '2027-03-10T08:00:00Z';
const PASSWORD = 'app-password-1';

describe.each(testDatabaseKinds())('CalDAV busy times on %s', (kind) => {
  let t: TestApp;
  let radicale: Radicale;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let calendarUrl: string;
  let eventId: string;

  beforeAll(async () => {
    radicale = await startRadicale({ alice: PASSWORD });
    calendarUrl = await radicale.makeCalendar('alice', 'work', 'Work');
    // Radicale is on loopback, allowed as a self-hoster would allow a server of their network.
    t = await createTestApp(kind, {
      clock: createClock(NOW),
      config: { calendarAllowedHosts: ['127.0.0.1'] },
    });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, {
      name: 'Consult',
      duration: 60,
      customAvailableHour: weekdays('Europe/Berlin', 540, 1020),
      timezonePreference: { timezone: 'Europe/Berlin', type: 'AUTOMATIC' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await radicale?.close();
  });

  async function slots(startDate: string, endDate: string): Promise<string[]> {
    const res = await new Agent(t.app).request('POST', `${API}/website/dates`, {
      eventId,
      startDate,
      endDate,
      timezone: 'Europe/Berlin',
    });
    expect(res.statusCode, res.body).toBe(200);
    return Object.values(res.json().days as Record<string, Array<{ time: string }>>).flatMap((d) =>
      d.map((s) => s.time),
    );
  }

  it('refuses a wrong app password with 422 CALENDAR_UNREACHABLE and stores nothing', async () => {
    const res = await host.agent.request('POST', `${API}/calendar-connections`, {
      provider: 'CALDAV',
      serverUrl: radicale.baseUrl,
      username: 'alice',
      password: 'wrong',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('CALENDAR_UNREACHABLE');
    const list = await host.agent.request('GET', `${API}/calendar-connections`);
    expect(list.json().connections).toEqual([]);
  });

  it('removes exactly the slots a single and a weekly event across the spring change overlap', async () => {
    const before = await slots('2027-03-12', '2027-04-05');
    // Friday 12 March 10:30–11:15 Berlin (CET): overlaps the 10:00 and 11:00 slots.
    await radicale.putEvent(
      calendarUrl,
      'dentist.ics',
      vevent(
        'dentist',
        'DTSTART;TZID=Europe/Berlin:20270312T103000',
        'DTEND;TZID=Europe/Berlin:20270312T111500',
      ),
    );
    // Mondays 14:00–15:00 Berlin for three weeks across the 28 March change; the 29th moved to 16:00.
    await radicale.putEvent(
      calendarUrl,
      'weekly.ics',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTAMP:20270101T000000Z',
        'DTSTART;TZID=Europe/Berlin:20270322T140000',
        'DTEND;TZID=Europe/Berlin:20270322T150000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTAMP:20270101T000000Z',
        'RECURRENCE-ID;TZID=Europe/Berlin:20270329T140000',
        'DTSTART;TZID=Europe/Berlin:20270329T160000',
        'DTEND;TZID=Europe/Berlin:20270329T170000',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    // Marked free: ignored.
    await radicale.putEvent(
      calendarUrl,
      'free.ics',
      vevent('free', 'DTSTART:20270315T080000Z', 'DTEND:20270315T160000Z', 'TRANSP:TRANSPARENT'),
    );

    const res = await host.agent.request('POST', `${API}/calendar-connections`, {
      provider: 'CALDAV',
      serverUrl: radicale.baseUrl,
      username: 'alice',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain(PASSWORD);
    expect(res.json()).toMatchObject({
      provider: 'CALDAV',
      label: `alice at ${new URL(radicale.baseUrl).host}`,
      status: 'OK',
      calendars: [{ name: 'Work', writable: true, checkConflicts: true, isDestination: true }],
    });

    const after = await slots('2027-03-12', '2027-04-05');
    expect(before.filter((s) => !after.includes(s))).toEqual([
      '2027-03-12T09:00:00.000Z', // 10:00 CET
      '2027-03-12T10:00:00.000Z', // 11:00 CET
      '2027-03-22T13:00:00.000Z', // 14:00 CET
      '2027-03-29T14:00:00.000Z', // 16:00 CEST: the moved occurrence
      '2027-04-05T12:00:00.000Z', // 14:00 CEST
    ]);
    expect(after.filter((s) => !before.includes(s))).toEqual([]);
  });

  it('reads only what changed on refresh, and a calendar not counting for conflicts blocks nothing', async () => {
    await radicale.deleteEvent(calendarUrl, 'dentist.ics');
    const [connection] = (await host.agent.request('GET', `${API}/calendar-connections`)).json().connections;
    expect(await refreshConnection(t.deps, connection.id)).toBe('OK');
    expect(await slots('2027-03-12', '2027-03-12')).toContain('2027-03-12T09:00:00.000Z');

    const off = await host.agent.request('PATCH', `${API}/calendars/${connection.calendars[0].id}`, {
      checkConflicts: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await slots('2027-03-22', '2027-03-22')).toContain('2027-03-22T13:00:00.000Z');
    await host.agent.request('PATCH', `${API}/calendars/${connection.calendars[0].id}`, {
      checkConflicts: true,
    });
    expect(await slots('2027-03-22', '2027-03-22')).not.toContain('2027-03-22T13:00:00.000Z');
  });

  it('refuses at booking a slot that became busy after the cache was filled', async () => {
    const slot = '2027-03-16T09:00:00.000Z'; // Tuesday 10:00 CET
    expect(await slots('2027-03-16', '2027-03-16')).toContain(slot);
    await radicale.putEvent(
      calendarUrl,
      'late.ics',
      vevent(
        'late',
        'DTSTART;TZID=Europe/Berlin:20270316T100000',
        'DTEND;TZID=Europe/Berlin:20270316T103000',
      ),
    );
    // The cache has not been refreshed: the page still offers the slot…
    expect(await slots('2027-03-16', '2027-03-16')).toContain(slot);
    // …but the booking asks Radicale and refuses it.
    const refused = await book(t.app, bookingBody(eventId, slot));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    const free = await book(t.app, bookingBody(eventId, '2027-03-16T10:00:00.000Z'));
    expect(free.statusCode, free.body).toBe(202);
  });

  it('refuses on reschedule, by the attendee or the host, a slot that became busy after the cache was filled', async () => {
    const booked = await book(t.app, bookingBody(eventId, '2027-03-19T09:00:00.000Z'));
    expect(booked.statusCode, booked.body).toBe(202);
    const { meetingId, attendeeId } = await waitForQueue(t.app, booked.json().queueId);
    const slot = '2027-03-19T11:00:00.000Z'; // Friday 12:00 CET
    expect(await slots('2027-03-19', '2027-03-19')).toContain(slot);
    await radicale.putEvent(
      calendarUrl,
      'lunch.ics',
      vevent(
        'lunch',
        'DTSTART;TZID=Europe/Berlin:20270319T120000',
        'DTEND;TZID=Europe/Berlin:20270319T130000',
      ),
    );
    expect(await slots('2027-03-19', '2027-03-19')).toContain(slot);
    const byAttendee = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId,
      time: slot,
      timezone: 'Europe/Berlin',
    });
    expect(byAttendee.statusCode, byAttendee.body).toBe(409);
    expect(byAttendee.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    const byHost = await host.agent.request('PATCH', `${API}/meet/agent/reschedule`, {
      meetingId,
      time: slot,
    });
    expect(byHost.statusCode, byHost.body).toBe(409);
    expect(byHost.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    const free = await host.agent.request('PATCH', `${API}/meet/agent/reschedule`, {
      meetingId,
      time: '2027-03-19T12:00:00.000Z',
    });
    expect(free.statusCode, free.body).toBe(200);
  });

  /** Polls Radicale until the calendar's objects satisfy `done` (the write job runs on its own). */
  async function eventsWhen(done: (events: Map<string, string>) => boolean): Promise<Map<string, string>> {
    const until = Date.now() + 15_000;
    for (;;) {
      const events = await radicale.listEvents(calendarUrl);
      if (done(events) || Date.now() > until) return events;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  let uid = '';
  /** This meeting's copies, with folded lines unfolded. */
  const kairosEvents = (events: Map<string, string>) =>
    [...events]
      .map(([name, data]) => [name, data.replace(/\r?\n[ \t]/g, '')] as const)
      .filter(([, data]) => data.includes(`UID:${uid}`));

  it('writes a booked meeting to the destination calendar, moves it on reschedule and deletes it on cancel', async () => {
    const res = await book(
      t.app,
      bookingBody(eventId, '2027-03-17T13:00:00.000Z', {
        attendee: { fullName: 'Lin Wu', emailId: 'lin@example.com' },
      }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const { meetingId, attendeeId } = await waitForQueue(t.app, res.json().queueId);
    const meetingRow = await t.database.execute('select ics_uid from meetings where id = $1', [meetingId]);
    uid = String(meetingRow.rows[0]?.ics_uid);
    const written = kairosEvents(await eventsWhen((e) => kairosEvents(e).length === 1));
    expect(written).toHaveLength(1);
    const [, data] = written[0] as readonly [string, string];
    expect(data).toContain('DTSTART:20270317T130000Z');
    expect(data).toContain('Consult with Lin Wu');
    expect(data).toMatch(/ATTENDEE;[^\r\n]*:mailto:lin@example\.com/i);
    // The job records the event's address on the meeting just after the server has it.
    const stored = await eventually(
      () => t.database.execute('select calendar_event from meetings where id = $1', [meetingId]),
      (r) => r.rows[0]?.calendar_event != null,
    );
    expect(stored.rows[0]?.calendar_event).toMatchObject({ id: `${calendarUrl}${written[0]?.[0]}` });
    // Its own copy does not block its hosts twice: the refresh leaves out Kairos's meetings.
    const [connection] = (await host.agent.request('GET', `${API}/calendar-connections`)).json().connections;
    await refreshConnection(t.deps, connection.id);
    const busy = await t.database.execute(
      `select count(*)::int as n from calendar_busy where start_at = '2027-03-17T13:00:00Z'`,
    );
    expect(busy.rows[0]?.n).toBe(0);

    const moved = await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
      attendeeId,
      time: '2027-03-18T13:00:00.000Z',
      timezone: 'Europe/Berlin',
      reason: 'Clash',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitForQueue(t.app, moved.json().queueId);
    const after = kairosEvents(
      await eventsWhen((e) => kairosEvents(e).some(([, d]) => d.includes('DTSTART:20270318T130000Z'))),
    );
    expect(after).toHaveLength(1);
    expect(after[0]?.[1]).toContain('DTSTART:20270318T130000Z');
    expect(after[0]?.[1]).toContain('SEQUENCE:1');

    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId,
      reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await waitForQueue(t.app, cancelled.json().queueId);
    expect(kairosEvents(await eventsWhen((e) => kairosEvents(e).length === 0))).toEqual([]);
  });
});
