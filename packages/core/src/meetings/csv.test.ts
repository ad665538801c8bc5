import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv.ts';
import { type ExportMeeting, exportFileName, localDateTime, meetingExportRows } from './csv.ts';

describe('meetingExportRows', () => {
  const meeting: ExportMeeting = {
    id: 'm1',
    start: new Date('2027-03-02T09:00:00Z'),
    end: new Date('2027-03-02T09:30:00Z'),
    eventName: 'Intro, short',
    status: 'ACTIVE',
    markAsNoShow: true,
    hosts: ['Ada Lovelace'],
    location: null,
    attendees: [
      {
        fullName: 'Grace',
        emailId: 'grace@example.com',
        status: 'ACTIVE',
        guests: ['g1@example.com', 'g2@example.com'],
        answers: [
          { questionId: 'name', question: 'Your name', answer: 'Grace' },
          { questionId: 'q1', question: 'Why?', answer: '=1+1' },
        ],
        utms: { utm_source: 'news' },
        state: 'Confirmed',
        payment: { method: 'STRIPE', amount: '€25.00', status: 'PAID' },
      },
      {
        fullName: 'Alan',
        emailId: 'alan@example.com',
        status: 'CANCELLED',
        guests: [],
        answers: [{ questionId: 'q2', question: 'Company', answer: 'Bletchley' }],
        utms: {},
        state: 'Cancelled',
        payment: null,
      },
    ],
  };

  it('has a header and one row per attendee, in the host zone and ISO, answers and UTMs in columns', () => {
    const rows = meetingExportRows([meeting], 'America/New_York');
    expect(rows[0]).toEqual([
      'Meeting ID',
      'Start (America/New_York)',
      'Start (ISO)',
      'End (ISO)',
      'Event',
      'Status',
      'Hosts',
      'Location',
      'Attendee name',
      'Attendee email',
      'Attendee status',
      'Guests',
      'No-show',
      'Booking state',
      'Payment method',
      'Payment amount',
      'Payment status',
      'Why?',
      'Company',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
    ]);
    expect(rows[1]).toEqual([
      'm1',
      '2027-03-02 04:00',
      '2027-03-02T09:00:00.000Z',
      '2027-03-02T09:30:00.000Z',
      'Intro, short',
      'ACTIVE',
      'Ada Lovelace',
      '',
      'Grace',
      'grace@example.com',
      'ACTIVE',
      'g1@example.com; g2@example.com',
      'yes',
      'Confirmed',
      'STRIPE',
      '€25.00',
      'PAID',
      '=1+1',
      '',
      'news',
      '',
      '',
      '',
      '',
    ]);
    expect(rows[2]?.slice(8, 19)).toEqual([
      'Alan',
      'alan@example.com',
      'CANCELLED',
      '',
      'yes',
      'Cancelled',
      '',
      '',
      '',
      '',
      'Bletchley',
    ]);
    expect(rows).toHaveLength(3);
    const csv = toCsv(rows);
    expect(csv).toContain('"Intro, short"');
    expect(csv).toContain(",'=1+1,");
  });

  it('gives a meeting without attendees one row', () => {
    const rows = meetingExportRows([{ ...meeting, attendees: [], markAsNoShow: false }], 'UTC');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[12]).toBe('no');
    expect(rows[1]).toHaveLength(rows[0]?.length ?? 0);
  });
});

describe('dates of the export', () => {
  it('formats in the zone and names the file by the local day', () => {
    expect(localDateTime(new Date('2027-01-01T02:30:00Z'), 'Asia/Kolkata')).toBe('2027-01-01 08:00');
    expect(exportFileName(new Date('2027-01-01T02:30:00Z'), 'America/Los_Angeles')).toBe(
      'bookings-2026-12-31.csv',
    );
  });
});
