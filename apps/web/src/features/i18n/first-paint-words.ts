import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import { activeLocale, loadedTranslator } from './language';

/**
 * The English of the words shown in the first paint (the pages around every route: loading, a
 * failed or missing page, the offline banner, a toast's close button; the public pages' loading
 * outlines and footer), for when no language has loaded yet: the visitors' English catalogue word
 * for word (`first-paint-words.test.ts`).
 */
export const PAGE_WORDS_ENGLISH = {
  'booker.loadingPage': 'Loading the booking page',
  'booker.poweredBy': 'Powered by Kairos',
  'routing.loadingForm': 'Loading the form',
  'after.loading': 'Loading your booking',
  'page.loading': 'Loading…',
  'page.reloading': 'Loading the latest version…',
  'page.error.title': 'Something went wrong',
  'page.error.unexpected': 'An unexpected error stopped this page from loading.',
  'page.error.tryAgain': 'Try again',
  'page.notFound.title': 'Page not found',
  'page.notFound.text': 'Sorry, but the page you were looking for could not be found',
  'page.home': 'Go to homepage',
  'page.offline.title': 'You are offline:',
  'page.offline.text': 'Your internet connection is lost. Please check your network settings.',
  'page.offline.close': 'Close offline message',
  'page.toast.dismiss': 'Dismiss notification',
} as const satisfies Partial<Record<MessageKey, string>>;

export type PageWord = keyof typeof PAGE_WORDS_ENGLISH;

/**
 * A word of those pages in the public page's language once its catalogue has loaded (a visitor
 * who goes offline on a German booking page reads German), else English. They are part of every
 * page's first paint, so they read the loaded translator rather than load one.
 */
export function pageWord(key: PageWord): string {
  return loadedTranslator(activeLocale())?.(key) ?? PAGE_WORDS_ENGLISH[key];
}
