import { de } from '@kairos/core/i18n/catalogues/de';
import { en } from '@kairos/core/i18n/catalogues/en';
import { describe, expect, it } from 'vitest';
import { PAGE_WORDS_ENGLISH, type PageWord, pageWord } from './first-paint-words';
import { switchLanguage } from './language';

describe('the words around every route', () => {
  it('are the visitors’ English catalogue word for word before a language loads', () => {
    for (const [key, english] of Object.entries(PAGE_WORDS_ENGLISH)) {
      expect(english, key).toBe(en[key as PageWord]);
      expect(pageWord(key as PageWord)).toBe(english);
    }
  });

  it('follow the public page’s language once it has loaded', async () => {
    await switchLanguage('de');
    expect(pageWord('page.offline.title')).toBe(de['page.offline.title']);
    expect(pageWord('page.notFound.title')).toBe('Seite nicht gefunden');
  });
});
