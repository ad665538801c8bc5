import { currentZoneId, zoneCity, zoneLongName, zoneOffsetLabel, zoneOffsetMinutes } from './zoned-time';

export interface TimezoneOption {
  id: string;
  city: string;
  offsetMinutes: number;
  offsetLabel: string;
  longName: string;
  /** Lowercased text a search matches against: id, city, name and offset. */
  searchText: string;
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function describeTimezone(zone: string, instant: number): TimezoneOption {
  const offsetLabel = zoneOffsetLabel(zone, instant);
  const longName = zoneLongName(zone, instant);
  const city = zoneCity(zone);
  const utcLabel = offsetLabel.replace('GMT', 'UTC');
  return {
    id: zone,
    city,
    offsetMinutes: zoneOffsetMinutes(zone, instant),
    offsetLabel,
    longName,
    searchText: fold(`${zone.replaceAll('_', ' ')} ${city} ${longName} ${offsetLabel} ${utcLabel}`),
  };
}

/** Every zone the platform knows (plus `extra`), under current ids, ordered by offset then city. */
export function listTimezones(instant: number, extra: readonly string[] = []): TimezoneOption[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', ...extra];
  const ids = new Set(['UTC', ...known, ...extra].map(currentZoneId));
  return [...ids]
    .map((zone) => describeTimezone(zone, instant))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.city.localeCompare(b.city));
}

/**
 * Zones whose id, city, name or offset contain every word of the query: cities starting with it
 * first, then those holding it as typed, then the rest, each group in offset order.
 */
export function filterTimezones<T extends TimezoneOption>(options: readonly T[], query: string): T[] {
  const phrase = fold(query).trim();
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  const rank = (option: T) =>
    fold(option.city).startsWith(phrase) ? 0 : option.searchText.includes(phrase) ? 1 : 2;
  return options
    .filter((option) => words.every((word) => option.searchText.includes(word)))
    .map((option) => ({ option, rank: rank(option) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ option }) => option);
}
