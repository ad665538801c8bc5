import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageKey } from './catalogues/en.ts';
import type { Locale } from './locales.ts';

export type MessageValues = Record<string, string | number>;
/** One message of the reader's language, its ICU arguments filled in. */
export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

/**
 * A translator for one language: each message is parsed once, on first use, and formatted with the
 * language's plural rules and number formats. It serves the visitors' catalogue and the
 * dashboard's alike (`Key` is the catalogue's keys).
 */
export function createTranslator<Key extends string = MessageKey>(
  locale: Locale,
  catalogue: Record<Key, string>,
): Translate<Key> {
  const compiled = new Map<Key, IntlMessageFormat>();
  return (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(catalogue[key], locale);
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
}
