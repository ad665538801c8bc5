import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BoundsSchema } from './bounds-schema.ts';
import { ScheduleSchema } from './schedule-schema.ts';

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('BoundsSchema', () => {
  it.each([
    ['slot gap 4', { slotGap: 4 }, 'slotGap', 'Slot gap must be at least 5 minutes'],
    ['slot gap 1', { slotGap: 1 }, 'slotGap', 'Slot gap must be at least 5 minutes'],
    [
      'daily attendee limit -2',
      { attendeeLimit: { dailyLimit: -2 } },
      'attendeeLimit.dailyLimit',
      'Daily attendee limit must be at least -1',
    ],
    ['a negative buffer', { buffer: { beforeMeeting: -5 } }, 'buffer.beforeMeeting', 'Cannot be negative'],
    ['a negative notice', { minimumNotice: -1 }, 'minimumNotice', 'Cannot be negative'],
    ['a negative daily limit', { dailyLimit: -1 }, 'dailyLimit', 'Cannot be negative'],
    [
      'a zero period limit',
      { attendeeLimits: [{ key: 'WEEK', limit: 0 }] },
      'attendeeLimits.0.limit',
      'The limit must be at least 1',
    ],
    [
      'two limits for one period',
      {
        attendeeLimits: [
          { key: 'DAY', limit: 1 },
          { key: 'DAY', limit: 2 },
        ],
      },
      'attendeeLimits',
      'Each period can have one limit',
    ],
  ])('%s → %s: %s', (_name, value, path, message) => {
    expect(issues(BoundsSchema, value)).toContainEqual({ path, message });
  });

  it.each([
    ['slot gap 5', { slotGap: 5 }],
    ['slot gap 0 (the duration)', { slotGap: 0 }],
    ['no slot gap', {}],
    ['daily attendee limit -1', { attendeeLimit: { dailyLimit: -1 } }],
  ])('accepts %s', (_name, value) => {
    expect(issues(BoundsSchema, value)).toEqual([]);
  });

  it('fills every default', () => {
    expect(BoundsSchema.parse({})).toEqual({
      buffer: { beforeMeeting: 0, afterMeeting: 0 },
      minimumNotice: 0,
      dailyLimit: 0,
      eventLimit: 0,
      attendeeLimit: { dailyLimit: -1 },
      attendeeLimits: [],
    });
  });
});

describe('ScheduleSchema', () => {
  it.each([
    ['a date range without dates', { type: 'DATE_RANGE' }, 'start', 'Required'],
    ['a date range without an end', { type: 'DATE_RANGE', start: '2027-03-01' }, 'end', 'Required'],
    [
      'a reversed date range',
      { type: 'DATE_RANGE', start: '2027-03-02', end: '2027-03-01' },
      'end',
      'The end date must not be before the start date',
    ],
    ['zero upcoming days', { type: 'UPCOMING_DAYS', daysCount: 0 }, 'daysCount', 'Enter at least 1 day'],
    [
      'a non-date',
      { type: 'DATE_RANGE', start: '2027-02-30', end: '2027-03-01' },
      'start',
      'Not a real calendar date',
    ],
    [
      'a date twice',
      {
        specificDates: [
          { date: '2027-03-29', hours: [] },
          { date: '2027-03-29', hours: [] },
        ],
      },
      'specificDates.1.date',
      'Each date can appear once',
    ],
  ])('%s → %s: %s', (_name, value, path, message) => {
    expect(issues(ScheduleSchema, value)).toContainEqual({ path, message });
  });

  it('defaults to the next 60 days', () => {
    expect(ScheduleSchema.parse({})).toEqual({
      type: 'UPCOMING_DAYS',
      daysCount: 60,
      upcomingDayType: 'REGULAR',
      specificDates: [],
      checkForConflict: true,
      showBookedSlots: false,
    });
  });
});
