import { formatter } from '@kairos/core/dates/format';
import type { Event } from '@kairos/core/events/event-schema';
import { sanitizeHtml } from '@kairos/core/html/sanitize-html';
import { escapeHtml, renderTemplate, type TemplateValues } from '@kairos/core/notifications/render-template';
import type { Deps } from '../../deps.ts';
import { formatWhen } from '../bookings/invitations.ts';
import { joinDetailsOf, meetingPlace } from '../bookings/meeting-entry.ts';
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

/** The values of `GET /event/variable/list`, as one reader (in their zone) sees them. */
export function templateValues(ctx: LetterContext, timezone: string): TemplateValues {
  const { meeting, attendee, event } = ctx;
  const part = (at: Date, options: Intl.DateTimeFormatOptions) =>
    formatter('en-GB', { timeZone: timezone, ...options }).format(at);
  const link = joinDetailsOf(meeting)?.link ?? '';
  const reason = typeof meeting.cancellation?.reason === 'string' ? meeting.cancellation.reason : '';
  return {
    event_name: ctx.eventName,
    event_description: event.description,
    event_duration: String(meeting.duration),
    meeting_date: part(meeting.startAt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    meeting_time: part(meeting.startAt, { hour: '2-digit', minute: '2-digit' }),
    meeting_end_time: part(meeting.endAt, { hour: '2-digit', minute: '2-digit' }),
    meeting_timezone: timezone,
    meeting_location: ctx.location ?? '',
    meeting_link: link,
    attendee_name: attendee.fullName,
    attendee_first_name: attendee.fullName.split(/\s+/)[0] ?? '',
    attendee_email: attendee.emailId,
    attendee_timezone: attendee.timezone,
    attendee_answers: attendee.answers
      .map((a) => `${String(a.question ?? a.questionId ?? '')}: ${formatAnswer(a.answer)}`)
      .join('\n'),
    guests: attendee.guests.join(', '),
    host_name: ctx.hostName,
    host_email: ctx.organizer.emailId,
    company_name: ctx.workspace.name,
    reschedule_link: ctx.links.reschedule,
    cancel_link: ctx.links.cancel,
    cancellation_reason: reason,
  };
}

function formatAnswer(answer: unknown): string {
  if (Array.isArray(answer)) return answer.map(String).join(', ');
  if (answer && typeof answer === 'object') return JSON.stringify(answer);
  return answer === undefined || answer === null ? '' : String(answer);
}

export interface Composed {
  subject: string;
  text: string;
  html: string;
}

/** A built-in letter: lines of plain text, each a paragraph in the HTML part. */
export function composeLines(subject: string, lines: string[]): Composed {
  return {
    subject,
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
  };
}

/**
 * The event's own subject and body when the host wrote them, else the built-in letter. The body
 * is the host's HTML, cleaned to text formatting and links; variables are escaped into it, and the
 * text part is that HTML without tags.
 */
export function composeWithTemplate(
  template: { subject: string; body: string },
  values: TemplateValues,
  fallback: Composed,
): Composed {
  const subject = template.subject ? renderTemplate(template.subject, values) : fallback.subject;
  if (!template.body) return { ...fallback, subject };
  const clean = sanitizeHtml(template.body);
  const html = renderTemplate(clean, values, { html: true });
  const text = renderTemplate(htmlToText(clean), values);
  return { subject, text, html };
}

function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Reply-to the organizer, or no reply address, as the event says. */
export function replyToOf(ctx: LetterContext): string | undefined {
  return ctx.event.notifications.replyAddress === 'AGENT_ADDRESS' ? ctx.organizer.emailId : undefined;
}

export function whenFor(ctx: LetterContext, timezone: string): string {
  return formatWhen(ctx.meeting.startAt, timezone);
}
