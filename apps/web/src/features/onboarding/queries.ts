import type { Agent } from '@kairos/core/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';
import { agentInfoQuery } from '../session/queries';

/** `POST /agent/onboarding/done`: the set-up steps are finished or skipped and not offered again. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.post<Agent>('/agent/onboarding/done'),
    onSuccess: (agent) => {
      queryClient.setQueryData(agentInfoQuery.queryKey, (info) => (info ? { ...info, agent } : info));
    },
  });
}
