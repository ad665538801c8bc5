import { isVideoMode, MEETING_MODES, type MeetingMode, MODE_LABELS } from '@kairos/core/events/mode-schema';
import { translatorFor } from '@kairos/core/i18n/server-translators';
import type { InviteInput } from '../mail/ics.ts';
import type { AgentContact, MeetingRow } from './repo.ts';

/** The video meeting attendees join, when one is ready (`meeting.onlineMeeting`). */
export interface JoinDetails {
  link: string;
  password: string | undefined;
}

export function joinDetailsOf(meeting: Pick<MeetingRow, 'onlineMeeting'>): JoinDetails | undefined {
  const online = meeting.onlineMeeting;
  if (!online || typeof online.link !== 'string' || !online.link) return undefined;
  // A managed video meeting that failed or was deleted has no link to offer.
  if (typeof online.state === 'string' && online.state !== 'READY') return undefined;
  return { link: online.link, password: typeof online.password === 'string' ? online.password : undefined };
}

/** Where the meeting happens, in one line: its video link, the address or text, else the mode's name. */
export function meetingPlace(
  meeting: Pick<MeetingRow, 'onlineMeeting' | 'location' | 'mode'>,
): string | undefined {
  const join = joinDetailsOf(meeting);
  if (join) return join.link;
  if (meeting.location) return meeting.location;
  const key = meeting.mode?.key;
  return typeof key === 'string' && (MEETING_MODES as readonly string[]).includes(key)
    ? MODE_LABELS[key as MeetingMode]
    : undefined;
}

/** The video meeting's passcode as an email line, when it has one (the link is the "Where"). */
export function passcodeLine(meeting: Pick<MeetingRow, 'onlineMeeting'>): string[] {
  const password = joinDetailsOf(meeting)?.password;
  return password ? [`Passcode: ${password}`] : [];
}

export interface EntryPeople {
  organizer: Pick<AgentContact, 'id' | 'firstName' | 'lastName' | 'emailId'>;
  hosts: ReadonlyArray<Pick<AgentContact, 'id' | 'firstName' | 'lastName' | 'emailId'>>;
  /** The attendees the entry is about (the one booking for an attendee's copy; all for a host's). */
  attendees: ReadonlyArray<{ fullName: string; emailId: string; guests: readonly string[] }>;
}

export interface EntryInput extends EntryPeople {
  meeting: Pick<
    MeetingRow,
    'icsUid' | 'icsSequence' | 'startAt' | 'endAt' | 'onlineMeeting' | 'location' | 'mode'
  >;
  eventName: string;
  /** The event's description, or a note in its place. */
  description: string;
  /** Attendees read the host's name in the title; hosts read the attendees'. */
  audience: 'attendee' | 'host';
  stamp: Date;
  /** The entry's address when the meeting has no video link (the attendee's page to change it). */
  fallbackUrl?: string | undefined;
  /**
   * The attendee's copy in the language they booked in: its title and joining lines (the host's
   * own description stays as written). English when absent.
   */
  language?: string | null | undefined;
}

/** The joining lines of an attendee's calendar entry, in their language. */
function joinLines(meeting: Pick<MeetingRow, 'onlineMeeting' | 'mode'>, language: string): string[] {
  const join = joinDetailsOf(meeting);
  if (!join) return [];
  const t = translatorFor(language);
  const key = meeting.mode?.key;
  return [
    isVideoMode(key)
      ? t('ics.join', { name: MODE_LABELS[key], link: join.link })
      : t('ics.joinMeeting', { link: join.link }),
    ...(join.password ? [t('ics.passcode', { password: join.password })] : []),
  ];
}

/** The organizer named when a meeting's host is gone (a deleted account). */
export const NO_ORGANIZER = { id: '', firstName: 'Kairos', lastName: '', emailId: 'no-reply@kairos.invalid' };

export const personName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/**
 * One meeting as a calendar entry, the same wherever it is written: the invitation and change
 * emails' .ics, the hosts' destination calendars and their subscribed feed. The video link is
 * its LOCATION and URL and is repeated, with the passcode, in its description.
 */
export function meetingEntry(input: EntryInput): Omit<InviteInput, 'method'> {
  const { meeting, organizer } = input;
  const join = joinDetailsOf(meeting);
  const who = input.attendees.map((a) => a.fullName).join(', ');
  const language = input.audience === 'attendee' ? (input.language ?? 'en') : 'en';
  const summary =
    input.audience === 'attendee'
      ? translatorFor(language)('ics.summary', {
          eventName: input.eventName,
          hostName: personName(organizer),
        })
      : who
        ? `${input.eventName} with ${who}`
        : input.eventName;
  return {
    uid: meeting.icsUid,
    sequence: meeting.icsSequence,
    start: meeting.startAt,
    end: meeting.endAt,
    stamp: input.stamp,
    summary,
    description: [input.description, joinLines(meeting, language).join('\n')].filter(Boolean).join('\n\n'),
    location: meetingPlace(meeting),
    url: join?.link ?? input.fallbackUrl,
    organizer: { name: personName(organizer) || 'Kairos', email: organizer.emailId },
    attendees: [
      ...input.attendees.flatMap((a) => [
        { name: a.fullName, email: a.emailId },
        ...a.guests.map((g) => ({ name: g, email: g })),
      ]),
      ...input.hosts
        .filter((h) => h.id !== organizer.id)
        .map((h) => ({ name: personName(h), email: h.emailId })),
    ],
  };
}
