import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createEvent } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('share links: make, list, open and revoke on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false });
    host = await signUpHost(t.app, { firstName: 'Hedy' });
    eventId = await createEvent(host.agent, { name: 'Intro call' });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: Record<string, unknown>, agent = host.agent) =>
    agent.request('POST', `${API}/share-link`, body);
  const open = (link: string) => t.app.inject({ method: 'GET', url: `${API}/website/link/${link}` });

  it('makes a link with an unguessable id and its /d/ address', async () => {
    const res = await create({ eventId });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ _id: expect.any(String), link: expect.any(String), url: expect.any(String) });
    expect(body.link).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(body.url).toBe(`http://localhost:3000/d/${body.link}`);
    const other = (await create({ eventId })).json();
    expect(other.link).not.toBe(body.link);
  });

  it('opens a link: the public event, the access link and the link’s own settings', async () => {
    const { link } = (
      await create({
        eventId,
        limit: 5,
        expireAt: '2027-04-01T00:00:00+02:00',
        preFill: { disableChange: true, name: 'Ada Lovelace', emailId: 'Ada@Example.com' },
        redirects: { onSuccessURL: 'https://example.com/thanks' },
        source: 'newsletter',
      })
    ).json();
    const res = await open(link);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      type: 'EVENT',
      event: expect.objectContaining({ _id: eventId, name: 'Intro call', status: 'ACTIVE' }),
      accessLink: host.session.workspace.accessLink,
      trackerApps: [],
      shareLink: {
        source: 'newsletter',
        preFill: { disableChange: true, name: 'Ada Lovelace', emailId: 'ada@example.com' },
        redirects: { onSuccessURL: 'https://example.com/thanks' },
        limit: 5,
        used: 0,
        expireAt: '2027-03-31T22:00:00.000Z',
      },
    });
    // Visitors see the public event only: no host notes or notification set-up.
    expect(body.event).not.toHaveProperty('notifications');
    expect(body.event).not.toHaveProperty('note');
  });

  it('lists an event’s links newest first with their status', async () => {
    const listed = await createEvent(host.agent, { name: 'Listed' });
    const first = (await create({ eventId: listed, limit: 2 })).json();
    const second = (
      await create({ eventId: listed, expireAt: '2027-03-01T09:00:00Z', source: 'ads' })
    ).json();
    const third = (await create({ eventId: listed })).json();
    await host.agent.request('DELETE', `${API}/meet/cancel/share-link/${third.link}`);
    t.clock.set('2027-03-01T09:00:00Z');
    try {
      const res = await host.agent.request('GET', `${API}/share-link?eventId=${listed}`);
      expect(res.statusCode, res.body).toBe(200);
      const links = res.json().shareLinks;
      expect(links.map((l: { _id: string }) => l._id)).toEqual([third._id, second._id, first._id]);
      expect(links.map((l: { status: string }) => l.status)).toEqual(['REVOKED', 'EXPIRED', 'ACTIVE']);
      expect(links[2]).toEqual({
        _id: first._id,
        link: first.link,
        url: first.url,
        type: 'EVENT',
        eventId: listed,
        limit: 2,
        used: 0,
        expireAt: null,
        preFill: {},
        redirects: {},
        source: null,
        revokedAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'ACTIVE',
      });
      expect(links[1]).toMatchObject({ source: 'ads', expireAt: '2027-03-01T09:00:00.000Z' });
      expect(links[0].revokedAt).toEqual(expect.any(String));
      // Without eventId: every link of the workspace, these among them.
      const all = (await host.agent.request('GET', `${API}/share-link`)).json().shareLinks;
      expect(all.length).toBeGreaterThanOrEqual(3);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('refuses a past expiry, bad limits and redirects that are not web addresses', async () => {
    const past = await create({ eventId, expireAt: '2027-03-01T07:59:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'expireAt: The expiry must be in the future',
      issues: [{ path: 'expireAt', message: 'The expiry must be in the future' }],
    });
    const negative = await create({ eventId, limit: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toBe('limit: Use 0 for unlimited or a positive number');
    const script = await create({ eventId, redirects: { onCancelURL: 'javascript:alert(1)' } });
    expect(script.statusCode).toBe(400);
    expect(script.json().issues).toEqual([
      { path: 'redirects.onCancelURL', message: 'Use a full http:// or https:// address' },
    ]);
    expect((await create({})).statusCode).toBe(400);
  });

  it('answers 404 for an event of another workspace, an unknown one, and to its lists', async () => {
    const stranger = await signUpHost(t.app, { firstName: 'Mallory' });
    const foreign = await createEvent(stranger.agent, { name: 'Not yours' });
    const res = await create({ eventId: foreign });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await create({ eventId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await create({ eventId: 'not-a-uuid' })).statusCode).toBe(404);

    const mine = (await create({ eventId })).json();
    const theirs = await stranger.agent.request('GET', `${API}/share-link?eventId=${eventId}`);
    expect(theirs.json()).toEqual({ shareLinks: [] });
    const revoke = await stranger.agent.request('DELETE', `${API}/meet/cancel/share-link/${mine.link}`);
    expect(revoke.statusCode).toBe(404);
    expect((await open(mine.link)).statusCode).toBe(200);
  });

  it('needs a host session to make, list or revoke links', async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.request('POST', `${API}/share-link`, { eventId })).statusCode).toBe(401);
    expect((await visitor.request('GET', `${API}/share-link`)).statusCode).toBe(401);
    expect((await visitor.request('DELETE', `${API}/meet/cancel/share-link/abc`)).statusCode).toBe(401);
  });

  it('revokes a link: 204, then it answers 404; revoking again is harmless', async () => {
    const { link } = (await create({ eventId })).json();
    const res = await host.agent.request('DELETE', `${API}/meet/cancel/share-link/${link}`);
    expect(res.statusCode).toBe(204);
    const gone = await open(link);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'NOT_FOUND', error: 'This link is no longer accessible' });
    expect((await host.agent.request('DELETE', `${API}/meet/cancel/share-link/${link}`)).statusCode).toBe(
      204,
    );
    expect((await host.agent.request('DELETE', `${API}/meet/cancel/share-link/nope`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown link, a deleted event and an inactive one', async () => {
    expect((await open('does-not-exist')).json()).toEqual({
      code: 'NOT_FOUND',
      error: 'This link is no longer accessible',
    });
    const doomed = await createEvent(host.agent, { name: 'Doomed' });
    const deleted = (await create({ eventId: doomed })).json();
    expect((await host.agent.request('DELETE', `${API}/event/${doomed}`)).statusCode).toBe(204);
    expect((await open(deleted.link)).statusCode).toBe(404);

    const paused = await createEvent(host.agent, { name: 'Paused' });
    const inactive = (await create({ eventId: paused })).json();
    const patch = await host.agent.request('PATCH', `${API}/event`, { _id: paused, status: 'INACTIVE' });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await open(inactive.link)).json().code).toBe('NOT_FOUND');
  });

  it('answers 410 EXPIRED with the spec’s message once the expiry passes', async () => {
    const { link } = (await create({ eventId, expireAt: '2027-03-01T09:00:00Z' })).json();
    expect((await open(link)).statusCode).toBe(200);
    t.clock.set('2027-03-01T08:59:59.999Z');
    try {
      expect((await open(link)).statusCode).toBe(200);
      t.clock.set('2027-03-01T09:00:00Z');
      const res = await open(link);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ code: 'EXPIRED', error: 'Sorry, meeting link has been expired.' });
    } finally {
      t.clock.set(NOW);
    }
  });
});
