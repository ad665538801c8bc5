import { MEMBER_ROLE } from '@kairos/core/accounts/roles';
import type { BenchServer } from './bench-server.ts';
import { signUp } from './bench-server.ts';

export type BenchAgent = Awaited<ReturnType<typeof signUp>>;

export interface BenchWorkspace {
  owner: BenchAgent;
  /** A second host who works in the owner's workspace with the built-in Member role. */
  member: BenchAgent;
  appId: string;
  ownerId: string;
  memberId: string;
  /** Four event types: Intro, Consult, Review, Workshop. */
  events: string[];
}

/** A workspace with its owner, a member working in it, and four event types. */
export async function seedWorkspace(server: BenchServer, name: string): Promise<BenchWorkspace> {
  const owner = await signUp(server.base, name);
  const member = await signUp(server.base, `${name} Member Home`);
  const appId = owner.session.workspace._id;
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
  for (const event of ['Intro', 'Consult', 'Review', 'Workshop']) {
    events.push((await owner.call('POST', '/event/add', { name: event, duration: 30 }))._id);
  }
  return { owner, member, appId, ownerId: owner.session.agent._id, memberId, events };
}

/**
 * `count` meetings of the workspace's four event types, `every` apart from `startsAgo` (SQL
 * intervals): one in ten cancelled, one in 37 awaiting confirmation, one in 50 a no-show, one in
 * 13 rescheduled once, a quarter organized by the member. With `leadTimes`, each was booked up
 * to a month before its start; otherwise when seeded.
 */
export async function seedMeetings(
  server: BenchServer,
  w: BenchWorkspace,
  p: { count: number; startsAgo: string; every: string; leadTimes: boolean },
): Promise<void> {
  // The slot-version trigger bumps one counter row per inserted meeting: fine for bookings, quadratic
  // for 100,000 rows in one statement. The slot cache is not measured here, so it is off while seeding.
  await server.database.execute('alter table meetings disable trigger slots_meetings');
  await server.database.execute(
    `insert into meetings (app_id, event_id, start_at, end_at, duration, timezone, status, type, organizer_id,
       agent_ids, attendee_count, mark_as_no_show, reschedule_count, ics_uid, created_at)
     select $1, ($2::uuid[])[1 + i % 4], s, s + interval '30 minutes', 30, 'UTC',
            case when i % 10 = 0 then 'CANCELLED' when i % 37 = 0 then 'ACTION_REQUIRED' else 'ACTIVE' end,
            'SOLO', o, jsonb_build_array(o::text), 1, i % 50 = 0, case when i % 13 = 0 then 1 else 0 end,
            'bench-' || i || '@kairos',
            case when $8 then s - (i % 30) * interval '1 day' - (i % 24) * interval '1 hour' else now() end
     from generate_series(1, $3::int) i,
          lateral (select now() - $6::interval + i * $7::interval as s,
                          case when i % 4 = 0 then $5::uuid else $4::uuid end as o) t`,
    [w.appId, w.events, p.count, w.ownerId, w.memberId, p.startsAgo, p.every, p.leadTimes],
  );
  await server.database.execute('alter table meetings enable trigger slots_meetings');
}
