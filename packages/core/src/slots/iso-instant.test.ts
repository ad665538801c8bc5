import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseIsoInstant } from './iso-instant.ts';

const MINUTE = 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** `+HH:MM`, `-HH:MM` or `Z` for an offset in minutes (`Z` for 0 when `zulu`). */
function designator(offsetMinutes: number, zulu: boolean): string {
  if (offsetMinutes === 0 && zulu) return 'Z';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const size = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** An instant written in the fixed layout, as a calendar API would in the given offset. */
const fixedLayout = fc
  .record({
    // 0001-01-02 to 9998-12-30, so the local date stays within four-digit years.
    instant: fc.integer({ min: -62_135_510_400_000, max: 253_370_678_400_000 }),
    offsetMinutes: fc.oneof(
      fc.constantFrom(0, 330, -210, 345, 840, -600, 630, 60, 120, -300, -240),
      fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
    ),
    fraction: fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9]{1,9}$/)),
    zulu: fc.boolean(),
  })
  .map(({ instant, offsetMinutes, fraction, zulu }) => {
    const local = new Date(instant + offsetMinutes * MINUTE).toISOString().slice(0, 19);
    return `${local}${fraction ? `.${fraction}` : ''}${designator(offsetMinutes, zulu)}`;
  });

const sameAsDateParse = (text: string) => {
  expect(parseIsoInstant(text)).toBe(Date.parse(text));
};

describe('parseIsoInstant', () => {
  it.each([
    ['2027-03-28T01:00:00Z', '2027-03-28T01:00:00.000Z'],
    ['2027-03-28T01:00:00.000Z', '2027-03-28T01:00:00.000Z'],
    ['2027-03-01T09:00:00+05:30', '2027-03-01T03:30:00.000Z'],
    ['2027-03-01T09:00:00+05:45', '2027-03-01T03:15:00.000Z'],
    ['2027-03-01T09:00:00-03:30', '2027-03-01T12:30:00.000Z'],
    ['2027-03-01T09:00:00+14:00', '2027-02-28T19:00:00.000Z'],
    ['2027-03-01T00:30:00-00:00', '2027-03-01T00:30:00.000Z'],
    ['2027-03-01T09:00:00.5+01:00', '2027-03-01T08:00:00.500Z'],
    ['2027-03-01T09:00:00.12Z', '2027-03-01T09:00:00.120Z'],
    ['2027-03-01T09:00:00.123456789Z', '2027-03-01T09:00:00.123Z'],
    ['2028-02-29T23:59:59.999Z', '2028-02-29T23:59:59.999Z'],
    ['1969-12-31T23:59:59.999Z', '1969-12-31T23:59:59.999Z'],
  ])('%s is %s', (text, expected) => {
    expect(new Date(parseIsoInstant(text)).toISOString()).toBe(expected);
    sameAsDateParse(text);
  });

  it.each([
    ['the end of a day', '2027-01-01T24:00:00Z'],
    ['a day past the end of its month', '2027-02-30T00:00:00Z'],
    ['a 29 February outside a leap year', '2027-02-29T12:00:00Z'],
    ['month 13', '2027-13-01T00:00:00Z'],
    ['a leap second', '2027-06-30T23:59:60Z'],
    ['no seconds', '2027-01-01T10:00Z'],
    ['a compact offset', '2027-01-01T10:00:00+0530'],
    ['an hour-only offset', '2027-01-01T10:00:00+05'],
    ['an offset of 24 hours', '2027-01-01T10:00:00+24:00'],
    ['lower-case designators', '2027-01-01t10:00:00z'],
    ['a space for the T', '2027-01-01 10:00:00Z'],
    ['PostgreSQL text', '2027-01-01 08:00:00+00'],
    ['no zone (local time)', '2027-01-01T10:00:00'],
    ['a date alone', '2027-01-01'],
    ['an expanded year', '+002027-01-01T10:00:00Z'],
    ['a comma before the fraction', '2027-01-01T10:00:00,5Z'],
    ['an empty fraction', '2027-01-01T10:00:00.Z'],
    ['ten fraction digits', '2027-01-01T10:00:00.1234567890Z'],
    ['trailing text', '2027-01-01T10:00:00Zjunk'],
    ['not a date', 'tomorrow'],
    ['nothing', ''],
  ])('leaves %s to Date.parse: %s', (_, text) => {
    sameAsDateParse(text);
  });

  it('reads the fixed layout without calling Date.parse', () => {
    const spy = vi.spyOn(Date, 'parse');
    try {
      for (const text of [
        '2027-03-01T09:00:00Z',
        '2027-03-01T09:00:00.5-03:30',
        '2027-10-31T01:00:00.000+05:45',
      ]) {
        parseIsoInstant(text);
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('equals Date.parse on the fixed layout, any offset and fraction', () => {
    fc.assert(fc.property(fixedLayout, sameAsDateParse), { numRuns: 2000 });
  });

  it('equals Date.parse when any one character of the layout is changed', () => {
    const alphabet = '0123456789-+:.TZtz ,';
    fc.assert(
      fc.property(
        fixedLayout,
        fc.nat(),
        fc.integer({ min: 0, max: alphabet.length - 1 }),
        (text, at, pick) => {
          const index = at % text.length;
          sameAsDateParse(`${text.slice(0, index)}${alphabet[pick]}${text.slice(index + 1)}`);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
