import { isLocale, type Locale } from '@kairos/core/i18n/locales';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { attendeeLocale } from '../after-booking/attendee-locale';
import type { AttendeeView } from '../after-booking/contract';
import { type CarriedSearch, validateCarriedSearch } from '../booker/public-search';
import { visitorLocale } from '../i18n/language';
import type { ShareLinkResult } from './contract';

/** The share-link layout's parameters (spec section 2), with the UTM and theme ones carried along. */
export interface ShareSearch extends CarriedSearch {
  attendeeId: string | null;
  rescheduled: boolean;
  /** The language the visitor picked on the page; null: the booking's, the event's or the browser's. */
  lang: Locale | null;
}

export const SHARE_SEARCH_DEFAULTS = { attendeeId: null, rescheduled: false, lang: null } as const;

type ShareSearchInput = Partial<Record<string, unknown>> & SearchSchemaInput;

function attendeeIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text !== '' && text.length <= 64 ? text : null;
}

/** Invalid values fall back: no attendee, not rescheduling. */
export function validateShareSearch(search: ShareSearchInput): ShareSearch {
  return {
    ...validateCarriedSearch(search),
    attendeeId: attendeeIdOf(search.attendeeId),
    rescheduled: search.rescheduled === true || search.rescheduled === 'true',
    lang: isLocale(search.lang) ? search.lang : null,
  };
}

/**
 * The share link's language: the visitor's pick (`?lang=`), else, while they move their booking,
 * the language they booked in, else the event's setting, else the browser's.
 */
export function shareLinkLocale(
  link: ShareLinkResult | undefined,
  view: Pick<AttendeeView, 'attendee'> | null | undefined,
  search: Pick<ShareSearch, 'lang' | 'rescheduled'>,
): Locale {
  if (search.lang) return search.lang;
  if (search.rescheduled && view) return attendeeLocale(view.attendee.language, null);
  return visitorLocale(link?.kind === 'EVENT' ? link.event.language : undefined, null);
}
