import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointPatch,
} from '@kairos/core/webhooks/webhook-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const KEY = ['webhook-endpoints'] as const;
const deliveriesKey = (endpointId: string) => ['webhook-deliveries', endpointId] as const;

export const webhookEndpointsQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) =>
    bookingsApi.get<{ endpoints: WebhookEndpoint[] }>('/webhooks/endpoints', { signal }),
});

export function webhookDeliveriesQuery(endpointId: string) {
  return queryOptions({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) =>
      bookingsApi.get<{ deliveries: WebhookDelivery[] }>(`/webhooks/endpoints/${endpointId}/deliveries`, {
        signal,
      }),
  });
}

type WithSecret = { endpoint: WebhookEndpoint; secret: string };

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointBody) => bookingsApi.post<WithSecret>('/webhooks/endpoints', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointPatch) =>
      bookingsApi.patch<{ endpoint: WebhookEndpoint }>(`/webhooks/endpoints/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.delete<{ deleted: true }>(`/webhooks/endpoints/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRotateWebhookSecret(id: string) {
  return useMutation({
    mutationFn: () => bookingsApi.post<WithSecret>(`/webhooks/endpoints/${id}/rotate-secret`),
  });
}

export function useSendWebhookTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.post<{ delivery: WebhookDelivery }>(`/webhooks/endpoints/${id}/test`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}

export function useRedeliverWebhook(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      bookingsApi.post<{ delivery: WebhookDelivery }>(`/webhooks/deliveries/${deliveryId}/redeliver`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
