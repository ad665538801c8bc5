import { describe, expect, it } from 'vitest';
import { type AttendeeLimitCheck, type AttendeeLimitsInput, checkAttendeeLimits } from './attendee-limits.ts';
import { at } from './test-factories.ts';

const booked = (...starts: string[]) =>
  starts.map((start, index) => ({ id: `m${index}`, start: at(start), status: 'ACTIVE' as const }));

describe('checkAttendeeLimits (Europe/Berlin unless named)', () => {
  // The slot: Monday 2027-03-08 09:00 in Europe/Berlin.
  const slotStart = at('2027-03-08T08:00:00Z');
  it.each<[string, Partial<AttendeeLimitsInput>, AttendeeLimitCheck]>([
    ['no limits', { meetingsOfAttendee: booked('2027-03-08T10:00:00Z') }, { ok: true }],
    [
      'attendeeLimit.dailyLimit 1, a meeting that day',
      { limits: { attendeeLimit: { dailyLimit: 1 } }, meetingsOfAttendee: booked('2027-03-08T15:00:00Z') },
      { ok: false, reason: 'attendee_limit', period: 'DAY', limit: 1 },
    ],
    [
      'attendeeLimit.dailyLimit -1 means none',
      { limits: { attendeeLimit: { dailyLimit: -1 } }, meetingsOfAttendee: booked('2027-03-08T15:00:00Z') },
      { ok: true },
    ],
    [
      'the day is local: 23:30Z on Sunday is already Monday 00:30',
      {
        limits: { attendeeLimits: [{ key: 'DAY', limit: 1 }] },
        meetingsOfAttendee: booked('2027-03-07T23:30:00Z'),
      },
      { ok: false, reason: 'attendee_limit', period: 'DAY', limit: 1 },
    ],
    [
      'the day is local: 22:30Z on Sunday is still Sunday',
      {
        limits: { attendeeLimits: [{ key: 'DAY', limit: 1 }] },
        meetingsOfAttendee: booked('2027-03-07T22:30:00Z'),
      },
      { ok: true },
    ],
    [
      'WEEK 2 with two meetings that week',
      {
        limits: { attendeeLimits: [{ key: 'WEEK', limit: 2 }] },
        meetingsOfAttendee: booked('2027-03-09T10:00:00Z', '2027-03-14T10:00:00Z'),
      },
      { ok: false, reason: 'attendee_limit', period: 'WEEK', limit: 2 },
    ],
    [
      'WEEK starts on Monday: the Sunday before is another week',
      {
        limits: { attendeeLimits: [{ key: 'WEEK', limit: 1 }] },
        meetingsOfAttendee: booked('2027-03-07T10:00:00Z'),
      },
      { ok: true },
    ],
    [
      'WEEK starting on Sunday takes that Sunday in',
      {
        limits: { attendeeLimits: [{ key: 'WEEK', limit: 1 }] },
        weekStartsOn: 0,
        meetingsOfAttendee: booked('2027-03-07T10:00:00Z'),
      },
      { ok: false, reason: 'attendee_limit', period: 'WEEK', limit: 1 },
    ],
    [
      'MONTH 2 with meetings on 1 and 31 March',
      {
        limits: { attendeeLimits: [{ key: 'MONTH', limit: 2 }] },
        meetingsOfAttendee: booked('2027-03-01T10:00:00Z', '2027-03-31T10:00:00Z'),
      },
      { ok: false, reason: 'attendee_limit', period: 'MONTH', limit: 2 },
    ],
    [
      'MONTH is local: 2027-02-28T23:30Z is 1 March in Berlin',
      {
        limits: { attendeeLimits: [{ key: 'MONTH', limit: 1 }] },
        meetingsOfAttendee: booked('2027-02-28T23:30:00Z'),
      },
      { ok: false, reason: 'attendee_limit', period: 'MONTH', limit: 1 },
    ],
    [
      'MONTH is local: the same instant is still February in America/New_York',
      {
        timezone: 'America/New_York',
        limits: { attendeeLimits: [{ key: 'MONTH', limit: 1 }] },
        meetingsOfAttendee: booked('2027-02-28T23:30:00Z'),
      },
      { ok: true },
    ],
    [
      'YEAR 3 with two meetings this year and one last year',
      {
        limits: { attendeeLimits: [{ key: 'YEAR', limit: 3 }] },
        meetingsOfAttendee: booked('2026-12-31T10:00:00Z', '2027-01-04T10:00:00Z', '2027-11-04T10:00:00Z'),
      },
      { ok: true },
    ],
    [
      'cancelled meetings and the one being rescheduled do not count',
      {
        limits: { attendeeLimits: [{ key: 'DAY', limit: 1 }] },
        meetingsOfAttendee: [
          { id: 'c', start: at('2027-03-08T10:00:00Z'), status: 'CANCELLED' },
          { id: 'r', start: at('2027-03-08T12:00:00Z'), status: 'ACTIVE' },
        ],
        excludeMeetingId: 'r',
      },
      { ok: true },
    ],
    [
      'a pending meeting counts',
      {
        limits: { attendeeLimits: [{ key: 'DAY', limit: 1 }] },
        meetingsOfAttendee: [{ start: at('2027-03-08T10:00:00Z'), status: 'ACTION_REQUIRED' }],
      },
      { ok: false, reason: 'attendee_limit', period: 'DAY', limit: 1 },
    ],
    [
      'the tightest limit and the smallest period win',
      {
        limits: {
          attendeeLimit: { dailyLimit: 5 },
          attendeeLimits: [
            { key: 'YEAR', limit: 1 },
            { key: 'DAY', limit: 2 },
            { key: 'WEEK', limit: 2 },
          ],
        },
        meetingsOfAttendee: booked('2027-03-08T10:00:00Z', '2027-03-08T12:00:00Z'),
      },
      { ok: false, reason: 'attendee_limit', period: 'DAY', limit: 2 },
    ],
  ])('%s', (_, overrides, expected) => {
    const input: AttendeeLimitsInput = {
      meetingsOfAttendee: [],
      slotStart,
      limits: {},
      timezone: 'Europe/Berlin',
      ...overrides,
    };
    expect(checkAttendeeLimits(input)).toEqual(expected);
  });
});
