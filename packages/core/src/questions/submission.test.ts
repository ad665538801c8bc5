import { describe, expect, it } from 'vitest';
import type { AnswerQuestion, SubmittedAnswer } from './answer-types.ts';
import { encodeChoices } from './choices.ts';
import { compactAnswers, isEmptyAnswer, isFormSubmittable } from './submission.ts';

const issue = { path: 'answers.q', message: "Field can't be empty" };

describe('isFormSubmittable', () => {
  const file: AnswerQuestion = { questionId: 'f', type: 'ATTACHMENT', required: true };
  const name: AnswerQuestion = { questionId: 'n', type: 'NAME', required: true };

  it.each([
    { name: 'a valid form', questions: [name], issues: [], expected: true },
    { name: 'an invalid form', questions: [name], issues: [issue], expected: false },
    {
      name: 'an invalid form whose only question is an attachment',
      questions: [file],
      issues: [issue],
      expected: true,
    },
    {
      name: 'an attachment beside a disabled question',
      questions: [file, { ...name, enable: false }],
      issues: [issue],
      expected: true,
    },
    {
      name: 'an attachment beside another question',
      questions: [file, name],
      issues: [issue],
      expected: false,
    },
    { name: 'no questions', questions: [], issues: [], expected: true },
  ])('$name: $expected', ({ questions, issues, expected }) => {
    expect(isFormSubmittable(questions, issues)).toBe(expected);
  });
});

describe('compactAnswers', () => {
  const blank: SubmittedAnswer[] = [
    { questionId: 'a', answer: '  ', type: 'ONE_LINE' },
    { questionId: 'b', answer: encodeChoices([]), type: 'CHECKBOX' },
    { questionId: 'c', answer: '[]', type: 'MULTI_SELECT' },
    { questionId: 'd', answer: '+91', type: 'PHONE_NUMBER' },
    { questionId: 'e', answer: '', type: 'ATTACHMENT', attachments: [] },
    { questionId: 'f', answer: '' },
  ];

  it('sends an empty list when every answer is empty', () => {
    expect(compactAnswers(blank)).toEqual([]);
  });

  it('sends every answer, empty ones too, when one is given', () => {
    const answers = [...blank, { questionId: 'g', answer: 'Hello', type: 'ONE_LINE' }];
    expect(compactAnswers(answers)).toEqual(answers);
    expect(compactAnswers(answers)).not.toBe(answers);
  });

  it.each<[string, SubmittedAnswer, boolean]>([
    ['a file', { questionId: 'x', answer: '', attachments: [{ name: 'a.pdf' }] }, false],
    ['an others text', { questionId: 'x', answer: '', otherAnswer: 'Teal' }, false],
    ['a phone number', { questionId: 'x', answer: '+91 98765 43210', type: 'PHONE_NUMBER' }, false],
    ['+91 typed into a text field', { questionId: 'x', answer: '+91', type: 'ONE_LINE' }, false],
    ['[] typed into a text field', { questionId: 'x', answer: '[]', type: 'ONE_LINE' }, false],
    ['a chosen option', { questionId: 'x', answer: encodeChoices(['A']), type: 'CHECKBOX' }, false],
  ])('counts %s as given', (_name, answer, expected) => {
    expect(isEmptyAnswer(answer)).toBe(expected);
  });
});
