import { formatter } from '@kairos/core/dates/format';
import type { Event } from '@kairos/core/events/event-schema';
import type { TemplateValues } from '@kairos/core/notifications/render-template';
import { joinDetailsOf } from './meeting-entry.ts';
import type { AgentContact, AttendeeRow, MeetingRow } from './repo.ts';

/** What a letter about one attendee's booking may mention. */
export interface LetterFacts {
  meeting: MeetingRow;
  attendee: AttendeeRow;
  event: Pick<Event, 'description'>;
  organizer: Pick<AgentContact, 'emailId'>;
  hostName: string;
  eventName: string;
  location: string | undefined;
  workspace: { name: string };
  links: { reschedule: string; cancel: string };
}

/** The values of `GET /event/variable/list`, as one reader (in their zone) sees them. */
export function templateValues(ctx: LetterFacts, timezone: string, locale = 'en-GB'): TemplateValues {
  const { meeting, attendee, event } = ctx;
  const part = (at: Date, options: Intl.DateTimeFormatOptions) =>
    formatter(locale, { timeZone: timezone, ...options }).format(at);
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
