import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DobDateRangeSchema, QuestionInputSchema, QuestionSchema } from './question-schema.ts';

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const dob = { minYears: 18, maxYears: 99, minDays: 0, maxDays: 0 };
const question = {
  questionId: 'q1',
  content: 'Birthday',
  type: 'DATE',
  dateRangeType: 'DOB',
  dobDateRange: dob,
};

describe('QuestionSchema', () => {
  it.each([
    ['empty content', { ...question, content: '' }, 'content', 'Please enter the question'],
    ['blank content', { ...question, content: '   ' }, 'content', 'Please enter the question'],
    ['no content', { questionId: 'q1', type: 'ONE_LINE' }, 'content', 'Please enter the question'],
    ['an unknown type', { ...question, type: 'SLIDER' }, 'type', 'Please choose a question type'],
    ['a choice without options', { ...question, type: 'RADIO' }, 'listItems', 'Add at least one option'],
    [
      'a blank option',
      { ...question, type: 'DROPDOWN', listItems: ['a', ' '] },
      'listItems.1',
      'An option cannot be empty: type its label or remove it',
    ],
    [
      'an empty option',
      { ...question, type: 'RADIO', listItems: ['', 'b'] },
      'listItems.0',
      'An option cannot be empty: type its label or remove it',
    ],
    [
      'repeated options',
      { ...question, type: 'CHECKBOX', listItems: ['a', 'a'] },
      'listItems',
      'Options must be different',
    ],
    [
      'a custom range without dates',
      { ...question, dateRangeType: 'CUSTOM_RANGE' },
      'customDateRange',
      'Required',
    ],
    ['a DOB range missing', { ...question, dobDateRange: undefined }, 'dobDateRange', 'Required'],
    [
      'a reversed custom range',
      {
        ...question,
        dateRangeType: 'CUSTOM_RANGE',
        customDateRange: { startDate: '2027-05-02', endDate: '2027-05-01' },
      },
      'customDateRange.endDate',
      'The end date must not be before the start date',
    ],
    [
      'an unknown attachment type',
      { ...question, type: 'ATTACHMENT', attachmentType: ['exe'] },
      'attachmentType.0',
      'Invalid option: expected one of "doc"|"plain"|"docx"|"mpeg"|"mp4"|"png"|"zip"|"pdf"|"jpeg"|"jpg"',
    ],
  ])('%s → %s: %s', (_name, value, path, message) => {
    expect(issues(QuestionSchema, value)).toContainEqual({ path, message });
  });

  it('fills the defaults of a question', () => {
    expect(QuestionSchema.parse({ questionId: 'q', content: 'Files', type: 'ATTACHMENT' })).toMatchObject({
      required: false,
      enable: true,
      attachmentMeta: { min: 1, max: 1 },
      dateFormat: 'DD/MM/YYYY',
      listItems: [],
    });
  });

  it('lets a host leave the id out', () => {
    expect(issues(QuestionInputSchema, { content: 'Company', type: 'ONE_LINE' })).toEqual([]);
    expect(issues(QuestionSchema, { content: 'Company', type: 'ONE_LINE' })[0]?.path).toBe('questionId');
  });
});

describe('DobDateRangeSchema', () => {
  it.each([
    ['min years 0', { ...dob, minYears: 0 }, 'minYears', 'Please enter min year'],
    ['max years 0', { ...dob, maxYears: 0 }, 'maxYears', 'Please enter max year'],
    ['negative min days', { ...dob, minDays: -1 }, 'minDays', 'Days cannot be negative'],
    ['negative max days', { ...dob, maxDays: -1 }, 'maxDays', 'Days cannot be negative'],
    ['min years as text', { ...dob, minYears: 'ten' }, 'minYears', 'Please enter a valid number'],
    ['max years missing', { ...dob, maxYears: undefined }, 'maxYears', 'Please enter a valid number'],
    ['min days as a fraction', { ...dob, minDays: 1.5 }, 'minDays', 'Please enter a valid number'],
    ['max days as null', { ...dob, maxDays: null }, 'maxDays', 'Please enter a valid number'],
    [
      'min above max',
      { ...dob, minYears: 40, maxYears: 30 },
      'maxYears',
      'The minimum age cannot be above the maximum age',
    ],
  ])('%s → %s: %s', (_name, value, path, message) => {
    expect(issues(DobDateRangeSchema, value)).toContainEqual({ path, message });
  });

  it('accepts zero days and equal bounds', () => {
    expect(issues(DobDateRangeSchema, { minYears: 18, maxYears: 18, minDays: 0, maxDays: 0 })).toEqual([]);
  });
});
