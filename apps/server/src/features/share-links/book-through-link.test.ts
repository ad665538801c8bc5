import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bookingBody, countRows, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import * as repo from './repo.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

/** Every 30-minute start from 09:00 to 16:30 UTC on the given weekdays. */
function slotsOn(days: string[]): string[] {
  return days.flatMap((day) =>
    Array.from({ length: 16 }, (_, i) => {
      const minutes = 9 * 60 + i * 30;
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      return `${day}T${hh}:${mm}:00Z`;
    }),
  );
}

describe.each(testDatabaseKinds())('POST /meet/book/share-link on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app, { firstName: 'Hedy' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function makeLink(body: Record<string, unknown>) {
    const res = await host.agent.request('POST', `${API}/share-link`, body);
    if (res.statusCode !== 201) throw new Error(`share link failed: ${res.statusCode} ${res.body}`);
    return res.json() as { _id: string; link: string };
  }
  const bookVia = (link: string, body: Record<string, unknown>, query = '') =>
    new Agent(t.app).request('POST', `${API}/meet/book/share-link${query}`, { ...body, shareLink: link });
  const used = async (id: string) => {
    const { rows } = await t.database.execute('select used from share_links where id = $1', [id]);
    return Number(rows[0]?.used);
  };

  /** Books, expects the refusal, and checks that the event gained no meeting. */
  async function expectRefused(
    eventId: string,
    request: () => ReturnType<typeof bookVia>,
    status: number,
    body: Record<string, unknown>,
  ) {
    const before = await countRows(t, 'meetings', 'event_id = $1', [eventId]);
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(before);
    expect(res.json()).toMatchObject(body);
    return res.json();
  }

  it('tells the attendee view where the link sends the visitor after a cancel, from any device', async () => {
    const eventId = await createEvent(host.agent, { name: 'Cancel redirect' });
    const shared = await makeLink({
      eventId,
      redirects: { onSuccessURL: 'https://example.com/booked', onCancelURL: 'https://example.com/cancelled' },
    });
    const res = await bookVia(shared.link, bookingBody(eventId, '2027-03-03T09:00:00Z'));
    expect(res.statusCode, res.body).toBe(202);
    const { attendeeId } = await waitForQueue(t.app, res.json().queueId);
    const view = await new Agent(t.app).request('GET', `${API}/attendee/${attendeeId}`);
    expect(view.json().shareLink).toEqual({
      link: shared.link,
      redirects: { onSuccessURL: 'https://example.com/booked', onCancelURL: 'https://example.com/cancelled' },
    });

    const direct = await new Agent(t.app).request(
      'POST',
      `${API}/meet/book`,
      bookingBody(eventId, '2027-03-03T10:00:00Z'),
    );
    const plain = await waitForQueue(t.app, direct.json().queueId);
    expect(
      (await new Agent(t.app).request('GET', `${API}/attendee/${plain.attendeeId}`)).json().shareLink,
    ).toBeNull();
  });

  it('books the link’s event, counts the use and marks the meeting', async () => {
    const eventId = await createEvent(host.agent, { name: 'Via link' });
    const shared = await makeLink({ eventId, source: 'newsletter' });
    const { eventId: _omitted, ...withoutEvent } = bookingBody(eventId, '2027-03-02T09:00:00Z');
    const res = await bookVia(shared.link, withoutEvent, '?externalId=crm-7');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ queueId: expect.any(String), status: 'PENDING' });
    const status = await waitForQueue(t.app, res.json().queueId);
    expect(status).toMatchObject({ status: 'DONE', meetingStatus: 'ACTIVE' });
    const { rows } = await t.database.execute(
      'select share_link_id, event_id, external_id from meetings where id = $1',
      [status.meetingId],
    );
    expect(rows[0]).toEqual({ share_link_id: shared._id, event_id: eventId, external_id: 'crm-7' });
    expect(await used(shared._id)).toBe(1);

    // The same event id in the body is fine too.
    const again = await bookVia(shared.link, bookingBody(eventId, '2027-03-02T09:30:00Z'));
    expect(again.statusCode, again.body).toBe(202);
    expect(await used(shared._id)).toBe(2);
    const listed = await host.agent.request('GET', `${API}/share-link?eventId=${eventId}`);
    expect(listed.json().shareLinks[0]).toMatchObject({ used: 2, limit: 0, status: 'ACTIVE' });
  });

  it('stores the language the visitor booked in, else the best match for their Accept-Language', async () => {
    const eventId = await createEvent(host.agent, { name: 'Languages' });
    const shared = await makeLink({ eventId });
    const bookAs = async (time: string, body: Record<string, unknown>, headers: Record<string, string>) => {
      const res = await new Agent(t.app).request(
        'POST',
        `${API}/meet/book/share-link`,
        { ...bookingBody(eventId, time), ...body, shareLink: shared.link },
        { headers },
      );
      expect(res.statusCode, res.body).toBe(202);
      const { attendeeId } = await waitForQueue(t.app, res.json().queueId);
      return (await new Agent(t.app).request('GET', `${API}/attendee/${attendeeId}`)).json().attendee
        .language;
    };
    expect(await bookAs('2027-03-08T13:00:00Z', { language: 'fr' }, { 'accept-language': 'de' })).toBe('fr');
    expect(await bookAs('2027-03-08T13:30:00Z', {}, { 'accept-language': 'pt-PT, en;q=0.5' })).toBe('pt-BR');
    expect(await bookAs('2027-03-08T14:00:00Z', {}, {})).toBe('en');
  });

  it('books a limit-1 link once, then answers LIMIT_EXCEEDED to booking and opening', async () => {
    const eventId = await createEvent(host.agent, { name: 'Once' });
    const shared = await makeLink({ eventId, limit: 1 });
    expect((await bookVia(shared.link, bookingBody(eventId, '2027-03-02T10:00:00Z'))).statusCode).toBe(202);
    await expectRefused(
      eventId,
      () => bookVia(shared.link, bookingBody(eventId, '2027-03-02T10:30:00Z')),
      409,
      { code: 'LIMIT_EXCEEDED' },
    );
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(1);
    const opened = await t.app.inject({ method: 'GET', url: `${API}/website/link/${shared.link}` });
    expect(opened.statusCode).toBe(409);
    expect(opened.json().code).toBe('LIMIT_EXCEEDED');
    const listed = await host.agent.request('GET', `${API}/share-link?eventId=${eventId}`);
    expect(listed.json().shareLinks[0]).toMatchObject({ used: 1, limit: 1, status: 'USED_UP' });
  });

  it('gives exactly 3 of 50 concurrent visitors a booking through a limit-3 link', async () => {
    // A host of its own, so the slots are free whatever the other tests booked.
    const other = await signUpHost(t.app, { firstName: 'Rush' });
    const eventId = await createEvent(other.agent, { name: 'Rush' });
    const res = await other.agent.request('POST', `${API}/share-link`, { eventId, limit: 3 });
    const shared = res.json() as { _id: string; link: string };
    const slots = slotsOn(['2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05']).slice(0, 50);
    const results = await Promise.all(slots.map((time) => bookVia(shared.link, bookingBody(eventId, time))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'LIMIT_EXCEEDED')).toBe(
      true,
    );
    expect(await used(shared._id)).toBe(3);
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(3);
    expect(await countRows(t, 'meetings', 'share_link_id = $1', [shared._id])).toBe(3);
    // The refused bookings left nothing behind.
    expect(
      await countRows(t, 'attendees a join meetings m on m.id = a.meeting_id', 'm.event_id = $1', [eventId]),
    ).toBe(3);
    expect(await countRows(t, 'booking_queue', 'app_id = $1', [other.session.workspace._id])).toBe(3);
  });

  it('refuses an expired link with 410 and the spec’s message, writing nothing', async () => {
    const eventId = await createEvent(host.agent, { name: 'Short-lived' });
    const shared = await makeLink({ eventId, expireAt: '2027-03-01T12:00:00Z' });
    t.clock.set('2027-03-01T12:00:00Z');
    try {
      const res = await bookVia(shared.link, bookingBody(eventId, '2027-03-03T09:00:00Z'));
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ code: 'EXPIRED', error: 'Sorry, meeting link has been expired.' });
    } finally {
      t.clock.set(NOW);
    }
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(0);
    expect(await used(shared._id)).toBe(0);
  });

  it('refuses unknown and revoked links with 404', async () => {
    const eventId = await createEvent(host.agent, { name: 'Revoked' });
    await expectRefused(
      eventId,
      () => bookVia('no-such-link', bookingBody(eventId, '2027-03-03T10:00:00Z')),
      404,
      { code: 'NOT_FOUND' },
    );
    const shared = await makeLink({ eventId });
    await host.agent.request('DELETE', `${API}/meet/cancel/share-link/${shared.link}`);
    await expectRefused(
      eventId,
      () => bookVia(shared.link, bookingBody(eventId, '2027-03-03T10:00:00Z')),
      404,
      {
        code: 'NOT_FOUND',
        error: 'This link is no longer accessible',
      },
    );
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(0);
  });

  it('refuses another event id in the body with 400', async () => {
    const eventId = await createEvent(host.agent, { name: 'Linked' });
    const otherEvent = await createEvent(host.agent, { name: 'Elsewhere' });
    const shared = await makeLink({ eventId });
    await expectRefused(
      eventId,
      () => bookVia(shared.link, bookingBody(otherEvent, '2027-03-03T11:00:00Z')),
      400,
      {
        code: 'VALIDATION_ERROR',
        error: 'eventId: This link is for another event',
        issues: [{ path: 'eventId', message: 'This link is for another event' }],
      },
    );
    expect(await countRows(t, 'meetings', 'event_id = any($1)', [[eventId, otherEvent]])).toBe(0);
    expect(await used(shared._id)).toBe(0);
  });

  it('holds the visitor to a locked pre-fill, and only then', async () => {
    const eventId = await createEvent(host.agent, { name: 'Personal' });
    const locked = await makeLink({
      eventId,
      preFill: { disableChange: true, name: 'Ada Lovelace', emailId: 'ada@example.com' },
    });
    const as = (fullName: string, emailId: string, time: string) =>
      bookingBody(eventId, time, { attendee: { fullName, emailId } });
    await expectRefused(
      eventId,
      () => bookVia(locked.link, as('Bob', 'ada@example.com', '2027-03-04T09:00:00Z')),
      400,
      {
        code: 'VALIDATION_ERROR',
        error: 'This link is for Ada Lovelace',
        issues: [{ path: 'attendee.fullName', message: 'This link is for Ada Lovelace' }],
      },
    );
    await expectRefused(
      eventId,
      () => bookVia(locked.link, as('Ada Lovelace', 'bob@example.com', '2027-03-04T09:00:00Z')),
      400,
      {
        code: 'VALIDATION_ERROR',
        issues: [{ path: 'attendee.emailId', message: 'This link is for ada@example.com' }],
      },
    );
    expect(await countRows(t, 'meetings', 'event_id = $1', [eventId])).toBe(0);
    const same = await bookVia(locked.link, as('ada lovelace', 'ADA@example.com', '2027-03-04T09:00:00Z'));
    expect(same.statusCode, same.body).toBe(202);

    const open = await makeLink({ eventId, preFill: { name: 'Ada Lovelace', emailId: 'ada@example.com' } });
    const changed = await bookVia(open.link, as('Bob', 'bob@example.com', '2027-03-04T09:30:00Z'));
    expect(changed.statusCode, changed.body).toBe(202);
  });

  it('keeps the booking’s own refusals: a taken slot does not use the link up', async () => {
    const eventId = await createEvent(host.agent, { name: 'Contested' });
    const shared = await makeLink({ eventId, limit: 2 });
    expect((await bookVia(shared.link, bookingBody(eventId, '2027-03-05T09:00:00Z'))).statusCode).toBe(202);
    await expectRefused(
      eventId,
      () => bookVia(shared.link, bookingBody(eventId, '2027-03-05T09:00:00Z')),
      409,
      { code: 'SLOT_IS_NOT_AVAILABLE' },
    );
    expect(await used(shared._id)).toBe(1);
  });

  it('uses a link only while it is live: one conditional update, at the given instant', async () => {
    const eventId = await createEvent(host.agent, { name: 'Raw' });
    const limited = await makeLink({ eventId, limit: 1 });
    const expiring = await makeLink({ eventId, expireAt: '2027-03-01T10:00:00Z' });
    const revoked = await makeLink({ eventId });
    await host.agent.request('DELETE', `${API}/meet/cancel/share-link/${revoked.link}`);
    const at = (iso: string) => new Date(iso);

    expect(await repo.useShareLink(t.deps.db, limited._id, at(NOW))).toMatchObject({ used: 1 });
    expect(await repo.useShareLink(t.deps.db, limited._id, at(NOW))).toBeUndefined();
    expect(await repo.useShareLink(t.deps.db, expiring._id, at('2027-03-01T09:59:59Z'))).toMatchObject({
      used: 1,
    });
    expect(await repo.useShareLink(t.deps.db, expiring._id, at('2027-03-01T10:00:00Z'))).toBeUndefined();
    expect(await repo.useShareLink(t.deps.db, revoked._id, at(NOW))).toBeUndefined();
    expect(await used(limited._id)).toBe(1);
    expect(await used(revoked._id)).toBe(0);
  });
});
