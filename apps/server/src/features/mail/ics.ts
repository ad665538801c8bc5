import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

export interface InviteInput {
  uid: string;
  /** Raised on every change so calendars replace the older copy. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string | undefined;
  url?: string | undefined;
  organizer: { name: string; email: string };
  attendees: Array<{ name: string; email: string }>;
  stamp: Date;
}

/** An RFC 5545 invitation (METHOD REQUEST) or cancellation (METHOD CANCEL) for one meeting. */
export function buildInvite(input: InviteInput): string {
  const calendar = ical({
    prodId: PROD_ID,
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addEvent(calendar, input, input.method === 'CANCEL');
  return calendar.toString();
}

/**
 * Meetings as stored calendar data, without a METHOD: one event for an object in a host's CalDAV
 * calendar, or a host's whole subscribed feed (named, with a refresh hint).
 */
export function buildCalendarData(
  events: ReadonlyArray<Omit<InviteInput, 'method'> & { cancelled?: boolean }>,
  feed?: { name: string; refreshMinutes: number },
): string {
  const calendar = ical({
    prodId: PROD_ID,
    ...(feed ? { name: feed.name, ttl: feed.refreshMinutes * 60 } : {}),
  });
  for (const event of events) addEvent(calendar, event, event.cancelled === true);
  return calendar.toString();
}

const PROD_ID = { company: 'Kairos', product: 'Kairos Scheduling', language: 'EN' };

/**
 * A person's name as the quoted CN parameter value of RFC 5545 with RFC 6868's caret encoding:
 * `^` is `^^`, `"` is `^'` and a line break is `^n`. The calendar library would write a quote as
 * `\"`, which RFC 5545 does not know: the quote ends the value there, so a name could close it and
 * add an address of its own. Other control characters are not allowed in a parameter and are
 * dropped; a backslash, which the library doubles inside quotes, becomes the full-width reverse
 * solidus so the name reads back as written.
 */
export function paramName(name: string): string {
  return name
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/\\/g, '\uff3c')
    .split('')
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('');
}

function addEvent(calendar: ICalCalendar, input: Omit<InviteInput, 'method'>, cancelled: boolean): void {
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    stamp: input.stamp,
    summary: input.summary,
    description: input.description,
    ...(input.location ? { location: input.location } : {}),
    ...(input.url ? { url: input.url } : {}),
    organizer: { name: paramName(input.organizer.name), email: input.organizer.email },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    attendees: input.attendees.map((a) => ({
      name: paramName(a.name),
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    })),
  });
}
