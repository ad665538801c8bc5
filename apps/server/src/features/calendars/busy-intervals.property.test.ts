import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeSlots } from '@kairos/core/slots/compute-slots';
import { everyDay, makeAgent, makeQuery } from '@kairos/core/slots/test-factories';
import type { Interval } from '@kairos/core/slots/types';
import { localToUtc } from '@kairos/core/slots/zone-offset';
import { MIGRATIONS_DIR } from '@kairos/db/client';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { vevent } from '../../../test/vevent.ts';
import { findCalendarBusy } from './busy.ts';
import { busyFromICalendar } from './ical-busy.ts';
import * as repo from './repo.ts';

const ZONE = 'Europe/Berlin';
const NOW = Date.parse('2027-03-01T00:00:00Z');
const QUARTER = 15 * 60_000;
const DAY = 86_400_000;
/** Three local days, Friday to Sunday, with the change to summer time on 2027-03-28 left out. */
const DATES = ['2027-03-05', '2027-03-06', '2027-03-07'];
const dayStart = (i: number) => localToUtc(ZONE, Date.parse(`${DATES[0]}T00:00:00Z`) + i * DAY);
const WINDOW = { from: dayStart(-1), to: dayStart(4), floatingZone: ZONE };

/** One event of a host's calendar as a provider holds it. */
interface GeneratedEvent {
  allDay: boolean;
  /** Timed: quarter hours from the first day's midnight; all-day: the day (0–2). */
  start: number;
  /** Timed: quarter hours (0 = an empty event); all-day: days. */
  length: number;
  free: boolean;
  cancelled: boolean;
}

