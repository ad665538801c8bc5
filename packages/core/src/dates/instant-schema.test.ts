import { describe, expect, it } from 'vitest';
import { INSTANT_RANGE_MESSAGE, isoInstant } from './instant-schema.ts';

describe('isoInstant', () => {
  const schema = isoInstant();
  it.each([
    ['2027-03-01T09:00:00Z'],
    ['2027-03-01T09:00:00+05:30'],
    ['0001-01-01T00:00:00Z'],
    ['9999-12-31T23:59:59Z'],
    ['9999-12-31T10:00:00-12:00'],
  ])('takes %s', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['9999-12-31T23:59:59-12:00', INSTANT_RANGE_MESSAGE],
    ['0000-06-01T00:00:00Z', INSTANT_RANGE_MESSAGE],
    ['0001-01-01T00:00:00+01:00', INSTANT_RANGE_MESSAGE],
    ['2027-03-01', 'Use an ISO 8601 date and time, e.g. 2027-03-01T09:00:00Z'],
    ['2027-03-01T09:00:00', 'Use an ISO 8601 date and time, e.g. 2027-03-01T09:00:00Z'],
  ])('refuses %s: %s', (value, message) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
