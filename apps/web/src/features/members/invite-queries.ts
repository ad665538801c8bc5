import type { AcceptInvitationBody, InvitationPreview } from '@kairos/core/accounts/member-schema';
import type { SessionResponse } from '@kairos/core/accounts/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/http-client';

/**
 * The invitation page's calls. A visitor there has no session yet, so a 401 (a wrong password)
 * is an answer to show, not a reason to leave for the login page as the bookings client does.
 */
const invitationApi = createApiClient({ baseUrl: '/api/v1/bookings' });

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      invitationApi.get<InvitationPreview>(`/invite/${encodeURIComponent(token)}`, { signal }),
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      invitationApi.post<SessionResponse>(`/invite/${encodeURIComponent(token)}/accept`, body),
    onSuccess: () => queryClient.clear(),
  });
}
