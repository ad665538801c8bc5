import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, countRows, createEvent, weekdays } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { queueDueRefreshes } from './jobs.ts';
import { refreshConnection } from './sync.ts';

const NOW = '2027-06-01T06:00:00Z';
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'X-WR-CALNAME:Team holidays',
  'BEGIN:VEVENT',
  'UID:offsite',
  'DTSTAMP:20270101T000000Z',
  'DTSTART:20270602T090000Z',
  'DTEND:20270602T100000Z',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/** A feed host answering with an ETag and 304 for an unchanged If-None-Match, or failing on demand. */
async function startFeedServer() {
  const state = { failing: false, conditional: 0, requests: 0 };
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    if (state.failing) {
      res.writeHead(500).end('down');
      return;
    }
    if (req.headers['if-none-match'] === '"v1"') {
      state.conditional += 1;
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/private/secret-token/basic.ics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())('ICS feed busy source and broken connections on %s', (kind) => {
  let t: TestApp;
  let feed: Awaited<ReturnType<typeof startFeedServer>>;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  beforeAll(async () => {
    feed = await startFeedServer();
    // The feed host is on loopback, allowed as a self-hoster would allow a server of their network.
    t = await createTestApp(kind, {
      clock: createClock(NOW),
      workers: false,
      config: { calendarAllowedHosts: ['127.0.0.1'] },
    });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, {
      name: 'Call',
      duration: 60,
      customAvailableHour: weekdays('UTC'),
    });
  });
  afterAll(async () => {
    await t?.close();
    await feed?.close();
  });

  async function slots(): Promise<string[]> {
    const res = await new Agent(t.app).request('POST', `${API}/website/dates`, {
      eventId,
      startDate: '2027-06-02',
      endDate: '2027-06-02',
      timezone: 'UTC',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().days['2027-06-02'].map((s: { time: string }) => s.time);
  }
  const connections = async () =>
    (await host.agent.request('GET', `${API}/calendar-connections`)).json().connections;

  it('subscribes a feed as a read-only busy source, never returning its address', async () => {
    expect(await slots()).toContain('2027-06-02T09:00:00.000Z');
    const res = await host.agent.request('POST', `${API}/calendar-connections`, {
      provider: 'ICS_FEED',
      url: feed.url.replace('http://', 'webcal://'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('secret-token');
    expect(res.json()).toMatchObject({
      provider: 'ICS_FEED',
      label: 'Team holidays',
      calendars: [{ name: 'Team holidays', writable: false, checkConflicts: true, isDestination: false }],
    });
    expect(await slots()).not.toContain('2027-06-02T09:00:00.000Z');
    const readOnly = await host.agent.request('PATCH', `${API}/calendars/${res.json().calendars[0].id}`, {
      isDestination: true,
    });
    expect(readOnly.statusCode).toBe(400);
  });

  it('refuses a feed at a private or reserved address with 422 ADDRESS_NOT_ALLOWED, storing nothing', async () => {
    for (const url of [
      feed.url.replace('127.0.0.1', '127.0.0.2'),
      'http://169.254.169.254/latest/meta-data/feed.ics',
      'webcal://[::ffff:192.168.1.10]/family.ics',
    ]) {
      const res = await host.agent.request('POST', `${API}/calendar-connections`, {
        provider: 'ICS_FEED',
        url,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'ADDRESS_NOT_ALLOWED',
        error: expect.stringMatching(
          /is a private or reserved address that calendar connections may not reach/,
        ),
      });
    }
    expect(await connections()).toHaveLength(1);
  });

  it('refuses an address that is not one with 400 naming the field, asking nobody', async () => {
    for (const [body, field, message] of [
      [
        { provider: 'ICS_FEED', url: 'http://[' },
        'url',
        'Enter a full address, such as https://example.com/calendar.ics',
      ],
      [{ provider: 'ICS_FEED', url: 'https://%%%/x.ics' }, 'url', 'Enter a full address'],
      [{ provider: 'ICS_FEED', url: 'https://example.com:99999/x.ics' }, 'url', 'Enter a full address'],
      [
        { provider: 'ICS_FEED', url: 'ftp://example.com/x.ics' },
        'url',
        'Use an address starting with https://',
      ],
      [
        { provider: 'CALDAV', serverUrl: 'ftp://x', username: 'ann', password: 'pw' },
        'serverUrl',
        'Use an address starting with https:// or http://',
      ],
      [
        { provider: 'CALDAV', serverUrl: 'https://ann:pw@dav.example.com/', username: 'ann', password: 'pw' },
        'serverUrl',
        'Enter the user name and password in their own fields, not in the address',
      ],
    ] as const) {
      const res = await host.agent.request('POST', `${API}/calendar-connections`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      // One issue for the field, not two that disagree.
      expect(res.json().issues, JSON.stringify(body)).toEqual([
        { path: field, message: expect.stringContaining(message) },
      ]);
    }
    expect(await connections()).toHaveLength(1);
  });

  it('asks again with the ETag and reads nothing when the feed is unchanged', async () => {
    const [connection] = await connections();
    expect(await refreshConnection(t.deps, connection.id)).toBe('OK');
    expect(feed.state.conditional).toBe(1);
  });

  it('marks a failing connection broken, emails the host once, and keeps the last good busy times for a day', async () => {
    const [connection] = await connections();
    feed.state.failing = true;
    t.clock.advance(6 * 60_000);
    expect(await queueDueRefreshes(t.deps)).toBe(1);
    expect(await refreshConnection(t.deps, connection.id)).toBe('BROKEN');
    expect(await refreshConnection(t.deps, connection.id)).toBe('BROKEN');
    expect((await connections())[0]).toMatchObject({
      status: 'BROKEN',
      error: 'The calendar feed answered 500',
    });
    expect(await countRows(t, 'outbox', `kind = 'CALENDAR_BROKEN'`)).toBe(1);
    const [mail] = (
      await t.database.execute(`select subject, text from outbox where kind = 'CALENDAR_BROKEN'`)
    ).rows;
    expect(String(mail?.subject)).toBe('Your calendar Team holidays is no longer connected');
    expect(String(mail?.text)).not.toContain('secret-token');

    const stillCached = await slots();
    expect(stillCached).not.toContain('2027-06-02T09:00:00.000Z');
    expect(stillCached).toContain('2027-06-02T10:00:00.000Z');

    // A day after the last good read, the host is no longer offered at all.
    t.clock.advance(24 * 60 * 60_000);
    expect(await slots()).toEqual([]);

    feed.state.failing = false;
    expect(await refreshConnection(t.deps, connection.id)).toBe('OK');
    expect((await connections())[0]).toMatchObject({ status: 'OK', error: null });
  });

  it('checks the address again on every read: one no longer allowed breaks the connection', async () => {
    const [connection] = await connections();
    const config = t.deps.config;
    t.deps.config = { ...config, calendarAllowedHosts: [] };
    try {
      const before = feed.state.requests;
      expect(await refreshConnection(t.deps, connection.id)).toBe('BROKEN');
      expect(feed.state.requests).toBe(before);
      expect((await connections())[0]).toMatchObject({
        status: 'BROKEN',
        error: '127.0.0.1 is a private or reserved address that calendar connections may not reach',
      });
    } finally {
      t.deps.config = config;
    }
    expect(await refreshConnection(t.deps, connection.id)).toBe('OK');
  });

  it('disconnects: the feed’s busy times stop counting', async () => {
    t.clock.set(NOW);
    const [connection] = await connections();
    const res = await host.agent.request('DELETE', `${API}/calendar-connections/${connection.id}`);
    expect(res.statusCode).toBe(204);
    expect(await slots()).toContain('2027-06-02T09:00:00.000Z');
    expect(await countRows(t, 'calendar_busy')).toBe(0);
  });

  it('publishes the host’s meetings as a feed at an unguessable, revocable address', async () => {
    expect((await host.agent.request('GET', `${API}/calendar-feed`)).json()).toEqual({ feed: null });
    const made = await host.agent.request('POST', `${API}/calendar-feed`);
    expect(made.statusCode, made.body).toBe(200);
    const { webcalUrl, httpsUrl } = made.json().feed;
    expect(webcalUrl).toMatch(
      /^webcal:\/\/localhost:3000\/api\/v1\/bookings\/feeds\/[A-Za-z0-9_-]{32}\/meetings\.ics$/,
    );
    expect((await host.agent.request('GET', `${API}/calendar-feed`)).json().feed).toEqual({
      webcalUrl,
      httpsUrl,
    });

    const booked = await book(
      t.app,
      bookingBody(eventId, '2027-06-02T11:00:00.000Z', {
        attendee: { fullName: 'Ama Owusu', emailId: 'ama@example.com' },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(202);
    const path = new URL(httpsUrl).pathname;
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body.replace(/\r\n[ \t]/g, '');
    expect(text).toContain('DTSTART:20270602T110000Z');
    expect(text).toContain('SUMMARY:Call with Ama Owusu');
    expect(text).not.toContain('METHOD:');

    const renewed = (await host.agent.request('POST', `${API}/calendar-feed`)).json().feed;
    expect(renewed.httpsUrl).not.toBe(httpsUrl);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await host.agent.request('DELETE', `${API}/calendar-feed`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed.httpsUrl).pathname })).statusCode).toBe(
      404,
    );
  });
});
