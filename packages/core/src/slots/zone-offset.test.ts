import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  createIsoFormatter,
  DAY_MS,
  formatDateKey,
  parseDateKey,
  weekdayOf,
  weekStartOf,
} from './local-days.ts';
import { localDayOf, localToUtc, offsetAt, startOfLocalDay } from './zone-offset.ts';

const wall = (iso: string) => Date.parse(`${iso}Z`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('offsetAt', () => {
  it.each([
    ['Europe/Berlin', '2027-03-28T00:59:59Z', 60],
    ['Europe/Berlin', '2027-03-28T01:00:00Z', 120],
    ['Europe/Berlin', '2027-10-31T00:59:59Z', 120],
    ['Europe/Berlin', '2027-10-31T01:00:00Z', 60],
    ['America/New_York', '2027-03-14T06:59:59Z', -300],
    ['America/New_York', '2027-03-14T07:00:00Z', -240],
    ['America/New_York', '2027-11-07T06:00:00Z', -300],
    ['Asia/Kolkata', '2027-06-01T12:00:00Z', 330],
    ['Asia/Kathmandu', '2027-06-01T12:00:00Z', 345],
    ['Pacific/Kiritimati', '2027-06-01T12:00:00Z', 840],
    ['Australia/Lord_Howe', '2027-01-15T12:00:00Z', 660],
    ['Australia/Lord_Howe', '2027-06-15T12:00:00Z', 630],
    ['UTC', '2027-06-01T12:00:00Z', 0],
  ])('%s at %s is %i minutes', (zone, instant, minutes) => {
    expect(offsetAt(zone, Date.parse(instant)) / 60_000).toBe(minutes);
  });
});

describe('localToUtc', () => {
  it.each([
    ['Europe/Berlin', '2027-03-28T01:59', '2027-03-28T00:59:00.000Z', 'before the spring-forward gap'],
    ['Europe/Berlin', '2027-03-28T02:00', '2027-03-28T01:00:00.000Z', 'gap start: the transition'],
    ['Europe/Berlin', '2027-03-28T02:30', '2027-03-28T01:00:00.000Z', 'inside the gap: the transition'],
    ['Europe/Berlin', '2027-03-28T03:00', '2027-03-28T01:00:00.000Z', 'gap end'],
    ['Europe/Berlin', '2027-03-28T09:00', '2027-03-28T07:00:00.000Z', 'morning after the change'],
    ['Europe/Berlin', '2027-10-31T02:30', '2027-10-31T00:30:00.000Z', 'overlap: the earlier instant'],
    ['Europe/Berlin', '2027-10-31T03:00', '2027-10-31T02:00:00.000Z', 'after the overlap'],
    ['Europe/Berlin', '2027-10-31T09:00', '2027-10-31T08:00:00.000Z', 'morning after the change'],
    ['America/New_York', '2027-03-14T02:30', '2027-03-14T07:00:00.000Z', 'inside the gap'],
    ['America/New_York', '2027-11-07T01:30', '2027-11-07T05:30:00.000Z', 'overlap: the earlier instant'],
    ['Asia/Kolkata', '2027-03-01T09:00', '2027-03-01T03:30:00.000Z', '+05:30'],
    ['Asia/Kathmandu', '2027-03-01T09:00', '2027-03-01T03:15:00.000Z', '+05:45'],
    ['Pacific/Kiritimati', '2027-03-01T09:00', '2027-02-28T19:00:00.000Z', '+14:00'],
    ['America/Santiago', '2027-09-05T00:00', '2027-09-05T04:00:00.000Z', 'midnight inside a gap'],
  ])('%s %s → %s (%s)', (zone, local, expected) => {
    expect(iso(localToUtc(zone, wall(local)))).toBe(expected);
  });
});

describe('local days', () => {
  it('parses real dates only', () => {
    expect(parseDateKey('2027-03-28')).toBe(Date.UTC(2027, 2, 28) / DAY_MS);
    expect(parseDateKey('2027-02-29')).toBeNull();
    expect(parseDateKey('2027-3-28')).toBeNull();
    expect(formatDateKey(parseDateKey('1969-12-31')!)).toBe('1969-12-31');
  });

  it('knows weekdays and week starts', () => {
    const sunday = parseDateKey('2027-03-28')!;
    expect(weekdayOf(sunday)).toBe(0);
    expect(weekdayOf(parseDateKey('1969-12-29')!)).toBe(1);
    expect(formatDateKey(weekStartOf(sunday, 1))).toBe('2027-03-22');
    expect(formatDateKey(weekStartOf(sunday, 0))).toBe('2027-03-28');
  });

  it('formats instants exactly like Date#toISOString', () => {
    const toIso = createIsoFormatter();
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 3e14 }), (ms) => {
        expect(toIso(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 2000 },
    );
    expect(toIso(Date.UTC(2027, 2, 28, 1, 2, 3, 4))).toBe('2027-03-28T01:02:03.004Z');
  });

  it.each([
    ['Europe/Berlin', '2027-03-28', '2027-03-27T23:00:00.000Z', '2027-03-28T22:00:00.000Z'],
    ['Europe/Berlin', '2027-10-31', '2027-10-30T22:00:00.000Z', '2027-10-31T23:00:00.000Z'],
    ['Pacific/Kiritimati', '2027-03-01', '2027-02-28T10:00:00.000Z', '2027-03-01T10:00:00.000Z'],
  ])('%s %s runs from %s to %s', (zone, date, from, to) => {
    const day = parseDateKey(date)!;
    expect(iso(startOfLocalDay(zone, day))).toBe(from);
    expect(iso(startOfLocalDay(zone, day + 1))).toBe(to);
    expect(localDayOf(zone, Date.parse(from))).toBe(day);
    expect(localDayOf(zone, Date.parse(to) - 1)).toBe(day);
  });
});

