import { localToUtc } from '@kairos/core/slots/zone-offset';
import ICAL from 'ical.js';

export interface BusyInterval {
  start: number;
  end: number;
}

export interface BusyWindow {
  from: number;
  to: number;
  /** The zone of floating times and all-day dates (the host's). */
  floatingZone: string;
}

/** Occurrences looked at per recurring event before giving up (a daily event for 25 years). */
const MAX_OCCURRENCES = 10_000;

/** The end of every meeting's iCalendar UID (`meetings.ics_uid`). */
export const KAIROS_UID_SUFFIX = '@kairos';

const knownZones = new Map<string, boolean>();

function isIanaZone(tzid: string): boolean {
  let known = knownZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(tzid, known);
  }
  return known;
}

/**
 * An iCalendar time as an instant: UTC as given; a zone Intl knows by its IANA name through the
 * same offsets as the slot engine; another zone through the file's own VTIMEZONE; floating times
 * and all-day dates in the host's zone.
 */
function toInstant(time: ICAL.Time, zones: ReadonlyMap<string, ICAL.Timezone>, floatingZone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.isDate) return localToUtc(floatingZone, wall);
  // ical.js keeps the TZID parameter of a time whose zone it does not know as `timezone`.
  const tzid = (time as ICAL.Time & { timezone?: string }).timezone ?? time.zone?.tzid;
  if (!tzid || tzid === 'floating') return localToUtc(floatingZone, wall);
  if (tzid === 'UTC' || tzid === 'Z') return wall;
  if (isIanaZone(tzid)) return localToUtc(tzid, wall);
  const zone = zones.get(tzid);
  if (zone) {
    const zoned = time.clone();
    zoned.zone = zone;
    return zoned.toUnixTime() * 1000;
  }
  return localToUtc(floatingZone, wall);
}

function isFree(event: ICAL.Component): boolean {
  const transp = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp === 'TRANSPARENT' || status === 'CANCELLED';
}

/**
 * The busy blocks of an iCalendar text (a calendar object or a whole feed) that overlap the window:
 * recurring events expanded (RRULE, RDATE, EXDATE, and RECURRENCE-ID exceptions that move or
 * free an occurrence), all-day events as whole local days, events marked free or cancelled left out.
 */
export function busyFromICalendar(text: string, window: BusyWindow): BusyInterval[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    zones.set(zone.tzid, zone);
  }
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  const singles: ICAL.Event[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    // Kairos's own meetings (written to the destination calendar, or in the host's feed) already
    // block their hosts from the database; counting their copies too would block a group's seats
    // and a meeting's own old time when it is moved.
    if (event.uid?.endsWith(KAIROS_UID_SUFFIX)) continue;
    if (component.hasProperty('recurrence-id')) exceptions.push(event);
    else if (event.isRecurring()) masters.set(event.uid, event);
    else singles.push(event);
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else singles.push(exception);
  }

  const busy: BusyInterval[] = [];
  const keep = (component: ICAL.Component, start: ICAL.Time, end: ICAL.Time) => {
    if (isFree(component)) return;
    const from = toInstant(start, zones, window.floatingZone);
    const to = toInstant(end, zones, window.floatingZone);
    if (to > from && to > window.from && from < window.to) busy.push({ start: from, end: to });
  };
  for (const event of singles) {
    if (!event.startDate) continue;
    keep(event.component, event.startDate, event.endDate ?? event.startDate);
  }
  for (const master of masters.values()) {
    const iterator = master.iterator();
    for (let count = 0; count < MAX_OCCURRENCES; count++) {
      const next = iterator.next();
      if (!next) break;
      const details = master.getOccurrenceDetails(next);
      // An exception may move an occurrence from beyond the window into it, so look a day past it.
      if (toInstant(next, zones, window.floatingZone) >= window.to + 86_400_000) break;
      keep(details.item.component, details.startDate, details.endDate);
    }
  }
  return busy.sort((a, b) => a.start - b.start || a.end - b.end);
}
