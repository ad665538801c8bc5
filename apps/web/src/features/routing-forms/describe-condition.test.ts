import { QuestionSchema } from '@kairos/core/events/question-schema';
import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { describeCondition } from './describe-condition';

const t = createTranslator<DashboardKey>('en', dashboardEn);

const questions = [
  QuestionSchema.parse({ questionId: 'city', type: 'ONE_LINE', content: 'City' }),
  QuestionSchema.parse({ questionId: 'size', type: 'RADIO', content: 'Size', listItems: ['S', 'M'] }),
  QuestionSchema.parse({ questionId: 'when', type: 'DATE', content: 'Start' }),
];

describe('describeCondition', () => {
  it('writes nested groups in words', () => {
    expect(
      describeCondition(
        t,
        {
          kind: 'group',
          join: 'ALL',
          children: [
            { kind: 'clause', questionId: 'city', operator: 'equals', value: 'Pune' },
            {
              kind: 'group',
              join: 'ANY',
              children: [
                { kind: 'clause', questionId: 'size', operator: 'any_of', value: ['S', 'M'] },
                { kind: 'clause', questionId: 'gone', operator: 'is_empty' },
              ],
            },
          ],
        },
        questions,
      ),
    ).toBe('City is “Pune” and (Size is any of “S”, “M” or A removed question is empty)');
    expect(describeCondition(t, { kind: 'group', join: 'ALL', children: [] }, questions)).toBe('always');
    expect(describeCondition(t, { kind: 'group', join: 'ANY', children: [] }, questions)).toBe('never');
  });

  it('joins three conditions in a row and names a range of dates', () => {
    expect(
      describeCondition(
        t,
        {
          kind: 'group',
          join: 'ANY',
          children: [
            { kind: 'clause', questionId: 'city', operator: 'contains', value: 'Pu' },
            { kind: 'clause', questionId: 'when', operator: 'between', value: ['2027-01-01', '2027-02-01'] },
            { kind: 'clause', questionId: 'size', operator: 'is_not_empty' },
          ],
        },
        questions,
      ),
    ).toBe('City contains “Pu” or Start is between 2027-01-01 and 2027-02-01 or Size is not empty');
  });
});
