import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { BOOKING_ROUTES } from './service.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one series in the text format, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is off: 404, whatever the token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        error: 'Metrics are turned off on this server; METRICS_TOKEN turns them on',
      });
    }
  });
});

describe.each(testDatabaseKinds())('GET /metrics with METRICS_TOKEN on %s', (kind) => {
  let t: TestApp;
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      workers: false,
      clock: createClock(NOW),
      config: { metricsToken: METRICS_TOKEN },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a scrape without the token or with a wrong one (401)', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${METRICS_TOKEN}`,
      `Bearer ${METRICS_TOKEN}x`,
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', error: 'The metrics token is missing or wrong' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('counts requests by route pattern and status, and bookings by outcome', async () => {
    const host = await signUpHost(t.app, { firstName: 'Mae' });
    const eventId = await createEvent(host.agent, { name: 'Measured call' });
    const seen = await host.agent.request('GET', `${API}/event/${eventId}`);
    expect(seen.statusCode).toBe(200);
    const booked = await book(t.app, bookingBody(eventId, '2027-03-01T10:00:00Z'));
    expect(booked.statusCode, booked.body).toBe(202);
    const taken = await book(t.app, bookingBody(eventId, '2027-03-01T10:00:00Z'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_IS_NOT_AVAILABLE');

    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    // The route's pattern, never its address with the event's id.
    expect(
      seriesValue(
        text,
        'kairos_http_requests_total{method="GET",route="/api/v1/bookings/event/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(eventId);
    expect(
      seriesValue(
        text,
        'kairos_http_request_duration_seconds_count{method="GET",route="/api/v1/bookings/event/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        'kairos_http_requests_total{method="POST",route="/api/v1/bookings/meet/book",status_code="202"}',
      ),
    ).toBe(1);
    expect(seriesValue(text, 'kairos_booking_outcomes_total{action="book",outcome="booked",code=""}')).toBe(
      1,
    );
    expect(
      seriesValue(
        text,
        'kairos_booking_outcomes_total{action="book",outcome="refused",code="SLOT_IS_NOT_AVAILABLE"}',
      ),
    ).toBe(1);
    // Unknown paths are one series, not one per address.
    await t.app.inject({ method: 'GET', url: '/api/v1/bookings/no/such/route' });
    const again = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(
      seriesValue(again, 'kairos_http_requests_total{method="GET",route="(no route)",status_code="404"}'),
    ).toBe(1);
    expect(again).not.toContain('no/such/route');
    // The scrape before this one is counted too.
    expect(
      seriesValue(again, 'kairos_http_requests_total{method="GET",route="/metrics",status_code="200"}'),
    ).toBe(1);
  });

  it('reads the job queues at scrape time: the booking’s job waits, nothing failed', async () => {
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    // No worker runs here, so the booking's side effects wait in their queue.
    expect(
      seriesValue(text, 'kairos_job_queue_jobs{queue="booking-side-effects",state="due"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'kairos_job_queue_jobs{queue="booking-side-effects",state="failed"}')).toBe(0);
    expect(
      seriesValue(text, 'kairos_job_queue_jobs{queue="booking-side-effects-sweep",state="active"}'),
    ).toBe(0);
    expect(seriesValue(text, `kairos_database_up{kind="${kind}"}`)).toBe(1);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('reports the PostgreSQL pool, and no pool on the embedded database', async () => {
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    if (kind === 'postgres') {
      expect(seriesValue(text, 'kairos_db_pool_connections{state="max"}')).toBe(t.database.pool?.options.max);
      expect(seriesValue(text, 'kairos_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'kairos_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, 'kairos_db_pool_waiting_clients')).toBe(0);
    } else {
      expect(text).not.toContain('kairos_db_pool');
    }
  });

  it('counts bookings on routes that exist: every route of the table is registered', () => {
    const registered = new Set(t.app.routeAccess.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(BOOKING_ROUTES).filter((route) => !registered.has(route))).toEqual([]);
    // And every route that books, moves or cancels a meeting is in the table.
    const changing = [...registered].filter((r) =>
      /^(POST|PATCH|DELETE) \/api\/v1\/bookings\/meet\/(agent\/)?(book|reschedule|cancel)\b/.test(r),
    );
    expect(changing.filter((route) => !(route in BOOKING_ROUTES))).toEqual([]);
  });
});
