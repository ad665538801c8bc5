import { describe, expect, it } from 'vitest';
import { describeTimezone, filterTimezones, listTimezones } from './timezones';
import { currentZoneId } from './zoned-time';

const MAY = Date.parse('2025-05-14T00:00:00Z');

describe('listTimezones', () => {
  const zones = listTimezones(MAY, ['Asia/Calcutta']);
  const ids = zones.map((zone) => zone.id);

  it('uses current ids and includes UTC once', () => {
    expect(ids).toContain('Asia/Kolkata');
    expect(ids).not.toContain('Asia/Calcutta');
    expect(ids.filter((id) => id === 'UTC')).toHaveLength(1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders by offset', () => {
    const offsets = zones.map((zone) => zone.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(zones.at(-1)?.offsetMinutes).toBe(840);
  });
});

describe('filterTimezones', () => {
  const zones = ['UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York', 'America/Sao_Paulo'].map(
    (zone) => describeTimezone(zone, MAY),
  );

  it.each([
    ['', 5],
    ['kolkata', ['Asia/Kolkata']],
    ['INDIA', ['Asia/Kolkata']],
    ['gmt+5:45', ['Asia/Kathmandu']],
    ['utc+5:30', ['Asia/Kolkata']],
    ['new york', ['America/New_York']],
    ['eastern', ['America/New_York']],
    ['são', ['America/Sao_Paulo']],
    ['asia nepal', ['Asia/Kathmandu']],
    ['mars', []],
    ['new y', ['America/New_York']],
  ] as const)('%j', (query, expected) => {
    const found = filterTimezones(zones, query).map((zone) => zone.id);
    if (typeof expected === 'number') expect(found).toHaveLength(expected);
    else expect(found).toEqual(expected);
  });
});

describe('filterTimezones ranking', () => {
  it('puts cities that start with the query first', () => {
    const zones = listTimezones(MAY);
    expect(filterTimezones(zones, 'new y')[0]?.id).toBe('America/New_York');
    expect(filterTimezones(zones, 'kol')[0]?.id).toBe('Asia/Kolkata');
    expect(filterTimezones(zones, 'london')[0]?.id).toBe('Europe/London');
  });
});

describe('currentZoneId', () => {
  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Europe/Berlin', 'Europe/Berlin'],
  ])('%s → %s', (zone, expected) => {
    expect(currentZoneId(zone)).toBe(expected);
  });
});
