import type { MailchimpConnection, MailchimpConnectionBody } from '@kairos/core/apps/mailchimp-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const KEY = ['mailchimp-connection'] as const;

export const mailchimpConnectionQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) =>
    bookingsApi.get<{ connection: MailchimpConnection | null }>('/apps/mailchimp', { signal }),
});

export function useSaveMailchimp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailchimpConnectionBody) =>
      bookingsApi.put<{ connection: MailchimpConnection }>('/apps/mailchimp', body),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}

export function useRemoveMailchimp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.delete<{ deleted: true }>('/apps/mailchimp'),
    onSuccess: () => queryClient.setQueryData(KEY, { connection: null }),
  });
}
