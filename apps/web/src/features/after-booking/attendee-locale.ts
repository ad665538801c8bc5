import { isLocale, type Locale } from '@kairos/core/i18n/locales';
import { type CarriedSearch, validateCarriedSearch } from '../booker/public-search';
import { visitorLocale } from '../i18n/language';

/**
 * The language of an attendee's reschedule and cancel pages: the one picked in the address
 * (`?lang=`), else the one they booked in, else their browser's. Route files import this module,
 * so it stays small (no formatter, no catalogue).
 */
export function attendeeLocale(booked: string | null | undefined, picked: string | null | undefined): Locale {
  if (isLocale(picked)) return picked;
  return visitorLocale(isLocale(booked) ? booked : undefined, null);
}

export type AttendeeLinkSearch = CarriedSearch & { lang?: Locale | null };

/** The attendee link's parameters: the carried ones, and a language when it is one that ships. */
export function validateAttendeeLinkSearch(
  search: Parameters<typeof validateCarriedSearch>[0] & { lang?: unknown },
): AttendeeLinkSearch {
  const carried = validateCarriedSearch(search);
  return isLocale(search.lang) ? { ...carried, lang: search.lang } : carried;
}
