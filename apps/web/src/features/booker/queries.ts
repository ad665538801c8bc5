import type { PublicEventList, PublicEventPage } from '@kairos/core/events/public-event-schema';
import { queryOptions } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';
import type { DatesRequest, DatesResponse } from './booking-contract';

const PUBLIC_STALE_MS = 60_000;

/** `GET /website/events/{accessLink}`: the workspace's public events. */
export function publicEventListQuery(accessLink: string) {
  return queryOptions({
    queryKey: ['public', 'events', accessLink.toLowerCase()],
    queryFn: ({ signal }) =>
      bookingsApi.get<PublicEventList>(`/website/events/${encodeURIComponent(accessLink)}`, { signal }),
    staleTime: PUBLIC_STALE_MS,
  });
}

/** `GET /website/event/{accessLink}/{slug}`: one bookable event; NOT_FOUND when gone. */
export function publicEventQuery(accessLink: string, slug: string, responseId: string | null) {
  return queryOptions({
    queryKey: ['public', 'event', accessLink.toLowerCase(), slug, responseId],
    queryFn: ({ signal }) =>
      bookingsApi.get<PublicEventPage>(
        `/website/event/${encodeURIComponent(accessLink)}/${encodeURIComponent(slug)}`,
        { signal, query: { responseId } },
      ),
    staleTime: PUBLIC_STALE_MS,
  });
}

/** `POST /website/dates`: an event's slots over a span of the visitor's dates. */
export function slotDaysQuery(request: DatesRequest) {
  return queryOptions({
    queryKey: [
      'public',
      'dates',
      request.eventId,
      request.timezone,
      request.duration ?? null,
      request.agentId ?? null,
      request.startDate,
      request.endDate,
    ],
    queryFn: ({ signal }) => bookingsApi.post<DatesResponse>('/website/dates', request, { signal }),
    staleTime: 30_000,
  });
}

/** Every cached span of an event's slots, to refresh after a slot was taken. */
export function slotDaysKeyOf(eventId: string) {
  return ['public', 'dates', eventId] as const;
}
