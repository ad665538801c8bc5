import { isLocale, type Locale, negotiateLocale } from '@kairos/core/i18n/locales';

/**
 * The few words `/embed.js` writes on the host's page before the booking page has loaded (the
 * frame's name, the floating button, the spinner), in each shipped language. The script stays small,
 * so it carries these instead of a catalogue; a test keeps them equal to the catalogues' `embed.*`.
 */
export const EMBED_WORDS: Record<Locale, { bookMeeting: string; loading: string }> = {
  en: { bookMeeting: 'Book a meeting', loading: 'Loading…' },
  de: { bookMeeting: 'Termin buchen', loading: 'Wird geladen…' },
  es: { bookMeeting: 'Reservar una reunión', loading: 'Cargando…' },
  fr: { bookMeeting: 'Réserver une réunion', loading: 'Chargement…' },
  'pt-BR': { bookMeeting: 'Agendar uma reunião', loading: 'Carregando…' },
  hi: { bookMeeting: 'मीटिंग बुक करें', loading: 'लोड हो रहा है…' },
};

/**
 * The widget's language: the one it asks the page for (`lang`), else the visitor's browser, as the
 * embedded page chooses it (a page whose event fixes a language keeps that one inside the frame).
 */
export function embedLocale(lang: string | undefined, preferences: readonly string[]): Locale {
  return isLocale(lang) ? lang : negotiateLocale(preferences);
}
