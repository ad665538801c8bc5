import { resolveRange } from '@kairos/core/analytics/range';
import { TRACKING_EVENTS } from '@kairos/core/analytics/tracking-events';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, createEvent } from '../../../test/booking-factory.ts';
import {
  type Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

/** A small seeded generator, so a failure names the seed that reproduces it. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const SEED = Math.floor(Math.random() * 2 ** 31);
const ZONES = ['UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York', 'Pacific/Kiritimati'];

/**
 * The daily roll-ups (decision 0020) answer exactly what counting the raw funnel events answers:
 * random events over two months, read for random ranges in zones with odd offsets and a DST
 * change, as the owner and as a member who sees only the event they co-host, with and without
 * an event filter. The expected figures are counted here straight from `funnel_events`.
 */
describe.each(testDatabaseKinds())('funnel roll-ups against the raw events on %s', (kind) => {
  let t: TestApp;
  let appId: string;
  let owner: { id: string; agent: Agent };
  let member: { id: string; agent: Agent };
  const eventIds: string[] = [];
  const random = generator(SEED);

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-05-01T12:00:00Z'), workers: false });
    const host = await signUpHost(t.app);
    appId = host.session.workspace._id;
    owner = { id: host.session.agent._id, agent: host.agent };
    const memberId = await addMember(t, appId, 'Mira');
    member = { id: memberId, agent: await sessionFor(t, memberId, appId) };
    for (const name of ['Intro', 'Consult', 'Review']) eventIds.push(await createEvent(host.agent, { name }));
    await t.database.execute(`update events set co_hosts = jsonb_build_array($1::text) where id = $2`, [
      memberId,
      eventIds[1],
    ]);

    const visitors = Array.from({ length: 120 }, (_, i) => `visitor-${i}`);
    const start = Date.parse('2027-03-01T00:00:00Z');
    const span = 61 * 86_400_000;
    // Several statements of several rows, and single rows: the trigger merges into existing days.
    for (let batch = 0; batch < 40; batch++) {
      const size = batch % 4 === 0 ? 1 : 60;
      const rows = Array.from({ length: size }, () => {
        const source = random.next() < 0.15 ? 'server' : 'browser';
        return [
          appId,
          source === 'server' && random.next() < 0.6 ? 'schedule_event' : random.pick(TRACKING_EVENTS),
          source,
          random.pick([...eventIds, null]),
          source === 'server' || random.next() < 0.05 ? null : random.pick(visitors),
          random.pick(['news', 'ads', null]),
          random.pick(['spring', null]),
          new Date(start + Math.floor(random.next() * span)).toISOString(),
        ];
      });
      const values = rows.map(
        (_, r) => `(${Array.from({ length: 8 }, (_, c) => `$${r * 8 + c + 1}`).join(', ')})`,
      );
      await t.database.execute(
        `insert into funnel_events (app_id, name, source, event_id, visitor_id, utm_source, utm_campaign, occurred_at)
         values ${values.join(', ')}`,
        rows.flat(),
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** What counting the raw events says, for the caller's sight and filter. */
  async function expected(range: { start: Date; end: Date }, events: string[] | null) {
    const where = `app_id = $1 and occurred_at >= $2 and occurred_at < $3 and ($4::uuid[] is null or event_id = any($4::uuid[]))`;
    const params = [appId, range.start.toISOString(), range.end.toISOString(), events];
    const [summary] = (
      await t.database.execute(
        `select count(distinct visitor_id) filter (where source = 'browser')::int as visitors,
                count(*) filter (where name = 'schedule_event' and source = 'server')::int as "visitorBookings"
         from funnel_events where ${where}`,
        params,
      )
    ).rows;
    const byName = (
      await t.database.execute(
        `select name, count(*)::int as events, count(distinct visitor_id)::int as visitors
         from funnel_events where ${where} group by name`,
        params,
      )
    ).rows;
    const utm = (
      await t.database.execute(
        `select coalesce(utm_source, '') as source, coalesce(utm_campaign, '') as campaign,
                count(distinct visitor_id) filter (where source = 'browser')::int as visitors,
                count(*) filter (where name = 'schedule_event' and source = 'server')::int as bookings
         from funnel_events where ${where} group by 1, 2 order by 4 desc, 3 desc, 1, 2`,
        params,
      )
    ).rows;
    const names = new Map(byName.map((r) => [r.name, r]));
    return {
      summary,
      steps: TRACKING_EVENTS.map((name) => ({
        name,
        events: names.get(name)?.events ?? 0,
        visitors: names.get(name)?.visitors ?? 0,
      })),
      utm,
    };
  }

  it('numbers the names as the tracking events list does', async () => {
    const { rows } = await t.database.execute(
      'select n, funnel_name_bit(n) as bit from unnest($1::text[]) n',
      [[...TRACKING_EVENTS]],
    );
    expect(rows.map((r) => r.bit)).toEqual(TRACKING_EVENTS.map((_, i) => i));
  });

  it(`answers as the raw events do (seed ${SEED})`, async () => {
    for (let round = 0; round < 12; round++) {
      const zone = ZONES[round % ZONES.length] as string;
      const caller = round % 3 === 2 ? member : owner;
      const filter = round % 4 === 1 ? random.pick(eventIds) : undefined;
      const first = Date.parse('2027-02-27T00:00:00Z') + Math.floor(random.next() * 60) * 86_400_000;
      const days = round === 0 ? 0 : Math.floor(random.next() * 40);
      const from = new Date(first).toISOString().slice(0, 10);
      const to = new Date(first + days * 86_400_000).toISOString().slice(0, 10);
      await t.database.execute('update agents set timezone = $1 where id = $2', [zone, caller.id]);
      const resolved = resolveRange({ from, to }, zone, t.clock.now());
      if (!resolved.ok) throw new Error(resolved.message);
      const sight = caller === member ? [eventIds[1] as string] : null;
      const events = filter ? (sight && !sight.includes(filter) ? [] : [filter]) : sight;
      const want = await expected(resolved.range, events);

      const query = `from=${from}&to=${to}${filter ? `&eventId=${filter}` : ''}`;
      const get = async (path: string) => {
        const res = await caller.agent.request('GET', `${API}/analytics/${path}?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const context = `seed ${SEED}, round ${round}, ${zone}, ${query}, ${caller === member ? 'member' : 'owner'}`;
      const summary = await get('summary');
      expect({ visitors: summary.visitors, visitorBookings: summary.visitorBookings }, context).toEqual(
        want.summary,
      );
      expect((await get('funnel')).steps, context).toEqual(want.steps);
      expect((await get('utm')).rows, context).toEqual(want.utm);
    }
  });
});
