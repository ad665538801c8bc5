import { pathToFileURL } from 'node:url';
import { checkSlot } from '@kairos/core/slots/check-slot';
import { computeSlots } from '@kairos/core/slots/compute-slots';
import { parseIsoInstant } from '@kairos/core/slots/iso-instant';
import type { SlotAgent, SlotMeeting, SlotQuery } from '@kairos/core/slots/types';
import { localToUtc, offsetAt } from '@kairos/core/slots/zone-offset';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Asia/Tokyo'];
const WORKING_HOURS = [{ start: 9 * 60, end: 17 * 60 }];
const WARM_UP_RUNS = 15;
/** Warm-up lasts at least this long as well: a fast run gives the compiler little time to finish. */
const WARM_UP_MS = 500;
const RUNS = 50;

/** A small deterministic generator, so every run measures the same data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface RoundRobinShape {
  agents: number;
  /** The first requested date, `YYYY-MM-DD`. */
  startDate: string;
  days: number;
}

/** 50 agents over March 2027 (both DST changes); the design's slot engine target. */
export const MONTH: RoundRobinShape = { agents: 50, startDate: '2027-03-01', days: 31 };
/** 200 agents over March to May 2027. */
export const QUARTER: RoundRobinShape = { agents: 200, startDate: '2027-03-01', days: 92 };

/**
 * A round robin with Monday–Friday 09:00–17:00 hours in five zones, 30-min meetings every
 * 15 min, and per agent and day three meetings (with buffers) and two calendar blocks.
 */
export function buildRoundRobinQuery(shape: RoundRobinShape = MONTH): SlotQuery {
  const random = seededRandom(20270301);
  const firstDay = Date.parse(`${shape.startDate}T00:00:00Z`) / DAY;
  const agents: SlotAgent[] = [];
  const meetings: SlotMeeting[] = [];
  const localTime = (zone: string, day: number, minute: number) =>
    localToUtc(zone, day * DAY + minute * MINUTE);
  const quarterBetween = (fromMinute: number, toMinute: number) =>
    fromMinute + Math.floor((random() * (toMinute - fromMinute)) / 15) * 15;

  for (let index = 0; index < shape.agents; index += 1) {
    const id = `agent-${String(index).padStart(2, '0')}`;
    const timezone = ZONES[index % ZONES.length]!;
    const busy = [];
    for (let day = firstDay - 1; day < firstDay + shape.days + 1; day += 1) {
      for (let n = 0; n < 3; n += 1) {
        const start = localTime(timezone, day, quarterBetween(8 * 60, 17 * 60));
        meetings.push({
          id: `${id}-${day}-${n}`,
          eventId: n === 0 ? 'round-robin' : 'other-event',
          agentIds: [id],
          start,
          end: start + 30 * MINUTE,
          bufferBefore: 5,
          bufferAfter: 10,
          status: n === 2 ? 'ACTION_REQUIRED' : 'ACTIVE',
          attendeeCount: 1,
        });
      }
      for (let n = 0; n < 2; n += 1) {
        const start = localTime(timezone, day, quarterBetween(7 * 60, 18 * 60));
        busy.push({ start, end: start + (30 + Math.floor(random() * 4) * 15) * MINUTE });
      }
    }
    agents.push({
      id,
      busy,
      availability: {
        timezone,
        weeklySchedule: {
          MONDAY: WORKING_HOURS,
          TUESDAY: WORKING_HOURS,
          WEDNESDAY: WORKING_HOURS,
          THURSDAY: WORKING_HOURS,
          FRIDAY: WORKING_HOURS,
        },
        specificDates: [{ date: '2027-03-17', hours: [{ start: 12 * 60, end: 16 * 60 }] }],
      },
    });
  }
  return {
    now: Date.UTC(2027, 1, 28, 18),
    eventId: 'round-robin',
    type: 'ROUNDROBIN',
    duration: 30,
    eventTimezone: 'Europe/Berlin',
    agents,
    meetings,
    bounds: {
      buffer: { beforeMeeting: 5, afterMeeting: 5 },
      minimumNotice: 120,
      slotGap: 15,
      dailyLimit: 400,
    },
    schedule: { type: 'ENDLESS' },
    startDate: shape.startDate,
    endDate: new Date((firstDay + shape.days - 1) * DAY).toISOString().slice(0, 10),
    timezone: 'America/Los_Angeles',
    showBookedSlots: true,
  };
}

/** Runs `work` until it has run `WARM_UP_RUNS` times and for `WARM_UP_MS`, so it is measured compiled. */
function warmUp(...work: (() => unknown)[]): void {
  const started = performance.now();
  for (let run = 0; run < WARM_UP_RUNS || performance.now() - started < WARM_UP_MS; run += 1) {
    for (const step of work) step();
  }
}

