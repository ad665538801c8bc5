import type { Question } from '../events/question-schema.ts';
import {
  ANSWER_MESSAGES,
  customRangeMessage,
  maximumAgeMessage,
  minimumAgeMessage,
} from './answer-messages.ts';
import {
  addDays,
  addYears,
  DEFAULT_QUESTION_DATE_FORMAT,
  formatQuestionDate,
  parseQuestionDate,
} from './question-dates.ts';

export type DateQuestion = Partial<
  Pick<Question, 'dateFormat' | 'dateRangeType' | 'customDateRange' | 'dobDateRange'>
>;

/**
 * A date of birth: born on `dob`, the visitor must be at least minYears + minDays old
 * today and at most maxYears + maxDays. Ages are calendar ages: whole years first, then
 * days since the last birthday, so "18 years and 0 days" is reached on the 18th birthday.
 */
function checkDateOfBirth(question: DateQuestion, dob: string, today: string): string | null {
  if (dob > today) return ANSWER_MESSAGES.dobFuture;
  const range = question.dobDateRange;
  if (!range) return null;
  if (addDays(addYears(dob, range.minYears), range.minDays) > today) {
    return minimumAgeMessage(range.minYears, range.minDays);
  }
  if (addDays(addYears(dob, range.maxYears), range.maxDays) < today) {
    return maximumAgeMessage(range.maxYears, range.maxDays);
  }
  return null;
}

/**
 * The problem with a non-blank DATE answer, or null. `today` is the visitor's date (ISO).
 * The answer is read strictly in the question's format. A date-of-birth answer that does
 * not parse gets its own message; the spec asks for DD/MM/YYYY there, which is the format
 * every question has unless its host chose another, and then that one is used.
 */
export function checkDateAnswer(question: DateQuestion, text: string, today: string): string | null {
  const format = question.dateFormat ?? DEFAULT_QUESTION_DATE_FORMAT;
  const date = parseQuestionDate(text.trim(), format);
  if (question.dateRangeType === 'DOB') {
    return date === null ? ANSWER_MESSAGES.dobFormat : checkDateOfBirth(question, date, today);
  }
  if (date === null) return ANSWER_MESSAGES.invalidDate;
  switch (question.dateRangeType) {
    case 'ONLY_PAST':
      return date < today ? null : ANSWER_MESSAGES.invalidDate;
    case 'ONLY_FUTURE':
      return date > today ? null : ANSWER_MESSAGES.invalidDate;
    case 'CUSTOM_RANGE': {
      const range = question.customDateRange;
      if (!range || (date >= range.startDate && date <= range.endDate)) return null;
      return customRangeMessage(
        formatQuestionDate(range.startDate, format),
        formatQuestionDate(range.endDate, format),
      );
    }
    case undefined:
      return null;
  }
}
