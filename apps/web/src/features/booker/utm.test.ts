import { describe, expect, it } from 'vitest';
import { hasUtms, readUtms } from './utm';

describe('readUtms', () => {
  it.each([
    [{}, {}],
    [{ utm_source: 'newsletter' }, { utm_source: 'newsletter' }],
    [
      { utm_source: 'ads', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'demo', utm_content: 'b' },
      { utm_source: 'ads', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'demo', utm_content: 'b' },
    ],
    [{ utm_source: '  x  ', utm_medium: '' }, { utm_source: 'x' }],
    [{ utm_term: 2025 }, { utm_term: '2025' }],
    [{ utm_source: null, utm_medium: ['a'], utm_campaign: { a: 1 }, utm_term: true }, {}],
    [{ UTM_SOURCE: 'caps', source: 'plain', utm_id: 'other' }, {}],
  ])('%o → %o', (search, expected) => {
    expect(readUtms(search)).toEqual(expected);
  });

  it('cuts a very long value', () => {
    expect(readUtms({ utm_content: 'x'.repeat(600) }).utm_content).toHaveLength(500);
  });
});

describe('hasUtms', () => {
  it.each([
    [{}, false],
    [{ utm_term: 'a' }, true],
  ])('%o → %s', (utms, expected) => {
    expect(hasUtms(utms)).toBe(expected);
  });
});
