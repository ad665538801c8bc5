import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
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
    prodId: { company: 'Kairos', product: 'Kairos Scheduling', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
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
    organizer: { name: input.organizer.name, email: input.organizer.email },
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    attendees: input.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: input.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    })),
  });
  return calendar.toString();
}
