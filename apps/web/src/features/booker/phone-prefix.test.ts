import { describe, expect, it } from 'vitest';
import { withCallingCode } from './phone-prefix';

describe('withCallingCode', () => {
  it.each([
    ['', null, '91', '+91'],
    ['+91', '91', '44', '+44'],
    ['+919876543210', '91', '44', '+449876543210'],
    ['09876 543210', null, '91', '+919876543210'],
    ['+14155552671', '91', '44', '+14155552671'],
    ['(415) 555-2671', '1', '1', '+14155552671'],
  ])('%j from +%s to +%s → %s', (text, previous, next, expected) => {
    expect(withCallingCode(text, previous, next)).toBe(expected);
  });
});
