import { pathToFileURL } from 'node:url';
import { MEMBER_ROLE } from '@kairos/core/accounts/roles';
import { TRACKING_EVENTS } from '@kairos/core/analytics/tracking-events';
import { measure, ms, NEEDS_POSTGRES, signUp, startBenchServer } from './support/bench-server.ts';

const MEETINGS = 100_000;
const FUNNEL_EVENTS = 1_000_000;
const RESPONSES = 20_000;
const CALLS = 30;
const CLIENTS = 2;

/**
 * Every `/analytics/...` call on PostgreSQL with 100,000 meetings (six minutes apart over about
 * 14 months, most of them past) and 1,000,000 funnel events (over the last year) in one workspace,
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
    const owner = await signUp(server.base, 'Bench Analytics');
    const member = await signUp(server.base, 'Bench Analytics Member Home');
    const appId = owner.session.workspace._id;
    const ownerId = owner.session.agent._id;
    const memberId = member.session.agent._id;
    await server.database.execute(
      'insert into memberships (workspace_id, agent_id, role) values ($1, $2, $3::jsonb)',
      [appId, memberId, JSON.stringify(MEMBER_ROLE)],
    );
    await server.database.execute('update sessions set workspace_id = $1 where agent_id = $2', [
      appId,
      memberId,
    ]);
    const events: string[] = [];
    for (const name of ['Intro', 'Consult', 'Review', 'Workshop']) {
      events.push((await owner.call('POST', '/event/add', { name, duration: 30 }))._id);
    }
    const form = await owner.call('POST', '/routing/form/new', { name: 'Qualify', questions: [] });
    const rules = (await owner.call('GET', `/routing/${form._id}/conditions/list`)).conditions.map(
      (r: { _id: string }) => r._id,
    ) as string[];

    const seeded = performance.now();
    await server.database.execute('alter table meetings disable trigger slots_meetings');
    await server.database.execute(
      `insert into meetings (app_id, event_id, start_at, end_at, duration, timezone, status, type, organizer_id,
         agent_ids, attendee_count, mark_as_no_show, reschedule_count, ics_uid, created_at)
       select $1, ($2::uuid[])[1 + i % 4], s, s + interval '30 minutes', 30, 'UTC',
              case when i % 10 = 0 then 'CANCELLED' when i % 37 = 0 then 'ACTION_REQUIRED' else 'ACTIVE' end,
              'SOLO', o, jsonb_build_array(o::text), 1, i % 50 = 0, case when i % 13 = 0 then 1 else 0 end,
              'bench-' || i || '@kairos', s - (i % 30) * interval '1 day' - (i % 24) * interval '1 hour'
       from generate_series(1, $3::int) i,
            lateral (select now() - interval '300 days' + i * interval '6 minutes' as s,
                            case when i % 4 = 0 then $5::uuid else $4::uuid end as o) t`,
      [appId, events, MEETINGS, ownerId, memberId],
    );
    await server.database.execute('alter table meetings enable trigger slots_meetings');
    await server.database.execute(
      `insert into funnel_events (app_id, name, source, event_id, visitor_id, utm_source, utm_campaign, occurred_at)
       select $1, n.name, case when n.name = 'schedule_event' then 'server' else 'browser' end,
              ($2::uuid[])[1 + i % 4], 'visitor-' || (i / 6),
              (array['news', 'ads', 'social', null, null])[1 + i % 5],
              (array['spring', 'summer', null])[1 + i % 3],
              now() - interval '365 days' + i * (interval '365 days' / $3::int)
       from generate_series(1, $3::int) i,
            lateral (select ($4::text[])[1 + i % 25] as name) n`,
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
