import { describe, expect, it } from 'vitest';
import { EVENT_QUESTION_TYPES } from '../events/question-schema.ts';
import { placeholderFor, QUESTION_PLACEHOLDERS } from './question-placeholders.ts';

describe('question placeholders', () => {
  it('are the texts of the spec', () => {
    expect(Object.values(QUESTION_PLACEHOLDERS)).toEqual([
      'Choose from list',
      'Enter your name',
      'Enter your email Id',
      'Enter your answer',
      'Enter mobile number',
      'Specify others',
    ]);
  });

  it.each(EVENT_QUESTION_TYPES.map((type) => [type, placeholderFor(type)]))(
    '%s → %s',
    (type, placeholder) => {
      const expected: Record<string, string | null> = {
        DROPDOWN: 'Choose from list',
        MULTI_SELECT: 'Choose from list',
        NAME: 'Enter your name',
        EMAILID: 'Enter your email Id',
        EMAIL_ID: 'Enter your email Id',
        ONE_LINE: 'Enter your answer',
        MULTI_LINE: 'Enter your answer',
        PHONE_NUMBER: 'Enter mobile number',
      };
      expect(placeholder).toBe(expected[type] ?? null);
    },
  );
});
