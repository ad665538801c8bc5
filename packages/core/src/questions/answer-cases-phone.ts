import { type AnswerCase, answerCase } from './answer-case.ts';
import type { AnswerQuestion } from './answer-types.ts';

const EMPTY = "Field can't be empty";

function q(extra: Partial<AnswerQuestion> = {}): AnswerQuestion {
  return { questionId: 'phone', type: 'PHONE_NUMBER', required: true, ...extra };
}

const optional = { required: false };

export const PHONE_ANSWER_CASES: readonly AnswerCase[] = [
  answerCase({ name: 'required phone left empty', question: q(), answer: '', expected: EMPTY }),
  answerCase({
    name: 'required phone with only the calling code',
    question: q(),
    answer: '+91',
    expected: 'Enter a valid number',
  }),
  answerCase({
    name: 'required phone of 7 characters',
    question: q(),
    answer: '+91 123',
    expected: 'Enter a valid number',
  }),
  answerCase({
    name: 'phone of exactly 8 characters',
    question: q(),
    answer: '+9112345',
    expected: null,
  }),
  answerCase({
    name: 'national phone number',
    question: q(),
    answer: '98765 43210',
    expected: null,
  }),
  answerCase({
    name: 'grouped phone number',
    question: q(),
    answer: '+1 (650) 253-0000',
    expected: null,
  }),
  answerCase({
    name: 'phone with letters',
    question: q(),
    answer: 'call me',
    expected: 'Invalid number',
  }),
  answerCase({
    name: 'phone with a letter O for a zero',
    question: q(),
    answer: '+91 98765 4321O',
    expected: 'Invalid number',
  }),
  answerCase({
    name: 'phone with two plus signs',
    question: q(),
    answer: '++91 98765 43210',
    expected: 'Invalid number',
  }),
  answerCase({
    name: 'phone of 19 digits',
    question: q(),
    answer: '+9198765432101234567',
    expected: 'Invalid number',
  }),
  answerCase({
    name: 'phone over the 250-character cap',
    question: q(),
    answer: `+91${' '.repeat(240)}98765 43210`,
    expected: 'Invalid number',
  }),
  answerCase({
    name: 'optional phone with only +91',
    question: q(optional),
    answer: '+91',
    expected: null,
  }),
  answerCase({
    name: 'optional phone with only +1',
    question: q(optional),
    answer: '+1 ',
    expected: null,
  }),
  answerCase({
    name: 'optional phone with the non-geographic +800',
    question: q(optional),
    answer: '+800',
    expected: null,
  }),
  answerCase({
    name: 'optional phone +12, not a calling code',
    question: q(optional),
    answer: '+12',
    expected: 'Enter a valid number',
  }),
  answerCase({
    name: 'optional phone under 8 characters',
    question: q(optional),
    answer: '12345',
    expected: 'Enter a valid number',
  }),
  answerCase({
    name: 'optional phone left empty',
    question: q(optional),
    answer: '',
    expected: null,
  }),
];
