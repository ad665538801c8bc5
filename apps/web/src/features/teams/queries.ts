import type { Team, TeamBody, TeamList, TeamPatch } from '@kairos/core/accounts/team-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

export const teamListQuery = queryOptions({
  queryKey: ['teams', 'list'],
  queryFn: ({ signal }) => bookingsApi.get<TeamList>('/team/list', { signal }),
});

function useTeamMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
        queryClient.invalidateQueries({ queryKey: ['members', 'list'] }),
      ]),
  });
}

export function useCreateTeam() {
  return useTeamMutation((body: TeamBody) => bookingsApi.post<Team>('/team', body));
}

export function useUpdateTeam() {
  return useTeamMutation(({ id, patch }: { id: string; patch: TeamPatch }) =>
    bookingsApi.patch<Team>(`/team/${encodeURIComponent(id)}`, patch),
  );
}

export function useDeleteTeam() {
  return useTeamMutation((id: string) => bookingsApi.delete<void>(`/team/${encodeURIComponent(id)}`));
}
