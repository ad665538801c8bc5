/**
 * The languages visitor-facing text ships in, and how one is chosen: the event's setting, else the
 * visitor's own preferences (`Accept-Language` on the server, `navigator.languages` in the page).
 */
export const LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** An event's language setting: one language for every visitor, or the visitor's browser. */
export const EVENT_LANGUAGES = ['BROWSER', ...LOCALES] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

/** Each language named in itself, for the picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  hi: 'हिन्दी',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The shipped language that best matches one language tag: the exact tag, else its base language
 * (`de-AT` → `de`, `pt-PT` → `pt-BR`, the only Portuguese), else none.
 */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower === '') return null;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === base) ?? null;
}

/** The first of the visitor's languages (most preferred first) that ships, else English. */
export function negotiateLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The languages of an `Accept-Language` header, most preferred first (`q=0` ones left out). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; order: number }[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (tag === '' || tag === '*') return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name === 'q') q = Number(value);
    }
    if (Number.isFinite(q) && q > 0) entries.push({ tag, q, order });
  });
  return entries.sort((a, b) => b.q - a.q || a.order - b.order).map((entry) => entry.tag);
}

/**
 * The language a visitor reads: the event's fixed language when the host chose one, else the best
 * match for the visitor's preferences.
 */
export function chooseLocale(
  eventLanguage: EventLanguage | undefined,
  preferences: readonly string[],
): Locale {
  if (eventLanguage && eventLanguage !== 'BROWSER') return eventLanguage;
  return negotiateLocale(preferences);
}
