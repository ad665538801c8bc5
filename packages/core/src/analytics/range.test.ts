import { describe, expect, it } from 'vitest';
import { resolveRange } from './range.ts';

describe('resolveRange', () => {
  it('reads the days in the zone, across a DST change (America/New_York, 2027-03-14)', () => {
    const result = resolveRange({ from: '2027-03-13', to: '2027-03-14' }, 'America/New_York', new Date());
    expect(result).toMatchObject({
      ok: true,
      range: { start: new Date('2027-03-13T05:00:00Z'), end: new Date('2027-03-15T04:00:00Z') },
    });
  });

  it('defaults to the last 30 days, today included, in the zone (Asia/Kathmandu +05:45)', () => {
    const result = resolveRange({}, 'Asia/Kathmandu', new Date('2027-03-31T18:20:00Z'));
    expect(result).toMatchObject({ ok: true, range: { from: '2027-03-03', to: '2027-04-01' } });
  });

  it.each([
    [{ from: '2027-03-10', to: '2027-03-09' }, 'to', 'Choose an end on or after the start'],
    [{ from: '2026-01-01', to: '2027-03-09' }, 'to', 'Choose at most 366 days'],
    [{ from: '2027-02-30' }, 'from', 'Use a date such as 2027-03-01'],
  ])('refuses %o', (input, path, message) => {
    expect(resolveRange(input, 'UTC', new Date('2027-03-10T00:00:00Z'))).toEqual({
      ok: false,
      path,
      message,
    });
  });
});
