import type { Question } from '@kairos/core/events/question-schema';
import { addDays, addYears } from '@kairos/core/questions/question-dates';

type DateRule = Pick<Question, 'dateRangeType' | 'customDateRange' | 'dobDateRange'>;

/**
 * Bounds for the native date picker, so it offers the dates a question's rule accepts (the
 * shared validator still decides). `today` is the visitor's date in their zone.
 */
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
        min: addYears(addDays(today, -range.maxDays), -range.maxYears),
        max: addYears(addDays(today, -range.minDays), -range.minYears),
      };
    }
    default:
      return {};
  }
}