const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'America/St_Johns',
];
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2029, 0, 1);

/** Every transition of every zone above in the tested years, to aim inputs at the edges. */
const TRANSITIONS = ZONES.flatMap((zone) => {
  const found: number[] = [];
  let cursor = Temporal.Instant.fromEpochMilliseconds(FROM).toZonedDateTimeISO(zone);
  for (;;) {
    const next = cursor.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > TO) return found.map((instant) => ({ zone, instant }));
    found.push(next.epochMilliseconds);
    cursor = next;
  }
});

/** A zone and an instant in ms: uniform over the years, or within 3 hours of a transition. */
const zoneAndInstant = fc.oneof(
  fc.tuple(
    fc.constantFrom(...ZONES),
    fc.integer({ min: FROM / 1000, max: TO / 1000 }).map((s) => s * 1000),
  ),
  fc
    .tuple(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -180, max: 180 }))
    .map(([{ zone, instant }, minutes]) => [zone, instant + minutes * 60_000] as [string, number]),
);

describe('zone conversion agrees with Temporal (all zones above, 2026–2028)', () => {
  it('offsetAt matches at any instant', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([zone, instant]) => {
        const expected =
          Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).offsetNanoseconds;
        expect(offsetAt(zone, instant)).toBe(expected / 1e6);
      }),
      { numRuns: 2000 },
    );
  });

  it('localToUtc picks the earlier instant in overlaps and the transition in gaps', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([zone, instant]) => {
        // Read the instant with the offset in force 6 hours earlier: just after a transition
        // this is a wall time inside the gap or the overlap.
        const wallMs = Math.floor(instant / 60_000) * 60_000 + offsetAt(zone, instant - 6 * 3_600_000);
        const date = new Date(wallMs);
        const fields = {
          timeZone: zone,
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: date.getUTCHours(),
          minute: date.getUTCMinutes(),
        };
        const earlier = Temporal.ZonedDateTime.from(fields, { disambiguation: 'earlier' });
        const exists = earlier.toPlainDateTime().equals(Temporal.PlainDateTime.from(fields));
        const expected = exists
          ? earlier.epochMilliseconds
          : earlier.getTimeZoneTransition('next')!.epochMilliseconds;
        expect(localToUtc(zone, wallMs)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('localDayOf gives the local date', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([zone, instant]) => {
        const date = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDate();
        expect(formatDateKey(localDayOf(zone, instant))).toBe(date.toString());
      }),
      { numRuns: 2000 },
    );
  });
});
