import { z } from 'zod';

export const TemplateVariableSchema = z.object({
  key: z.string(),
  /** The text to put in a template, e.g. `{{event_name}}`. */
  variable: z.string(),
  label: z.string(),
  description: z.string(),
});
export type TemplateVariable = z.infer<typeof TemplateVariableSchema>;
export const TemplateVariableListSchema = z.object({ variables: z.array(TemplateVariableSchema) });
export type TemplateVariableList = z.infer<typeof TemplateVariableListSchema>;

const entries: ReadonlyArray<[key: string, label: string, description: string]> = [
  ['event_name', 'Event name', 'The name of the event type, e.g. "30 Minute Meeting"'],
  ['event_description', 'Event description', 'The description of the event type'],
  ['event_duration', 'Duration', 'The length of the meeting in minutes'],
  ['meeting_date', 'Meeting date', 'The date of the meeting in the recipient’s time zone'],
  ['meeting_time', 'Meeting time', 'The start time of the meeting in the recipient’s time zone'],
  ['meeting_end_time', 'Meeting end time', 'The end time of the meeting in the recipient’s time zone'],
  ['meeting_timezone', 'Time zone', 'The time zone the date and times are shown in'],
  ['meeting_location', 'Location', 'The meeting mode and its address, number or link'],
  ['meeting_link', 'Meeting link', 'The video meeting link, when the mode has one'],
  ['attendee_name', 'Attendee name', 'The full name the attendee gave'],
  ['attendee_first_name', 'Attendee first name', 'The first word of the attendee’s name'],
  ['attendee_email', 'Attendee email', 'The email address the attendee gave'],
  ['attendee_timezone', 'Attendee time zone', 'The time zone the attendee booked in'],
  ['attendee_answers', 'Attendee answers', 'The questions of the booking form with the attendee’s answers'],
  ['guests', 'Guests', 'The email addresses of the guests the attendee added'],
  ['host_name', 'Host name', 'The full name of the host of the meeting'],
  ['host_email', 'Host email', 'The email address of the host of the meeting'],
  ['company_name', 'Company name', 'The name of the workspace'],
  ['reschedule_link', 'Reschedule link', 'The page where the attendee can reschedule'],
  ['cancel_link', 'Cancel link', 'The page where the attendee can cancel'],
  ['cancellation_reason', 'Cancellation reason', 'The reason given when the meeting was cancelled'],
];

/** The variables notification templates may use (`GET /event/variable/list`). */
export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = entries.map(([key, label, description]) => ({
  key,
  variable: `{{${key}}}`,
  label,
  description,
}));
