import type { Notifications } from '../events/notifications-schema.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { escapeHtml, renderTemplate, type TemplateValues } from './render-template.ts';

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
  return (
    html
      .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      // The cleaner escapes text; the text part reads it back (ampersands last, so `&amp;lt;` stays `&lt;`).
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
  );
}

type EmailTemplate = Notifications['calendarInvitation'];

/**
 * How an event tells attendees their booking stands (its `notifications.type`): as a calendar
 * invitation, with the `calendarInvitation` template and the `.ics` as an invitation their mail
 * program offers to accept; or as an email, with the `emailInvitation` template and the `.ics`
 * attached as a file to add. A switched-off template sends attendees no such letter.
 */
export function bookingLetterOf(
  notifications: Pick<Notifications, 'type' | 'calendarInvitation' | 'emailInvitation'>,
): {
  template: EmailTemplate;
  ics: 'invitation' | 'attachment';
} {
  return notifications.type === 'EMAIL'
    ? { template: notifications.emailInvitation, ics: 'attachment' }
    : { template: notifications.calendarInvitation, ics: 'invitation' };
}
