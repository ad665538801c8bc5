import { describe, expect, it } from 'vitest';
import { describeMeetingTime, formatHostDate, formatHostInstant, formatZone } from './meeting-format';

describe('formatHostDate', () => {
  it.each([
    ['2027-05-14T09:00:00Z', 'UTC', 'DD/MM/YYYY', '14/05/2027'],
    ['2027-05-14T09:00:00Z', 'UTC', 'MM/DD/YYYY', '05/14/2027'],
    // Late evening UTC is already the next day in Kiritimati (+14).
    ['2027-05-14T20:00:00Z', 'Pacific/Kiritimati', 'DD/MM/YYYY', '15/05/2027'],
    ['2027-05-14T02:00:00Z', 'America/Los_Angeles', 'MM/DD/YYYY', '05/13/2027'],
  ] as const)('%s in %s as %s is %s', (iso, zone, format, text) => {
    expect(formatHostDate(Date.parse(iso), zone, format)).toBe(text);
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

describe('formatHostInstant', () => {
  it('gives the date and the time', () => {
    expect(
      formatHostInstant('2027-05-14T16:05:00Z', {
        timezone: 'UTC',
        dateFormat: 'DD/MM/YYYY',
        timeFormat: '12h',
      }),
    ).toBe('14/05/2027, 4:05pm');
  });
});
