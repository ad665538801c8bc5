import type {
  WhatsappChannel,
  WhatsappChannelBody,
} from '@kairos/core/notifications/whatsapp-channel-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const KEY = ['whatsapp-channel'] as const;

/** The workspace's WhatsApp Business channel, or null when none is set up. */
export const whatsappChannelQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) =>
    bookingsApi.get<{ channel: WhatsappChannel | null }>('/whatsapp/channel', { signal }),
});

export function useSaveWhatsappChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappChannelBody) =>
      bookingsApi.put<{ channel: WhatsappChannel }>('/whatsapp/channel', body),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}

export function useRemoveWhatsappChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.delete<{ deleted: true }>('/whatsapp/channel'),
    onSuccess: () => queryClient.setQueryData(KEY, { channel: null }),
  });
}
