import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { EventDraft } from './event-draft';

type Notifications = EventDraft['notifications'];
export type TemplateKey = 'calendarInvitation' | 'emailInvitation' | 'emailCancellation';

/** The letters an event sends, each with its name and what it is for in the dashboard catalogue. */
export const EMAILS: { key: TemplateKey; label: DashboardKey; description: DashboardKey }[] = [
  {
    key: 'calendarInvitation',
    label: 'eventTypes.letters.calendarInvitation',
    description: 'eventTypes.letters.calendarInvitationHint',
  },
  {
    key: 'emailInvitation',
    label: 'eventTypes.letters.confirmation',
    description: 'eventTypes.letters.confirmationHint',
  },
  {
    key: 'emailCancellation',
    label: 'eventTypes.letters.cancellation',
    description: 'eventTypes.letters.cancellationHint',
  },
];

/** The letters the event sends: the booking goes out as a calendar invitation or as an email, not both. */
export function emailsFor(type: Notifications['type']) {
  const unused: TemplateKey = type === 'EMAIL' ? 'calendarInvitation' : 'emailInvitation';
  return EMAILS.filter((email) => email.key !== unused);
}
