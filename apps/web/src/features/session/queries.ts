import type { AgentInfo, LoginBody, SessionResponse, SignupBody } from '@kairos/core/accounts/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi, userApi } from '../api/clients';
import { detectTimezone } from '../booker/zoned-time';

/** The browser's zone, so a new account starts in the host's own time zone. */
const browserTimezone = detectTimezone;

/** The signed-in agent, workspace and role; a 401 sends the browser to the login page. */
export const agentInfoQuery = queryOptions({
  queryKey: ['agent', 'info'],
  queryFn: ({ signal }) => bookingsApi.get<AgentInfo>('/agent/info', { signal }),
  staleTime: 60_000,
});

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginBody) => userApi.post<SessionResponse>('/login', input),
    onSuccess: () => queryClient.clear(),
  });
}

export function useSignupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupBody) =>
      userApi.post<SessionResponse>('/signup', input, { headers: { 'X-Timezone': browserTimezone() } }),
    onSuccess: () => queryClient.clear(),
  });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.post<void>('/logout'),
    onSuccess: () => queryClient.clear(),
  });
}
