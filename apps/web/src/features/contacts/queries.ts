import type {
  AttendeeUtmsResponse,
  ContactCreateBody,
  ContactDeleteBody,
  ContactDeleteResponse,
  ContactListResponse,
  ContactResponse,
  ContactTagListResponse,
  ContactUpdateBody,
} from '@kairos/core/contacts/contact-list-schema';
import type { Contact, ContactBlockBody } from '@kairos/core/contacts/contact-schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (q: string, tag: string, page: number) => [...contactKeys.lists(), q, tag, page] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
  tags: () => [...contactKeys.all, 'tags'] as const,
  utms: (id: string) => [...contactKeys.all, 'utms', id] as const,
};

/** `GET /contact/list`: a page of contacts matching the search and tag. */
export function contactListQuery(q: string, tag: string, page: number) {
  return queryOptions({
    queryKey: contactKeys.list(q, tag, page),
    queryFn: ({ signal }) =>
      bookingsApi.get<ContactListResponse>('/contact/list', {
        query: { q, tags: tag, page: String(page) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One contact, through the list's `ids` filter. */
export function contactQuery(id: string) {
  return queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: async ({ signal }) => {
      const page = await bookingsApi.get<ContactListResponse>('/contact/list', {
        query: { ids: id },
        signal,
      });
      return page.contacts[0] ?? null;
    },
  });
}

export const contactTagsQuery = queryOptions({
  queryKey: contactKeys.tags(),
  queryFn: ({ signal }) => bookingsApi.get<ContactTagListResponse>('/contact/tag/list', { signal }),
});

export function contactUtmsQuery(contactId: string) {
  return queryOptions({
    queryKey: contactKeys.utms(contactId),
    queryFn: ({ signal }) =>
      bookingsApi.get<AttendeeUtmsResponse>('/attendee/agent/utms', { query: { contactId }, signal }),
  });
}

function useContactMutation<Body, Result>(send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useCreateContact() {
  return useContactMutation((body: ContactCreateBody) => bookingsApi.post<ContactResponse>('/contact', body));
}

export function useUpdateContact() {
  return useContactMutation((body: ContactUpdateBody) =>
    bookingsApi.patch<ContactResponse>('/contact', body),
  );
}

export function useDeleteContacts() {
  return useContactMutation((body: Omit<ContactDeleteBody, 'confirmDelete'>) =>
    bookingsApi.post<ContactDeleteResponse>('/contact/delete', { ...body, confirmDelete: true }),
  );
}

export function useBlockContacts() {
  return useContactMutation((body: Pick<ContactBlockBody, 'ids' | 'status' | 'blockedMessage'>) =>
    bookingsApi.post<{ contacts: Contact[] }>('/contact/block/status', body),
  );
}
