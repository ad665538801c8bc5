import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  measure,
  ms,
  NEEDS_POSTGRES,
  ownCpuMs,
  postJson,
  queriesPer,
  seedRoundRobin,
  signUp,
  startBenchServer,
} from './support/bench-server.ts';

const AGENTS = 50;
const DAYS = 31;
const START = '2027-03-01';
const REQUESTS = 3000;
const WARM_UP = 600;

/**
 * `POST /website/dates` for a 50-host round robin over 31 days on a 15-minute grid, with five
 * 30-minute meetings per host per day (three of the event, two elsewhere: the stand-in for
 * calendar blocks, which the slot engine treats alike), 20 clients in parallel, on PostgreSQL.
 */
export async function benchDatesApi(): Promise<void> {
  const server = await startBenchServer();
  if (!server) {
    console.log(`POST /website/dates: ${NEEDS_POSTGRES}`);
    return;
  }
  try {
    const host = await signUp(server.base, 'Bench Dates');
    const appId = host.session.workspace._id;
    const { agentIds, eventId } = await seedRoundRobin(server, host, AGENTS);
    const event = { _id: eventId };
    const other = await host.call('POST', '/event/add', { name: 'Other', duration: 30 });
    // Five meetings a day per host at 09:00, 10:30, 12:00, 13:30 and 15:00 UTC (+15 min for odd hosts).
    await server.database.execute(
      `with m as (
         insert into meetings (app_id, event_id, start_at, end_at, duration, timezone, status, type, organizer_id, agent_ids, ics_uid)
         select $1, case when k < 3 then $2::uuid else $3::uuid end, s, s + interval '30 minutes', 30, 'UTC', 'ACTIVE',
                'ROUNDROBIN', a.id, jsonb_build_array(a.id), gen_random_uuid()::text
         from unnest($4::uuid[]) with ordinality a(id, n),
              generate_series(0, $5::int + 1) d,
              generate_series(0, 4) k,
              lateral (select ($6::date + d * interval '1 day' + interval '9 hours' + k * interval '90 minutes'
                        + (a.n % 2) * interval '15 minutes')::timestamptz as s) t
         returning id, app_id, organizer_id, start_at, end_at)
       insert into meeting_hosts (meeting_id, agent_id, app_id, during, blocking)
       select id, organizer_id, app_id, tstzrange(start_at, end_at), true from m`,
      [appId, event._id, other._id, agentIds, DAYS, START],
    );
    await server.database.execute('analyze');
    const body = JSON.stringify({
      eventId: event._id,
      startDate: START,
      endDate: '2027-03-31',
      timezone: 'Europe/Berlin',
    });
    const ask = async () => {
      const res = await postJson(`${server.base}/api/v1/bookings/website/dates`, body);
      if (res.status !== 200) throw new Error(`dates answered ${res.status}: ${res.body.toString()}`);
    };
    await measure(WARM_UP, 20, ask);
    const before = await server.queryCounts();
    const cpuBefore = await server.cpuMs();
    const { result: r, cpuMs: clientCpu } = await ownCpuMs(() => measure(REQUESTS, 20, ask));
    const cpuAfter = await server.cpuMs();
    const queries = queriesPer(before, await server.queryCounts(), REQUESTS);
    console.log(
      `POST /website/dates, ${AGENTS}-host round robin, ${DAYS} days, 15-min grid, ${AGENTS * 5} meetings/day, ` +
        `20 clients, PostgreSQL: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, ${r.perSecond.toFixed(0)} req/s ` +
        `(${REQUESTS} requests; load average ${(loadavg()[0] ?? 0).toFixed(2)} after)`,
    );
    const cpu =
      cpuBefore && cpuAfter
        ? `; CPU per request: server process ${((cpuAfter.server - cpuBefore.server) / REQUESTS).toFixed(2)} ms, ` +
          `PostgreSQL ${((cpuAfter.database - cpuBefore.database) / REQUESTS).toFixed(2)} ms, ` +
          `the load's own clients ${(clientCpu / REQUESTS).toFixed(2)} ms`
        : '';
    console.log(`  SQL statements per request: ${queries.request.total.toFixed(1)}${cpu}`);
    if (process.env.BENCH_QUERIES)
      for (const row of queries.request.rows)
        console.log(`    ${row.per.toFixed(2).padStart(6)}  ${row.text}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchDatesApi();
  process.exit(0);
}