function measure(runs: number, work: () => void): { median: number; p95: number } {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  const sorted = times.toSorted((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** An agent's calendar block as a calendar API writes it: local time with the zone's offset. */
function toLocalIso(zone: string, instant: number): string {
  const offset = offsetAt(zone, instant) / MINUTE;
  const size = Math.abs(offset);
  const hours = String(Math.floor(size / 60)).padStart(2, '0');
  const minutes = String(size % 60).padStart(2, '0');
  const local = new Date(instant + offset * MINUTE).toISOString().slice(0, 19);
  return `${local}${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}

/**
 * The query's instants as text, in order (each agent's calendar blocks, then the meetings,
 * start and end of each): meetings as a database or JSON writes them, blocks as calendars do.
 */
function writeInstants(query: SlotQuery): string[] {
  const texts: string[] = [];
  for (const agent of query.agents) {
    for (const block of agent.busy ?? []) {
      texts.push(toLocalIso(agent.availability.timezone, Number(block.start)));
      texts.push(toLocalIso(agent.availability.timezone, Number(block.end)));
    }
  }
  for (const meeting of query.meetings) {
    texts.push(new Date(meeting.start).toISOString(), new Date(meeting.end).toISOString());
  }
  // Through JSON, as an API response or a database driver hands them over (flat strings).
  return JSON.parse(JSON.stringify(texts)) as string[];
}

/** The input step: the instants as epoch milliseconds. */
function readInstants(texts: readonly string[]): Float64Array {
  const instants = new Float64Array(texts.length);
  for (let i = 0; i < texts.length; i += 1) instants[i] = parseIsoInstant(texts[i]!);
  return instants;
}

/** The same with Date.parse, for comparison (a loop of its own, so neither call is shared). */
function readInstantsWithDateParse(texts: readonly string[]): Float64Array {
  const instants = new Float64Array(texts.length);
  for (let i = 0; i < texts.length; i += 1) instants[i] = Date.parse(texts[i]!);
  return instants;
}

/** The query again with the instants read back, in the order `writeInstants` wrote them. */
function withInstants(query: SlotQuery, instants: Float64Array): SlotQuery {
  let at = 0;
  const next = () => instants[at++]!;
  const agents = query.agents.map(
    (agent): SlotAgent => ({
      ...agent,
      busy: (agent.busy ?? []).map(() => ({ start: next(), end: next() })),
    }),
  );
  const meetings = query.meetings.map((meeting): SlotMeeting => ({ ...meeting, start: next(), end: next() }));
  return { ...query, agents, meetings };
}

const formatMs = (ms: number) => `${ms.toFixed(2)} ms`;

async function benchRoundRobin(shape: RoundRobinShape, runs: number, target: number): Promise<SlotQuery> {
  const query = buildRoundRobinQuery(shape);
  const texts = writeInstants(query);
  const compute = () => computeSlots(query);
  warmUp(compute);
  const engine = measure(runs, compute);

  const { days } = computeSlots(query);
  const fromText = computeSlots(withInstants(query, readInstants(texts)));
  if (JSON.stringify(fromText) !== JSON.stringify({ days }))
    throw new Error('reading the instants changed the slots');
  const open = Object.values(days).reduce(
    (sum, list) => sum + list.filter((slot) => slot.available).length,
    0,
  );
  const fast = () => readInstants(texts);
  const general = () => readInstantsWithDateParse(texts);
  warmUp(fast, general);
  const input = measure(runs, fast);
  const dateParse = measure(runs, general);
  console.log(
    `slot engine: ${shape.agents}-agent round robin, ${shape.days} days, 15-min grid: median ${formatMs(engine.median)}, p95 ${formatMs(engine.p95)} (target ≤ ${target} ms; ${runs} runs, ${open} open slots)` +
      `; input conversion, ${texts.length} ISO instants to numbers: median ${formatMs(input.median)} (Date.parse: ${formatMs(dateParse.median)})`,
  );
  return query;
}

export async function benchSlotEngine(): Promise<void> {
  const query = await benchRoundRobin(MONTH, RUNS, 1);
  await benchRoundRobin(QUARTER, RUNS, 10);

  const slotStart = Date.UTC(2027, 2, 17, 14);
  const check = () => checkSlot(query, slotStart);
  warmUp(check);
  const one = measure(RUNS, check);
  console.log(
    `slot engine: checkSlot, one slot of the 50-agent event: median ${one.median.toFixed(2)} ms, p95 ${one.p95.toFixed(2)} ms (${RUNS} runs)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchSlotEngine();
}
