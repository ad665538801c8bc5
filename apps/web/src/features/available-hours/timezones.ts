/** IANA zone names the browser knows, with `extra` (a stored zone, maybe an alias) kept in. */
export function listTimezones(extra: readonly string[] = []): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...extra.filter(Boolean)])].sort((a, b) => a.localeCompare(b));
}

/** The zone's offset from UTC at `at`: `GMT+05:30`, `GMT-04:00`, or `GMT` for UTC itself. */
export function offsetLabel(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
    }).formatToParts(at);
    const value = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    // Engines differ on UTC itself (`GMT` or `GMT+00:00`); read it one way.
    return value === 'GMT+00:00' ? 'GMT' : value;
  } catch {
    return '';
  }
}

/** How a zone reads in pickers and next to times: `America/New York (GMT-04:00)`. */
export function timezoneLabel(zone: string, at: Date): string {
  const offset = offsetLabel(zone, at);
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}
