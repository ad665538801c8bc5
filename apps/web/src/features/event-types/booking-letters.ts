import type { EventDraft } from './event-draft';

type Notifications = EventDraft['notifications'];
export type TemplateKey = 'calendarInvitation' | 'emailInvitation' | 'emailCancellation';

export const EMAILS: { key: TemplateKey; label: string; description: string }[] = [
  {
    key: 'calendarInvitation',
    label: 'Calendar invitation',
    description:
      'Sent when a meeting is booked or moved: an invitation attendees accept into their calendar.',
  },
  {
    key: 'emailInvitation',
    label: 'Confirmation email',
    description: 'Sent when a meeting is booked or moved, with the calendar file attached.',
  },
  { key: 'emailCancellation', label: 'Cancellation email', description: 'Sent when a meeting is cancelled.' },
];

/** The letters the event sends: the booking goes out as a calendar invitation or as an email, not both. */
export function emailsFor(type: Notifications['type']) {
  const unused: TemplateKey = type === 'EMAIL' ? 'calendarInvitation' : 'emailInvitation';
  return EMAILS.filter((email) => email.key !== unused);
}
