import { pathToFileURL } from 'node:url';
import { measure, ms, NEEDS_POSTGRES, signUp, startBenchServer } from './support/bench-server.ts';

const DISTINCT = 400;
const CONTENDERS = 200;

/**
 * `POST /meet/book` on PostgreSQL: throughput on distinct slots (one host, 15-minute meetings
 * around the clock, 10 clients), then 200 visitors racing for one slot.
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
    const distinct = await measure(DISTINCT, 10, async (i) => {
      if ((await bookAt(first + i * 15 * 60_000, i)) !== 202) refused += 1;
    });
    console.log(
      `POST /meet/book, distinct slots, 10 clients, PostgreSQL: ${distinct.perSecond.toFixed(0)} bookings/s, ` +
        `p50 ${ms(distinct.p50)}, p99 ${ms(distinct.p99)} (${DISTINCT} bookings, ${refused} refused)`,
    );

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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchBookingApi();
  process.exit(0);
}
