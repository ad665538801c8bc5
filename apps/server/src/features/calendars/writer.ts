import type { Deps } from '../../deps.ts';
import { meetingEntry, NO_ORGANIZER } from '../bookings/meeting-entry.ts';
import { findAgentContacts, findMeeting, type MeetingRow } from '../bookings/repo.ts';
import { findAttendeesOfMeetings } from '../meetings/repo.ts';
import { loadEventForSlots } from '../public-events/service.ts';
import type { CalendarEventInput } from './provider.ts';
import { providerOf } from './providers.ts';
import * as repo from './repo.ts';
import { calendarCallOptions, openCredentials } from './sync.ts';

/** One host's copy of a meeting in their destination calendar (kept in `meeting.calendarEvent.events`). */
export interface WrittenEvent {
  agentId: string;
  calendarId: string;
  eventId: string;
}

const WRITE_TIMEOUT_MS = 20_000;
const MAX_PASSES = 3;

function writtenEvents(meeting: MeetingRow): WrittenEvent[] {
  const events = meeting.calendarEvent?.events;
  return Array.isArray(events) ? (events as WrittenEvent[]) : [];
}

/**
 * The event a Google Meet or Teams meeting was made on (it carries the meeting's UID): in its
 * calendar it already is the meeting's copy, so it is updated rather than written a second time.
 */
function videoEvent(meeting: MeetingRow): WrittenEvent | undefined {
  const online = meeting.onlineMeeting;
  const data = online?.data as { calendarId?: unknown; eventId?: unknown } | undefined;
  if (
    online?.state !== 'READY' ||
    (online.provider !== 'GOOGLE_MEET' && online.provider !== 'MICROSOFT_TEAMS') ||
    typeof online.agentId !== 'string' ||
    typeof data?.calendarId !== 'string' ||
    typeof data.eventId !== 'string'
  )
    return undefined;
  return { agentId: online.agentId, calendarId: data.calendarId, eventId: data.eventId };
}

async function describeMeeting(deps: Deps, meeting: MeetingRow): Promise<CalendarEventInput> {
  const [{ event }, hosts, attendees] = await Promise.all([
    loadEventForSlots(deps, meeting.eventId),
    findAgentContacts(deps.db, meeting.agentIds),
    findAttendeesOfMeetings(deps.db, [meeting.id]),
  ]);
  return meetingEntry({
    meeting,
    eventName: meeting.modifiedEventName ?? event.name,
    description: event.description,
    organizer: hosts.find((h) => h.id === meeting.organizerId) ?? hosts[0] ?? NO_ORGANIZER,
    hosts,
    attendees: attendees.filter((a) => a.status === 'ACTIVE'),
    audience: 'host',
    stamp: deps.now(),
  });
}

/**
 * Brings a meeting's copies in its hosts' destination calendars in line with it: a confirmed
 * meeting is created (or updated, after a reschedule) in each host's destination; a cancelled,
 * rejected or no longer hosted one is deleted. Idempotent: a CalDAV event's address follows from
 * the meeting's UID, so writing twice replaces the same object.
 */
export async function syncMeetingToCalendars(deps: Deps, meetingId: string): Promise<void> {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const meeting = await findMeeting(deps.db, meetingId);
    if (!meeting) return;
    const written = await writeOnce(deps, meeting);
    const after = await findMeeting(deps.db, meetingId);
    if (!after) return;
    await repo.saveCalendarEvents(deps.db, meetingId, written);
    // A change made while writing (a reschedule, a cancel) is written by another pass.
    if (
      after.status === meeting.status &&
      after.icsSequence === meeting.icsSequence &&
      after.agentIds.join() === meeting.agentIds.join()
    )
      return;
  }
}

async function writeOnce(deps: Deps, meeting: MeetingRow): Promise<WrittenEvent[]> {
  const options = calendarCallOptions(deps, WRITE_TIMEOUT_MS);
  const previous = writtenEvents(meeting);
  const wanted = meeting.status === 'ACTIVE' ? await repo.findDestinations(deps.db, meeting.agentIds) : [];
  const input = wanted.length > 0 ? await describeMeeting(deps, meeting) : undefined;
  const kept: WrittenEvent[] = [];
  const video = videoEvent(meeting);
  for (const destination of wanted) {
    if (!input) break;
    const provider = providerOf(destination.provider);
    if (!provider.createEvent || !provider.updateEvent) continue;
    const credentials = openCredentials(deps, destination);
    const existing =
      previous.find((p) => p.agentId === destination.agentId && p.calendarId === destination.calendarId) ??
      (video?.agentId === destination.agentId && video.calendarId === destination.calendarId
        ? video
        : undefined);
    if (existing) {
      await provider.updateEvent(credentials, destination.externalId, existing.eventId, input, options);
      kept.push(existing);
    } else {
      const { eventId } = await provider.createEvent(credentials, destination.externalId, input, options);
      kept.push({ agentId: destination.agentId, calendarId: destination.calendarId, eventId });
    }
  }
  for (const stale of previous.filter(
    (p) =>
      !kept.some((k) => k.calendarId === p.calendarId && k.eventId === p.eventId) &&
      // The video meeting's own event is its provider's to delete.
      !(video?.calendarId === p.calendarId && video.eventId === p.eventId),
  )) {
    const source = await repo.findCalendarSource(deps.db, stale.calendarId);
    // A disconnected calendar took its copies' access with it.
    if (!source) continue;
    const provider = providerOf(source.provider);
    await provider.deleteEvent?.(openCredentials(deps, source), source.externalId, stale.eventId, options);
  }
  return kept;
}
