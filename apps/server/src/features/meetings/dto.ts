import type { Answer } from '@kairos/core/bookings/book-schema';
import type {
  MeetingAgent,
  MeetingAttendee,
  MeetingChangeRecord,
  MeetingDetail,
  MeetingEvent,
  MeetingNote,
  MeetingSummary,
} from '@kairos/core/meetings/admin-schema';
import { onlineMeetingOf } from '@kairos/core/meetings/online-meeting-view';
import { joinDetailsOf } from '../bookings/meeting-entry.ts';
import { seatOf } from '../bookings/seat.ts';
import type { AgentNameRow, AttendeeRow, MeetingEventRow, MeetingRow } from './repo.ts';

interface Related {
  attendees: Map<string, AttendeeRow[]>;
  events: Map<string, MeetingEventRow>;
  agents: Map<string, AgentNameRow>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function agentName(a: AgentNameRow | undefined): string {
  return a ? `${a.firstName} ${a.lastName}`.trim() : '';
}

function toAgents(m: MeetingRow, related: Related): MeetingAgent[] {
  const ids = [...new Set([m.organizerId, ...m.agentIds])];
  return ids.map((id) => {
    const a = related.agents.get(id);
    return { _id: id, name: agentName(a), emailId: a?.emailId ?? '', isOrganizer: id === m.organizerId };
  });
}

function toEvent(e: MeetingEventRow | undefined): MeetingEvent | null {
  return e
    ? { _id: e.id, name: e.name, slug: e.slug, color: e.color, type: e.type, duration: e.duration }
    : null;
}

function toChange(v: Record<string, unknown> | null): MeetingChangeRecord | null {
  if (!v) return null;
  const byUserId = str(v.byUserId);
  const byAttendeeId = str(v.byAttendeeId);
  return {
    ...(byUserId ? { byUserId } : {}),
    ...(byAttendeeId ? { byAttendeeId } : {}),
    reason: str(v.reason) ?? '',
    at: str(v.at) ?? '',
  };
}

/** Where attendees join: the online meeting's link, else a location that is a web address. */
export function joinLinkOf(m: Pick<MeetingRow, 'onlineMeeting' | 'location' | 'mode'>): string | null {
  const link = joinDetailsOf(m)?.link;
  if (link) return link;
  const location = m.location ?? str(m.mode?.value) ?? '';
  return /^https?:\/\//i.test(location) ? location : null;
}

function toAttendee(a: AttendeeRow, m: MeetingRow, now: Date): MeetingAttendee {
  return {
    _id: a.id,
    emailId: a.emailId,
    fullName: a.fullName,
    answers: a.answers as Answer[],
    guests: a.guests,
    timezone: a.timezone,
    status: a.status,
    payment: a.payment,
    utms: a.utms,
    bookingConfirmationRequired: a.bookingConfirmationRequired,
    rejectedByAdmin: a.rejectedByAdmin,
    createdAt: a.createdAt.toISOString(),
    state: seatOf(m, a, now).state,
  };
}

function toNote(n: Record<string, unknown>, related: Related): MeetingNote {
  const createdBy = str(n.createdBy) ?? '';
  const author = related.agents.get(createdBy);
  const updatedAt = str(n.updatedAt);
  return {
    _id: str(n._id) ?? '',
    text: str(n.text) ?? '',
    createdAt: str(n.createdAt) ?? '',
    createdBy,
    createdByName: author ? agentName(author) : null,
    ...(updatedAt ? { updatedAt } : {}),
  };
}

function toPrevMeet(v: Record<string, unknown> | null): MeetingDetail['prevMeet'] {
  const time = str(v?.time);
  const endTime = str(v?.endTime);
  return time && endTime ? { time, endTime } : null;
}

export function toMeetingDetail(m: MeetingRow, related: Related, canEdit: boolean, now: Date): MeetingDetail {
  return {
    _id: m.id,
    appId: m.appId,
    eventId: m.eventId,
    event: toEvent(related.events.get(m.eventId)),
    duration: m.duration,
    time: m.startAt.toISOString(),
    endTime: m.endAt.toISOString(),
    agents: toAgents(m, related),
    attendees: (related.attendees.get(m.id) ?? []).map((a) => toAttendee(a, m, now)),
    attendeeCount: m.attendeeCount,
    mode: m.mode,
    location: m.location,
    modeNote: m.modeNote,
    modifiedEventName: m.modifiedEventName,
    joinLink: joinLinkOf(m),
    type: m.type,
    timezone: m.timezone,
    status: m.status,
    calendarEvent: m.calendarEvent,
    onlineMeeting: onlineMeetingOf(m, 'host'),
    cancellation: toChange(m.cancellation),
    reschedule: toChange(m.reschedule),
    rescheduleCount: m.rescheduleCount,
    prevMeet: toPrevMeet(m.prevMeet),
    notes: m.notes.map((n) => toNote(n, related)),
    markAsNoShow: m.markAsNoShow,
    rescheduleRequestSent: m.rescheduleRequestSent,
    responseId: m.responseId,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    canEdit,
  };
}

export function toMeetingSummary(
  m: MeetingRow,
  related: Related,
  canEdit: boolean,
  now: Date,
): MeetingSummary {
  return {
    _id: m.id,
    eventId: m.eventId,
    event: toEvent(related.events.get(m.eventId)),
    duration: m.duration,
    time: m.startAt.toISOString(),
    endTime: m.endAt.toISOString(),
    agents: toAgents(m, related),
    attendeeCount: m.attendeeCount,
    mode: m.mode,
    location: m.location,
    modeNote: m.modeNote,
    modifiedEventName: m.modifiedEventName,
    joinLink: joinLinkOf(m),
    type: m.type,
    timezone: m.timezone,
    status: m.status,
    cancellation: toChange(m.cancellation),
    markAsNoShow: m.markAsNoShow,
    rescheduleRequestSent: m.rescheduleRequestSent,
    createdAt: m.createdAt.toISOString(),
    canEdit,
    attendees: (related.attendees.get(m.id) ?? []).map((a) => ({
      _id: a.id,
      emailId: a.emailId,
      fullName: a.fullName,
      guests: a.guests,
      timezone: a.timezone,
      status: a.status,
      bookingConfirmationRequired: a.bookingConfirmationRequired,
      state: seatOf(m, a, now).state,
    })),
    notesCount: m.notes.length,
  };
}
