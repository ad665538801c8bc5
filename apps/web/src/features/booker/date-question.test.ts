import { describe, expect, it } from 'vitest';
import { checkQuestionDate, formatQuestionDate, questionDateBounds } from './date-question';

const TODAY = '2025-05-14';
const base = { dateFormat: 'DD/MM/YYYY' as const };

describe('formatQuestionDate', () => {
  it.each([
    ['DD/MM/YYYY', '14/05/2025'],
    ['DD-MM-YYYY', '14-05-2025'],
    ['YYYY-MM-DD', '2025-05-14'],
  ] as const)('%s → %s', (format, expected) => {
    expect(formatQuestionDate('2025-05-14', format)).toBe(expected);
  });
});

describe('checkQuestionDate', () => {
  it.each([
    ['no rule', {}, '1990-01-01', null],
    ['ONLY_PAST, yesterday', { dateRangeType: 'ONLY_PAST' }, '2025-05-13', null],
    ['ONLY_PAST, today', { dateRangeType: 'ONLY_PAST' }, '2025-05-14', 'Invalid date'],
    ['ONLY_PAST, tomorrow', { dateRangeType: 'ONLY_PAST' }, '2025-05-15', 'Invalid date'],
    ['ONLY_FUTURE, tomorrow', { dateRangeType: 'ONLY_FUTURE' }, '2025-05-15', null],
    ['ONLY_FUTURE, today', { dateRangeType: 'ONLY_FUTURE' }, '2025-05-14', 'Invalid date'],
    [
      'CUSTOM_RANGE, inside',
      { dateRangeType: 'CUSTOM_RANGE', customDateRange: { startDate: '2025-06-01', endDate: '2025-06-30' } },
      '2025-06-30',
      null,
    ],
    [
      'CUSTOM_RANGE, outside',
      { dateRangeType: 'CUSTOM_RANGE', customDateRange: { startDate: '2025-06-01', endDate: '2025-06-30' } },
      '2025-07-01',
      'Please choose date 01/06/2025 and 30/06/2025',
    ],
    [
      'CUSTOM_RANGE in YYYY-MM-DD',
      {
        dateRangeType: 'CUSTOM_RANGE',
        dateFormat: 'YYYY-MM-DD',
        customDateRange: { startDate: '2025-06-01', endDate: '2025-06-30' },
      },
      '2025-05-31',
      'Please choose date 2025-06-01 and 2025-06-30',
    ],
    ['DOB in the future', { dateRangeType: 'DOB' }, '2025-05-15', 'Date of birth cannot be in the future.'],
    ['DOB, not a date', { dateRangeType: 'DOB' }, '14/05/2000', 'Invalid date format.'],
    ['DATE, not a date', { dateRangeType: 'ONLY_PAST' }, '2025-02-30', 'Invalid date'],
  ] as const)('%s', (_, rule, value, expected) => {
    expect(checkQuestionDate(value, { ...base, ...rule }, TODAY)).toBe(expected);
  });

  const dob = {
    dateRangeType: 'DOB' as const,
    dobDateRange: { minYears: 18, minDays: 0, maxYears: 65, maxDays: 10 },
  };

  it.each([
    ['exactly 18 today', '2007-05-14', null],
    ['one day short of 18', '2007-05-15', 'Minimum age required is 18 years and 0 days.'],
    ['65 years and 10 days', '1960-05-04', null],
    ['65 years and 11 days', '1960-05-03', 'Maximum age allowed is 65 years and 10 days.'],
  ])('DOB %s', (_, value, expected) => {
    expect(checkQuestionDate(value, { ...base, ...dob }, TODAY)).toBe(expected);
  });

  it('reads a 29 February today as the 28th of a common year', () => {
    const rule = {
      ...base,
      dateRangeType: 'DOB' as const,
      dobDateRange: { minYears: 1, minDays: 0, maxYears: 5, maxDays: 0 },
    };
    expect(checkQuestionDate('2027-02-28', rule, '2028-02-29')).toBeNull();
    expect(checkQuestionDate('2027-03-01', rule, '2028-02-29')).toBe(
      'Minimum age required is 1 years and 0 days.',
    );
    // Someone born on 29 February turns one on 1 March of a common year.
    expect(checkQuestionDate('2024-02-29', rule, '2025-02-28')).toBe(
      'Minimum age required is 1 years and 0 days.',
    );
    expect(checkQuestionDate('2024-02-29', rule, '2025-03-01')).toBeNull();
  });
});

describe('questionDateBounds', () => {
  it.each([
    [{ dateRangeType: 'ONLY_PAST' }, { max: '2025-05-13' }],
    [{ dateRangeType: 'ONLY_FUTURE' }, { min: '2025-05-15' }],
    [
      { dateRangeType: 'DOB', dobDateRange: { minYears: 18, minDays: 0, maxYears: 65, maxDays: 10 } },
      { min: '1960-05-04', max: '2007-05-14' },
    ],
    [{}, {}],
  ] as const)('%o → %o', (rule, expected) => {
    expect(questionDateBounds({ ...base, ...rule }, TODAY)).toEqual(expected);
  });
});
