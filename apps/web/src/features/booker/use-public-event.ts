import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { activeLocale } from '../i18n/language';
import { publicEventQuery } from './queries';

const eventRoute = getRouteApi('/$accessLink/$slug');

/** The event of the page, loaded by the event layout before any step renders. */
export function usePublicEventPage() {
  const { accessLink, slug } = eventRoute.useParams();
  const { responseId, hideLHS, externalId } = eventRoute.useSearch();
  const { data } = useSuspenseQuery(publicEventQuery(accessLink, slug, responseId));
  return { ...data, accessLink, slug, responseId, hideLHS, externalId };
}

/**
 * The locale of the page's dates, times and numbers (Intl): the page's language, its month and
 * weekday names and its 12/24-hour habit; in English, the visitor's English variant (en-GB: 14 May).
 */
export function pageLocale(): string {
  const locale = activeLocale();
  if (locale !== 'en') return locale;
  const language = typeof navigator === 'undefined' ? 'en-US' : navigator.language;
  return language?.toLowerCase().startsWith('en') ? language : 'en-US';
}
