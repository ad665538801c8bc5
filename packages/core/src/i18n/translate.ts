import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, MessageKey } from './catalogues/en.ts';
import type { Locale } from './locales.ts';

export type MessageValues = Record<string, string | number>;
/** One message of the reader's language, its ICU arguments filled in. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A translator for one language: each message is parsed once, on first use, and formatted with the
 * language's plural rules and number formats.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translate {
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(catalogue[key], locale);
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
}
