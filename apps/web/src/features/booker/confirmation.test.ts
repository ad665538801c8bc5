import { ConfirmationPageSchema } from '@kairos/core/events/page-schema';
import { translatorFor } from '@kairos/core/i18n/server-translators';
import { describe, expect, it } from 'vitest';
import type { BookingSummary } from './booking-summary';
import {
  buildIcs,
  googleCalendarUrl,
  locationText,
  outlookCalendarUrl,
  redirectTarget,
  visibleFields,
} from './confirmation';

const ORIGIN = 'https://book.example.com';

function summary(fields: Partial<BookingSummary> = {}): BookingSummary {
  return {
    attendeeId: 'att-1',
    meetingId: 'meet-1',
    status: 'ACTIVE',
    accessLink: 'acme',
    eventSlug: 'intro',
    eventName: 'Intro call',
    attendeeName: 'Ada Lovelace',
    attendeeEmail: 'ada@example.com',
    guests: [],
    hosts: ['Alan Turing'],
    start: '2025-05-14T09:00:00.000Z',
    duration: 30,
    timezone: 'Asia/Kolkata',
    mode: { key: 'IN_PERSON', value: '1 Main St, Springfield' },
    meetingLink: null,
    payment: null,
    confirmationPage: ConfirmationPageSchema.parse({}),
    ...fields,
  };
}

describe('visibleFields', () => {
  it('shows every default field but payment for a free booking', () => {
    expect(visibleFields(ConfirmationPageSchema.parse({}), false)).toEqual([
      'EVENT_NAME',
      'ATTENDEE_NAME',
      'DURATION',
      'HOSTS',
      'MODE_OF_MEETING',
      'DATE_TIME',
      'TIMEZONE',
    ]);
  });

  it('leaves out what the host switched off', () => {
    const page = ConfirmationPageSchema.parse({
      eventFieldsToShow: [
        { name: 'HOSTS', enable: false },
        { name: 'TIMEZONE', enable: false },
        { name: 'PAYMENT_DETAILS', enable: true },
      ],
    });
    expect(visibleFields(page, true)).toEqual([
      'EVENT_NAME',
      'ATTENDEE_NAME',
      'DURATION',
      'MODE_OF_MEETING',
      'DATE_TIME',
      'PAYMENT_DETAILS',
    ]);
  });
});

describe('redirectTarget', () => {
  it('stays on the page without an address', () => {
    expect(redirectTarget(summary())).toBeNull();
  });

  it('sends to the address as it is', () => {
    const page = ConfirmationPageSchema.parse({ redirectURL: 'https://example.com/thanks?from=kairos' });
    expect(redirectTarget(summary({ confirmationPage: page }))).toBe(
      'https://example.com/thanks?from=kairos',
    );
  });

  it('adds the booking details when asked', () => {
    const page = ConfirmationPageSchema.parse({
      redirectURL: 'https://example.com/done?x=1',
      passEventDetailsToURL: true,
    });
    const url = new URL(redirectTarget(summary({ confirmationPage: page }))!);
    expect(url.searchParams.get('x')).toBe('1');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      eventName: 'Intro call',
      attendeeName: 'Ada Lovelace',
      attendeeEmail: 'ada@example.com',
      startTime: '2025-05-14T09:00:00.000Z',
      endTime: '2025-05-14T09:30:00.000Z',
      duration: '30',
      timezone: 'Asia/Kolkata',
      hosts: 'Alan Turing',
      location: '1 Main St, Springfield',
      meetingId: 'meet-1',
      attendeeId: 'att-1',
    });
  });

  it('refuses an address that is not a web page', () => {
    const page = { ...ConfirmationPageSchema.parse({}), redirectURL: 'javascript:alert(1)' };
    expect(redirectTarget(summary({ confirmationPage: page }))).toBeNull();
  });
});

