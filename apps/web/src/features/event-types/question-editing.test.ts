import { DEFAULT_QUESTIONS } from '@kairos/core/events/event-rules';
import { blankQuestion, QuestionSchema } from '@kairos/core/events/question-schema';
import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { changeQuestionType, describeQuestion, essentialQuestionIds } from './question-editing';

const t = createTranslator('en', dashboardEn);

describe('blankQuestion', () => {
  it('is a valid question once it has content', () => {
    expect(QuestionSchema.safeParse({ ...blankQuestion('q1'), content: 'Company' }).success).toBe(true);
  });
});

describe('changeQuestionType', () => {
  it('gives a choice question a first option and keeps its options across choice types', () => {
    const radio = changeQuestionType(t, { ...blankQuestion('q'), content: 'Size' }, 'RADIO');
    expect(radio.listItems).toEqual(['Option 1']);
    const edited = { ...radio, listItems: ['S', 'M'], allowOthers: true };
    expect(changeQuestionType(t, edited, 'DROPDOWN')).toMatchObject({
      listItems: ['S', 'M'],
      allowOthers: true,
    });
    expect(QuestionSchema.safeParse(radio).success).toBe(true);
  });

  it('drops settings the new type does not have', () => {
    const date = {
      ...blankQuestion('q'),
      type: 'DATE' as const,
      dateRangeType: 'DOB' as const,
      dobDateRange: { minYears: 18, maxYears: 99, minDays: 0, maxDays: 0 },
    };
    const text = changeQuestionType(t, date, 'ONE_LINE');
    expect(text).not.toHaveProperty('dateRangeType');
    expect(text).not.toHaveProperty('dobDateRange');
    const phone = changeQuestionType(
      t,
      { ...blankQuestion('p'), type: 'PHONE_NUMBER', isWhatsapp: true },
      'RADIO',
    );
    expect(phone).toMatchObject({ isWhatsapp: false, listItems: ['Option 1'] });
  });
});

describe('essentialQuestionIds', () => {
  it('names the first name and the first email question', () => {
    const extraName = { ...blankQuestion('n2'), type: 'NAME' as const, content: 'Other name' };
    expect(essentialQuestionIds([...DEFAULT_QUESTIONS, extraName])).toEqual(new Set(['name', 'emailId']));
    expect(essentialQuestionIds([])).toEqual(new Set());
  });
});

describe('describeQuestion', () => {
  it('reads type and state', () => {
    expect(describeQuestion(t, { ...blankQuestion('q'), required: true })).toBe('Short text · required');
    expect(describeQuestion(t, { ...blankQuestion('q'), enable: false })).toBe('Short text · hidden');
    expect(describeQuestion(t, { ...blankQuestion('q'), type: 'DATE', required: false })).toBe(
      'Date · optional',
    );
  });
});
