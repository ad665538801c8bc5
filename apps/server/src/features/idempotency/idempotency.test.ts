import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bookingBody, countRows, createEvent } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const NOW = '2027-03-01T08:00:00Z';

/**
 * A visitor's booking whose answer never reached it (the connection broke just after the commit)
 * is retried with the same `Idempotency-Key`: the retry gets the first answer, not a 409 for the
 * visitor's own slot, and nothing is booked twice.
 */
describe.each(testDatabaseKinds())('retrying a booking with an Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, { name: 'Retry call' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, key?: string) =>
    new Agent(t.app).request(
      'POST',
      `${API}${url}`,
      body,
      key ? { headers: { 'idempotency-key': key } } : {},
    );
  const meetingsAt = (time: string) => countRows(t, 'meetings', 'start_at = $1', [time]);

  it('answers a retry with the first answer and books once', async () => {
    const body = bookingBody(eventId, '2027-03-02T10:00:00.000Z');
    const first = await post('/meet/book', body, 'attempt-1f3a');
    expect(first.statusCode, first.body).toBe(202);
    const retry = await post('/meet/book', body, 'attempt-1f3a');
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toEqual(first.json());
    expect(await meetingsAt('2027-03-02T10:00:00.000Z')).toBe(1);
    // Without the key, the same request is a second booking attempt, and the slot is gone.
    const again = await post('/meet/book', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
  });

  it('refuses the key with a different request', async () => {
    const first = await post('/meet/book', bookingBody(eventId, '2027-03-02T11:00:00.000Z'), 'attempt-2b7c');
    expect(first.statusCode).toBe(202);
    const other = await post('/meet/book', bookingBody(eventId, '2027-03-02T12:00:00.000Z'), 'attempt-2b7c');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'CONFLICT',
      error: expect.stringContaining('different request'),
    });
    expect(await meetingsAt('2027-03-02T12:00:00.000Z')).toBe(0);
  });

  it('lets a refused attempt be tried again under its key', async () => {
    const taken = bookingBody(eventId, '2027-03-02T10:00:00.000Z');
    const refused = await post('/meet/book', taken, 'attempt-3c9d');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    const moved = bookingBody(eventId, '2027-03-02T13:00:00.000Z');
    expect((await post('/meet/book', moved, 'attempt-3c9d')).statusCode).toBe(202);
  });

  it('books once when the same attempt arrives twice at the same moment', async () => {
    const body = bookingBody(eventId, '2027-03-03T10:00:00.000Z');
    const answers = await Promise.all([
      post('/meet/book', body, 'attempt-4d1e'),
      post('/meet/book', body, 'attempt-4d1e'),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(202);
    // The other one gets the same answer, or is told the first is still being answered.
    if (codes[1] === 202) expect(answers[0]?.json()).toEqual(answers[1]?.json());
    else expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('CONFLICT');
    expect(await meetingsAt('2027-03-03T10:00:00.000Z')).toBe(1);
  });

  it('takes a key on a share link booking too', async () => {
    const link = (await host.agent.request('POST', `${API}/share-link`, { eventId })).json().link as string;
    const { eventId: _, ...body } = { ...bookingBody(eventId, '2027-03-04T10:00:00.000Z'), shareLink: link };
    const first = await post('/meet/book/share-link', body, 'attempt-5e2f');
    expect(first.statusCode, first.body).toBe(202);
    const retry = await post('/meet/book/share-link', body, 'attempt-5e2f');
    expect(retry.json()).toEqual(first.json());
    expect(await meetingsAt('2027-03-04T10:00:00.000Z')).toBe(1);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const body = bookingBody(eventId, '2027-03-05T10:00:00.000Z');
    for (const key of ['x'.repeat(256), 'two words']) {
      const res = await post('/meet/book', body, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
