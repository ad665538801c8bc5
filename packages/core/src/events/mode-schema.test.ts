import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ModeSchema, ModesSchema } from './mode-schema.ts';

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('ModeSchema (a location entry)', () => {
  it.each([
    ['no key', { value: 'Office' }, 'key', 'Please select location'],
    ['an unknown key', { key: 'SKYPE', value: 'x' }, 'key', 'Please select location'],
    ['a blank value', { key: 'IN_PERSON', value: '   ' }, 'value', 'Required'],
    ['a blank value on a video mode', { key: 'ZOOM', value: '' }, 'value', 'Required'],
    ['no address for in person', { key: 'IN_PERSON' }, 'value', 'Required'],
    ['no text for custom', { key: 'CUSTOM' }, 'value', 'Required'],
    [
      'a national-only number',
      { key: 'PHONE_NUMBER', phoneNumber: '4155552671' },
      'phoneNumber',
      'Invalid phone number',
    ],
    [
      'letters as a number',
      { key: 'PHONE_NUMBER', phoneNumber: 'call me' },
      'phoneNumber',
      'Invalid phone number',
    ],
    [
      'a too-short number',
      { key: 'PHONE_NUMBER', phoneNumber: '+1 415' },
      'phoneNumber',
      'Invalid phone number',
    ],
  ])('%s → %s: %s', (_name, value, path, message) => {
    expect(issues(ModeSchema, value)).toContainEqual({ path, message });
  });

  it.each([
    ['in person with an address', { key: 'IN_PERSON', value: ' 1 Main St ' }],
    ['zoom without a value', { key: 'ZOOM' }],
    ['ask invitee', { key: 'ASK_INVITEE' }],
    ['phone without a number', { key: 'PHONE_NUMBER' }],
    ['phone with an empty number', { key: 'PHONE_NUMBER', phoneNumber: '' }],
    ['phone in international form', { key: 'PHONE_NUMBER', phoneNumber: '+44 20 7946 0958' }],
    ['phone with an extension', { key: 'PHONE_NUMBER', phoneNumber: '+1 415 555 2671 ext. 1234' }],
  ])('accepts %s', (_name, value) => {
    expect(issues(ModeSchema, value)).toEqual([]);
  });

  it('trims the value', () => {
    expect(ModeSchema.parse({ key: 'IN_PERSON', value: ' 1 Main St ' }).value).toBe('1 Main St');
  });

  it('caps the number of locations', () => {
    expect(
      issues(
        ModesSchema,
        Array.from({ length: 11 }, () => ({ key: 'ZOOM' })),
      ),
    ).toEqual([{ path: '', message: 'Add at most 10 locations' }]);
  });
});
