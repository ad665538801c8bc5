import { describe, expect, it } from 'vitest';
import { resolveRange, splitAtToday } from './range.ts';

describe('resolveRange', () => {
  it('reads the days in the zone, across a DST change (America/New_York, 2027-03-14)', () => {
    const result = resolveRange({ from: '2027-03-13', to: '2027-03-14' }, 'America/New_York', new Date());
    expect(result).toMatchObject({
      ok: true,
      range: { start: new Date('2027-03-13T05:00:00Z'), end: new Date('2027-03-15T04:00:00Z') },
    });
  });

  it('defaults to the last 30 days, today included, and the next 30, in the zone (Asia/Kathmandu +05:45)', () => {
    // 18:20 UTC is already 00:05 on 1 April in Kathmandu.
    const result = resolveRange({}, 'Asia/Kathmandu', new Date('2027-03-31T18:20:00Z'));
    expect(result).toMatchObject({
      ok: true,
      range: {
        from: '2027-03-03',
        to: '2027-05-01',
        start: new Date('2027-03-02T18:15:00Z'),
        end: new Date('2027-05-01T18:15:00Z'),
      },
    });
  });

  it('takes 60 days up to a given end, and ends 30 days ahead without one (Pacific/Kiritimati +14)', () => {
    const now = new Date('2027-03-10T12:00:00Z'); // the 11th in Kiritimati
    expect(resolveRange({ to: '2027-02-28' }, 'Pacific/Kiritimati', now)).toMatchObject({
      ok: true,
      range: { from: '2026-12-31', to: '2027-02-28' },
    });
    expect(resolveRange({ from: '2027-03-01' }, 'Pacific/Kiritimati', now)).toMatchObject({
      ok: true,
      range: { from: '2027-03-01', to: '2027-04-10' },
    });
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

describe('splitAtToday', () => {
  it.each([
    [
      'past and ahead, today in both',
      '2027-03-01',
      '2027-03-31',
      { from: '2027-03-01', to: '2027-03-10' },
      { from: '2027-03-10', to: '2027-03-31' },
    ],
    ['all past', '2027-02-01', '2027-02-28', { from: '2027-02-01', to: '2027-02-28' }, null],
    ['all ahead', '2027-04-01', '2027-04-30', null, { from: '2027-04-01', to: '2027-04-30' }],
    [
      'today alone',
      '2027-03-10',
      '2027-03-10',
      { from: '2027-03-10', to: '2027-03-10' },
      { from: '2027-03-10', to: '2027-03-10' },
    ],
    ['ending yesterday', '2027-03-01', '2027-03-09', { from: '2027-03-01', to: '2027-03-09' }, null],
  ] as const)('%s', (_, from, to, past, ahead) => {
    expect(splitAtToday({ from, to }, '2027-03-10')).toEqual({ past, ahead });
  });
});
