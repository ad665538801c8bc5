import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { publicEventQuery } from './queries';

const eventRoute = getRouteApi('/$accessLink/$slug');

/** The event of the page, loaded by the event layout before any step renders. */
export function usePublicEventPage() {
  const { accessLink, slug } = eventRoute.useParams();
  const { responseId, hideLHS, externalId } = eventRoute.useSearch();
  const { data } = useSuspenseQuery(publicEventQuery(accessLink, slug, responseId));
  return { ...data, accessLink, slug, responseId, hideLHS, externalId };
}

export function pageLocale(): string {
  const language = typeof navigator === 'undefined' ? 'en-US' : navigator.language;
  // The page's words are English; dates follow the visitor's English variant (en-GB: 14 May).
  return language?.toLowerCase().startsWith('en') ? language : 'en-US';
}
