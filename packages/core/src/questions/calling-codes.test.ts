import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CALLING_CODES, isCallingCodeOnly } from './calling-codes.ts';

describe('COUNTRY_CALLING_CODES', () => {
  it('is the set of calling codes libphonenumber-js knows', () => {
    const known = new Set([
      ...getCountries().map((country) => getCountryCallingCode(country)),
      ...Object.keys(metadata.nonGeographic ?? {}),
    ]);
    expect([...COUNTRY_CALLING_CODES].toSorted()).toEqual([...known].toSorted());
  });
});

describe('isCallingCodeOnly', () => {
  it.each([
    ['+91', true],
    [' +1 ', true],
    ['+800', true],
    ['+12', false],
    ['91', false],
    ['+91 9', false],
    ['+', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isCallingCodeOnly(text)).toBe(expected);
  });
});
