import type {
  PublicRoutingForm,
  RoutingSubmitBody,
  RoutingSubmitResult,
} from '@kairos/core/routing/submission-schema';
import { queryOptions } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

/** `GET /website/routing-form/{slug}?accessLink=`: an active form; NOT_FOUND otherwise. */
export function publicRoutingFormQuery(accessLink: string, slug: string) {
  return queryOptions({
    queryKey: ['public', 'routing-form', accessLink.toLowerCase(), slug],
    queryFn: ({ signal }) =>
      bookingsApi.get<PublicRoutingForm>(`/website/routing-form/${encodeURIComponent(slug)}`, {
        signal,
        query: { accessLink },
      }),
    staleTime: 60_000,
  });
}

/** `POST /website/routing-form`: the answers, checked again by the server, and where they lead. */
export function submitRoutingForm(body: RoutingSubmitBody): Promise<RoutingSubmitResult> {
  return bookingsApi.post<RoutingSubmitResult>('/website/routing-form', body);
}
