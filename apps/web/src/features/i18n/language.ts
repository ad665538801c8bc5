import { CATALOGUE_LOADERS } from '@kairos/core/i18n/catalogues';
import { chooseLocale, type EventLanguage, isLocale, type Locale } from '@kairos/core/i18n/locales';
import type { Translate } from '@kairos/core/i18n/translate';

/**
 * The public pages' language, chosen before they render. This module is small on purpose: route
 * files import it, so the message formatter and the catalogues stay out of the first paint and load
 * with the language the page shows.
 */

/** The visitor's preferred languages, most preferred first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language picked on the page, else the event's fixed one, else the visitor's browser. */
export function visitorLocale(eventLanguage: EventLanguage | undefined, picked: string | null): Locale {
  if (isLocale(picked)) return picked;
  return chooseLocale(eventLanguage, browserLanguages());
}

/** The language a visitor picked on a page without typed search parameters (`?lang=`), if any. */
export function pickedLanguage(search: unknown): string | null {
  const lang = (search as Record<string, unknown> | undefined)?.lang;
  return typeof lang === 'string' ? lang : null;
}

const translators = new Map<Locale, Promise<Translate>>();
const loaded = new Map<Locale, Translate>();
let active: Locale = 'en';

/** Loads the formatter and one language's catalogue (each once), and makes it the page's language. */
export async function switchLanguage(locale: Locale): Promise<Translate> {
  let pending = translators.get(locale);
  if (!pending) {
    pending = Promise.all([import('@kairos/core/i18n/translate'), CATALOGUE_LOADERS[locale]()]).then(
      ([{ createTranslator }, catalogue]) => createTranslator(locale, catalogue),
    );
    translators.set(locale, pending);
    pending.catch(() => translators.delete(locale));
  }
  const translate = await pending;
  loaded.set(locale, translate);
  active = locale;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    // Every shipped language is written left to right; the layout uses logical properties, so a
    // right-to-left one needs only its catalogue and its direction here.
    document.documentElement.dir = 'ltr';
  }
  return translate;
}

/** The translator of a language already loaded. */
export function loadedTranslator(locale: Locale): Translate | undefined {
  return loaded.get(locale);
}

/** The language the public page shows now. */
export function activeLocale(): Locale {
  return active;
}
