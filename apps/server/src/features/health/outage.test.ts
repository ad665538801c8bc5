import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { refuseConnections } from '../../../test/chaos.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

/**
 * While PostgreSQL is out of reach (every connection cut, new ones refused), requests that need
 * it answer 503 SERVICE_UNAVAILABLE with Retry-After, never a 500; /ready says not ready; and
 * everything answers again once the database is back.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a database outage on postgres', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp('postgres', { clock: createClock('2027-03-01T08:00:00Z') });
    host = await signUpHost(t.app, { firstName: 'Rosa' });
    eventId = await createEvent(host.agent, { name: 'Outage' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with Retry-After while the database is unreachable, and books again once it is back', async () => {
    const restore = await refuseConnections(process.env.TEST_DATABASE_URL ?? '', t.database);
    try {
      const booking = await book(t.app, bookingBody(eventId, '2027-03-03T10:00:00Z'));
      expect(booking.statusCode, booking.body).toBe(503);
      expect(booking.headers['retry-after']).toBe('5');
      expect(booking.json()).toEqual({
        error: 'The service is briefly unavailable; please try again in a few seconds',
        code: 'SERVICE_UNAVAILABLE',
      });

      const dates = await t.app.inject({
        method: 'POST',
        url: `${API}/website/dates`,
        payload: { eventId, startDate: '2027-03-03', endDate: '2027-03-03', timezone: 'UTC' },
      });
      expect(dates.statusCode, dates.body).toBe(503);
      expect(dates.json().code).toBe('SERVICE_UNAVAILABLE');

      const events = await host.agent.request('GET', `${API}/event/list`);
      expect(events.statusCode, events.body).toBe(503);
      expect(events.headers['retry-after']).toBe('5');

      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toMatch(/^unreachable: /);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await restore();
    }

    const booking = await book(t.app, bookingBody(eventId, '2027-03-03T10:00:00Z'));
    expect(booking.statusCode, booking.body).toBe(202);
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});
