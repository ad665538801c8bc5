import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_DATE_FORMATS } from '../events/question-schema.ts';
import { formatQuestionDate, parseQuestionDate } from './question-dates.ts';

const format = fc.constantFrom(...QUESTION_DATE_FORMATS);
const isoDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 }))
  .chain(([a, b, y]) => {
    const two = (n: number) => String(n).padStart(2, '0');
    const year = String(y).padStart(4, '0');
    return fc.constantFrom(
      `${two(a)}/${two(b)}/${year}`,
      `${two(a)}-${two(b)}-${year}`,
      `${year}-${two(a)}-${two(b)}`,
    );
  });

describe('question date formats', () => {
  it('shows a date in each format and reads it back', () => {
    fc.assert(
      fc.property(isoDate, format, (iso, f) => {
        expect(parseQuestionDate(formatQuestionDate(iso, f), f)).toBe(iso);
      }),
    );
  });

  it('reads only canonical text: whatever parses shows again as typed', () => {
    fc.assert(
      fc.property(dateLike, format, (text, f) => {
        const iso = parseQuestionDate(text, f);
        if (iso !== null) expect(formatQuestionDate(iso, f)).toBe(text);
      }),
    );
  });

  it('agrees with the platform calendar on which days exist', () => {
    fc.assert(
      fc.property(dateLike, (text) => {
        const iso = parseQuestionDate(text, 'YYYY-MM-DD');
        const real =
          /^\d{4}-\d{2}-\d{2}$/.test(text) &&
          text >= '0001' &&
          !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
          new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
        expect(iso !== null).toBe(real);
      }),
    );
  });
});
