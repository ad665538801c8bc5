import { createDb, type Database } from '@kairos/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bookingBody, createEvent, daySlots } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { getDatesJson, slotCache } from './service.ts';
import { SlotVersionWatch } from './watch.ts';

const DAY = '2027-03-08'; // a Monday
const LISTENER = 'kairos listen kairos_slot_versions';

/** Counts the slot fingerprint reads of a test app's pool. */
function countFingerprintReads(t: TestApp): { count: number } {
  const counter = { count: 0 };
  const pool = t.database.pool;
  if (!pool) throw new Error('a Postgres test app has a pool');
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    if (text?.includes('slot_versions')) counter.count += 1;
    return query(...args);
  }) as typeof pool.query;
  return counter;
}

// The watch listens for PostgreSQL's announcements; the embedded database reads the fingerprint every time.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'dates answered from what the process heard, on postgres',
  () => {
    let t: TestApp;
    /** Another server's connection to the same database: its writes reach this process only as announcements. */
    let elsewhere: Database;
    let eventId: string;
    let reads = { count: 0 };

    beforeAll(async () => {
      t = await createTestApp('postgres', { clock: createClock('2027-03-01T00:00:00Z') });
      reads = countFingerprintReads(t);
      if (!t.database.url) throw new Error('a Postgres test database has a URL');
      elsewhere = await createDb({ databaseUrl: t.database.url, migrate: false, maxConnections: 2 });
      const host = await signUpHost(t.app);
      eventId = await createEvent(host.agent, { name: 'Watched' });
    });
    afterAll(async () => {
      await elsewhere?.close();
      await t?.close();
    });

    const slots = () => daySlots(t.app, eventId, DAY);
    /** Another server moves the event's meeting that starts at `start` five hours later. */
    const moveFromElsewhere = async (start: string) => {
      const { rows } = await elsewhere.execute(
        'select id from meetings where event_id = $1 and start_at = $2',
        [eventId, start],
      );
      const later = (column: string) => `${column} + interval '5 hours'`;
      await elsewhere.execute(
        `update meetings set start_at = ${later('start_at')}, end_at = ${later('end_at')} where id = $1`,
        [rows[0]?.id],
      );
      await elsewhere.execute(
        `update meeting_hosts set during = tstzrange(${later('lower(during)')}, ${later('upper(during)')})
         where meeting_id = $1`,
        [rows[0]?.id],
      );
    };
    /** Fingerprint reads made by one dates request. */
    const readsOfOneRequest = async () => {
      const before = reads.count;
      await slots();
      return reads.count - before;
    };
    const untilServedFromWhatItHeard = () =>
      expect.poll(readsOfOneRequest, { timeout: 10_000, interval: 50 }).toBe(0);

    it('answers a repeated request without asking the database once it listens', async () => {
      await slots();
      await untilServedFromWhatItHeard();
      expect(await readsOfOneRequest()).toBe(0);
    });

    it('never offers a slot it has just booked itself, request after request', async () => {
      for (const hour of [9, 10, 11, 12, 13]) {
        const time = `${DAY}T${String(hour).padStart(2, '0')}:00:00.000Z`;
        await untilServedFromWhatItHeard();
        expect(await slots()).toContain(time);
        const res = await new Agent(t.app).request('POST', `${API}/meet/book`, bookingBody(eventId, time));
        expect(res.statusCode, res.body).toBe(202);
        expect(await slots()).not.toContain(time);
      }
    });

    it('waits for the announcements of its own writes however late they arrive', async () => {
      // The same watch as the app's, on a connection whose announcements arrive 100 ms late.
      const { listen, localWrites } = t.database;
      if (!listen || !localWrites) throw new Error('a Postgres database can listen');
      const watch = new SlotVersionWatch(localWrites);
      watch.start((channel, handlers) =>
        listen(channel, {
          message: (payload) => setTimeout(() => handlers.message(payload), 100),
          up: () => handlers.up(),
          down: () => handlers.down(),
        }),
      );
      try {
        const cache = slotCache(t.deps, watch);
        const body = { eventId, startDate: DAY, endDate: DAY, timezone: 'UTC' };
        const offered = async () => {
          const answer = JSON.parse((await getDatesJson(t.deps, cache, body)).toString('utf8'));
          return (answer.days[DAY] ?? []).map((slot: { time: string }) => slot.time) as string[];
        };
        const readsOfOneAnswer = async () => {
          const before = reads.count;
          await offered();
          return reads.count - before;
        };
        await expect.poll(readsOfOneAnswer, { timeout: 10_000, interval: 150 }).toBe(0);
        const time = `${DAY}T16:00:00.000Z`;
        expect(await offered()).toContain(time);
        const res = await new Agent(t.app).request('POST', `${API}/meet/book`, bookingBody(eventId, time));
        expect(res.statusCode, res.body).toBe(202);
        expect(await offered()).not.toContain(time);
      } finally {
        await watch.close();
      }
    });

    it('hears another server’s write and stops offering what it took', async () => {
      await untilServedFromWhatItHeard();
      const time = `${DAY}T14:00:00.000Z`;
      expect(await slots()).toContain(time);
      // Another process moves the 09:00 meeting to 14:00.
      await moveFromElsewhere(`${DAY}T09:00:00Z`);
      await expect.poll(slots, { timeout: 2_000, interval: 10 }).not.toContain(time);
      expect(await slots()).toContain(`${DAY}T09:00:00.000Z`);
    });

    it('reads the fingerprint again while its connection is down, and listens again after', async () => {
      await untilServedFromWhatItHeard();
      const { rows } = await elsewhere.execute(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTENER],
      );
      expect(rows).toEqual([{ ended: true }]);
      // Once it has noticed, it asks the database: a write nobody announced to it is seen at once.
      await expect.poll(readsOfOneRequest, { timeout: 2_000, interval: 20 }).toBeGreaterThan(0);
      const time = `${DAY}T15:00:00.000Z`;
      expect(await slots()).toContain(time);
      await moveFromElsewhere(`${DAY}T10:00:00Z`);
      expect(await slots()).not.toContain(time);
      // It reconnects by itself and serves from what it hears again.
      await untilServedFromWhatItHeard();
      expect(await slots()).not.toContain(time);
    });
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)('dates with DATABASE_LISTEN_URL=off, on postgres', () => {
  it('reads the fingerprint on every request and opens no listening connection', async () => {
    const t = await createTestApp('postgres', {
      clock: createClock('2027-03-01T00:00:00Z'),
      config: { databaseListenUrl: 'off' },
    });
    try {
      const reads = countFingerprintReads(t);
      const host = await signUpHost(t.app);
      const eventId = await createEvent(host.agent, { name: 'Unwatched' });
      for (let i = 0; i < 5; i++) await daySlots(t.app, eventId, DAY);
      expect(reads.count).toBe(5);
      const { rows } = await t.database.execute(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTENER],
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await t.close();
    }
  });
});
