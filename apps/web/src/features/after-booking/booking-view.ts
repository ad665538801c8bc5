import type { MeetingMode } from '@kairos/core/events/mode-schema';
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

/** Where the meeting is, as one line: the location the server settled on, else the mode's label. */
export function meetingLocation(view: AttendeeView): string {
  if (view.meeting.location?.trim()) return view.meeting.location.trim();
  const mode = meetingMode(view);
  return mode ? describeMode(mode) : '';
}

export function meetingHosts(view: AttendeeView): string {
  return joinNames(view.meeting.hosts.map((h) => `${h.firstName} ${h.lastName}`.trim()).filter(Boolean));
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
