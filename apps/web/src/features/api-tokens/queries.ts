import type { ApiTokenBody, ApiTokenCreated, ApiTokenList } from '@kairos/core/accounts/api-token-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const KEY = ['api-tokens'] as const;

/** The signed-in member's API tokens in this workspace (never their secrets). */
export const apiTokensQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) => bookingsApi.get<ApiTokenList>('/api-tokens', { signal }),
});

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenBody) => bookingsApi.post<ApiTokenCreated>('/api-tokens', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => bookingsApi.delete<{ revoked: true }>(`/api-tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
