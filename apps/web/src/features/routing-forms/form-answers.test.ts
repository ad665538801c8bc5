import { QuestionSchema } from '@kairos/core/events/question-schema';
import { ANSWER_CASES } from '@kairos/core/questions/answer-cases';
import { encodeChoices } from '@kairos/core/questions/choices';
import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import { describe, expect, it } from 'vitest';
import { emptyAnswer } from '../booker/booking-draft';
import {
  buildQuestionAnswers,
  canSubmit,
  initialRoutingDraft,
  serverIssuesToErrors,
  validateRoutingDraft,
} from './form-answers';

const CLOCK = { now: Date.parse('2027-03-01T10:30:00Z'), timezone: 'Asia/Kolkata' };
const question = (fields: Record<string, unknown>): RoutingQuestion =>
  QuestionSchema.parse({ content: 'Question', type: 'ONE_LINE', ...fields });

const name = question({ questionId: 'name', type: 'NAME', required: true, content: 'Your name' });
const email = question({ questionId: 'email', type: 'EMAIL_ID', content: 'Email' });
const colour = question({
  questionId: 'colour',
  type: 'CHECKBOX',
  listItems: ['Red', 'Blue'],
  allowOthers: true,
  content: 'Colours',
});
const file = question({ questionId: 'file', type: 'ATTACHMENT', attachmentType: ['pdf'], content: 'CV' });

describe('validateRoutingDraft', () => {
  it('shows each field its message, the others box its own', () => {
    const draft = initialRoutingDraft([name, email, colour], 'IN');
    draft.email = { ...emptyAnswer('IN'), text: 'ada@' };
    draft.colour = { ...emptyAnswer('IN'), choices: ['others'] };
    expect(validateRoutingDraft([name, email, colour], draft, CLOCK)).toEqual({
      'q:name': 'Please enter name',
      'q:email': 'Please provide correct email',
      'q:colour:other': 'Required',
    });
  });

  it('checks files against the public form limit of 5 MB', () => {
    const draft = initialRoutingDraft([file], 'IN');
    draft.file = {
      ...emptyAnswer('IN'),
      files: [
        { key: 'k', name: 'cv.pdf', size: 5 * 1024 * 1024 + 1, url: '', contentType: 'application/pdf' },
      ],
    };
    expect(validateRoutingDraft([file], draft, CLOCK)).toEqual({
      'q:file': 'File size must not exceed 5.00 MB',
    });
  });

  /** The shared answer table's text, phone and email rows, entered as the form holds them. */
  const rows = ANSWER_CASES.filter(
    (row) =>
      (row.mode ?? 'routing-form') === 'routing-form' &&
      ['ONE_LINE', 'MULTI_LINE', 'NAME', 'EMAIL_ID'].includes(row.question.type),
  );
  it.each(rows)('$name', (row) => {
    const q = question({ content: 'Question', ...row.question });
    const draft = { [q.questionId]: { ...emptyAnswer('IN'), text: row.answer.answer } };
    const errors = validateRoutingDraft([q], draft, { now: row.now, timezone: row.timezone });
    expect(errors[`q:${q.questionId}`] ?? null).toBe(row.expected);
  });
});

describe('canSubmit', () => {
  it('holds back a form with problems, except one whose only question is a file', () => {
    expect(canSubmit([name, email], { 'q:name': 'Please enter name' })).toBe(false);
    expect(canSubmit([name, email], {})).toBe(true);
    expect(canSubmit([{ ...file, required: true }], { 'q:file': "Field can't be empty" })).toBe(true);
  });
});

describe('buildQuestionAnswers', () => {
  it('sends an empty list when nothing was answered', () => {
    const draft = initialRoutingDraft([name, email, colour], 'IN');
    draft.email = { ...emptyAnswer('IN'), text: '  ' };
    expect(buildQuestionAnswers([name, email, colour], draft)).toEqual([]);
  });

  it('sends every asked question once something is answered, with the others text and files', () => {
    const draft = initialRoutingDraft([name, colour, file], 'IN');
    draft.name = { ...emptyAnswer('IN'), text: ' Ada ' };
    draft.colour = { ...emptyAnswer('IN'), choices: ['Red', 'others'], other: 'Teal' };
    draft.file = {
      ...emptyAnswer('IN'),
      files: [{ key: 'up/1', name: 'cv.pdf', size: 10, url: 'x', contentType: 'application/pdf' }],
    };
    expect(buildQuestionAnswers([name, colour, file], draft)).toEqual([
      { questionId: 'name', question: 'Your name', type: 'NAME', answer: 'Ada' },
      {
        questionId: 'colour',
        question: 'Colours',
        type: 'CHECKBOX',
        answer: encodeChoices(['Red', 'others']),
        otherAnswer: 'Teal',
      },
      {
        questionId: 'file',
        question: 'CV',
        type: 'ATTACHMENT',
        answer: 'cv.pdf',
        attachments: [{ key: 'up/1', name: 'cv.pdf', size: 10, contentType: 'application/pdf' }],
      },
    ]);
  });

  it('leaves out questions the host switched off', () => {
    const hidden = { ...email, enable: false };
    const draft = initialRoutingDraft([name, hidden], 'IN');
    draft.name = { ...emptyAnswer('IN'), text: 'Ada' };
    expect(buildQuestionAnswers([name, hidden], draft).map((a) => a.questionId)).toEqual(['name']);
  });
});

describe('serverIssuesToErrors', () => {
  it('puts the server issues on the fields', () => {
    expect(
      serverIssuesToErrors([
        { path: 'answers.name', message: 'Please enter name' },
        { path: 'answers.colour.otherAnswer', message: 'Required' },
        { path: 'slug', message: 'ignored' },
      ]),
    ).toEqual({ 'q:name': 'Please enter name', 'q:colour:other': 'Required' });
  });
});
