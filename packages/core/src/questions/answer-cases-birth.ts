import { type AnswerCase, answerCase } from './answer-case.ts';
import type { AnswerQuestion } from './answer-types.ts';

// Unless a row says otherwise: 2027-03-01T10:30:00Z in Asia/Kolkata, so today is 1 March 2027.
function dob(minYears: number, minDays: number, maxYears: number, maxDays: number): AnswerQuestion {
  return {
    questionId: 'birth',
    type: 'DATE',
    required: true,
    dateRangeType: 'DOB',
    dobDateRange: { minYears, minDays, maxYears, maxDays },
  };
}

const adult = dob(18, 0, 60, 0);
const adultPlus10 = dob(18, 10, 60, 5);
const nineteen = dob(19, 0, 59, 0);
const KIRITIMATI = 'Pacific/Kiritimati'; // +14: 2027-03-02 00:30 at the table's instant
const PAGO_PAGO = 'Pacific/Pago_Pago'; // -11: 2027-02-28 23:30 at the same instant

export const BIRTH_DATE_ANSWER_CASES: readonly AnswerCase[] = [
  answerCase({
    name: 'birth date in ISO form',
    question: adult,
    answer: '1990-05-05',
    expected: 'Invalid date format.',
  }),
  answerCase({
    name: 'birth date 31 February',
    question: adult,
    answer: '31/02/2000',
    expected: 'Invalid date format.',
  }),
  answerCase({
    name: 'birth date tomorrow',
    question: adult,
    answer: '02/03/2027',
    expected: 'Date of birth cannot be in the future.',
  }),
  answerCase({
    name: 'born today',
    question: adult,
    answer: '01/03/2027',
    expected: 'Minimum age required is 18 years and 0 days.',
  }),
  answerCase({ name: 'eighteenth birthday today', question: adult, answer: '01/03/2009', expected: null }),
  answerCase({
    name: 'eighteenth birthday tomorrow',
    question: adult,
    answer: '02/03/2009',
    expected: 'Minimum age required is 18 years and 0 days.',
  }),
  answerCase({ name: 'sixtieth birthday today', question: adult, answer: '01/03/1967', expected: null }),
  answerCase({
    name: 'sixty years and a day',
    question: adult,
    answer: '28/02/1967',
    expected: 'Maximum age allowed is 60 years and 0 days.',
  }),
  answerCase({
    name: '18 years and 10 days today',
    question: adultPlus10,
    answer: '19/02/2009',
    expected: null,
  }),
  answerCase({
    name: '18 years and 9 days',
    question: adultPlus10,
    answer: '20/02/2009',
    expected: 'Minimum age required is 18 years and 10 days.',
  }),
  answerCase({ name: '60 years and 5 days', question: adultPlus10, answer: '24/02/1967', expected: null }),
  answerCase({
    name: '60 years and 6 days',
    question: adultPlus10,
    answer: '23/02/1967',
    expected: 'Maximum age allowed is 60 years and 5 days.',
  }),
  answerCase({
    name: 'leap-day birth: 19 on 28 February of a common year',
    question: nineteen,
    answer: '29/02/2008',
    now: '2027-02-28T00:00:00Z',
    expected: null,
  }),
  answerCase({
    name: 'leap-day birth: not yet 19 on 27 February',
    question: nineteen,
    answer: '29/02/2008',
    now: '2027-02-27T12:00:00Z',
    expected: 'Minimum age required is 19 years and 0 days.',
  }),
  answerCase({
    name: 'leap-day birth: past 59 years on 1 March',
    question: nineteen,
    answer: '29/02/1968',
    expected: 'Maximum age allowed is 59 years and 0 days.',
  }),
  answerCase({
    name: 'leap-day birth in a common year',
    question: adult,
    answer: '29/02/2009',
    expected: 'Invalid date format.',
  }),
  answerCase({
    name: 'eighteenth birthday is today in Kiritimati',
    question: adult,
    answer: '02/03/2009',
    timezone: KIRITIMATI,
    expected: null,
  }),
  answerCase({
    name: 'birth date 1 March is tomorrow in Pago Pago',
    question: adult,
    answer: '01/03/2027',
    timezone: PAGO_PAGO,
    expected: 'Date of birth cannot be in the future.',
  }),
  answerCase({
    name: 'eighteenth birthday is tomorrow in Pago Pago',
    question: adult,
    answer: '01/03/2009',
    timezone: PAGO_PAGO,
    expected: 'Minimum age required is 18 years and 0 days.',
  }),
  answerCase({
    name: 'birth date in the question’s own YYYY-MM-DD format',
    question: { ...adult, dateFormat: 'YYYY-MM-DD' },
    answer: '2009-03-01',
    expected: null,
  }),
  answerCase({
    name: 'optional birth date left empty',
    question: { ...adult, required: false },
    answer: '',
    expected: null,
  }),
];
