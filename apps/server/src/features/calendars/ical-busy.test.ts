import { describe, expect, it } from 'vitest';
import { busyFromICalendar } from './ical-busy.ts';

const iso = (blocks: Array<{ start: number; end: number }>) =>
  blocks.map((b) => `${new Date(b.start).toISOString()}/${new Date(b.end).toISOString()}`);

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');

const window = (from: string, to: string, floatingZone = 'Europe/Berlin') => ({
  from: Date.parse(from),
  to: Date.parse(to),
  floatingZone,
});

describe('busyFromICalendar', () => {
  it('expands a weekly event in Europe/Berlin across the spring change, with an EXDATE and a moved occurrence', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:weekly-1',
      'DTSTAMP:20270101T000000Z',
      'DTSTART;TZID=Europe/Berlin:20270315T100000',
      'DTEND;TZID=Europe/Berlin:20270315T110000',
      'RRULE:FREQ=WEEKLY;COUNT=5',
      'EXDATE;TZID=Europe/Berlin:20270405T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly-1',
      'DTSTAMP:20270101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Berlin:20270329T100000',
      'DTSTART;TZID=Europe/Berlin:20270330T140000',
      'DTEND;TZID=Europe/Berlin:20270330T150000',
      'END:VEVENT',
    );
    expect(iso(busyFromICalendar(text, window('2027-03-01T00:00:00Z', '2027-05-01T00:00:00Z')))).toEqual([
      '2027-03-15T09:00:00.000Z/2027-03-15T10:00:00.000Z',
      '2027-03-22T09:00:00.000Z/2027-03-22T10:00:00.000Z',
      // Summer time from 28 March: 10:00 in Berlin is 08:00 UTC; the 29th moved to the 30th at 14:00.
      '2027-03-30T12:00:00.000Z/2027-03-30T13:00:00.000Z',
      '2027-04-12T08:00:00.000Z/2027-04-12T09:00:00.000Z',
    ]);
  });

  it('uses the file’s VTIMEZONE for a zone name Intl does not know', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011028T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:outlook-1',
      'DTSTAMP:20270101T000000Z',
      'DTSTART;TZID=W. Europe Standard Time:20270601T090000',
      'DTEND;TZID=W. Europe Standard Time:20270601T093000',
      'END:VEVENT',
    );
    expect(iso(busyFromICalendar(text, window('2027-05-01T00:00:00Z', '2027-07-01T00:00:00Z')))).toEqual([
      '2027-06-01T07:00:00.000Z/2027-06-01T07:30:00.000Z',
    ]);
  });

  it('blocks all-day events as whole days in the host’s zone and leaves out free and cancelled events', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:holiday',
      'DTSTAMP:20270101T000000Z',
      'DTSTART;VALUE=DATE:20270601',
      'DTEND;VALUE=DATE:20270603',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:free',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20270604T090000Z',
      'DTEND:20270604T100000Z',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:cancelled',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20270605T090000Z',
      'DTEND:20270605T100000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:floating',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20270606T090000',
      'DTEND:20270606T100000',
      'END:VEVENT',
    );
    expect(
      iso(busyFromICalendar(text, window('2027-05-01T00:00:00Z', '2027-07-01T00:00:00Z', 'Asia/Kolkata'))),
    ).toEqual([
      '2027-05-31T18:30:00.000Z/2027-06-02T18:30:00.000Z',
      '2027-06-06T03:30:00.000Z/2027-06-06T04:30:00.000Z',
    ]);
  });

  it('keeps only occurrences overlapping the window and stops an endless rule after it', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:daily',
      'DTSTAMP:20200101T000000Z',
      'DTSTART:20200101T120000Z',
      'DTEND:20200101T123000Z',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
    );
    expect(iso(busyFromICalendar(text, window('2027-06-01T12:15:00Z', '2027-06-03T00:00:00Z')))).toEqual([
      '2027-06-01T12:00:00.000Z/2027-06-01T12:30:00.000Z',
      '2027-06-02T12:00:00.000Z/2027-06-02T12:30:00.000Z',
    ]);
  });
});
