import { describe, expect, it } from 'vitest';
import { DatesBodySchema } from './dates-schema.ts';

const base = { eventId: 'e1', startDate: '2027-03-01', endDate: '2027-03-31', timezone: 'Asia/Kolkata' };

describe('DatesBodySchema', () => {
  it.each([
    ['a month', base],
    ['one day', { ...base, endDate: '2027-03-01' }],
    ['62 days', { ...base, startDate: '2027-01-01', endDate: '2027-03-03' }],
    ['a chosen duration', { ...base, duration: 45 }],
  ])('accepts %s', (_, body) => {
    expect(DatesBodySchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [
      'an unknown zone',
      { ...base, timezone: 'Mars/Olympus' },
      'timezone',
      'Unknown timezone; use an IANA name such as Europe/Berlin',
    ],
    [
      'an end before the start',
      { ...base, endDate: '2027-02-28' },
      'endDate',
      'endDate must not be before startDate',
    ],
    [
      '63 days',
      { ...base, startDate: '2027-01-01', endDate: '2027-03-04' },
      'endDate',
      'Ask for at most 62 days at a time',
    ],
    [
      'a malformed date',
      { ...base, startDate: '2027-3-1' },
      'startDate',
      'Use a date in the form YYYY-MM-DD',
    ],
    ['an impossible date', { ...base, startDate: '2027-02-30' }, 'startDate', 'Not a real calendar date'],
    ['a missing event', { ...base, eventId: '' }, 'eventId', 'Required'],
  ])('refuses %s', (_, body, path, message) => {
    const result = DatesBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });
});
