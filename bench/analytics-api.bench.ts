import { pathToFileURL } from 'node:url';
import { TRACKING_EVENTS } from '@kairos/core/analytics/tracking-events';
import { measure, ms, NEEDS_POSTGRES, startBenchServer } from './support/bench-server.ts';
import { seedMeetings, seedWorkspace } from './support/seed-workspace.ts';

const MEETINGS = 100_000;
const FUNNEL_EVENTS = 1_000_000;
const RESPONSES = 20_000;
const CALLS = 30;
const CLIENTS = 2;

/**
 * Every `/analytics/...` call on PostgreSQL with 100,000 meetings (six minutes apart over about
 * 14 months, most of them past) and 1,000,000 funnel events (over the last year: visitors of six
 * events each, one booking page and one UTM pair per visitor, as one tab's visit) in one workspace,
 * plus 20,000 routing form responses: for the last 30 days (the screen's default) and for a whole
 * year, as the owner (sees everything) and as a member (sees the quarter they organize).
 */
export async function benchAnalyticsApi(): Promise<void> {
  const server = await startBenchServer();
  if (!server) {
    console.log(`/analytics: ${NEEDS_POSTGRES}`);
    return;
  }
  try {
    const workspace = await seedWorkspace(server, 'Bench Analytics');
    const { owner, member, appId, events } = workspace;
    const form = await owner.call('POST', '/routing/form/new', { name: 'Qualify', questions: [] });
    const rules = (await owner.call('GET', `/routing/${form._id}/conditions/list`)).conditions.map(
      (r: { _id: string }) => r._id,
    ) as string[];

    const seeded = performance.now();
    await seedMeetings(server, workspace, {
      count: MEETINGS,
      startsAgo: '300 days',
      every: '6 minutes',
      leadTimes: true,
    });
    await server.database.execute(
      `insert into funnel_events (app_id, name, source, event_id, visitor_id, utm_source, utm_campaign, occurred_at)
       select $1, n.name, case when n.name = 'schedule_event' then 'server' else 'browser' end,
              ($2::uuid[])[1 + v % 4], 'visitor-' || v,
              (array['news', 'ads', 'social', null, null])[1 + v % 5],
              (array['spring', 'summer', null])[1 + v % 3],
              now() - interval '365 days' + i * (interval '365 days' / $3::int)
       from generate_series(1, $3::int) i,
            lateral (select ($4::text[])[1 + i % 25] as name, i / 6 as v) n`,
      [appId, events, FUNNEL_EVENTS, [...TRACKING_EVENTS]],
    );
    await server.database.execute(
      `insert into routing_responses (form_id, app_id, matched_rule_id, redirect, meeting_id, created_at)
       select $1, $2, ($3::uuid[])[1 + i % array_length($3::uuid[], 1)], '{"type":"EVENT_TYPE"}'::jsonb,
              case when i % 3 = 0 then gen_random_uuid() end, now() - interval '365 days' + i * interval '26 minutes'
       from generate_series(1, $4::int) i`,
      [form._id, appId, rules, RESPONSES],
    );
    // What autovacuum does to a table that has grown: statistics, and the visibility map that lets
    // the covering index answer without reading the table.
    await server.database.execute('vacuum analyze');
    console.log(
      `seeded ${MEETINGS} meetings, ${FUNNEL_EVENTS} funnel events and ${RESPONSES} routing responses in ` +
        ms(performance.now() - seeded),
    );

    const day = (offsetDays: number) =>
      new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const ranges: Array<[string, string]> = [
      ['last 30 days', ''],
      ['one year', `from=${day(-364)}&to=${day(0)}`],
    ];
    const paths = [
      'summary',
      'bookings-over-time?unit=day',
      'bookings-over-time?unit=week',
      'event-types',
      'hosts',
      'popular-times',
      'lead-time',
      'routing-forms',
      'utm',
      'funnel',
      'export?chart=hosts',
    ];
    const baseline = await measure(CALLS, CLIENTS, async () => {
      await owner.call('GET', '/contact/tag/list');
    });
    console.log(
      `baseline GET /contact/tag/list, ${CLIENTS} clients: p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`,
    );
    let worst = 0;
    for (const [rangeName, rangeQuery] of ranges) {
      for (const [who, caller] of [
        ['owner', owner],
        ['member', member],
      ] as const) {
        for (const path of paths) {
          const url = `/analytics/${path}${path.includes('?') ? '&' : '?'}${rangeQuery}`;
          const result = await measure(CALLS, CLIENTS, async () => {
            await caller.call('GET', url);
          });
          worst = Math.max(worst, result.p50);
          console.log(
            `GET /analytics/${path}, ${rangeName}, ${who}, ${CLIENTS} clients: p50 ${ms(result.p50)}, ` +
              `p95 ${ms(result.p95)}, p99 ${ms(result.p99)}`,
          );
        }
      }
    }
    console.log(`slowest p50: ${ms(worst)} (target < 150 ms)`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchAnalyticsApi();
  process.exit(0);
}
