import { describe, expect, it } from 'vitest';
import { defaultRangeEnd, rangeErrorOf, withRangeEnd } from './range-fields';

// 2027-03-20 10:30 UTC: the 20th in Pacific/Honolulu (-10), already the 21st in Pacific/Kiritimati (+14).
const now = new Date('2027-03-20T10:30:00Z');

describe('rangeErrorOf', () => {
  it.each([
    [
      { from: '2027-03-10', to: '2027-03-01' },
      'UTC',
      { path: 'to', message: 'Choose an end on or after the start' },
    ],
    // Without an end, the range ends 30 days after the host's today: 19 April in Honolulu.
    [
      { from: '2027-04-20' },
      'Pacific/Honolulu',
      { path: 'to', message: 'Choose an end on or after the start' },
    ],
    [{ from: '2025-01-01', to: '2027-03-01' }, 'UTC', { path: 'to', message: 'Choose at most 366 days' }],
    [{ from: '2027-02-30' }, 'UTC', { path: 'from', message: 'Use a date such as 2027-03-01' }],
  ] as const)('names the field of %j in %s', (search, zone, expected) => {
    expect(rangeErrorOf(search, zone, now)).toEqual(expected);
  });

  it.each([
    [{}, 'UTC'],
    [{ from: '2027-03-01', to: '2027-03-01' }, 'Asia/Kolkata'],
    [{ from: '2027-04-20' }, 'Pacific/Kiritimati'],
  ] as const)('accepts %j in %s', (search, zone) => {
    expect(rangeErrorOf(search, zone, now)).toBeUndefined();
  });

  it('shows the server’s issue on a date on its field, and ignores the others', () => {
    const issues = [
      { path: 'eventId', message: 'Unknown id' },
      { path: 'to', message: 'Use a date between 1900-01-01 and 9998-12-31' },
    ];
    expect(rangeErrorOf({ from: '9998-12-01', to: '9998-12-31' }, 'UTC', now, issues)).toEqual({
      path: 'to',
      message: 'Use a date between 1900-01-01 and 9998-12-31',
    });
    expect(rangeErrorOf({}, 'UTC', now, [{ path: 'eventId', message: 'Unknown id' }])).toBeUndefined();
  });
});

describe('defaultRangeEnd', () => {
  it.each([
    ['Pacific/Honolulu', '2027-04-19'],
    ['Pacific/Kiritimati', '2027-04-20'],
  ])('is 30 days after today in %s', (zone, end) => {
    expect(defaultRangeEnd(zone, now)).toBe(end);
  });
});

describe('withRangeEnd', () => {
  const shown = { from: '2027-02-19', to: '2027-03-20' };
  const defaultTo = '2027-04-19';

  it('pins the other end to the one on screen', () => {
    expect(withRangeEnd({}, shown, 'from', '2027-03-01', defaultTo)).toEqual({
      from: '2027-03-01',
      to: '2027-03-20',
    });
    expect(withRangeEnd({ event: 'e1' }, shown, 'to', '2027-03-05', defaultTo)).toEqual({
      event: 'e1',
      from: '2027-02-19',
      to: '2027-03-05',
    });
  });

  it.each([
    [
      'a start after the end moves the end',
      { from: '2027-03-01', to: '2027-03-05' },
      'from',
      '2027-03-09',
      {
        from: '2027-03-09',
        to: '2027-03-09',
      },
    ],
    [
      'an end before the start moves the start',
      { from: '2027-03-10', to: '2027-03-15' },
      'to',
      '2027-03-02',
      {
        from: '2027-03-02',
        to: '2027-03-02',
      },
    ],
    [
      'an emptied end (30 days ahead) before the start moves the start',
      { from: '2027-05-01', to: '2027-05-09' },
      'to',
      undefined,
      {
        from: '2027-04-19',
        to: undefined,
      },
    ],
    [
      'an emptied end (30 days ahead) after the start leaves it',
      { from: '2027-04-01', to: '2027-04-09' },
      'to',
      undefined,
      {
        from: '2027-04-01',
        to: undefined,
      },
    ],
  ] as const)('%s', (_, search, end, day, expected) => {
    expect(withRangeEnd(search, shown, end, day, defaultTo)).toEqual(expected);
  });
});
