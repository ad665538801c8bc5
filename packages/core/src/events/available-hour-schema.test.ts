import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AvailableHourCreateBodySchema } from './available-hour-schema.ts';
import { defaultWorkingHours } from './event-rules.ts';

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const week = { MONDAY: [{ start: 540, end: 1020 }] };

describe('AvailableHourCreateBodySchema', () => {
  it.each([
    ['no name', { weeklySchedule: week }, 'name', 'Required'],
    ['a blank name', { name: ' ', weeklySchedule: week }, 'name', 'Required'],
    [
      'overlapping hours',
      {
        name: 'x',
        weeklySchedule: {
          MONDAY: [
            { start: 540, end: 720 },
            { start: 700, end: 800 },
          ],
        },
      },
      'weeklySchedule.MONDAY',
      'These hours overlap',
    ],
    [
      'an end before the start',
      { name: 'x', weeklySchedule: { MONDAY: [{ start: 600, end: 540 }] } },
      'weeklySchedule.MONDAY.0.end',
      'End must be after start',
    ],
    [
      'an unknown zone',
      { name: 'x', weeklySchedule: week, timezone: 'Nowhere/City' },
      'timezone',
      'Unknown timezone; use an IANA name such as Europe/Berlin',
    ],
    [
      'a date twice',
      {
        name: 'x',
        weeklySchedule: week,
        specificDates: [
          { date: '2027-03-29', hours: [] },
          { date: '2027-03-29', hours: [] },
        ],
      },
      'specificDates.1.date',
      'Each date can appear once',
    ],
  ])('%s → %s: %s', (_name, value, path, message) => {
    expect(issues(AvailableHourCreateBodySchema, value)).toContainEqual({ path, message });
  });

  it('accepts back-to-back hours and an empty override', () => {
    expect(
      issues(AvailableHourCreateBodySchema, {
        name: 'Split day',
        weeklySchedule: {
          MONDAY: [
            { start: 540, end: 720 },
            { start: 720, end: 1020 },
          ],
        },
        specificDates: [{ date: '2027-03-29', hours: [] }],
      }),
    ).toEqual([]);
  });
});

describe('defaultWorkingHours', () => {
  it('is Monday to Friday, 09:00–17:00, in the given zone', () => {
    const hours = defaultWorkingHours('Asia/Kathmandu');
    expect(hours.timezone).toBe('Asia/Kathmandu');
    expect(Object.keys(hours.weeklySchedule)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
    ]);
    expect(hours.weeklySchedule.MONDAY).toEqual([{ start: 540, end: 1020 }]);
  });
});
