import { describe, expect, it } from 'vitest';
import {
  parseSlotTimestamp,
  validateCarriedSearch,
  validateEventSearch,
  validatePaymentStatusSearch,
  validateSlotSearch,
  validateThanksSearch,
} from './public-search';

describe('validateEventSearch', () => {
  it.each([
    [{}, { responseId: null, hideLHS: false, externalId: null, lang: null }],
    [
      { responseId: 'r1', hideLHS: true },
      { responseId: 'r1', hideLHS: true, externalId: null, lang: null },
    ],
    [
      { responseId: 42, hideLHS: 'true', externalId: 'x-9', lang: null },
      { responseId: '42', hideLHS: true, externalId: 'x-9', lang: null },
    ],
    [
      { responseId: '', hideLHS: 'yes' },
      { responseId: null, hideLHS: false, externalId: null, lang: null },
    ],
    [
      { responseId: { a: 1 }, hideLHS: 0 },
      { responseId: null, hideLHS: false, externalId: null, lang: null },
    ],
    [
      { lang: 'pt-BR', hideLHS: true },
      { responseId: null, hideLHS: true, externalId: null, lang: 'pt-BR' },
    ],
    [{ lang: 'ja' }, { responseId: null, hideLHS: false, externalId: null, lang: null }],
    [{ responseId: 'x'.repeat(201) }, { responseId: null, hideLHS: false, externalId: null, lang: null }],
  ])('%o → %o', (search, expected) => {
    expect(validateEventSearch(search as never)).toEqual(expected);
  });
});

describe('validateSlotSearch', () => {
  it.each([
    [
      { date: '2025-05-14', month: '2025-05', duration: 30 },
      { date: '2025-05-14', month: '2025-05', duration: 30 },
    ],
    [{ date: '2025-02-30', month: '2025-13', duration: 0 }, {}],
    [{ date: 20250514, month: 202505, duration: '45' }, { duration: 45 }],
    [{ duration: 2000 }, {}],
    [{ duration: 7.5 }, {}],
    [
      { agentId: 'host-1', duration: 30 },
      { agentId: 'host-1', duration: 30 },
    ],
    [{ agentId: '  ' }, {}],
  ])('%o → %o', (search, expected) => {
    expect(validateSlotSearch(search as never)).toEqual(expected);
  });
});

describe('validateCarriedSearch', () => {
  it('keeps UTM and theme parameters as given, and nothing else', () => {
    const search = {
      utm_source: 'mail',
      utm_term: 2025,
      utm_medium: '',
      BrandColor: '0f766e',
      TextColor: 112233,
      date: '2025-05-14',
    };
    expect(validateCarriedSearch(search as never)).toEqual({
      utm_source: 'mail',
      utm_term: 2025,
      BrandColor: '0f766e',
      TextColor: 112233,
    });
  });
});

describe('validateThanksSearch', () => {
  it.each([
    [{ attendeeId: 'a-1' }, { attendeeId: 'a-1' }],
    [{ attendeeId: null }, { attendeeId: null }],
    [{}, { attendeeId: null }],
  ])('%o → %o', (search, expected) => {
    expect(validateThanksSearch(search as never)).toEqual(expected);
  });
});

describe('validatePaymentStatusSearch', () => {
  it('keeps PayPal’s token when it is there and leaves the key out when it is not', () => {
    expect(validatePaymentStatusSearch({ paymentId: 'p1', token: 'EC-1' } as never)).toEqual({
      paymentId: 'p1',
      token: 'EC-1',
    });
    // No `token: null`, which the router would write into the address as `&token=null`.
    expect(validatePaymentStatusSearch({ paymentId: 'p1' } as never)).toStrictEqual({ paymentId: 'p1' });
  });
});

describe('parseSlotTimestamp', () => {
  it.each([
    ['1747213200000', 1747213200000],
    ['1747213200', null],
    ['2025-05-14T09:00:00Z', null],
    ['abc', null],
    ['12', null],
  ])('%s → %s', (segment, expected) => {
    expect(parseSlotTimestamp(segment)).toBe(expected);
  });
});
