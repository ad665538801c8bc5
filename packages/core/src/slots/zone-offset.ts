import { DAY_MS } from './local-days.ts';

/**
 * Time-zone offsets from the platform's IANA data (Intl.DateTimeFormat), memoised per
 * zone and UTC day. Reading the platform is slow (microseconds), so each UTC day is
 * read once: the offsets at its two ends, and, when they differ, the exact transition
 * instant found by bisection. The memo is a cache of a pure function of its inputs.
 *
 * A wall-clock time is represented as the epoch milliseconds it would have in UTC
 * ("wall ms"); `localToUtc` maps it to the instant, correct across gaps and overlaps.
 */
interface UtcDay {
  /** Offset (ms, local minus UTC) in force at the start of the day. */
  before: number;
  /** Offset in force from `at` on. */
  after: number;
  /** The transition instant inside the day, or +Infinity when there is none. */
  at: number;
}

const MAX_DAYS_PER_ZONE = 40_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const zoneMemos = new Map<string, ZoneMemo>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Reads the offset at a whole-second instant straight from the platform. */
function readOffset(zone: string, utcMs: number): number {
  const parts = formatterFor(zone).formatToParts(utcMs);
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of parts) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
    else if (part.type === 'second') second = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  return wall.getTime() - utcMs;
}

function readUtcDay(zone: string, dayNumber: number): UtcDay {
  const start = dayNumber * DAY_MS;
  const before = readOffset(zone, start);
  const after = readOffset(zone, start + DAY_MS);
  if (before === after) return { before, after, at: Number.POSITIVE_INFINITY };
  // Transitions happen on whole seconds; bisect to the first second with the new offset.
  let low = start;
  let high = start + DAY_MS;
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (readOffset(zone, middle) === before) low = middle;
    else high = middle;
  }
  return { before, after, at: high };
}

/** Days near the first one asked for are kept in arrays; lookups there need no hashing. */
const WINDOW_DAYS = 2048;
const UNKNOWN = Number.POSITIVE_INFINITY;

interface ZoneMemo {
  /** The first day of the windows (UTC days for `days`, local days for `localOffsets`). */
  base: number;
  days: (UtcDay | undefined)[];
  /** Per local day, the one offset `localToUtc` applies to all its wall times (NaN: none). */
  localOffsets: Float64Array;
  farDays: Map<number, UtcDay>;
  farLocalOffsets: Map<number, number>;
}

let lastZone = '';
let lastMemo: ZoneMemo | undefined;

function memoFor(zone: string): ZoneMemo {
  if (zone === lastZone && lastMemo) return lastMemo;
  let memo = zoneMemos.get(zone);
  if (!memo) {
    memo = {
      base: Number.NaN,
      days: new Array(WINDOW_DAYS),
      localOffsets: new Float64Array(WINDOW_DAYS).fill(UNKNOWN),
      farDays: new Map(),
      farLocalOffsets: new Map(),
    };
    zoneMemos.set(zone, memo);
  }
  lastZone = zone;
  lastMemo = memo;
  return memo;
}

/** The index of `dayNumber` in the memo's windows, or -1 outside them. */
function windowIndex(memo: ZoneMemo, dayNumber: number): number {
  if (Number.isNaN(memo.base) && Number.isSafeInteger(dayNumber)) memo.base = dayNumber - WINDOW_DAYS / 2;
  const index = dayNumber - memo.base;
  return index >= 0 && index < WINDOW_DAYS && (index | 0) === index ? index : -1;
}

function dayOf(memo: ZoneMemo, zone: string, dayNumber: number): UtcDay {
  const index = windowIndex(memo, dayNumber);
  if (index >= 0) {
    let entry = memo.days[index];
    if (entry === undefined) {
      entry = readUtcDay(zone, dayNumber);
      memo.days[index] = entry;
    }
    return entry;
  }
  let entry = memo.farDays.get(dayNumber);
  if (!entry) {
    if (memo.farDays.size >= MAX_DAYS_PER_ZONE) memo.farDays.clear();
    entry = readUtcDay(zone, dayNumber);
    memo.farDays.set(dayNumber, entry);
  }
  return entry;
}

function utcDay(zone: string, dayNumber: number): UtcDay {
  return dayOf(memoFor(zone), zone, dayNumber);
}

function readLocalDayOffset(memo: ZoneMemo, zone: string, dayNumber: number): number {
  const first = dayOf(memo, zone, dayNumber - 1);
  let offset = first.at === Number.POSITIVE_INFINITY ? first.before : Number.NaN;
  for (let day = dayNumber; day <= dayNumber + 2 && !Number.isNaN(offset); day += 1) {
    const entry = dayOf(memo, zone, day);
    if (entry.at !== Number.POSITIVE_INFINITY || entry.before !== offset) offset = Number.NaN;
  }
  return offset;
}

