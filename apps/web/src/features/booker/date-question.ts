import type { Question } from '@kairos/core/events/question-schema';
import { addDays, isDateKey } from './calendar-month';

export type QuestionDateFormat = Question['dateFormat'];

/** `2025-05-14` in a question's format: `14/05/2025`, `14-05-2025` or `2025-05-14`. */
export function formatQuestionDate(dateKey: string, format: QuestionDateFormat): string {
  const [year, month, day] = dateKey.split('-');
  if (format === 'YYYY-MM-DD') return dateKey;
  const separator = format === 'DD-MM-YYYY' ? '-' : '/';
  return [day, month, year].join(separator);
}

/** The same date `years` earlier, 29 February falling back to the 28th in common years. */
function yearsBefore(dateKey: string, years: number): string {
  const year = Number(dateKey.slice(0, 4)) - years;
  const monthDay = dateKey.slice(5);
  const candidate = `${String(year).padStart(4, '0')}-${monthDay}`;
  return isDateKey(candidate) ? candidate : `${String(year).padStart(4, '0')}-02-28`;
}

/** The latest birth date that is at least `years` and `days` old on `today`. */
function bornBy(today: string, years: number, days: number): string {
  return addDays(yearsBefore(today, years), -days);
}

type DateRule = Pick<Question, 'dateRangeType' | 'customDateRange' | 'dobDateRange' | 'dateFormat'>;

/**
 * The message for a chosen date under a question's range rule (spec section 5), or null when it
 * is fine. `today` is the visitor's date in their zone.
 */
export function checkQuestionDate(value: string, rule: DateRule, today: string): string | null {
  if (!isDateKey(value)) return rule.dateRangeType === 'DOB' ? 'Invalid date format.' : 'Invalid date';
  switch (rule.dateRangeType) {
    case 'ONLY_PAST':
      return value >= today ? 'Invalid date' : null;
    case 'ONLY_FUTURE':
      return value <= today ? 'Invalid date' : null;
    case 'CUSTOM_RANGE': {
      const range = rule.customDateRange;
      if (!range || (value >= range.startDate && value <= range.endDate)) return null;
      const start = formatQuestionDate(range.startDate, rule.dateFormat);
      const end = formatQuestionDate(range.endDate, rule.dateFormat);
      return `Please choose date ${start} and ${end}`;
    }
    case 'DOB': {
      if (value > today) return 'Date of birth cannot be in the future.';
      const range = rule.dobDateRange;
      if (!range) return null;
      if (value > bornBy(today, range.minYears, range.minDays)) {
        return `Minimum age required is ${range.minYears} years and ${range.minDays} days.`;
      }
      if (value < bornBy(today, range.maxYears, range.maxDays)) {
        return `Maximum age allowed is ${range.maxYears} years and ${range.maxDays} days.`;
      }
      return null;
    }
    default:
      return null;
  }
}

/** Bounds for the native date picker, so it offers only dates the rule accepts. */
export function questionDateBounds(rule: DateRule, today: string): { min?: string; max?: string } {
  switch (rule.dateRangeType) {
    case 'ONLY_PAST':
      return { max: addDays(today, -1) };
    case 'ONLY_FUTURE':
      return { min: addDays(today, 1) };
    case 'CUSTOM_RANGE':
      return rule.customDateRange
        ? { min: rule.customDateRange.startDate, max: rule.customDateRange.endDate }
        : {};
    case 'DOB': {
      const range = rule.dobDateRange;
      if (!range) return { max: today };
      return {
        min: bornBy(today, range.maxYears, range.maxDays),
        max: bornBy(today, range.minYears, range.minDays),
      };
    }
    default:
      return {};
  }
}
