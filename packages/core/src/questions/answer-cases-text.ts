import { type AnswerCase, answerCase } from './answer-case.ts';
import type { AnswerQuestion } from './answer-types.ts';
import { encodeChoices } from './choices.ts';

const EMPTY = "Field can't be empty";

function q(type: AnswerQuestion['type'], extra: Partial<AnswerQuestion> = {}): AnswerQuestion {
  return { questionId: type.toLowerCase(), type, required: true, ...extra };
}

const optional = { required: false };
const colours = { listItems: ['Red', 'Blue', 'Red, dark'] };
const withOthers = { ...colours, allowOthers: true };

const textCases: AnswerCase[] = [
  answerCase({ name: 'required one-line left empty', question: q('ONE_LINE'), answer: '', expected: EMPTY }),
  answerCase({
    name: 'required one-line of spaces',
    question: q('ONE_LINE'),
    answer: '   ',
    expected: EMPTY,
  }),
  answerCase({
    name: 'optional one-line left empty',
    question: q('ONE_LINE', optional),
    answer: '',
    expected: null,
  }),
  answerCase({
    name: 'required multi-line answered',
    question: q('MULTI_LINE'),
    answer: 'Hi\nthere',
    expected: null,
  }),
  answerCase({
    name: 'disabled required question left empty',
    question: q('ONE_LINE', { enable: false }),
    answer: '',
    expected: null,
  }),
  answerCase({
    name: 'required name left empty',
    question: q('NAME'),
    answer: '',
    expected: 'Please enter name',
  }),
  answerCase({
    name: 'required name of spaces',
    question: q('NAME'),
    answer: '  ',
    expected: 'Please enter name',
  }),
  answerCase({ name: 'name of one character', question: q('NAME'), answer: 'A', expected: null }),
  answerCase({ name: 'optional name left empty', question: q('NAME', optional), answer: '', expected: null }),
  answerCase({
    name: 'email without a domain',
    question: q('EMAIL_ID'),
    answer: 'ana.example.com',
    expected: 'Please provide correct email',
  }),
  answerCase({
    name: 'EMAILID without a top-level domain',
    question: q('EMAILID'),
    answer: 'ana@example',
    expected: 'Please provide correct email',
  }),
  answerCase({
    name: 'optional email with a bad value',
    question: q('EMAIL_ID', optional),
    answer: 'ana@',
    expected: 'Please provide correct email',
  }),
  answerCase({
    name: 'optional email left empty',
    question: q('EMAIL_ID', optional),
    answer: '',
    expected: null,
  }),
  answerCase({ name: 'required email left empty', question: q('EMAIL_ID'), answer: '', expected: EMPTY }),
  answerCase({
    name: 'email in mixed case',
    question: q('EMAILID'),
    answer: ' Ana@Example.com ',
    expected: null,
  }),
];

const choiceCases: AnswerCase[] = [
  answerCase({
    name: 'required radio left empty',
    question: q('RADIO', colours),
    answer: '',
    expected: EMPTY,
  }),
  answerCase({ name: 'radio option', question: q('RADIO', colours), answer: 'Red', expected: null }),
  answerCase({
    name: 'radio option not listed',
    question: q('RADIO', colours),
    answer: 'Purple',
    expected: 'Invalid option',
  }),
  answerCase({
    name: 'radio others with its text',
    question: q('RADIO', withOthers),
    answer: { answer: 'others', otherAnswer: 'Teal' },
    expected: null,
  }),
  answerCase({
    name: 'radio others with an empty box',
    question: q('RADIO', withOthers),
    answer: { answer: 'others', otherAnswer: '' },
    expected: 'Required',
    field: 'otherAnswer',
  }),
  answerCase({
    name: 'radio others with no box at all, on an optional question',
    question: q('RADIO', { ...withOthers, ...optional }),
    answer: 'others',
    expected: 'Required',
    field: 'otherAnswer',
  }),
  answerCase({
    name: 'radio others when the question has no others option',
    question: q('RADIO', colours),
    answer: 'others',
    expected: 'Invalid option',
  }),
  answerCase({
    name: 'dropdown option with an old others text left over',
    question: q('DROPDOWN', withOthers),
    answer: { answer: 'Blue', otherAnswer: '' },
    expected: null,
  }),
  answerCase({
    name: 'optional dropdown left empty',
    question: q('DROPDOWN', { ...colours, ...optional }),
    answer: '',
    expected: null,
  }),
  answerCase({
    name: 'required checkbox with nothing ticked',
    question: q('CHECKBOX', colours),
    answer: '',
    expected: 'Please select at least one option',
  }),
  answerCase({
    name: 'required checkbox sent as an empty list',
    question: q('CHECKBOX', colours),
    answer: '[]',
    expected: 'Please select at least one option',
  }),
  answerCase({
    name: 'required multi-select with nothing chosen',
    question: q('MULTI_SELECT', colours),
    answer: encodeChoices([]),
    expected: 'Please select at least one option',
  }),
  answerCase({
    name: 'checkbox with two options, one holding a comma',
    question: q('CHECKBOX', colours),
    answer: encodeChoices(['Red, dark', 'Blue']),
    expected: null,
  }),
  answerCase({
    name: 'checkbox sent as one bare option',
    question: q('CHECKBOX', colours),
    answer: 'Blue',
    expected: null,
  }),
  answerCase({
    name: 'checkbox with an option twice',
    question: q('CHECKBOX', colours),
    answer: encodeChoices(['Red', 'Red']),
    expected: 'Invalid option',
  }),
  answerCase({
    name: 'checkbox sent comma-joined',
    question: q('CHECKBOX', colours),
    answer: 'Red, Blue',
    expected: 'Invalid option',
  }),
  answerCase({
    name: 'checkbox with others and a blank box',
    question: q('CHECKBOX', withOthers),
    answer: { answer: encodeChoices(['Red', 'others']), otherAnswer: '   ' },
    expected: 'Required',
    field: 'otherAnswer',
  }),
  answerCase({
    name: 'checkbox with others and its text',
    question: q('CHECKBOX', withOthers),
    answer: { answer: encodeChoices(['others']), otherAnswer: 'Teal' },
    expected: null,
  }),
  answerCase({
    name: 'optional checkbox left empty',
    question: q('CHECKBOX', { ...colours, ...optional }),
    answer: '',
    expected: null,
  }),
];

export const TEXT_ANSWER_CASES: readonly AnswerCase[] = [...textCases, ...choiceCases];
