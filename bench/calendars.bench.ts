import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { rebuildBusyIntervals } from '../apps/server/src/features/calendars/repo.ts';
import {
  measure,
  ms,
  NEEDS_POSTGRES,
  postJson,
  seedRoundRobin,
  signUp,
  startBenchServer,
} from './support/bench-server.ts';

const AGENTS = 10;
const CALENDARS_PER_AGENT = 3;
const EVENTS_PER_CALENDAR = 2000;
const START = '2027-03-01';
const REQUESTS = 200;
const WARM_UP = 100;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Asia/Tokyo'];

/**
 * `POST /website/dates` for a 10-host round robin over a month, first without calendars, then
 * with 3 connected calendars per host holding 2,000 cached busy events each (spread over a
 * year, so about 170 per calendar fall in the month asked). Every request asks a different
 * range or zone, so each one computes its slots instead of reading the slot cache: the figure
 * is the cost of the computation with and without the calendars' busy times. The calendars are
 * then removed and the first measure repeated; the ratio is taken against the mean of the two. The blocks are
 * written directly and each host's merged intervals rebuilt as a refresh does.
 */
export async function benchCalendars(): Promise<void> {
  const server = await startBenchServer();
  if (!server) {
    console.log(`POST /website/dates with calendars: ${NEEDS_POSTGRES}`);
    return;
  }
  try {
    const host = await signUp(server.base, 'Bench Calendars');
    const appId = host.session.workspace._id;
    const { agentIds, eventId } = await seedRoundRobin(server, host, AGENTS);
    // Three Kairos meetings a day per host, as in a busy month.
    await server.database.execute(
      `with m as (
         insert into meetings (app_id, event_id, start_at, end_at, duration, timezone, status, type, organizer_id, agent_ids, ics_uid)
         select $1, $2::uuid, s, s + interval '30 minutes', 30, 'UTC', 'ACTIVE', 'ROUNDROBIN', a.id,
                jsonb_build_array(a.id), gen_random_uuid()::text || '@kairos'
         from unnest($3::uuid[]) a(id), generate_series(0, 32) d, generate_series(0, 2) k,
              lateral (select ($4::date + d * interval '1 day' + interval '9 hours' + k * interval '150 minutes')::timestamptz as s) t
         returning id, app_id, organizer_id, start_at, end_at)
       insert into meeting_hosts (meeting_id, agent_id, app_id, during, blocking)
       select id, organizer_id, app_id, tstzrange(start_at, end_at), true from m`,
      [appId, eventId, agentIds, START],
    );
    await server.database.execute('analyze');

    let request = 0;
    const ask = async () => {
      // A different (zone, end date) each time: no two requests share a slot cache entry.
      const n = request++;
      const body = JSON.stringify({
        eventId: eventId,
        startDate: `2027-03-0${1 + (Math.floor(n / 100) % 9)}`,
        endDate: `2027-03-${String(31 - (Math.floor(n / ZONES.length) % 20)).padStart(2, '0')}`,
        timezone: ZONES[n % ZONES.length],
      });
      const res = await postJson(`${server.base}/api/v1/bookings/website/dates`, body);
      if (res.status !== 200) throw new Error(`dates answered ${res.status}: ${res.body.toString()}`);
    };
    const run = async () => {
      // Enough requests first for the server's code to be compiled, so the first phase is not the slower one.
      await measure(WARM_UP, 4, ask);
      const before = await server.cpuMs();
      const timing = await measure(REQUESTS, 4, ask);
      const after = await server.cpuMs();
      // CPU time per request moves less than latency when other work shares the machine.
      const cpu =
        before && after
          ? {
              server: (after.server - before.server) / REQUESTS,
              database: (after.database - before.database) / REQUESTS,
            }
          : undefined;
      return { ...timing, cpu };
    };
    const load = loadavg()[0] ?? 0;
    const without = await run();

    // Three calendars per host, each with 2,000 busy events of an hour spread over the year.
    await server.database.execute(
      `with c as (
         insert into calendar_connections (agent_id, provider, label, credentials, refreshed_at)
         select a.id, 'ICS_FEED', 'Bench feed ' || k, 'sealed', now()
         from unnest($1::uuid[]) a(id), generate_series(1, $2::int) k
         returning id, agent_id),
       cal as (
         insert into calendars (connection_id, agent_id, external_id, name, expanded_until)
         select id, agent_id, 'feed', 'Bench', now() + interval '366 days' from c
         returning id, agent_id)
       insert into calendar_busy (calendar_id, agent_id, href, start_at, end_at)
       select cal.id, cal.agent_id, 'feed', s, s + interval '1 hour'
       from cal, generate_series(1, $3::int) e,
            lateral (select ($4::date - interval '30 days' + ((e * 7919 + hashtext(cal.id::text)) % (366 * 96)) * interval '15 minutes')::timestamptz as s) t`,
      [agentIds, CALENDARS_PER_AGENT, EVENTS_PER_CALENDAR, START],
    );
    // As a refresh does in the transaction that writes the blocks: each host's merged intervals.
    for (const agentId of agentIds) {
      await server.database.db.transaction((tx) => rebuildBusyIntervals(tx, agentId));
    }
    await server.database.execute('analyze');
    const withCalendars = await run();

    // The calendars removed again, and the first measure repeated.
    await server.database.execute('delete from calendar_connections where agent_id = any($1::uuid[])', [
      agentIds,
    ]);
    await server.database.execute('delete from calendar_busy_intervals where agent_id = any($1::uuid[])', [
      agentIds,
    ]);
    await server.database.execute('analyze');
    const withoutAgain = await run();

    const line = (label: string, r: typeof without) =>
      `POST /website/dates, ${AGENTS}-host round robin, 31 days, 15-min grid, uncached, 4 clients, PostgreSQL, ${label}: ` +
      `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, ${r.perSecond.toFixed(0)} req/s (${REQUESTS} requests)` +
      (r.cpu ? `; CPU per request: server ${ms(r.cpu.server)}, PostgreSQL ${ms(r.cpu.database)}` : '');
    console.log(line('no calendars', without));
    console.log(
      line(`${CALENDARS_PER_AGENT} calendars × ${EVENTS_PER_CALENDAR} events per host`, withCalendars),
    );
    console.log(line('no calendars, again', withoutAgain));
    // Before, with, after: the server still speeds up from one measure to the next, so the
    // calendars' measure is set against the mean of the two around it.
    const ratio = (a: number, before: number, after: number) =>
      `${((2 * a) / (before + after)).toFixed(2)}× (${(a / before).toFixed(2)}× against the first run, ` +
      `${(a / after).toFixed(2)}× against the last)`;
    console.log(
      `p50 ratio with/without calendars: ${ratio(withCalendars.p50, without.p50, withoutAgain.p50)}; ` +
        `load average ${load.toFixed(2)} before`,
    );
    if (without.cpu && withCalendars.cpu && withoutAgain.cpu) {
      const total = (c: { server: number; database: number }) => c.server + c.database;
      console.log(
        `CPU per request ratio with/without calendars: ${ratio(total(withCalendars.cpu), total(without.cpu), total(withoutAgain.cpu))}`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchCalendars();
  process.exit(0);
}
