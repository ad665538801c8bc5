import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_INPUT_MAX_LENGTH } from '../constants.ts';
import { filterPhoneInput } from './phone-input.ts';

const typed = fc.string({ unit: fc.constantFrom(...'0123456789+ -().x#a٣'.split('')), maxLength: 300 });
const anyText = fc.oneof(typed, fc.string({ unit: 'grapheme', maxLength: 300 }));

describe('filterPhoneInput', () => {
  it.each([
    { text: '+91 98765-43210', filtered: '+919876543210' },
    { text: ' (+1) 650.253.0000', filtered: '+16502530000' },
    { text: '98+76', filtered: '9876' },
    { text: 'tel: +44', filtered: '+44' },
    { text: '++91', filtered: '+91' },
    { text: 'abc', filtered: '' },
    { text: '+', filtered: '+' },
  ])('$text → $filtered', ({ text, filtered }) => {
    expect(filterPhoneInput(text)).toBe(filtered);
  });

  it('keeps only digits after an optional leading +, within the cap', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const filtered = filterPhoneInput(text);
        expect(filtered).toMatch(/^\+?[0-9]*$/);
        expect(filtered.length).toBeLessThanOrEqual(PHONE_INPUT_MAX_LENGTH);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = filterPhoneInput(text);
        expect(filterPhoneInput(once)).toBe(once);
      }),
    );
  });

  it('keeps the digits typed, in order, cutting only at the cap', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const digits = text.replace(/[^0-9]/g, '');
        const kept = filterPhoneInput(text).replace(/^\+/, '');
        expect(digits.startsWith(kept)).toBe(true);
        if (digits.length < PHONE_INPUT_MAX_LENGTH) expect(kept).toBe(digits);
      }),
    );
  });
});
