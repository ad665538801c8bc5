import { CATALOGUE_LOADERS } from '@kairos/core/i18n/catalogues';
import { LOCALES } from '@kairos/core/i18n/locales';
import { describe, expect, it } from 'vitest';
import { EMBED_WORDS, embedLocale } from './embed-words';
import { embedSearch } from './protocol';

describe('EMBED_WORDS', () => {
  it.each(LOCALES)('%s says what its catalogue says', async (locale) => {
    const catalogue = await CATALOGUE_LOADERS[locale]();
    expect(EMBED_WORDS[locale]).toEqual({
      bookMeeting: catalogue['embed.bookMeeting'],
      loading: catalogue['embed.loading'],
    });
  });
});

describe('embedLocale', () => {
  it("takes the widget's own language first, else the browser's best match, else English", () => {
    expect(embedLocale('fr', ['de-DE'])).toBe('fr');
    expect(embedLocale(undefined, ['de-AT', 'en'])).toBe('de');
    expect(embedLocale('xx', ['pt-PT'])).toBe('pt-BR');
    expect(embedLocale(undefined, ['ja'])).toBe('en');
  });
});

describe('embedSearch lang', () => {
  it('asks the page for a shipped language only', () => {
    expect(embedSearch({ accessLink: 'acme', lang: 'de' }).get('lang')).toBe('de');
    expect(embedSearch({ accessLink: 'acme', lang: 'klingon' }).has('lang')).toBe(false);
  });
});
