import { de } from './catalogues/de.ts';
import { type Catalogue, en } from './catalogues/en.ts';
import { es } from './catalogues/es.ts';
import { fr } from './catalogues/fr.ts';
import { hi } from './catalogues/hi.ts';
import { ptBR } from './catalogues/pt-BR.ts';
import { isLocale, type Locale } from './locales.ts';
import { createTranslator, type Translate } from './translate.ts';

/** Every catalogue at once, for the server, which writes letters in any language. */
export const CATALOGUES: Record<Locale, Catalogue> = { en, de, es, fr, 'pt-BR': ptBR, hi };

const translators = new Map<Locale, Translate>();

/** The translator of a stored language; an unknown or missing one reads as English. */
export function translatorFor(language: string | null | undefined): Translate {
  const locale: Locale = isLocale(language) ? language : 'en';
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale, CATALOGUES[locale]);
    translators.set(locale, translate);
  }
  return translate;
}