const eventArb: fc.Arbitrary<GeneratedEvent> = fc.record({
  allDay: fc.constantFrom(false, false, false, false, true),
  start: fc.integer({ min: 0, max: 3 * 96 - 1 }),
  length: fc.integer({ min: 0, max: 12 }),
  free: fc.constantFrom(false, false, false, true),
  cancelled: fc.constantFrom(false, false, false, false, true),
});

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateOf = (i: number) =>
  new Date(Date.parse(`${DATES[0]}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10).replace(/-/g, '');

/** The event as an iCalendar object, read by the same parser as CalDAV and feed refreshes. */
function toICalendar(uid: string, e: GeneratedEvent): string {
  const day = Math.min(2, Math.floor(e.start / 96));
  const timed = dayStart(0) + e.start * QUARTER;
  return vevent(
    uid,
    ...(e.allDay
      ? [
          `DTSTART;VALUE=DATE:${dateOf(day)}`,
          `DTEND;VALUE=DATE:${dateOf(day + Math.max(1, Math.min(2, e.length)))}`,
        ]
      : [`DTSTART:${stamp(timed)}`, `DTEND:${stamp(timed + e.length * QUARTER)}`]),
    ...(e.free ? ['TRANSP:TRANSPARENT'] : []),
    ...(e.cancelled ? ['STATUS:CANCELLED'] : []),
  );
}

/** The raw busy blocks the events stand for, worked out here without the parser or the store. */
function rawBlocks(e: GeneratedEvent): Interval[] {
  if (e.free || e.cancelled) return [];
  if (e.allDay) {
    const day = Math.min(2, Math.floor(e.start / 96));
    return [{ start: dayStart(day), end: dayStart(day + Math.max(1, Math.min(2, e.length))) }];
  }
  const start = dayStart(0) + e.start * QUARTER;
  return e.length > 0 ? [{ start, end: start + e.length * QUARTER }] : [];
}

interface GeneratedCalendar {
  counts: boolean;
  events: GeneratedEvent[];
  /** A later incremental refresh: events (by index) removed, changed and added, and the setting flipped. */
  removed: number[];
  changed: Array<[number, GeneratedEvent]>;
  added: GeneratedEvent[];
  flip: boolean;
}

const calendarArb: fc.Arbitrary<GeneratedCalendar> = fc.record({
  counts: fc.constantFrom(true, true, false),
  events: fc.array(eventArb, { maxLength: 14 }),
  removed: fc.array(fc.nat(13), { maxLength: 3 }),
  changed: fc.array(fc.tuple(fc.nat(13), eventArb), { maxLength: 3 }),
  added: fc.array(eventArb, { maxLength: 4 }),
  flip: fc.constantFrom(false, false, true),
});

const rulesArb = fc.record({
  duration: fc.constantFrom(15, 30, 45, 60, 90),
  before: fc.constantFrom(0, 0, 10, 15),
  after: fc.constantFrom(0, 0, 5, 30),
  slotGap: fc.constantFrom(0, 15, 20),
});

describe.each(testDatabaseKinds())('merged busy intervals on %s', (kind) => {
  let t: TestApp;
  let agentId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(new Date(NOW)), workers: false });
    const host = await signUpHost(t.app);
    agentId = host.session.agent._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offer the same slots as the raw events they were merged from, through full and incremental refreshes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(calendarArb, { minLength: 1, maxLength: 3 }),
        rulesArb,
        async (generated, rules) => {
          const db = t.deps.db;
          const connection = await repo.insertConnection(db, {
            agentId,
            provider: 'ICS_FEED',
            label: 'Property feed',
            credentials: 'sealed',
            now: new Date(NOW),
          });
          try {
            await db.transaction((tx) =>
              repo.upsertCalendars(
                tx,
                connection,
                generated.map((_, i) => ({
                  externalId: `c${i}`,
                  name: `C${i}`,
                  writable: false,
                  syncState: null,
                })),
              ),
            );
            const rows = await repo.findCalendarsOfConnection(db, connection.id);
            const byExternal = new Map(rows.map((r) => [r.externalId, r]));
            const finalEvents: Array<{ counts: boolean; events: Map<string, GeneratedEvent> }> = [];
            for (const [i, cal] of generated.entries()) {
              const row = byExternal.get(`c${i}`)!;
              const events = new Map(cal.events.map((e, j) => [`e${j}.ics`, e]));
              const upsert = (href: string, e: GeneratedEvent) => ({
                href,
                etag: `"${href}-${JSON.stringify(e).length}"`,
                busy: busyFromICalendar(toICalendar(`${row.id}-${href}`, e), WINDOW),
              });
              // The first refresh writes the calendar whole.
              await db.transaction(async (tx) => {
                if (!cal.counts) await repo.updateCalendar(tx, agentId, row.id, { checkConflicts: false });
                await repo.applyChanges(
                  tx,
                  row,
                  { syncState: '1', upserts: [...events].map(([href, e]) => upsert(href, e)), removed: [] },
                  { full: true, expandedUntil: new Date(WINDOW.to) },
                );
              });
              // A later one applies single changes, as sync tokens, deltas and ETags report them.
              const removed = [...new Set(cal.removed.map((j) => `e${j}.ics`))].filter((h) => events.has(h));
              for (const href of removed) events.delete(href);
              const upserts = [
                ...cal.changed.map(([j, e]) => [`e${j}.ics`, e] as const),
                ...cal.added.map((e, j) => [`n${j}.ics`, e] as const),
              ];
              for (const [href, e] of upserts) events.set(href, e);
              await db.transaction((tx) =>
                repo.applyChanges(
                  tx,
                  row,
                  {
                    syncState: '2',
                    upserts: [...new Map(upserts)].map(([href, e]) => upsert(href, e)),
                    removed,
                  },
                  { full: false, expandedUntil: new Date(WINDOW.to) },
                ),
              );
              let counts = cal.counts;
              if (cal.flip) {
                counts = !counts;
                await db.transaction((tx) =>
                  repo.updateCalendar(tx, agentId, row.id, { checkConflicts: counts }),
                );
              }
              finalEvents.push({ counts, events });
            }
            await repo.markRefreshed(db, connection.id, new Date(NOW));

            const raw = finalEvents
              .filter((c) => c.counts)
              .flatMap((c) => [...c.events.values()].flatMap(rawBlocks));
            const cached = await findCalendarBusy(db, {
              agentIds: [agentId],
              from: new Date(WINDOW.from),
              to: new Date(WINDOW.to),
              now: new Date(NOW),
            });
            const merged = cached?.get(agentId) ?? [];
            // Disjoint, not touching, and never empty.
            const sorted = merged
              .map((b) => [Number(b.start), Number(b.end)] as const)
              .sort((a, b) => a[0] - b[0]);
            for (const [i, [start, end]] of sorted.entries()) {
              expect(end).toBeGreaterThan(start);
              if (i > 0) expect(start).toBeGreaterThan(sorted[i - 1]![1]);
            }
            expect(merged.length).toBeLessThanOrEqual(raw.length);

            const slotsWith = (busy: readonly Interval[]) =>
              computeSlots(
                makeQuery({
                  now: NOW,
                  duration: rules.duration,
                  agents: [makeAgent(agentId, ZONE, everyDay([{ start: 0, end: 24 * 60 }]), { busy })],
                  bounds: {
                    buffer: { beforeMeeting: rules.before, afterMeeting: rules.after },
                    slotGap: rules.slotGap,
                  },
                  startDate: DATES[0]!,
                  endDate: DATES[2]!,
                  timezone: ZONE,
                  showBookedSlots: true,
                }),
              );
            expect(slotsWith(merged)).toEqual(slotsWith(raw));
          } finally {
            await t.deps.db.transaction((tx) => repo.deleteConnection(tx, agentId, connection.id));
          }
          // Disconnecting leaves the host no cached busy time.
          const after = await repo.findBusyIntervals(
            t.deps.db,
            [agentId],
            new Date(WINDOW.from),
            new Date(WINDOW.to),
          );
          expect(after).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the migration that added the intervals fills them from the cached blocks as a rebuild does', async () => {
    const db = t.deps.db;
    const connection = await repo.insertConnection(db, {
      agentId,
      provider: 'ICS_FEED',
      label: 'Migrated feed',
      credentials: 'sealed',
      now: new Date(NOW),
    });
    const block = (from: string, to: string) => ({ start: Date.parse(from), end: Date.parse(to) });
    await db.transaction((tx) =>
      repo.upsertCalendars(tx, connection, [
        { externalId: 'a', name: 'A', writable: false, syncState: null },
        { externalId: 'b', name: 'B', writable: false, syncState: null },
      ]),
    );
    const [a, b] = (await repo.findCalendarsOfConnection(db, connection.id)).sort((x, y) =>
      x.externalId.localeCompare(y.externalId),
    );
    await db.transaction(async (tx) => {
      await repo.applyChanges(
        tx,
        a!,
        {
          syncState: '1',
          upserts: [
            { href: 'x', etag: '1', busy: [block('2027-03-05T09:00:00Z', '2027-03-05T10:00:00Z')] },
            { href: 'y', etag: '1', busy: [block('2027-03-05T09:30:00Z', '2027-03-05T11:00:00Z')] },
            { href: 'z', etag: '1', busy: [block('2027-03-05T12:00:00Z', '2027-03-05T12:00:00Z')] },
          ],
          removed: [],
        },
        { full: true, expandedUntil: new Date(WINDOW.to) },
      );
      await repo.applyChanges(
        tx,
        b!,
        {
          syncState: '1',
          upserts: [{ href: 'x', etag: '1', busy: [block('2027-03-05T11:00:00Z', '2027-03-05T11:30:00Z')] }],
          removed: [],
        },
        { full: true, expandedUntil: new Date(WINDOW.to) },
      );
      await repo.updateCalendar(tx, agentId, b!.id, { checkConflicts: false });
      await repo.applyChanges(
        tx,
        a!,
        {
          syncState: '2',
          upserts: [{ href: 'w', etag: '1', busy: [block('2027-03-05T11:00:00Z', '2027-03-05T11:15:00Z')] }],
          removed: [],
        },
        { full: false, expandedUntil: new Date(WINDOW.to) },
      );
    });
    const read = async () =>
      (await repo.findBusyIntervals(db, [agentId], new Date(WINDOW.from), new Date(WINDOW.to))).sort(
        (x, y) => x.start - y.start,
      );
    const rebuilt = await read();
    expect(rebuilt).toEqual([{ agentId, ...block('2027-03-05T09:00:00Z', '2027-03-05T11:15:00Z') }]);

    const migration = readFileSync(join(MIGRATIONS_DIR, '0028_calendar_busy_intervals.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toMatch(/INSERT INTO "calendar_busy_intervals"/);
    await t.database.execute('delete from calendar_busy_intervals');
    await t.database.execute(backfill);
    expect(await read()).toEqual(rebuilt);
    await t.deps.db.transaction((tx) => repo.deleteConnection(tx, agentId, connection.id));
  });
});
