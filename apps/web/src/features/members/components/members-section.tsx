import type { Invitation, Member } from '@kairos/core/accounts/member-schema';
import type { WorkspaceRole } from '@kairos/core/accounts/role-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useAgentPreferences } from '../../settings/use-agent-preferences';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { SelectField } from '../../ui/components/select-field';
import { Skeleton } from '../../ui/components/skeleton';
import {
  memberListQuery,
  roleListQuery,
  useChangeMemberRole,
  useResendInvitation,
  useRevokeInvitation,
  useTransferOwnership,
} from '../queries';
import { usePermission } from '../use-permission';
import { assignableRoles, InviteForm } from './invite-form';
import { MemberAvatar, memberName } from './member-avatar';
import { RemoveMemberDialog } from './remove-member-dialog';

interface MembersSectionProps {
  selfId: string;
  isOwner: boolean;
}

/** Who is in the workspace and who is invited: invite, resend, revoke, change roles, remove, transfer. */
export function MembersSection({ selfId, isOwner }: MembersSectionProps) {
  const t = useDashboardT();
  const members = useQuery(memberListQuery);
  const roles = useQuery(roleListQuery);
  const canInvite = usePermission('settings', 'create');
  const [removing, setRemoving] = useState<Member | null>(null);
  const [transferring, setTransferring] = useState<Member | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const transfer = useTransferOwnership();
  const revoke = useRevokeInvitation();

  if (members.isPending || roles.isPending) return <Skeleton className="h-72 w-full" />;
  if (members.isError || roles.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('members.loadFailed', { error: (members.error ?? roles.error)?.message ?? '' })}
      </p>
    );
  }
  const roleList = roles.data.roles;
  const { invitations } = members.data;

  return (
    <div className="space-y-6">
      {canInvite && (
        <FormSection title={t('members.invite.title')} description={t('members.invite.intro')}>
          <InviteForm roles={roleList} />
        </FormSection>
      )}

      <FormSection
        title={t('members.title')}
        description={t('members.count', { count: members.data.members.length })}
      >
        <ul
          aria-label={t('members.title')}
          className="-mx-4 -mb-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-6 sm:-mb-6"
        >
          {members.data.members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              roles={roleList}
              isSelf={member.userId === selfId}
              viewerIsOwner={isOwner}
              onRemove={() => setRemoving(member)}
              onTransfer={() => setTransferring(member)}
            />
          ))}
        </ul>
      </FormSection>

      {invitations.length > 0 && (
        <FormSection title={t('members.pending')}>
          <ul
            aria-label={t('members.pending')}
            className="-mx-4 -mb-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-6 sm:-mb-6"
          >
            {invitations.map((invitation) => (
              <InvitationRow
                key={invitation._id}
                invitation={invitation}
                onRevoke={() => setRevoking(invitation)}
              />
            ))}
          </ul>
        </FormSection>
      )}

      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('members.transfer.title')}
        message={transferring ? t('members.transfer.message', { name: memberName(transferring) }) : ''}
        confirmLabel={t('members.transfer.confirm')}
        isDestructive
        isOpen={transferring !== null}
        isPending={transfer.isPending}
        onCancel={() => setTransferring(null)}
        onConfirm={() =>
          transferring &&
          transfer.mutate(transferring.userId, {
            onSuccess: () => {
              toast.success(t('members.transfer.done', { name: memberName(transferring) }));
              setTransferring(null);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('members.revoke.title')}
        message={revoking ? t('members.revoke.message', { email: revoking.emailId }) : ''}
        confirmLabel={t('members.revoke.confirm')}
        isDestructive
        isOpen={revoking !== null}
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking._id, {
            onSuccess: () => {
              toast.success(t('members.revoke.done'));
              setRevoking(null);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}

interface MemberRowProps {
  member: Member;
  roles: readonly WorkspaceRole[];
  isSelf: boolean;
  viewerIsOwner: boolean;
  onRemove: () => void;
  onTransfer: () => void;
}

function MemberRow({ member, roles, isSelf, viewerIsOwner, onRemove, onTransfer }: MemberRowProps) {
  const t = useDashboardT();
  const canEdit = usePermission('settings', 'edit');
  const canDelete = usePermission('settings', 'delete');
  const changeRole = useChangeMemberRole();
  const name = memberName(member);
  const editable = canEdit && !member.isOwner && !isSelf;

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
      <MemberAvatar {...member} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
          <span className="truncate">{name}</span>
          {isSelf && <Badge>{t('members.you')}</Badge>}
          {member.isOwner && <Badge tone="brand">{t('members.owner')}</Badge>}
        </p>
        <p className="truncate text-sm text-gray-500">{member.emailId}</p>
      </div>
      <div className="flex w-full items-center gap-2 pl-13 sm:w-auto sm:pl-0">
        {editable ? (
          <SelectField
            label={t('members.roleOf', { name })}
            hideLabel
            fullWidth={false}
            value={member.role._id ?? ''}
            disabled={changeRole.isPending}
            onChange={(e) =>
              changeRole.mutate(
                { userId: member.userId, roleId: e.target.value },
                {
                  onSuccess: (saved) =>
                    toast.success(t('members.roleChanged', { name, role: saved.role.name })),
                  onError: (error) => toast.error(error.message),
                },
              )
            }
            options={assignableRoles(roles).map((role) => ({ value: role._id, label: role.name }))}
          />
        ) : (
          <span className="text-sm text-gray-700">{member.role.name}</span>
        )}
        <span className="flex-1 sm:hidden" />
        {viewerIsOwner && !member.isOwner && (
          <Button variant="ghost" onClick={onTransfer} className="!px-2.5">
            {t('members.makeOwner')}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
        {canDelete && !member.isOwner && !isSelf && (
          <Button variant="ghost" onClick={onRemove} className="!px-2.5 text-red-700 hover:bg-red-50">
            {t('members.remove')}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function InvitationRow({ invitation, onRevoke }: { invitation: Invitation; onRevoke: () => void }) {
  const t = useDashboardT();
  const canCreate = usePermission('settings', 'create');
  const canDelete = usePermission('settings', 'delete');
  const resend = useResendInvitation();
  const { formatDateTime } = useAgentPreferences();
  const expired = invitation.status === 'EXPIRED';
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
          <span className="truncate">{invitation.emailId}</span>
          <Badge tone={expired ? 'red' : 'amber'}>
            {t(expired ? 'members.invitation.expired' : 'members.invitation.pending')}
          </Badge>
        </p>
        <p className="text-sm text-gray-500">
          {t('members.invitation.line', {
            role: invitation.role.name,
            expired: expired ? 'yes' : 'no',
            at: formatDateTime(invitation.expiresAt),
          })}
        </p>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        {canCreate && (
          <Button
            variant="secondary"
            isLoading={resend.isPending}
            onClick={() =>
              resend.mutate(invitation._id, {
                onSuccess: () => toast.success(t('members.invitation.resent', { email: invitation.emailId })),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t('members.invitation.resend')}
            <span className="sr-only"> {t('members.invitation.to', { email: invitation.emailId })}</span>
          </Button>
        )}
        {canDelete && (
          <Button variant="ghost" onClick={onRevoke} className="text-red-700 hover:bg-red-50">
            {t('members.invitation.revoke')}
            <span className="sr-only"> {t('members.invitation.to', { email: invitation.emailId })}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
