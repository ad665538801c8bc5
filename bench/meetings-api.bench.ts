import { pathToFileURL } from 'node:url';
import { measure, ms, NEEDS_POSTGRES, startBenchServer } from './support/bench-server.ts';
import { seedMeetings, seedWorkspace } from './support/seed-workspace.ts';

const MEETINGS = 100_000;
const CALLS = 200;
const CLIENTS = 2;

/**
 * `POST /meet/agent` on PostgreSQL with 100,000 meetings (one attendee each) in one workspace,
 * ten minutes apart over about two years, a third of them still to come: the list tabs and each
 * filter, as the owner (sees everything) and as a member (sees the quarter they organize).
 */
export async function benchMeetingsApi(): Promise<void> {
  const server = await startBenchServer();
  if (!server) {
    console.log(`POST /meet/agent: ${NEEDS_POSTGRES}`);
    return;
  }
  try {
    const workspace = await seedWorkspace(server, 'Bench Meetings');
    const { owner, member, appId, memberId, events } = workspace;

    const seeded = performance.now();
    await seedMeetings(server, workspace, {
      count: MEETINGS,
      startsAgo: '460 days',
      every: '10 minutes',
      leadTimes: false,
    });
    await server.database.execute(
      `insert into attendees (meeting_id, app_id, email_id, full_name, timezone, status, created_at)
       select id, app_id, 'visitor-' || n || '@example.com', 'Visitor ' || n, 'UTC',
              case when status = 'CANCELLED' then 'CANCELLED' else 'ACTIVE' end, start_at - interval '3 days'
       from (select id, app_id, status, start_at, row_number() over (order by start_at) n
             from meetings where app_id = $1) m`,
      [appId],
    );
    await server.database.execute('analyze');
    console.log(`seeded ${MEETINGS} meetings and their attendees in ${ms(performance.now() - seeded)}`);

    const weekFrom = new Date(Date.now() + 30 * 86_400_000);
    const scenarios: Array<[string, typeof owner, (i: number) => Record<string, unknown>]> = [
      [
        'upcoming tab (ACTIVE, upcoming), pages 1-20',
        owner,
        (i) => ({ status: 'ACTIVE', period: 'upcoming', pageNo: 1 + (i % 20) }),
      ],
      ['past tab, pages 1-20', owner, (i) => ({ period: 'past', pageNo: 1 + (i % 20) })],
      ['cancelled tab', owner, (i) => ({ status: 'CANCELLED', pageNo: 1 + (i % 5) })],
      ['action required tab', owner, () => ({ status: 'ACTION_REQUIRED', period: 'upcoming' })],
      ['one event, upcoming', owner, (i) => ({ eventId: events[i % 4], period: 'upcoming' })],
      [
        'one week range',
        owner,
        (i) => ({
          from: new Date(weekFrom.getTime() + (i % 7) * 86_400_000).toISOString(),
          to: new Date(weekFrom.getTime() + (i % 7) * 86_400_000 + 7 * 86_400_000).toISOString(),
        }),
      ],
      ['one host (agentId), upcoming', owner, () => ({ agentId: memberId, period: 'upcoming' })],
      ['no-show only', owner, () => ({ noShow: true })],
      ['attendee search, one match', owner, (i) => ({ search: `visitor-${1 + ((i * 7919) % MEETINGS)}@` })],
      ['attendee search, many matches', owner, (i) => ({ search: `Visitor ${1 + (i % 9)}` })],
      ['member: their upcoming meetings', member, (i) => ({ period: 'upcoming', pageNo: 1 + (i % 10) })],
      ['member: their past meetings', member, (i) => ({ period: 'past', pageNo: 1 + (i % 10) })],
    ];
    // What any signed-in call costs on this machine now (session, access check, one small query).
    const baseline = await measure(CALLS, CLIENTS, async () => {
      await owner.call('GET', '/contact/tag/list');
    });
    console.log(
      `baseline GET /contact/tag/list, ${CLIENTS} clients: p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}, ` +
        `p99 ${ms(baseline.p99)}`,
    );
    for (const [name, who, body] of scenarios) {
      let rows = 0;
      const result = await measure(CALLS, CLIENTS, async (i) => {
        const page = await who.call('POST', '/meet/agent', body(i));
        rows += page.meetings.length;
      });
      console.log(
        `POST /meet/agent, ${name}, ${CLIENTS} clients: p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, ` +
          `p99 ${ms(result.p99)} (${(rows / CALLS).toFixed(1)} rows a page)`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchMeetingsApi();
  process.exit(0);
}
