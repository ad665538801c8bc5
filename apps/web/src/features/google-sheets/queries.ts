import type {
  GoogleSheetsConnection,
  GoogleSheetsConnectionBody,
  GoogleSheetsState,
} from '@kairos/core/apps/google-sheets-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const KEY = ['google-sheets'] as const;

export const googleSheetsQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) => bookingsApi.get<GoogleSheetsState>('/apps/google-sheets', { signal }),
});

export function useSaveGoogleSheets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoogleSheetsConnectionBody) =>
      bookingsApi.put<{ connection: GoogleSheetsConnection }>('/apps/google-sheets', body),
    onSuccess: (data) =>
      queryClient.setQueryData(KEY, (old: GoogleSheetsState | undefined) =>
        old ? { ...old, connection: data.connection } : old,
      ),
  });
}

export function useRemoveGoogleSheets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.delete<{ deleted: true }>('/apps/google-sheets'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Sends the browser to Google's consent page; Google brings it back to Apps & integrations. */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: () =>
      bookingsApi.post<{ url: string }>('/oauth/google-sheets/authorize', { returnTo: '/app/apps' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
