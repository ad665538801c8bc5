import { describe, expect, it } from 'vitest';
import {
  PHONE_ERROR_MESSAGES,
  PHONE_EXTENSION_MAX_LENGTHS,
  PHONE_PARSE_ERRORS,
  parsePhone,
  phoneNumberMessage,
} from './phone-number.ts';

const digits = (count: number) => '1234567890'.repeat(3).slice(0, count);

describe('parsePhone', () => {
  it.each([
    {
      text: '+91 98765 43210',
      country: undefined,
      result: { ok: true, e164: '+919876543210', country: 'IN' },
    },
    { text: '98765 43210', country: undefined, result: { ok: true, e164: '+919876543210', country: 'IN' } },
    { text: '098765 43210', country: 'in', result: { ok: true, e164: '+919876543210', country: 'IN' } },
    { text: '(650) 253-0000', country: 'US', result: { ok: true, e164: '+16502530000', country: 'US' } },
    { text: '+44 20 7946 0958', country: 'US', result: { ok: true, e164: '+442079460958', country: 'GB' } },
    {
      text: '+800 1234 5678',
      country: undefined,
      result: { ok: true, e164: '+80012345678', country: undefined },
    },
    { text: 'call me', country: undefined, result: { ok: false, error: 'NOT_A_NUMBER' } },
    { text: '', country: undefined, result: { ok: false, error: 'NOT_A_NUMBER' } },
    { text: 'call +91 98765 43210', country: undefined, result: { ok: false, error: 'NOT_A_NUMBER' } },
    { text: '+91 1234 5678', country: undefined, result: { ok: false, error: 'NOT_A_NUMBER' } },
    { text: '+91', country: undefined, result: { ok: false, error: 'TOO_SHORT' } },
    { text: '+91 98765', country: undefined, result: { ok: false, error: 'TOO_SHORT' } },
    { text: '+91 98765 43210 98765', country: undefined, result: { ok: false, error: 'TOO_LONG' } },
    { text: '9'.repeat(251), country: undefined, result: { ok: false, error: 'TOO_LONG' } },
    { text: '+999 1234 5678', country: undefined, result: { ok: false, error: 'INVALID_COUNTRY' } },
    { text: '98765 43210', country: null, result: { ok: false, error: 'INVALID_COUNTRY' } },
    { text: '98765 43210', country: 'ZZ', result: { ok: false, error: 'INVALID_COUNTRY' } },
  ] as const)('$text in $country', ({ text, country, result }) => {
    expect(parsePhone(text, country)).toEqual(result);
  });

  it.each([
    { label: 'explicit label', prefix: ' ext. ', cap: PHONE_EXTENSION_MAX_LENGTHS.explicitLabel, suffix: '' },
    { label: 'RFC 3966', prefix: ';ext=', cap: PHONE_EXTENSION_MAX_LENGTHS.explicitLabel, suffix: '' },
    { label: 'auto-dialling', prefix: ',,', cap: PHONE_EXTENSION_MAX_LENGTHS.autoDialling, suffix: '' },
    { label: 'ambiguous label', prefix: ' x', cap: PHONE_EXTENSION_MAX_LENGTHS.ambiguousLabel, suffix: '' },
    { label: 'no label', prefix: ' - ', cap: PHONE_EXTENSION_MAX_LENGTHS.unlabelled, suffix: '#' },
  ])('reads an extension of at most $cap digits after an $label', ({ prefix, cap, suffix }) => {
    const longest = `+1 650 253 0000${prefix}${digits(cap)}${suffix}`;
    expect(parsePhone(longest, 'US')).toEqual({
      ok: true,
      e164: '+16502530000',
      country: 'US',
      ext: digits(cap),
    });
    const tooLong = `+1 650 253 0000${prefix}${digits(cap + 1)}${suffix}`;
    expect(parsePhone(tooLong, 'US')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('matches the extension caps of the spec', () => {
    expect(Object.values(PHONE_EXTENSION_MAX_LENGTHS)).toEqual([20, 15, 9, 6]);
  });
});

describe('phoneNumberMessage', () => {
  it('has the host text for every error', () => {
    for (const error of PHONE_PARSE_ERRORS) expect(PHONE_ERROR_MESSAGES[error]).toBe('Invalid phone number');
  });

  it.each([
    { text: ' +91 98765 43210 ', country: undefined, message: null },
    { text: '+1 650 253 0000 ext. 12', country: undefined, message: null },
    { text: '98765 43210', country: null, message: 'Invalid phone number' },
    { text: '12', country: undefined, message: 'Invalid phone number' },
  ])('$text', ({ text, country, message }) => {
    expect(phoneNumberMessage(text, country)).toBe(message);
  });
});
