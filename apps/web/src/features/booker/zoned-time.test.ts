import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentZoneId,
  dateKeyInZone,
  detectTimeFormat,
  detectTimezone,
  formatDayHeading,
  formatMonthTitle,
  formatShortDay,
  formatSlotTime,
  formatTimeRange,
  weekdayLabels,
  zoneCity,
  zoneLongName,
  zoneOffsetLabel,
  zoneOffsetMinutes,
} from './zoned-time';

const at = (iso: string) => Date.parse(iso);

describe('formatSlotTime', () => {
  it.each([
    ['2025-05-14T09:00:00Z', 'UTC', '9:00am', '09:00'],
    ['2025-05-14T09:00:00Z', 'Asia/Kolkata', '2:30pm', '14:30'],
    ['2025-05-14T09:00:00Z', 'Asia/Kathmandu', '2:45pm', '14:45'],
    ['2025-05-14T09:00:00Z', 'Pacific/Kiritimati', '11:00pm', '23:00'],
    ['2025-05-14T09:00:00Z', 'America/Los_Angeles', '2:00am', '02:00'],
    ['2025-01-14T09:00:00Z', 'America/Los_Angeles', '1:00am', '01:00'],
    ['2025-05-14T12:00:00Z', 'UTC', '12:00pm', '12:00'],
    ['2025-05-14T00:05:00Z', 'UTC', '12:05am', '00:05'],
    // Europe/Berlin springs forward at 01:00Z on 2025-03-30: 02:30 local never happens.
    ['2025-03-30T00:30:00Z', 'Europe/Berlin', '1:30am', '01:30'],
    ['2025-03-30T01:00:00Z', 'Europe/Berlin', '3:00am', '03:00'],
  ])('%s in %s is %s / %s', (iso, zone, twelve, twentyFour) => {
    expect(formatSlotTime(at(iso), zone, '12h')).toBe(twelve);
    expect(formatSlotTime(at(iso), zone, '24h')).toBe(twentyFour);
  });

  it('formats a range that crosses midnight', () => {
    expect(formatTimeRange(at('2025-05-14T18:00:00Z'), 45, 'Asia/Kolkata', '12h')).toBe('11:30pm – 12:15am');
    expect(formatTimeRange(at('2025-05-14T18:00:00Z'), 45, 'Asia/Kolkata', '24h')).toBe('23:30 – 00:15');
  });
});

describe('dateKeyInZone', () => {
  it.each([
    ['2025-05-14T20:00:00Z', 'UTC', '2025-05-14'],
    ['2025-05-14T20:00:00Z', 'Asia/Kolkata', '2025-05-15'],
    ['2025-05-14T18:29:00Z', 'Asia/Kolkata', '2025-05-14'],
    ['2025-05-14T18:30:00Z', 'Asia/Kolkata', '2025-05-15'],
    ['2025-05-14T10:00:00Z', 'Pacific/Kiritimati', '2025-05-15'],
    ['2025-05-14T05:00:00Z', 'America/New_York', '2025-05-14'],
    ['2025-05-14T03:00:00Z', 'America/New_York', '2025-05-13'],
  ])('%s in %s is %s', (iso, zone, expected) => {
    expect(dateKeyInZone(at(iso), zone)).toBe(expected);
  });
});

describe('zone offsets', () => {
  it.each([
    ['UTC', '2025-05-14T00:00:00Z', 0, 'GMT'],
    ['Asia/Kolkata', '2025-05-14T00:00:00Z', 330, 'GMT+5:30'],
    ['Asia/Kathmandu', '2025-05-14T00:00:00Z', 345, 'GMT+5:45'],
    ['Pacific/Kiritimati', '2025-05-14T00:00:00Z', 840, 'GMT+14'],
    ['America/New_York', '2025-05-14T00:00:00Z', -240, 'GMT-4'],
    ['America/New_York', '2025-01-14T00:00:00Z', -300, 'GMT-5'],
    ['America/St_Johns', '2025-01-14T00:00:00Z', -210, 'GMT-3:30'],
    ['Europe/Berlin', '2025-03-30T00:59:00Z', 60, 'GMT+1'],
    ['Europe/Berlin', '2025-03-30T01:00:00Z', 120, 'GMT+2'],
  ])('%s at %s is %i minutes, %s', (zone, iso, minutes, label) => {
    expect(zoneOffsetMinutes(zone, at(iso))).toBe(minutes);
    expect(zoneOffsetLabel(zone, at(iso))).toBe(label);
  });

  it('names zones', () => {
    expect(zoneLongName('Asia/Kolkata', at('2025-05-14T00:00:00Z'))).toBe('India Standard Time');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

describe('calendar labels', () => {
  it.each([
    ['2025-05-14', false, 'Wednesday, May 14'],
    ['2025-05-14', true, 'Wednesday, May 14, 2025'],
    ['2025-01-01', false, 'Wednesday, January 1'],
  ])('%s → %s', (date, withYear, expected) => {
    expect(formatDayHeading(date, 'en-US', withYear)).toBe(expected);
  });

  it('shortens a day', () => {
    expect(formatShortDay('2025-05-14', 'en-US')).toBe('Wed, May 14');
    expect(formatShortDay('2025-05-14', 'en-GB')).toBe('Wed 14 May');
  });

  it('titles a month and lists weekdays from the week start', () => {
    expect(formatMonthTitle('2025-05', 'en-US')).toBe('May 2025');
    expect(weekdayLabels(0, 'en-US')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayLabels(1, 'en-US')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});

describe('detectTimezone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function browserSays(timeZone: string) {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone };
    });
  }

  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Asia/Katmandu', 'Asia/Kathmandu'],
    ['Pacific/Kiritimati', 'Pacific/Kiritimati'],
    ['Not/AZone', 'UTC'],
  ])('the browser says %s → %s', (said, expected) => {
    browserSays(said);
    expect(detectTimezone()).toBe(expected);
  });

  it('names old ids by their current ones', () => {
    expect(currentZoneId('Europe/Kiev')).toBe('Europe/Kyiv');
  });
});

describe('detectTimeFormat', () => {
  it.each([
    ['de-DE', '24h'],
    ['en-GB', '24h'],
    ['fr-FR', '24h'],
    ['en-US', '12h'],
    ['en-IN', '12h'],
  ])('%s writes a %s clock', (locale, expected) => {
    expect(detectTimeFormat(locale)).toBe(expected);
  });
});
