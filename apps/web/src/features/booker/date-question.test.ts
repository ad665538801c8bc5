import { validateAnswer } from '@kairos/core/questions/validate-answers';
import { describe, expect, it } from 'vitest';
import { questionDateBounds } from './date-question';

const TODAY = '2025-05-14';

describe('questionDateBounds', () => {
  it.each([
    [{ dateRangeType: 'ONLY_PAST' }, { max: '2025-05-13' }],
    [{ dateRangeType: 'ONLY_FUTURE' }, { min: '2025-05-15' }],
    [
      { dateRangeType: 'CUSTOM_RANGE', customDateRange: { startDate: '2025-06-01', endDate: '2025-06-30' } },
      { min: '2025-06-01', max: '2025-06-30' },
    ],
    [
      { dateRangeType: 'DOB', dobDateRange: { minYears: 18, minDays: 0, maxYears: 65, maxDays: 10 } },
      { min: '1960-05-04', max: '2007-05-14' },
    ],
    [{ dateRangeType: 'DOB' }, { max: '2025-05-14' }],
    [{}, {}],
  ] as const)('%o → %o', (rule, expected) => {
    expect(questionDateBounds(rule, TODAY)).toEqual(expected);
  });

  it('offers only dates of birth the shared rule accepts, at both ends', () => {
    const question = {
      questionId: 'dob',
      type: 'DATE' as const,
      required: true,
      dateFormat: 'YYYY-MM-DD' as const,
      dateRangeType: 'DOB' as const,
      dobDateRange: { minYears: 18, minDays: 3, maxYears: 65, maxDays: 10 },
    };
    const now = Date.parse('2025-05-14T06:00:00Z');
    const context = { now, timezone: 'Asia/Kolkata', mode: 'booking' as const };
    const { min, max } = questionDateBounds(question, TODAY);
    expect(validateAnswer(question, { answer: min! }, context)).toBeNull();
    expect(validateAnswer(question, { answer: max! }, context)).toBeNull();
  });
});