/**
 * The offset that `localToUtc` subtracts from every wall time of the local date `dayNumber`
 * (00:00 to 24:00 inclusive), or NaN when the UTC days it reads hold a transition. It reads the
 * offsets of UTC days `dayNumber - 1` to `dayNumber + 2`, the ones `localToUtc` reads for those
 * wall times; when none of them changes offset and all agree, `localToUtc` is that subtraction.
 */
export function localDayOffset(zone: string, dayNumber: number): number {
  const memo = memoFor(zone);
  const index = windowIndex(memo, dayNumber);
  if (index >= 0) {
    let offset = memo.localOffsets[index]!;
    if (offset === UNKNOWN) {
      offset = readLocalDayOffset(memo, zone, dayNumber);
      memo.localOffsets[index] = offset;
    }
    return offset;
  }
  let offset = memo.farLocalOffsets.get(dayNumber);
  if (offset === undefined) {
    if (memo.farLocalOffsets.size >= MAX_DAYS_PER_ZONE) memo.farLocalOffsets.clear();
    offset = readLocalDayOffset(memo, zone, dayNumber);
    memo.farLocalOffsets.set(dayNumber, offset);
  }
  return offset;
}

/**
 * The offsets of `zone` on the UTC day `dayNumber`: `before` until the instant `at`, `after`
 * from it (`at` is +Infinity when the day holds no transition). A sweep over many instants
 * reads `offsetAt` from it by day number, without passing each instant in a call.
 */
export function utcDayOffsets(zone: string, dayNumber: number): Readonly<UtcDay> {
  return utcDay(zone, dayNumber);
}

/** Offset in milliseconds (local minus UTC) of `zone` at the instant `utcMs`. */
export function offsetAt(zone: string, utcMs: number): number {
  const entry = utcDay(zone, Math.floor(utcMs / DAY_MS));
  return utcMs < entry.at ? entry.before : entry.after;
}

function transitionBetween(zone: string, from: number, to: number): number {
  for (let day = Math.floor(from / DAY_MS); day <= Math.floor(to / DAY_MS); day += 1) {
    const { at } = utcDay(zone, day);
    if (at >= from && at <= to) return at;
  }
  return to;
}

/**
 * The instant at which the wall clock of `zone` reads `wallMs`. In an overlap (clocks
 * turned back) this is the earlier of the two instants; in a gap (clocks turned forward)
 * the wall time never happens and the result is the transition instant, the first
 * instant whose wall time is later. So the mapping is monotone: a rule "02:30–05:00" on
 * a spring-forward day starts when the clocks jump to 03:00 and yields no slot in the gap.
 */
export function localToUtc(zone: string, wallMs: number): number {
  const before = offsetAt(zone, wallMs - DAY_MS);
  const after = offsetAt(zone, wallMs + DAY_MS);
  const early = wallMs - before;
  if (before === after) return early;
  if (offsetAt(zone, early) === before) return early;
  const late = wallMs - after;
  if (offsetAt(zone, late) === after) return late;
  return transitionBetween(zone, Math.min(early, late), Math.max(early, late));
}

/** Day number of the local date in `zone` at the instant `utcMs`. */
export function localDayOf(zone: string, utcMs: number): number {
  return Math.floor((utcMs + offsetAt(zone, utcMs)) / DAY_MS);
}

/**
 * `localDayOf` for many instants of one zone, mostly ascending (a sweep over slots): the
 * offsets are looked up once per UTC day, not per instant. Read with `readLocalDay`.
 */
export interface LocalDayReader {
  readonly zone: string;
  /** The UTC day whose offsets `offsets` holds. */
  utcDay: number;
  offsets: Readonly<UtcDay>;
}

export function createLocalDayReader(zone: string): LocalDayReader {
  return { zone, utcDay: Number.NaN, offsets: { before: 0, after: 0, at: Number.POSITIVE_INFINITY } };
}

/** `localDayOf(reader.zone, utcMs)`. */
export function readLocalDay(reader: LocalDayReader, utcMs: number): number {
  const day = Math.floor(utcMs / DAY_MS);
  if (day !== reader.utcDay) {
    reader.offsets = utcDay(reader.zone, day);
    reader.utcDay = day;
  }
  const { offsets } = reader;
  return Math.floor((utcMs + (utcMs < offsets.at ? offsets.before : offsets.after)) / DAY_MS);
}

/** The first instant of the local date `dayNumber` in `zone`. */
export function startOfLocalDay(zone: string, dayNumber: number): number {
  const offset = localDayOffset(zone, dayNumber);
  const wallMs = dayNumber * DAY_MS;
  return Number.isNaN(offset) ? localToUtc(zone, wallMs) : wallMs - offset;
}
