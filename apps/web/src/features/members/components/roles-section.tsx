import type { WorkspaceRole } from '@kairos/core/accounts/role-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { PlusIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { countPermissions, PERMISSION_TOTAL } from '../permission-matrix';
import { roleListQuery, useDeleteRole } from '../queries';
import { usePermission } from '../use-permission';
import { RoleDialog } from './role-dialog';

const BUILT_IN_KEYS = {
  OWNER: 'members.roles.builtIn',
  ADMIN: 'members.roles.builtIn',
  MEMBER: 'members.roles.default',
} as const satisfies Record<string, DashboardKey>;

/** The workspace's roles; custom ones are made, changed and deleted here. */
export function RolesSection() {
  const t = useDashboardT();
  const roles = useQuery(roleListQuery);
  const canCreate = usePermission('settings', 'create');
  const canEdit = usePermission('settings', 'edit');
  const canDelete = usePermission('settings', 'delete');
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ role: WorkspaceRole | null } | null>(null);
  const [deleting, setDeleting] = useState<WorkspaceRole | null>(null);

  return (
    <FormSection
      title={t('members.roles.title')}
      description={t('members.roles.intro')}
      action={
        canCreate && (
          <Button onClick={() => setEditing({ role: null })}>
            <PlusIcon className="size-4" />
            {t('members.roles.new')}
          </Button>
        )
      }
    >
      {roles.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : roles.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('members.roles.loadFailed', { error: roles.error.message })}
        </p>
      ) : (
        <ul
          aria-label={t('members.roles.title')}
          className="-mx-4 -mb-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-6 sm:-mb-6"
        >
          {roles.data.roles.map((role) => (
            <li key={role._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                  {role.name}
                  {role.builtIn && <Badge>{t(BUILT_IN_KEYS[role.builtIn])}</Badge>}
                </p>
                <p className="text-sm text-gray-500">
                  {t('members.roles.summary', {
                    everything: role.isSuperAdminRole ? 'yes' : 'no',
                    granted: countPermissions(role.permissions),
                    total: PERMISSION_TOTAL,
                    members: role.memberCount,
                  })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setEditing({ role })}>
                  {t(role.builtIn || !canEdit ? 'members.roles.view' : 'members.roles.edit')}
                  <span className="sr-only"> {role.name}</span>
                </Button>
                {canDelete && !role.builtIn && (
                  <Button
                    variant="ghost"
                    onClick={() => setDeleting(role)}
                    className="text-red-700 hover:bg-red-50"
                  >
                    {t('members.roles.delete')}
                    <span className="sr-only"> {role.name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <RoleDialog
        role={editing?.role ?? null}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        canEdit={canEdit}
      />
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('members.roles.deleteTitle')}
        message={
          deleting && deleting.memberCount > 0
            ? t('members.roles.deleteInUse', { count: deleting.memberCount })
            : t('members.roles.deleteUnused')
        }
        confirmLabel={t('members.roles.deleteConfirm')}
        isDestructive
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(t('members.roles.deleted'));
              setDeleting(null);
            },
            onError: (error) => {
              setDeleting(null);
              toast.error(error.message);
            },
          })
        }
      />
    </FormSection>
  );
}
