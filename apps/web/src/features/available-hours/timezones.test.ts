import { describe, expect, it } from 'vitest';
import { listTimezones, offsetLabel, timezoneLabel } from './timezones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('offsetLabel', () => {
  it.each([
    ['UTC', WINTER, 'GMT'],
    ['Europe/Berlin', WINTER, 'GMT+01:00'],
    ['Europe/Berlin', SUMMER, 'GMT+02:00'],
    ['America/New_York', WINTER, 'GMT-05:00'],
    ['America/New_York', SUMMER, 'GMT-04:00'],
    ['Asia/Kolkata', SUMMER, 'GMT+05:30'],
    ['Asia/Kathmandu', WINTER, 'GMT+05:45'],
    ['Pacific/Kiritimati', WINTER, 'GMT+14:00'],
  ])('%s at %s is %s', (zone, at, expected) => {
    expect(offsetLabel(zone, at)).toBe(expected);
  });

  it('is empty for a zone the browser does not know', () => {
    expect(offsetLabel('Mars/Olympus_Mons', WINTER)).toBe('');
  });
});

describe('timezoneLabel', () => {
  it('names the zone with spaces and its offset', () => {
    expect(timezoneLabel('America/New_York', SUMMER)).toBe('America/New York (GMT-04:00)');
  });
});

describe('listTimezones', () => {
  it('is sorted, holds UTC and keeps a stored alias', () => {
    const zones = listTimezones(['Asia/Calcutta']);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('Asia/Calcutta');
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
    expect(new Set(zones).size).toBe(zones.length);
  });
});
