import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { measure, ms, NEEDS_POSTGRES, queriesPer, signUp, startBenchServer } from './support/bench-server.ts';

const DISTINCT = 400;
const CONTENDERS = 200;
/** Bookings made first, right after the server started, while V8 still compiles the booking path. */
const WARM_UP = 1000;

/**
 * `POST /meet/book` on PostgreSQL: throughput on distinct slots (one host, 15-minute meetings
 * around the clock, 10 clients), first from a cold start (printed, not the figure of record),
 * then on the warm server, then 200 visitors racing for one slot. Prints the SQL statements
 * each booking costs (all of them, by text, with BENCH_QUERIES=1) and the load average, since
 * figures from a busy machine are only comparable back to back.
 */
export async function benchBookingApi(): Promise<void> {
  const server = await startBenchServer();
  if (!server) {
    console.log(`POST /meet/book: ${NEEDS_POSTGRES}`);
    return;
  }
  try {
    const host = await signUp(server.base, 'Bench Bookings');
    const allDay = [{ start: 0, end: 1440 }];
    const week = Object.fromEntries(
      ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((d) => [d, allDay]),
    );
    const event = await host.call('POST', '/event/add', {
      name: 'Quick',
      duration: 15,
      schedule: { type: 'ENDLESS' },
      customAvailableHour: { weeklySchedule: week, timezone: 'UTC', specificDates: [] },
    });
    const first = Date.UTC(new Date().getUTCFullYear() + 1, 0, 4, 0, 0);
    const bookAt = async (time: number, i: number): Promise<number> => {
      const res = await fetch(`${server.base}/api/v1/bookings/meet/book`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.1`,
        },
        body: JSON.stringify({
          eventId: event._id,
          time: new Date(time).toISOString(),
          timezone: 'UTC',
          attendee: { fullName: `Visitor ${i}`, emailId: `visitor-${i}-${Date.now()}@example.com` },
        }),
      });
      const text = await res.text();
      if (res.status !== 202 && res.status !== 409) reasons.set(text, (reasons.get(text) ?? 0) + 1);
      return res.status;
    };
    let refused = 0;
    const reasons = new Map<string, number>();
    // A long-running server has compiled its hot path; a fresh one spends its first seconds doing
    // so. The warm-up's slots lie before the measured ones, its visitors have addresses of their own.
    let coldRefused = 0;
    const cold = await measure(WARM_UP, 10, async (i) => {
      if ((await bookAt(first - (i + 1) * 15 * 60_000, 100_000 + i)) !== 202) coldRefused += 1;
    });
    await drainSideEffects(server.database);
    console.log(
      `POST /meet/book, distinct slots, 10 clients, PostgreSQL, first ${WARM_UP} after start: ` +
        `${cold.perSecond.toFixed(0)} bookings/s, p50 ${ms(cold.p50)}, p99 ${ms(cold.p99)} (${coldRefused} refused)`,
    );
    const load = loadavg()[0] ?? 0;
    const before = await server.queryCounts();
    const cpuBefore = await server.cpuMs();
    const distinct = await measure(DISTINCT, 10, async (i) => {
      if ((await bookAt(first + i * 15 * 60_000, i)) !== 202) refused += 1;
    });
    const answered = await server.queryCounts();
    const cpuAnswered = await server.cpuMs();
    const drainStarted = performance.now();
    await drainSideEffects(server.database);
    const drained = performance.now() - drainStarted;
    const queries = queriesPer(before, await server.queryCounts(), DISTINCT);
    const onRequest = queriesPer(before, answered, DISTINCT);
    console.log(
      `POST /meet/book, distinct slots, 10 clients, PostgreSQL, warm: ${distinct.perSecond.toFixed(0)} bookings/s, ` +
        `p50 ${ms(distinct.p50)}, p99 ${ms(distinct.p99)} (${DISTINCT} bookings, ${refused} refused; ` +
        `load average ${load.toFixed(2)} before)`,
    );
    console.log(
      `  SQL statements per booking: ${(queries.request.total + queries.transaction.total).toFixed(1)} by the request ` +
        `(${queries.transaction.total.toFixed(1)} inside its transaction), ` +
        `${queries.background.total.toFixed(1)} by jobs (${onRequest.background.total.toFixed(1)} while answering); ` +
        `side effects done ${ms(drained)} after the last answer`,
    );
    const cpuDrained = await server.cpuMs();
    if (cpuBefore && cpuAnswered && cpuDrained) {
      const per = (a: number, b: number) => `${((b - a) / DISTINCT).toFixed(1)} ms`;
      console.log(
        `  CPU per booking: server process ${per(cpuBefore.server, cpuAnswered.server)} while answering, ` +
          `${per(cpuBefore.server, cpuDrained.server)} with its side effects; ` +
          `PostgreSQL ${per(cpuBefore.database, cpuAnswered.database)} while answering, ` +
          `${per(cpuBefore.database, cpuDrained.database)} with its side effects`,
      );
    }
    if (process.env.BENCH_QUERIES) {
      for (const origin of ['request', 'transaction', 'background'] as const) {
        console.log(`  ${origin}:`);
        for (const row of queries[origin].rows)
          console.log(`    ${row.per.toFixed(2).padStart(6)}  ${row.text}`);
      }
    }

    if (reasons.size) console.log('refusals:', Object.fromEntries(reasons));
    const slot = first + (DISTINCT + 10) * 15 * 60_000;
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: CONTENDERS }, (_, i) => bookAt(slot, DISTINCT + i)),
    );
    const elapsed = performance.now() - started;
    const won = statuses.filter((s) => s === 202).length;
    const lost = statuses.filter((s) => s === 409).length;
    console.log(
      `POST /meet/book, ${CONTENDERS} visitors for one slot, PostgreSQL: ${won} booked, ${lost} answered 409, ` +
        `all settled in ${ms(elapsed)}`,
    );
  } finally {
    await server.stop();
  }
}

/** Waits until every booking's side-effect job has finished (at most a minute). */
async function drainSideEffects(database: {
  execute(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
}) {
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const { rows } = await database.execute(
      `select count(*)::int as n from booking_queue where status = 'PENDING'`,
    );
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchBookingApi();
  process.exit(0);
}
