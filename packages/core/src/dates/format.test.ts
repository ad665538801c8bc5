import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  type DisplayPrefs,
  describeMeetingTime,
  formatDate,
  formatDateKey,
  formatDateTime,
  formatInstant,
  formatTime,
  formatZone,
  parseDateKey,
} from './format.ts';

const prefs = (p: Partial<DisplayPrefs>): DisplayPrefs => ({
  dateFormat: 'DD/MM/YYYY',
  timeFormat: '12h',
  timezone: 'UTC',
  ...p,
});

describe('formatDate', () => {
  it.each([
    ['2026-11-21T23:30:00Z', prefs({}), '21/11/2026'],
    ['2026-11-21T23:30:00Z', prefs({ dateFormat: 'MM/DD/YYYY' }), '11/21/2026'],
    // Already the next day in Kolkata (+05:30) and Kathmandu (+05:45).
    ['2026-11-21T18:30:00Z', prefs({ timezone: 'Asia/Kolkata' }), '22/11/2026'],
    ['2026-11-21T18:14:00Z', prefs({ timezone: 'Asia/Kathmandu' }), '21/11/2026'],
    ['2026-11-21T18:15:00Z', prefs({ timezone: 'Asia/Kathmandu' }), '22/11/2026'],
    ['2026-11-21T09:00:00Z', prefs({ timezone: 'Pacific/Kiritimati' }), '21/11/2026'],
    ['2026-11-21T10:00:00Z', prefs({ timezone: 'Pacific/Kiritimati' }), '22/11/2026'],
  ])('%s with %o → %s', (iso, p, expected) => {
    expect(formatDate(iso, p)).toBe(expected);
  });
});

