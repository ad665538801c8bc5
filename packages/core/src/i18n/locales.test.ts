import { describe, expect, it } from 'vitest';
import { chooseLocale, matchLocale, negotiateLocale, parseAcceptLanguage } from './locales.ts';

describe('choosing the visitor’s language', () => {
  it('matches exact tags, then base languages', () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('PT-br')).toBe('pt-BR');
    expect(matchLocale('hi-IN')).toBe('hi');
    expect(matchLocale('ja')).toBeNull();
  });

  it('takes the first shipped language of the preferences, else English', () => {
    expect(negotiateLocale(['ja-JP', 'es-MX', 'en'])).toBe('es');
    expect(negotiateLocale(['ja', 'ko'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('reads Accept-Language by quality, leaving out q=0 and the wildcard', () => {
    expect(parseAcceptLanguage('en;q=0.5, hi-IN, de;q=0.8, fr;q=0, *;q=0.1')).toEqual(['hi-IN', 'de', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('lets the event’s fixed language win over the visitor’s browser', () => {
    expect(chooseLocale('fr', ['de-DE'])).toBe('fr');
    expect(chooseLocale('BROWSER', ['de-DE'])).toBe('de');
    expect(chooseLocale(undefined, ['hi'])).toBe('hi');
  });
});
