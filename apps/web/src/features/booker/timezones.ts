import { zoneCity, zoneLongName, zoneOffsetLabel, zoneOffsetMinutes } from './zoned-time';

/**
 * The platform names some zones by their older ids (V8 says `Asia/Calcutta` for Kolkata); visitors
 * know the current ones. Both name the same zone, so either may be sent to the server.
 */
const CURRENT_IDS: Record<string, string> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

export function currentZoneId(zone: string): string {
  return CURRENT_IDS[zone] ?? zone;
}

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
