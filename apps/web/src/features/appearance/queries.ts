import type {
  WorkspaceAppearance,
  WorkspaceAppearancePatch,
} from '@kairos/core/appearance/appearance-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

export const appearanceQuery = queryOptions({
  queryKey: ['appearance'],
  queryFn: ({ signal }) => bookingsApi.get<WorkspaceAppearance>('/appearance', { signal }),
});

export function useUpdateAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: WorkspaceAppearancePatch) =>
      bookingsApi.patch<WorkspaceAppearance>('/appearance', patch),
    onSuccess: (saved) => queryClient.setQueryData(appearanceQuery.queryKey, saved),
  });
}
