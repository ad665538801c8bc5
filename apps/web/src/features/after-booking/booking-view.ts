import type { MeetingMode } from '@kairos/core/events/mode-schema';
import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import type { Translate } from '@kairos/core/i18n/translate';
import type { BookingSummary } from '../booker/booking-summary';
import { joinNames } from '../booker/event-display';
import { describeMode, modeName } from '../booker/mode-labels';
import type { AttendeeView } from './contract';

/** The meeting's kind of location and its detail, when the server names a known one. */
export function meetingMode(view: AttendeeView): BookingSummary['mode'] {
  const key = view.meeting.mode?.key;
  // Core's list of modes sits beside its zod schemas; the labels' table knows the same keys.
  if (typeof key !== 'string' || modeName(key as MeetingMode) === undefined) return null;
  const value = view.meeting.mode?.value;
  return typeof value === 'string' && value !== ''
    ? { key: key as MeetingMode, value }
    : { key: key as MeetingMode };
}

/** The kinds of location said in words; the others are product names, the same in every language. */
const MODE_WORDS: Partial<Record<MeetingMode, MessageKey>> = {
  IN_PERSON: 'after.mode.inPerson',
  CUSTOM: 'after.mode.custom',
  ASK_INVITEE: 'after.mode.askInvitee',
  PHONE_NUMBER: 'after.mode.phone',
};

/**
 * Where the meeting is, as one line: the location the server settled on, else the mode's label (in
 * the page's language when given a translator).
 */
export function meetingLocation(view: AttendeeView, t?: Translate): string {
  if (view.meeting.location?.trim()) return view.meeting.location.trim();
  const mode = meetingMode(view);
  if (!mode) return '';
  const words = MODE_WORDS[mode.key];
  if (!t || !words || ((mode.key === 'IN_PERSON' || mode.key === 'CUSTOM') && mode.value)) {
    return describeMode(mode);
  }
  return t(words);
}

/** The hosts' names as one list: `Ada Lovelace and Alan`, joined by the page's language's rules. */
export function meetingHosts(view: AttendeeView, locale = 'en'): string {
  const names = view.meeting.hosts.map((h) => `${h.firstName} ${h.lastName}`.trim()).filter(Boolean);
  if (locale.toLowerCase().startsWith('en')) return joinNames(names);
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  } catch {
    return joinNames(names);
  }
}

/** The booking as the calendar buttons need it, at `start` (the new time after a reschedule). */
export function summaryOfView(
  view: AttendeeView,
  change: { attendeeId: string; start: string; duration: number; timezone: string },
): BookingSummary {
  return {
    attendeeId: change.attendeeId,
    meetingId: view.meeting._id,
    status: view.meeting.status === 'CANCELLED' ? 'ACTIVE' : view.meeting.status,
    accessLink: view.accessLink,
    eventSlug: view.event?.slug ?? '',
    eventName: view.meeting.eventName || view.event?.name || 'Meeting',
    attendeeName: view.attendee.fullName,
    attendeeEmail: view.attendee.emailId,
    guests: view.attendee.guests,
    hosts: view.meeting.hosts.map((h) => `${h.firstName} ${h.lastName}`.trim()).filter(Boolean),
    start: change.start,
    duration: change.duration,
    timezone: change.timezone,
    mode: meetingMode(view),
    meetingLink: null,
    payment: null,
    confirmationPage: view.event?.confirmationPage ?? null,
  };
}

/** The event's booking page, for "Book again"; null when the event is gone. */
export function eventPagePath(view: AttendeeView): string | null {
  if (!view.event || !view.accessLink) return null;
  return `/${encodeURIComponent(view.accessLink)}/${encodeURIComponent(view.event.slug)}`;
}
