import type {
  CheckModeBody,
  CheckModeResult,
  EventListFilters,
  EventPage,
  EventSummaryList,
} from '@kairos/core/events/event-list-schema';
import type { Event, EventCreateBody, EventUpdateBody } from '@kairos/core/events/event-schema';
import type { MeetingMode } from '@kairos/core/events/mode-schema';
import type { TemplateVariableList } from '@kairos/core/events/template-variables';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

/** Events per page of the list; the list loads more on demand. */
export const LIST_PAGE_SIZE = 50;

export type ListFilters = Pick<EventListFilters, 'search' | 'status' | 'type' | 'priceType'>;
type EventPages = InfiniteData<EventPage, number>;

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...eventKeys.lists(), filters] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
};

export function eventListQuery(filters: ListFilters) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      bookingsApi.post<EventPage>(
        '/event',
        { ...filters, page: pageParam, limit: LIST_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.last ? undefined : last.page + 1),
  });
}

export function eventQuery(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => bookingsApi.get<Event>(`/event/${encodeURIComponent(id)}`, { signal }),
  });
}

export const templateVariablesQuery = queryOptions({
  queryKey: ['events', 'variables'],
  queryFn: ({ signal }) => bookingsApi.get<TemplateVariableList>('/event/variable/list', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function checkModeQuery(eventId: string, key: MeetingMode) {
  return queryOptions({
    queryKey: ['events', 'check-mode', eventId, key],
    queryFn: ({ signal }) =>
      bookingsApi.post<CheckModeResult>('/event/check-mode', { key, eventId } satisfies CheckModeBody, {
        signal,
      }),
    staleTime: 60_000,
  });
}

/** Applies `change` to the event wherever a list page holds it. */
function patchListedEvent(pages: EventPages | undefined, id: string, change: (event: Event) => Event) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      events: page.events.map((event) => (event._id === id ? change(event) : event)),
    })),
  };
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventCreateBody) => bookingsApi.post<Event>('/event/add', body),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event._id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventUpdateBody) => bookingsApi.patch<Event>('/event', body),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event._id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => bookingsApi.delete<void>(`/event/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      queryClient.setQueriesData<EventPages>({ queryKey: eventKeys.lists() }, (pages) =>
        pages
          ? {
              ...pages,
              pages: pages.pages.map((page) => ({
                ...page,
                total: page.total - 1,
                events: page.events.filter((event) => event._id !== id),
              })),
            }
          : pages,
      );
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

/** Hides or shows an event on the public page at once, and puts it back if the server refuses. */
export function useSetEventPrivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; isPrivate: boolean }) =>
      bookingsApi.patch<Event>('/event/private/status', input),
    onMutate: async ({ id, isPrivate }) => {
      await queryClient.cancelQueries({ queryKey: eventKeys.lists() });
      const previous = queryClient.getQueriesData<EventPages>({ queryKey: eventKeys.lists() });
      queryClient.setQueriesData<EventPages>({ queryKey: eventKeys.lists() }, (pages) =>
        patchListedEvent(pages, id, (event) => ({ ...event, isPrivate })),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (event) => {
      queryClient.setQueryData<Event>(eventKeys.detail(event._id), (current) =>
        current ? { ...current, isPrivate: event.isPrivate, updatedAt: event.updatedAt } : event,
      );
    },
  });
}

/** Puts events in a new order at once (the list shows it before the server answers). */
export function useSortEvents(filters: ListFilters) {
  const queryClient = useQueryClient();
  const key = eventKeys.list(filters);
  return useMutation({
    mutationFn: (eventIds: string[]) => bookingsApi.post<EventSummaryList>('/event/sort', { eventIds }),
    onMutate: async (eventIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EventPages>(key);
      queryClient.setQueryData<EventPages>(key, (pages) => {
        if (!pages) return pages;
        const byId = new Map(pages.pages.flatMap((page) => page.events).map((event) => [event._id, event]));
        const ordered = eventIds.flatMap((id) => {
          const event = byId.get(id);
          return event ? [event] : [];
        });
        let offset = 0;
        return {
          ...pages,
          pages: pages.pages.map((page) => {
            const events = ordered.slice(offset, offset + page.events.length);
            offset += page.events.length;
            return { ...page, events };
          }),
        };
      });
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
}
