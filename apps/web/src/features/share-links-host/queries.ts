import type {
  ShareLinkCreateBody,
  ShareLinkCreated,
  ShareLinkList,
} from '@kairos/core/share-links/share-link-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

export const shareLinkKeys = {
  all: ['share-links'] as const,
  ofEvent: (eventId: string) => [...shareLinkKeys.all, 'event', eventId] as const,
};

/** An event's share links, newest first, each with its status now. */
export function shareLinksQuery(eventId: string) {
  return queryOptions({
    queryKey: shareLinkKeys.ofEvent(eventId),
    queryFn: ({ signal }) => bookingsApi.get<ShareLinkList>('/share-link', { query: { eventId }, signal }),
  });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareLinkCreateBody) => bookingsApi.post<ShareLinkCreated>('/share-link', body),
    onSuccess: (_created, body) =>
      queryClient.invalidateQueries({ queryKey: shareLinkKeys.ofEvent(body.eventId) }),
  });
}

export function useRevokeShareLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: string) =>
      bookingsApi.delete<null>(`/meet/cancel/share-link/${encodeURIComponent(link)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.ofEvent(eventId) }),
  });
}
