import type { LeaveOrganizationBody } from '@kairos/core/accounts/member-schema';
import type { ChangePasswordBody, ProfilePatch } from '@kairos/core/accounts/profile-schema';
import type { Agent, CompanyList, SessionResponse } from '@kairos/core/accounts/schemas';
import type { CompanyPatch, CompanySettings } from '@kairos/core/accounts/workspace-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';
import { agentInfoQuery } from '../session/queries';

export const companyQuery = queryOptions({
  queryKey: ['company'],
  queryFn: ({ signal }) => bookingsApi.get<CompanySettings>('/company', { signal }),
});

/** Every workspace the agent belongs to, for the switcher. */
export const companyListQuery = queryOptions({
  queryKey: ['company', 'list'],
  queryFn: ({ signal }) =>
    bookingsApi.get<CompanyList>('/company/list', { query: { productId: 'BOOKINGS' }, signal }),
  staleTime: 60_000,
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => bookingsApi.patch<Agent>('/agent/profile', patch),
    onSuccess: (agent) => {
      queryClient.setQueryData(agentInfoQuery.queryKey, (info) => (info ? { ...info, agent } : info));
      void queryClient.invalidateQueries({ queryKey: agentInfoQuery.queryKey });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => bookingsApi.post<void>('/agent/password', body),
  });
}

export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.post<void>('/agent/logout-everywhere'),
    onSuccess: () => queryClient.clear(),
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CompanyPatch) => bookingsApi.patch<CompanySettings>('/company', patch),
    onSuccess: (company) => {
      queryClient.setQueryData(companyQuery.queryKey, company);
      void queryClient.invalidateQueries({ queryKey: agentInfoQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: companyListQuery.queryKey });
    },
  });
}

/** Signs in to another workspace of the agent; the page reloads into it. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appId: string) => bookingsApi.post<SessionResponse>('/company/switch', { appId }),
    onSuccess: () => queryClient.clear(),
  });
}

export function useLeaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveOrganizationBody) =>
      bookingsApi.post<void>('/agent/leave-organization/request', body),
    onSuccess: () => queryClient.clear(),
  });
}
