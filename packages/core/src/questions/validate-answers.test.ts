import { describe, expect, it } from 'vitest';
import { ANSWER_CASES } from './answer-cases.ts';
import type { AnswerQuestion, SubmittedAnswer } from './answer-types.ts';
import { encodeChoices } from './choices.ts';
import { validateAnswer, validateAnswers } from './validate-answers.ts';

const ctx = {
  now: Date.parse('2027-03-01T10:30:00Z'),
  timezone: 'Asia/Kolkata',
  mode: 'routing-form',
} as const;

describe('the shared answer table', () => {
  it.each(ANSWER_CASES)('$name', (row) => {
    const context = { now: row.now, timezone: row.timezone, mode: row.mode ?? 'routing-form' };
    expect(validateAnswer(row.question, row.answer, context)).toBe(row.expected);

    const issues = validateAnswers({
      ...context,
      questions: [row.question],
      answers: [{ questionId: row.question.questionId, ...row.answer }],
    });
    const suffix = row.field === 'otherAnswer' ? '.otherAnswer' : '';
    const path = `answers.${row.question.questionId}${suffix}`;
    expect(issues).toEqual(row.expected === null ? [] : [{ path, message: row.expected }]);
  });

  it('shows every message of the spec at least once', () => {
    const messages = new Set(ANSWER_CASES.map((row) => row.expected));
    const required = [
      "Field can't be empty",
      'Please select at least one option',
      'Required',
      'Invalid number',
      'Enter a valid number',
      'Please enter name',
      'Please provide correct email',
      'File type not supported',
      'File size must not exceed 5.00 MB',
      'Invalid date',
      'Please choose date 10/03/2027 and 20/03/2027',
      'Invalid date format.',
      'Minimum age required is 18 years and 0 days.',
      'Maximum age allowed is 60 years and 0 days.',
      'Date of birth cannot be in the future.',
    ];
    expect(required.filter((message) => !messages.has(message))).toEqual([]);
  });

  it('names every row once and gives each a zone', () => {
    const names = ANSWER_CASES.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    for (const row of ANSWER_CASES)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: row.timezone })).not.toThrow();
  });
});

describe('validateAnswers', () => {
  const questions: AnswerQuestion[] = [
    { questionId: 'name', type: 'NAME', required: true },
    { questionId: 'colour', type: 'RADIO', required: true, listItems: ['Red'], allowOthers: true },
    { questionId: 'hidden', type: 'EMAIL_ID', required: true, enable: false },
    { questionId: 'topics', type: 'CHECKBOX', required: true, listItems: ['A', 'B'] },
  ];

  it('reports issues in question order, then answers to questions the form does not have', () => {
    const answers: SubmittedAnswer[] = [
      { questionId: 'ghost', answer: 'boo' },
      { questionId: 'colour', answer: 'others', otherAnswer: '' },
      { questionId: 'name', answer: '' },
    ];
    expect(validateAnswers({ ...ctx, questions, answers })).toEqual([
      { path: 'answers.name', message: 'Please enter name' },
      { path: 'answers.colour.otherAnswer', message: 'Required' },
      { path: 'answers.topics', message: 'Please select at least one option' },
      { path: 'answers.ghost', message: 'Unknown question' },
    ]);
  });

  it('ignores disabled questions, answered or not', () => {
    const answers: SubmittedAnswer[] = [
      { questionId: 'name', answer: 'Ana' },
      { questionId: 'colour', answer: 'Red' },
      { questionId: 'hidden', answer: 'not an email' },
      { questionId: 'topics', answer: encodeChoices(['B', 'A']) },
    ];
    expect(validateAnswers({ ...ctx, questions, answers })).toEqual([]);
  });

  it('reports a question answered twice', () => {
    const answers: SubmittedAnswer[] = [
      { questionId: 'name', answer: 'Ana' },
      { questionId: 'name', answer: 'Bea' },
      { questionId: 'colour', answer: 'Red' },
      { questionId: 'topics', answer: encodeChoices(['A']) },
    ];
    expect(validateAnswers({ ...ctx, questions, answers })).toEqual([
      { path: 'answers.name', message: 'Answered more than once' },
    ]);
  });

  it('reads the question, not the type the client sent', () => {
    const answers: SubmittedAnswer[] = [{ questionId: 'email', answer: 'nope', type: 'ONE_LINE' }];
    const issues = validateAnswers({
      ...ctx,
      questions: [{ questionId: 'email', type: 'EMAILID' }],
      answers,
    });
    expect(issues).toEqual([{ path: 'answers.email', message: 'Please provide correct email' }]);
  });

  it('leaves the answers and questions it is given as they were', () => {
    const answers: SubmittedAnswer[] = [{ questionId: 'topics', answer: encodeChoices(['B', 'A']) }];
    const frozen = Object.freeze(answers.map((a) => Object.freeze(a)));
    expect(() =>
      validateAnswers({ ...ctx, questions: Object.freeze([...questions]), answers: frozen }),
    ).not.toThrow();
  });
});
