import { QuestionSchema } from '@kairos/core/events/question-schema';
import { describe, expect, it } from 'vitest';
import { describeCondition } from './describe-condition';

const questions = [
  QuestionSchema.parse({ questionId: 'city', type: 'ONE_LINE', content: 'City' }),
  QuestionSchema.parse({ questionId: 'size', type: 'RADIO', content: 'Size', listItems: ['S', 'M'] }),
];

describe('describeCondition', () => {
  it('writes nested groups in words', () => {
    expect(
      describeCondition(
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
    expect(describeCondition({ kind: 'group', join: 'ALL', children: [] }, questions)).toBe('always');
  });
});
