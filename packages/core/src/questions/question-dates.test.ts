import { describe, expect, it } from 'vitest';
import { addDays, addYears, formatQuestionDate, parseQuestionDate, todayIn } from './question-dates.ts';

describe('parseQuestionDate', () => {
  it.each([
    { text: '05/03/2027', format: 'DD/MM/YYYY', iso: '2027-03-05' },
    { text: '05-03-2027', format: 'DD-MM-YYYY', iso: '2027-03-05' },
    { text: '2027-03-05', format: 'YYYY-MM-DD', iso: '2027-03-05' },
    { text: '29/02/2000', format: 'DD/MM/YYYY', iso: '2000-02-29' },
    { text: '29/02/1900', format: 'DD/MM/YYYY', iso: null },
    { text: '00/03/2027', format: 'DD/MM/YYYY', iso: null },
    { text: '05/03/0000', format: 'DD/MM/YYYY', iso: null },
    { text: '05/03/0099', format: 'DD/MM/YYYY', iso: '0099-03-05' },
    { text: '05/03/2027 ', format: 'DD/MM/YYYY', iso: null },
    { text: '５/03/2027', format: 'DD/MM/YYYY', iso: null },
  ] as const)('$text in $format → $iso', ({ text, format, iso }) => {
    expect(parseQuestionDate(text, format)).toBe(iso);
  });

  it('reads DD/MM/YYYY by default', () => {
    expect(parseQuestionDate('05/03/2027')).toBe('2027-03-05');
    expect(formatQuestionDate('2027-03-05')).toBe('05/03/2027');
  });

  it('shows text that is not an ISO date unchanged', () => {
    expect(formatQuestionDate('soon', 'DD-MM-YYYY')).toBe('soon');
  });
});

describe('todayIn', () => {
  it.each([
    { zone: 'UTC', now: '2027-03-01T23:59:59Z', today: '2027-03-01' },
    { zone: 'Pacific/Kiritimati', now: '2027-03-01T09:59:59Z', today: '2027-03-01' },
    { zone: 'Pacific/Kiritimati', now: '2027-03-01T10:00:00Z', today: '2027-03-02' },
    { zone: 'Pacific/Pago_Pago', now: '2027-03-01T10:59:59Z', today: '2027-02-28' },
    { zone: 'Pacific/Pago_Pago', now: '2027-03-01T11:00:00Z', today: '2027-03-01' },
    { zone: 'Asia/Kolkata', now: '2027-02-28T18:30:00Z', today: '2027-03-01' },
    { zone: 'America/Santiago', now: '2027-09-05T04:00:00Z', today: '2027-09-05' },
  ])('$now in $zone is $today', ({ zone, now, today }) => {
    expect(todayIn(zone, Date.parse(now))).toBe(today);
    expect(todayIn(zone, new Date(now))).toBe(today);
  });

  it('refuses an unknown zone', () => {
    expect(() => todayIn('Mars/Olympus', 0)).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    { from: '2008-02-29', years: 1, to: '2009-02-28' },
    { from: '2008-02-29', years: 4, to: '2012-02-29' },
    { from: '2009-03-01', years: 18, to: '2027-03-01' },
    { from: '2027-01-31', years: -1, to: '2026-01-31' },
  ])('$from + $years years = $to', ({ from, years, to }) => {
    expect(addYears(from, years)).toBe(to);
  });

  it.each([
    { from: '2027-02-28', days: 1, to: '2027-03-01' },
    { from: '2028-02-28', days: 1, to: '2028-02-29' },
    { from: '2027-12-31', days: 365, to: '2028-12-30' },
    { from: '0099-12-31', days: 1, to: '0100-01-01' },
  ])('$from + $days days = $to', ({ from, days, to }) => {
    expect(addDays(from, days)).toBe(to);
  });
});
