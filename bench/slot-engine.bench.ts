import { pathToFileURL } from 'node:url';
import { checkSlot } from '@kairos/core/slots/check-slot';
import { computeSlots } from '@kairos/core/slots/compute-slots';
import type { SlotAgent, SlotMeeting, SlotQuery } from '@kairos/core/slots/types';
import { localToUtc } from '@kairos/core/slots/zone-offset';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Asia/Tokyo'];
const WORKING_HOURS = [{ start: 9 * 60, end: 17 * 60 }];
const WARM_UP_RUNS = 15;
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

/** 50-agent round robin over March 2027 (both DST changes), 30-min meetings every 15 min. */
export function buildRoundRobinQuery(): SlotQuery {
  const random = seededRandom(20270301);
  const firstDay = Date.UTC(2027, 2, 1) / DAY;
  const agents: SlotAgent[] = [];
  const meetings: SlotMeeting[] = [];
  const localTime = (zone: string, day: number, minute: number) =>
    localToUtc(zone, day * DAY + minute * MINUTE);
  const quarterBetween = (fromMinute: number, toMinute: number) =>
    fromMinute + Math.floor((random() * (toMinute - fromMinute)) / 15) * 15;

  for (let index = 0; index < 50; index += 1) {
    const id = `agent-${String(index).padStart(2, '0')}`;
    const timezone = ZONES[index % ZONES.length]!;
    const busy = [];
    for (let day = firstDay - 1; day < firstDay + 32; day += 1) {
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
    startDate: '2027-03-01',
    endDate: '2027-03-31',
    timezone: 'America/Los_Angeles',
    showBookedSlots: true,
  };
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

export async function benchSlotEngine(): Promise<void> {
  const query = buildRoundRobinQuery();
  let slots = 0;
  const compute = () => {
    const { days } = computeSlots(query);
    slots = Object.values(days).reduce((sum, list) => sum + list.filter((slot) => slot.available).length, 0);
  };
  for (let run = 0; run < WARM_UP_RUNS; run += 1) compute();
  const full = measure(RUNS, compute);
  console.log(
    `slot engine: 50-agent round robin, 31 days, 15-min grid: median ${full.median.toFixed(2)} ms, p95 ${full.p95.toFixed(2)} ms (${RUNS} runs, ${slots} open slots)`,
  );

  const slotStart = Date.UTC(2027, 2, 17, 14);
  const check = () => checkSlot(query, slotStart);
  for (let run = 0; run < WARM_UP_RUNS; run += 1) check();
  const one = measure(RUNS, check);
  console.log(
    `slot engine: checkSlot, one slot of the same event: median ${one.median.toFixed(2)} ms, p95 ${one.p95.toFixed(2)} ms (${RUNS} runs)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchSlotEngine();
}