describe('locationText', () => {
  it.each([
    [{ key: 'IN_PERSON', value: '1 Main St' }, null, '1 Main St'],
    [{ key: 'ASK_INVITEE', value: 'Café Central' }, null, 'Café Central'],
    [{ key: 'PHONE_NUMBER', value: '+919876543210' }, null, 'Phone call: +919876543210'],
    [{ key: 'GOOGLE_MEET' }, null, 'Google Meet'],
    [{ key: 'GOOGLE_MEET' }, 'https://meet.example/abc', 'https://meet.example/abc'],
    [null, null, ''],
  ] as const)('%o with link %s → %s', (mode, link, expected) => {
    expect(locationText(summary({ mode, meetingLink: link }))).toBe(expected);
  });
});

describe('calendar links', () => {
  it('builds a Google Calendar template', () => {
    const url = new URL(googleCalendarUrl(summary(), ORIGIN));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20250514T090000Z/20250514T093000Z');
    expect(url.searchParams.get('text')).toBe('Intro call with Alan Turing');
    expect(url.searchParams.get('location')).toBe('1 Main St, Springfield');
    expect(url.searchParams.get('details')).toContain(`${ORIGIN}/cancellation/att-1/`);
  });

  it('builds an Outlook compose link', () => {
    const url = new URL(outlookCalendarUrl(summary(), ORIGIN));
    expect(url.searchParams.get('startdt')).toBe('2025-05-14T09:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2025-05-14T09:30:00.000Z');
    expect(url.searchParams.get('subject')).toBe('Intro call with Alan Turing');
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(summary(), ORIGIN, Date.parse('2025-05-01T10:00:00Z'));
  const lines = ics.split('\r\n');

  it('is one event in UTC with escaped text and CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('UID:meet-1@kairos');
    expect(lines).toContain('DTSTAMP:20250501T100000Z');
    expect(lines).toContain('DTSTART:20250514T090000Z');
    expect(lines).toContain('DTEND:20250514T093000Z');
    expect(lines).toContain('LOCATION:1 Main St\\, Springfield');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets', () => {
    const long = buildIcs(summary({ eventName: 'A very long event name '.repeat(6) }), ORIGIN, 0);
    for (const line of long.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long).toContain('\r\n ');
  });

  it('marks a booking awaiting the host as tentative', () => {
    expect(buildIcs(summary({ status: 'ACTION_REQUIRED' }), ORIGIN, 0)).toContain('STATUS:TENTATIVE');
  });
});

describe('locationText in the page language', () => {
  it("names the kind of location in the page's language and keeps what the visitor wrote", () => {
    const german = translatorFor('de');
    const base = summary({ mode: { key: 'PHONE_NUMBER', value: '+49 30 1234567' } });
    expect(locationText(base, german)).toBe('Telefonanruf: +49 30 1234567');
    expect(locationText(base)).toBe('Phone call: +49 30 1234567');
    expect(locationText(summary({ mode: { key: 'ASK_INVITEE', value: 'Café Einstein' } }), german)).toBe(
      'Café Einstein',
    );
    expect(locationText(summary({ mode: { key: 'IN_PERSON' } }), german)).toBe('Persönlich');
  });
});

describe('calendar entries in the page’s language', () => {
  const t = translatorFor('de');
  it('writes the .ics title and details in German, and the same in English with or without a translator', () => {
    // Unfolded: long lines are folded at 75 octets.
    const ics = buildIcs(summary(), ORIGIN, Date.parse('2025-05-01T00:00:00Z'), t).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Intro call mit Alan Turing');
    expect(ics).toContain('Teilnehmer: Ada Lovelace');
    expect(ics).toContain(`Verschieben: ${ORIGIN}/reschedule/att-1/`);
    const now = Date.parse('2025-05-01T00:00:00Z');
    expect(buildIcs(summary(), ORIGIN, now, translatorFor('en'))).toBe(buildIcs(summary(), ORIGIN, now));
  });
  it('fills Google’s and Outlook’s forms in German', () => {
    const google = new URL(googleCalendarUrl(summary(), ORIGIN, t));
    expect(google.searchParams.get('text')).toBe('Intro call mit Alan Turing');
    expect(google.searchParams.get('details')).toContain(`Absagen: ${ORIGIN}/cancellation/att-1/`);
    const outlook = new URL(outlookCalendarUrl(summary(), ORIGIN, t));
    expect(outlook.searchParams.get('subject')).toBe('Intro call mit Alan Turing');
  });
});