describe('formatTime', () => {
  it.each([
    ['2026-11-21T09:05:00Z', prefs({}), '9:05am'],
    ['2026-11-21T21:05:00Z', prefs({}), '9:05pm'],
    ['2026-11-21T21:05:00Z', prefs({ timeFormat: '24h' }), '21:05'],
    ['2026-11-21T00:00:00Z', prefs({ timeFormat: '24h' }), '00:00'],
    ['2026-11-21T00:00:00Z', prefs({ timeFormat: '12h' }), '12:00am'],
    ['2026-11-21T09:05:00Z', prefs({ timezone: 'Asia/Kolkata', timeFormat: '24h' }), '14:35'],
    // Across the New York spring-forward change (2026-03-08 07:00 UTC).
    ['2026-03-08T06:30:00Z', prefs({ timezone: 'America/New_York' }), '1:30am'],
    ['2026-03-08T07:30:00Z', prefs({ timezone: 'America/New_York' }), '3:30am'],
  ])('%s with %o → %s', (iso, p, expected) => {
    expect(formatTime(iso, p)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('names the zone it reads the time in', () => {
    expect(formatDateTime(Date.parse('2026-11-21T09:05:00Z'), prefs({ timezone: 'Asia/Kolkata' }))).toBe(
      '21/11/2026, 2:35pm (Asia/Kolkata)',
    );
    expect(
      formatDateTime(
        new Date('2026-11-21T09:05:00Z'),
        prefs({ dateFormat: 'MM/DD/YYYY', timeFormat: '24h' }),
      ),
    ).toBe('11/21/2026, 09:05 (UTC)');
  });
});

describe('formatDate in the host order', () => {
  it.each([
    ['2027-05-14T09:00:00Z', 'UTC', 'DD/MM/YYYY', '14/05/2027'],
    ['2027-05-14T09:00:00Z', 'UTC', 'MM/DD/YYYY', '05/14/2027'],
    // Late evening UTC is already the next day in Kiritimati (+14).
    ['2027-05-14T20:00:00Z', 'Pacific/Kiritimati', 'DD/MM/YYYY', '15/05/2027'],
    ['2027-05-14T02:00:00Z', 'America/Los_Angeles', 'MM/DD/YYYY', '05/13/2027'],
  ] as const)('%s in %s as %s is %s', (iso, zone, format, text) => {
    expect(formatDate(Date.parse(iso), { timezone: zone, dateFormat: format, timeFormat: '12h' })).toBe(text);
  });
});

describe('describeMeetingTime', () => {
  it('reads the meeting in the host zone with a 12-hour clock', () => {
    expect(
      describeMeetingTime('2027-05-14T04:00:00Z', '2027-05-14T04:30:00Z', {
        timezone: 'Asia/Kolkata',
        dateFormat: 'DD/MM/YYYY',
        timeFormat: '12h',
      }),
    ).toEqual({ date: 'Fri, 14/05/2027', time: '9:30am – 10:00am', zone: 'Asia/Kolkata (GMT+5:30)' });
  });

  it('uses a 24-hour clock and the month-first date when the host asks', () => {
    expect(
      describeMeetingTime('2027-05-14T13:15:00Z', '2027-05-14T14:00:00Z', {
        timezone: 'Asia/Kathmandu',
        dateFormat: 'MM/DD/YYYY',
        timeFormat: '24h',
      }),
    ).toEqual({ date: 'Fri, 05/14/2027', time: '19:00 – 19:45', zone: 'Asia/Kathmandu (GMT+5:45)' });
  });

  it('names the end date when the meeting runs past midnight', () => {
    expect(
      describeMeetingTime('2027-05-14T23:30:00Z', '2027-05-15T00:30:00Z', {
        timezone: 'UTC',
        dateFormat: 'DD/MM/YYYY',
        timeFormat: '24h',
      }).time,
    ).toBe('23:30 – 15/05/2027 00:30');
  });
});

describe('formatZone', () => {
  it('shows the offset in force at the instant (DST in New York)', () => {
    expect(formatZone('America/New_York', Date.parse('2027-01-10T12:00:00Z'))).toBe(
      'America/New_York (GMT-5)',
    );
    expect(formatZone('America/New_York', Date.parse('2027-07-10T12:00:00Z'))).toBe(
      'America/New_York (GMT-4)',
    );
  });
});

describe('formatInstant', () => {
  it('gives the date and the time', () => {
    expect(
      formatInstant('2027-05-14T16:05:00Z', {
        timezone: 'UTC',
        dateFormat: 'DD/MM/YYYY',
        timeFormat: '12h',
      }),
    ).toBe('14/05/2027, 4:05pm');
  });
});

describe('calendar dates typed and shown in the reader’s order', () => {
  it('writes a date key in DD/MM/YYYY or MM/DD/YYYY', () => {
    expect(formatDateKey('2027-05-04', 'DD/MM/YYYY')).toBe('04/05/2027');
    expect(formatDateKey('2027-05-04', 'MM/DD/YYYY')).toBe('05/04/2027');
  });

  it('reads what a host types in their order, or an ISO date, and refuses dates that do not exist', () => {
    expect(parseDateKey('04/05/2027', 'DD/MM/YYYY')).toBe('2027-05-04');
    expect(parseDateKey('04/05/2027', 'MM/DD/YYYY')).toBe('2027-04-05');
    expect(parseDateKey(' 4.5.2027 ', 'DD/MM/YYYY')).toBe('2027-05-04');
    expect(parseDateKey('4-5-2027', 'DD/MM/YYYY')).toBe('2027-05-04');
    expect(parseDateKey('2027-05-04', 'MM/DD/YYYY')).toBe('2027-05-04');
    expect(parseDateKey('31/02/2027', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateKey('13/13/2027', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateKey('13/04/2027', 'MM/DD/YYYY')).toBeNull();
    expect(parseDateKey('29/02/2028', 'DD/MM/YYYY')).toBe('2028-02-29');
    expect(parseDateKey('tomorrow', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateKey('', 'DD/MM/YYYY')).toBeNull();
  });

  it('steps a date key by days across months and years', () => {
    expect(addDaysToKey('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDaysToKey('2028-03-01', -1)).toBe('2028-02-29');
  });
});
