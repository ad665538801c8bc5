import { type AnswerCase, answerCase } from './answer-case.ts';
import type { AnswerQuestion } from './answer-types.ts';

// Unless a row says otherwise: 2027-03-01T10:30:00Z in Asia/Kolkata, so today is 1 March 2027.
const INVALID = 'Invalid date';

function q(extra: Partial<AnswerQuestion> = {}): AnswerQuestion {
  return { questionId: 'date', type: 'DATE', required: true, ...extra };
}

const past = q({ dateRangeType: 'ONLY_PAST' });
const future = q({ dateRangeType: 'ONLY_FUTURE' });
const range = {
  dateRangeType: 'CUSTOM_RANGE',
  customDateRange: { startDate: '2027-03-10', endDate: '2027-03-20' },
} as const;
const KIRITIMATI = 'Pacific/Kiritimati'; // +14: 2027-03-02 00:30 at the table's instant
const PAGO_PAGO = 'Pacific/Pago_Pago'; // -11: 2027-02-28 23:30 at the same instant

const formatCases: AnswerCase[] = [
  answerCase({ name: 'date in the default format', question: q(), answer: '15/03/2027', expected: null }),
  answerCase({
    name: 'ISO date where DD/MM/YYYY is asked',
    question: q(),
    answer: '2027-03-15',
    expected: INVALID,
  }),
  answerCase({
    name: 'day and month without leading zeros',
    question: q(),
    answer: '1/3/2027',
    expected: INVALID,
  }),
  answerCase({ name: '31 February', question: q(), answer: '31/02/2027', expected: INVALID }),
  answerCase({ name: 'month 13', question: q(), answer: '01/13/2027', expected: INVALID }),
  answerCase({
    name: 'DD-MM-YYYY date',
    question: q({ dateFormat: 'DD-MM-YYYY' }),
    answer: '15-03-2027',
    expected: null,
  }),
  answerCase({
    name: 'slashes where DD-MM-YYYY is asked',
    question: q({ dateFormat: 'DD-MM-YYYY' }),
    answer: '15/03/2027',
    expected: INVALID,
  }),
  answerCase({
    name: 'YYYY-MM-DD date',
    question: q({ dateFormat: 'YYYY-MM-DD' }),
    answer: '2027-03-15',
    expected: null,
  }),
  answerCase({
    name: 'DD-MM-YYYY where YYYY-MM-DD is asked',
    question: q({ dateFormat: 'YYYY-MM-DD' }),
    answer: '15-03-2027',
    expected: INVALID,
  }),
  answerCase({ name: '29 February of a leap year', question: q(), answer: '29/02/2028', expected: null }),
  answerCase({
    name: '29 February of a common year',
    question: q(),
    answer: '29/02/2027',
    expected: INVALID,
  }),
  answerCase({
    name: 'required date left empty',
    question: q(),
    answer: '',
    expected: "Field can't be empty",
  }),
  answerCase({
    name: 'optional date left empty',
    question: q({ required: false, dateRangeType: 'ONLY_PAST' }),
    answer: '',
    expected: null,
  }),
];

const todayCases: AnswerCase[] = [
  answerCase({ name: 'only past: yesterday', question: past, answer: '28/02/2027', expected: null }),
  answerCase({ name: 'only past: today', question: past, answer: '01/03/2027', expected: INVALID }),
  answerCase({ name: 'only past: tomorrow', question: past, answer: '02/03/2027', expected: INVALID }),
  answerCase({ name: 'only future: tomorrow', question: future, answer: '02/03/2027', expected: null }),
  answerCase({ name: 'only future: today', question: future, answer: '01/03/2027', expected: INVALID }),
  answerCase({ name: 'only future: yesterday', question: future, answer: '28/02/2027', expected: INVALID }),
  answerCase({
    name: 'only future: 2 March is today in Kiritimati',
    question: future,
    answer: '02/03/2027',
    timezone: KIRITIMATI,
    expected: INVALID,
  }),
  answerCase({
    name: 'only future: 2 March is two days ahead in Pago Pago',
    question: future,
    answer: '02/03/2027',
    timezone: PAGO_PAGO,
    expected: null,
  }),
  answerCase({
    name: 'only future: 1 March is tomorrow in Pago Pago',
    question: future,
    answer: '01/03/2027',
    timezone: PAGO_PAGO,
    expected: null,
  }),
  answerCase({
    name: 'only past: 1 March is yesterday in Kiritimati',
    question: past,
    answer: '01/03/2027',
    timezone: KIRITIMATI,
    expected: null,
  }),
  answerCase({
    name: 'only past: 28 February is today in Pago Pago',
    question: past,
    answer: '28/02/2027',
    timezone: PAGO_PAGO,
    expected: INVALID,
  }),
  answerCase({
    name: 'only future: one second before midnight in Kathmandu (+05:45)',
    question: future,
    answer: '02/03/2027',
    now: '2027-03-01T18:14:59Z',
    timezone: 'Asia/Kathmandu',
    expected: null,
  }),
  answerCase({
    name: 'only future: midnight in Kathmandu (+05:45)',
    question: future,
    answer: '02/03/2027',
    now: '2027-03-01T18:15:00Z',
    timezone: 'Asia/Kathmandu',
    expected: INVALID,
  }),
  answerCase({
    name: 'only past: Santiago skips its midnight into summer time, still 4 September',
    question: past,
    answer: '04/09/2027',
    now: '2027-09-05T03:59:59Z',
    timezone: 'America/Santiago',
    expected: INVALID,
  }),
  answerCase({
    name: 'only past: Santiago after the skipped midnight is 5 September',
    question: past,
    answer: '04/09/2027',
    now: '2027-09-05T04:00:00Z',
    timezone: 'America/Santiago',
    expected: null,
  }),
  answerCase({
    name: 'only future: Santiago repeats 23:00 on its 25-hour 3 April',
    question: future,
    answer: '04/04/2027',
    now: '2027-04-04T03:59:59Z',
    timezone: 'America/Santiago',
    expected: null,
  }),
];

const rangeCases: AnswerCase[] = [
  answerCase({
    name: 'range: the day before',
    question: q(range),
    answer: '09/03/2027',
    expected: 'Please choose date 10/03/2027 and 20/03/2027',
  }),
  answerCase({ name: 'range: its first day', question: q(range), answer: '10/03/2027', expected: null }),
  answerCase({ name: 'range: its last day', question: q(range), answer: '20/03/2027', expected: null }),
  answerCase({
    name: 'range: the day after, in DD-MM-YYYY',
    question: q({ ...range, dateFormat: 'DD-MM-YYYY' }),
    answer: '21-03-2027',
    expected: 'Please choose date 10-03-2027 and 20-03-2027',
  }),
  answerCase({
    name: 'range: a year later, in YYYY-MM-DD',
    question: q({ ...range, dateFormat: 'YYYY-MM-DD' }),
    answer: '2028-03-15',
    expected: 'Please choose date 2027-03-10 and 2027-03-20',
  }),
];

export const DATE_ANSWER_CASES: readonly AnswerCase[] = [...formatCases, ...todayCases, ...rangeCases];
