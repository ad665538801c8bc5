import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../../deps.ts';
import * as repo from './repo.ts';

export type BookingAction = 'book' | 'reschedule' | 'cancel';

/**
 * The routes where a booking is made, moved or cancelled, by visitors, share links and hosts: the
 * one place bookings are counted, by the answer each gives (a test holds every one registered).
 */
export const BOOKING_ROUTES: Readonly<Record<string, BookingAction>> = {
  'POST /api/v1/bookings/meet/book': 'book',
  'POST /api/v1/bookings/meet/book/share-link': 'book',
  'POST /api/v1/bookings/meet/agent/book': 'book',
  'PATCH /api/v1/bookings/meet/reschedule': 'reschedule',
  'PATCH /api/v1/bookings/meet/agent/reschedule': 'reschedule',
  'PATCH /api/v1/bookings/meet/cancel': 'cancel',
  'PATCH /api/v1/bookings/meet/agent/cancel': 'cancel',
  'DELETE /api/v1/bookings/meet/cancel/share-link/:link': 'cancel',
};

const DONE: Record<BookingAction, string> = {
  book: 'booked',
  reschedule: 'rescheduled',
  cancel: 'cancelled',
};

/** The label of requests no route took (pages of the web app, unknown paths). */
export const NO_ROUTE = '(no route)';

export interface Metrics {
  registry: Registry;
  /** Counts one answered request by its route's pattern (never the raw address) and status. */
  observeRequest(method: string, route: string | undefined, status: number, seconds: number): void;
  /** Counts a booking route's answer: done when 2xx, refused with its error code when 4xx. */
  observeBooking(action: BookingAction, status: number, code: string | undefined): void;
  /** Reads the job queues and the database pool, then writes every metric in the text format. */
  scrape(): Promise<string>;
}

/** The process's metrics in a registry of its own (each app built in a test has its own). */
export function createMetrics(deps: Deps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'kairos_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'kairos_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'kairos_booking_outcomes_total',
    help:
      'Answers of the booking routes: action book, reschedule or cancel; outcome booked, rescheduled, ' +
      'cancelled or refused (a 4xx, with its error code)',
    labelNames: ['action', 'outcome', 'code'] as const,
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'kairos_job_queue_jobs',
    help:
      'Jobs per queue by state: due (waiting, start time passed), deferred (waiting for a later start), ' +
      'active, failed (failed for good in the last 12 hours, before archiving)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'kairos_database_up',
    help: '1 when the database answered this scrape, 0 when it did not',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const pool = deps.database.pool;
  const poolConnections = pool
    ? new Gauge({
        name: 'kairos_db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and the pool size (max)',
        labelNames: ['state'] as const,
        registers: [registry],
      })
    : undefined;
  const poolWaiting = pool
    ? new Gauge({
        name: 'kairos_db_pool_waiting_clients',
        help: 'Queries waiting for a free PostgreSQL pool connection',
        registers: [registry],
      })
    : undefined;

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route: route ?? NO_ROUTE, status_code: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observeBooking(action, status, code) {
      if (status >= 200 && status < 300) bookings.inc({ action, outcome: DONE[action], code: '' });
      else if (status >= 400 && status < 500) bookings.inc({ action, outcome: 'refused', code: code ?? '' });
    },
    async scrape() {
      try {
        const queues = await repo.countQueueJobs(deps.database);
        jobs.reset();
        for (const { queue, due, deferred, active, failed } of queues) {
          jobs.set({ queue, state: 'due' }, due);
          jobs.set({ queue, state: 'deferred' }, deferred);
          jobs.set({ queue, state: 'active' }, active);
          jobs.set({ queue, state: 'failed' }, failed);
        }
        databaseUp.set({ kind: deps.database.kind }, 1);
      } catch {
        // The rest still goes out: an outage shows as kairos_database_up 0, not as a failed scrape.
        jobs.reset();
        databaseUp.set({ kind: deps.database.kind }, 0);
      }
      if (pool && poolConnections && poolWaiting) {
        poolConnections.set({ state: 'total' }, pool.totalCount);
        poolConnections.set({ state: 'idle' }, pool.idleCount);
        poolConnections.set({ state: 'max' }, pool.options.max ?? 10);
        poolWaiting.set(pool.waitingCount);
      }
      return registry.metrics();
    },
  };
}

/** Whether a scrape's bearer token is the configured one (compared in constant time). */
export function isMetricsToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
