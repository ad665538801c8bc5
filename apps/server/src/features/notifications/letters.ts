import { formatWhen } from '@kairos/core/dates/format';
import type { Event } from '@kairos/core/events/event-schema';
import type { Deps } from '../../deps.ts';
import { meetingPlace } from '../bookings/meeting-entry.ts';
import * as bookingRepo from '../bookings/repo.ts';
import { type AgentContact, findAgentContacts } from '../bookings/repo.ts';
import { loadEventForSlots } from '../public-events/service.ts';
import * as repo from './repo.ts';

/** Everything a letter about one attendee's booking may mention, loaded once. */
export interface LetterContext {
  meeting: bookingRepo.MeetingRow;
  attendee: bookingRepo.AttendeeRow;
  event: Event;
  hosts: AgentContact[];
  organizer: AgentContact;
  hostName: string;
  eventName: string;
  location: string | undefined;
  workspace: { name: string; accessLink: string };
  links: { reschedule: string; cancel: string; bookAgain: string };
}

export async function loadLetterContext(
  deps: Deps,
  meetingId: string,
  attendeeId: string,
): Promise<LetterContext | undefined> {
  const [meeting, attendee] = await Promise.all([
    bookingRepo.findMeeting(deps.db, meetingId),
    bookingRepo.findAttendee(deps.db, attendeeId),
  ]);
  if (!meeting || !attendee) return undefined;
  const [source, hosts, workspace] = await Promise.all([
    loadEventForSlots(deps, meeting.eventId).catch(() => undefined),
    findAgentContacts(deps.db, meeting.agentIds),
    repo.findWorkspace(deps.db, meeting.appId),
  ]);
  const organizer = hosts.find((h) => h.id === meeting.organizerId) ?? hosts[0];
  if (!organizer || !workspace || !source) return undefined;
  const { event } = source;
  const base = deps.config.publicUrl;
  const again = new URL(`${base}/${workspace.accessLink}/${event.slug}`);
  again.searchParams.set('name', attendee.fullName);
  again.searchParams.set('email', attendee.emailId);
  return {
    meeting,
    attendee,
    event,
    hosts,
    organizer,
    hostName: fullName(organizer),
    eventName: meeting.modifiedEventName ?? event.name,
    location: meetingPlace(meeting),
    workspace,
    links: {
      reschedule: `${base}/reschedule/${attendee.id}/`,
      cancel: `${base}/cancellation/${attendee.id}/`,
      bookAgain: again.toString(),
    },
  };
}

export function fullName(agent: Pick<AgentContact, 'firstName' | 'lastName'>): string {
  return `${agent.firstName} ${agent.lastName}`.trim();
}

/** Reply-to the organizer, or no reply address, as the event says. */
export function replyToOf(ctx: LetterContext): string | undefined {
  return ctx.event.notifications.replyAddress === 'AGENT_ADDRESS' ? ctx.organizer.emailId : undefined;
}

export function whenFor(ctx: LetterContext, timezone: string): string {
  return formatWhen(ctx.meeting.startAt, timezone);
}
