import type {
  FutureMeetings,
  Invitation,
  InviteBody,
  Member,
  MemberList,
} from '@kairos/core/accounts/member-schema';
import type { RoleBody, RoleList, RolePatch, WorkspaceRole } from '@kairos/core/accounts/role-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

export const memberKeys = {
  list: ['members', 'list'] as const,
  futureMeetings: (userId: string) => ['members', 'future-meetings', userId] as const,
  roles: ['roles', 'list'] as const,
};

/** Members and pending invitations of the workspace. */
export const memberListQuery = queryOptions({
  queryKey: memberKeys.list,
  queryFn: ({ signal }) => bookingsApi.get<MemberList>('/member/list', { signal }),
});

export const roleListQuery = queryOptions({
  queryKey: memberKeys.roles,
  queryFn: ({ signal }) => bookingsApi.get<RoleList>('/role/list', { signal }),
});

export function futureMeetingsQuery(userId: string) {
  return queryOptions({
    queryKey: memberKeys.futureMeetings(userId),
    queryFn: ({ signal }) =>
      bookingsApi.get<FutureMeetings>(`/member/${encodeURIComponent(userId)}/future-meetings`, { signal }),
  });
}

function useInvalidating<TInput, TResult>(
  fn: (input: TInput) => Promise<TResult>,
  keys: readonly (readonly string[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useInviteMember() {
  return useInvalidating(
    (body: InviteBody) => bookingsApi.post<Invitation>('/member/invite', body),
    [memberKeys.list],
  );
}

export function useResendInvitation() {
  return useInvalidating(
    (id: string) => bookingsApi.post<Invitation>(`/member/invite/${encodeURIComponent(id)}/resend`),
    [memberKeys.list],
  );
}

export function useRevokeInvitation() {
  return useInvalidating(
    (id: string) => bookingsApi.delete<void>(`/member/invite/${encodeURIComponent(id)}`),
    [memberKeys.list],
  );
}

export function useRemoveMember() {
  return useInvalidating(
    ({ userId, force }: { userId: string; force: boolean }) =>
      bookingsApi.delete<void>(`/member/${encodeURIComponent(userId)}`, {
        query: force ? { force: 'true' } : {},
      }),
    [memberKeys.list, memberKeys.roles, ['teams']],
  );
}

export function useChangeMemberRole() {
  return useInvalidating(
    ({ userId, roleId }: { userId: string; roleId: string }) =>
      bookingsApi.patch<Member>(`/member/${encodeURIComponent(userId)}/role`, { roleId }),
    [memberKeys.list, memberKeys.roles],
  );
}

export function useTransferOwnership() {
  return useInvalidating(
    (userId: string) => bookingsApi.post<void>('/member/transfer-ownership', { userId }),
    [memberKeys.list, memberKeys.roles, ['agent', 'info']],
  );
}

export function useCreateRole() {
  return useInvalidating(
    (body: RoleBody) => bookingsApi.post<WorkspaceRole>('/role', body),
    [memberKeys.roles],
  );
}

export function useUpdateRole() {
  return useInvalidating(
    ({ id, patch }: { id: string; patch: RolePatch }) =>
      bookingsApi.patch<WorkspaceRole>(`/role/${encodeURIComponent(id)}`, patch),
    [memberKeys.roles, memberKeys.list],
  );
}

export function useDeleteRole() {
  return useInvalidating(
    (id: string) => bookingsApi.delete<void>(`/role/${encodeURIComponent(id)}`),
    [memberKeys.roles],
  );
}
