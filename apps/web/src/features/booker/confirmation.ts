import type { ConfirmationPage } from '@kairos/core/events/page-schema';
import type { Translate } from '@kairos/core/i18n/translate';
import type { BookingSummary } from './booking-summary';
import { describeMode, modeName, sayMode, sayModeName } from './mode-labels';

export type ConfirmationField = ConfirmationPage['eventFieldsToShow'][number]['name'];

// Core's list lives beside its zod schemas; the thanks page should not load zod for eight names.
const CONFIRMATION_FIELDS: readonly ConfirmationField[] = [
  'EVENT_NAME',
  'ATTENDEE_NAME',
  'DURATION',
  'HOSTS',
  'MODE_OF_MEETING',
  'DATE_TIME',
  'TIMEZONE',
  'PAYMENT_DETAILS',
];

/** The default fields the page shows, in their order: all but those the host switched off. */
export function visibleFields(page: ConfirmationPage | null, hasPayment: boolean): ConfirmationField[] {
  const off = new Set((page?.eventFieldsToShow ?? []).filter((f) => !f.enable).map((f) => f.name));
  return CONFIRMATION_FIELDS.filter((name) => !off.has(name) && (name !== 'PAYMENT_DETAILS' || hasPayment));
}

export function enabledLinks(page: ConfirmationPage | null): ConfirmationPage['links'] {
  return (page?.links ?? []).filter((link) => link.enable);
}

function endOf(summary: BookingSummary): string {
  return new Date(Date.parse(summary.start) + summary.duration * 60_000).toISOString();
}

/**
 * Where the meeting is: its link, the place or number the visitor gave, or the host's location.
 * With the page's translator the kinds are in its language (the page); without, in English (the
 * redirect's parameters and the calendar files).
 */
export function locationText(summary: BookingSummary, t?: Translate): string {
  if (summary.meetingLink) return summary.meetingLink;
  const mode = summary.mode;
  if (!mode) return '';
  const kind = t ? sayModeName(t, 'PHONE_NUMBER') : modeName('PHONE_NUMBER');
  if (mode.key === 'PHONE_NUMBER' && mode.value) return `${kind}: ${mode.value}`;
  if (mode.key === 'ASK_INVITEE' && mode.value) return mode.value;
  return t ? sayMode(t, mode) : describeMode(mode);
}

/**
 * Where to send the visitor instead of the thanks page, or null to stay: the host's address,
 * with the booking's details added as query parameters when the host asks for them.
 */
export function redirectTarget(summary: BookingSummary): string | null {
  const page = summary.confirmationPage;
  const address = page?.redirectURL?.trim();
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (page?.passEventDetailsToURL) {
    const details: Record<string, string> = {
      eventName: summary.eventName,
      attendeeName: summary.attendeeName,
      attendeeEmail: summary.attendeeEmail,
      startTime: new Date(summary.start).toISOString(),
      endTime: endOf(summary),
      duration: String(summary.duration),
      timezone: summary.timezone,
      hosts: summary.hosts.join(', '),
      location: locationText(summary),
      status: summary.status,
      meetingId: summary.meetingId ?? '',
      attendeeId: summary.attendeeId ?? '',
    };
    for (const [key, value] of Object.entries(details)) if (value) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** `20250514T090000Z`, the compact UTC form calendars expect. */
export function compactUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The calendar entry's title, in the page's language when a translator is given (English otherwise). */
export function calendarTitle(summary: BookingSummary, t?: Translate): string {
  if (summary.hosts.length === 0) return summary.eventName;
  const hostName = summary.hosts.join(', ');
  return t
    ? t('ics.summary', { eventName: summary.eventName, hostName })
    : `${summary.eventName} with ${hostName}`;
}

function calendarDetails(summary: BookingSummary, origin: string, t?: Translate): string {
  const lines = [`${summary.eventName}`];
  if (summary.attendeeName) {
    const name = summary.attendeeName;
    lines.push(t ? t('booker.ics.attendee', { name }) : `Attendee: ${name}`);
  }
  if (summary.attendeeId) {
    const reschedule = `${origin}/reschedule/${summary.attendeeId}/`;
    const cancel = `${origin}/cancellation/${summary.attendeeId}/`;
    lines.push(t ? t('booker.ics.reschedule', { link: reschedule }) : `Reschedule: ${reschedule}`);
    lines.push(t ? t('booker.ics.cancel', { link: cancel }) : `Cancel: ${cancel}`);
  }
  return lines.join('\n');
}

export function googleCalendarUrl(summary: BookingSummary, origin: string, t?: Translate): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', calendarTitle(summary, t));
  url.searchParams.set('dates', `${compactUtc(summary.start)}/${compactUtc(endOf(summary))}`);
  url.searchParams.set('details', calendarDetails(summary, origin, t));
  const location = locationText(summary, t);
  if (location) url.searchParams.set('location', location);
  return url.toString();
}

export function outlookCalendarUrl(summary: BookingSummary, origin: string, t?: Translate): string {
  const url = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  url.searchParams.set('path', '/calendar/action/compose');
  url.searchParams.set('rru', 'addevent');
  url.searchParams.set('subject', calendarTitle(summary, t));
  url.searchParams.set('startdt', new Date(summary.start).toISOString());
  url.searchParams.set('enddt', endOf(summary));
  url.searchParams.set('body', calendarDetails(summary, origin, t));
  const location = locationText(summary, t);
  if (location) url.searchParams.set('location', location);
  return url.toString();
}

function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuation lines starting with a space (RFC 5545 3.1). */
function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An iCalendar file (RFC 5545) with the booking as one event, for the browser to download. */
export function buildIcs(summary: BookingSummary, origin: string, now: number, t?: Translate): string {
  const uid = `${summary.meetingId ?? summary.attendeeId ?? compactUtc(summary.start)}@kairos`;
  const location = locationText(summary, t);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kairos//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${compactUtc(new Date(now).toISOString())}`,
    `DTSTART:${compactUtc(summary.start)}`,
    `DTEND:${compactUtc(endOf(summary))}`,
    `SUMMARY:${escapeIcsText(calendarTitle(summary, t))}`,
    `DESCRIPTION:${escapeIcsText(calendarDetails(summary, origin, t))}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `STATUS:${summary.status === 'ACTION_REQUIRED' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
