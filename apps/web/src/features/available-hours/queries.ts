import type {
  AvailableHourCreateBody,
  AvailableHourList,
  AvailableHourUpdateBody,
  SavedAvailableHour,
} from '@kairos/core/events/available-hour-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const KEY = ['available-hours'] as const;

/** The signed-in host's saved hours, the default first (the server makes one when none exists). */
export const availableHoursQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) => bookingsApi.get<AvailableHourList>('/available-hours', { signal }),
});

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useCreateAvailableHour() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: AvailableHourCreateBody) =>
      bookingsApi.post<SavedAvailableHour>('/available-hours', body),
    onSuccess: refresh,
  });
}

export function useUpdateAvailableHour() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AvailableHourUpdateBody }) =>
      bookingsApi.patch<SavedAvailableHour>(`/available-hours/${encodeURIComponent(id)}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteAvailableHour() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => bookingsApi.delete<void>(`/available-hours/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
