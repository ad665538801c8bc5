import { en } from '@kairos/core/i18n/catalogues/en';
import type { Locale } from '@kairos/core/i18n/locales';
import { createTranslator, type Translate } from '@kairos/core/i18n/translate';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { loadedTranslator } from './language';

interface I18n {
  locale: Locale;
  t: Translate;
}

/** English, the product's own words, wherever no language was chosen (e.g. a host's preview). */
const ENGLISH: I18n = { locale: 'en', t: createTranslator('en', en) };
const I18nContext = createContext<I18n>(ENGLISH);

/** The page's language for everything inside; it must have been loaded (`switchLanguage`) first. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo<I18n>(() => {
    const t = loadedTranslator(locale);
    return t ? { locale, t } : ENGLISH;
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator of the page's language. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
