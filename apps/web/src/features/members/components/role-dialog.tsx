import { RoleBodySchema, type WorkspaceRole } from '@kairos/core/accounts/role-schema';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { TextField } from '../../ui/components/text-field';
import { normalizePermissions, type Permissions, viewOnlyPermissions } from '../permission-matrix';
import { useCreateRole, useUpdateRole } from '../queries';
import { PermissionGrid } from './permission-grid';

interface RoleDialogProps {
  /** The role to edit or look at; null for a new one. */
  role: WorkspaceRole | null;
  isOpen: boolean;
  onClose: () => void;
  /** False when the viewer's role may not change roles: everything is shown read-only. */
  canEdit?: boolean;
}

/** Creates or edits a custom role; shows a built-in one read-only. */
export function RoleDialog({ role, isOpen, onClose, canEdit = true }: RoleDialogProps) {
  const t = useDashboardT();
  const readOnly = role?.builtIn != null || (role !== null && !canEdit);
  return (
    <ModalDialog
      title={
        role
          ? readOnly
            ? role.name
            : t('members.role.editTitle', { name: role.name })
          : t('members.roles.new')
      }
      description={role?.builtIn != null ? t('members.role.builtInNote') : undefined}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
    >
      {isOpen && <RoleForm key={role?._id ?? 'new'} role={role} readOnly={readOnly} onClose={onClose} />}
    </ModalDialog>
  );
}

function RoleForm({
  role,
  readOnly,
  onClose,
}: {
  role: WorkspaceRole | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useDashboardT();
  const create = useCreateRole();
  const update = useUpdateRole();
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<Permissions>(() =>
    role ? normalizePermissions(role.permissions) : viewOnlyPermissions(),
  );
  const [error, setError] = useState<string | undefined>();
  const pending = create.isPending || update.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RoleBodySchema.safeParse({ name, permissions });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const callbacks = {
      onSuccess: () => {
        toast.success(t(role ? 'members.role.saved' : 'members.role.created'));
        onClose();
      },
      onError: (err: Error) => {
        if (isApiError(err) && err.code === 'CONFLICT') setError(t('members.role.nameTaken'));
        else toast.error(err.message);
      },
    };
    if (role) update.mutate({ id: role._id, patch: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {!readOnly && (
        <TextField
          label={t('members.role.name')}
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
          maxLength={60}
          placeholder={t('members.role.namePlaceholder')}
        />
      )}
      <PermissionGrid value={permissions} onChange={setPermissions} readOnly={readOnly} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t(readOnly ? 'members.role.close' : 'members.role.cancel')}
        </Button>
        {!readOnly && (
          <Button type="submit" isLoading={pending} loadingText={t('members.role.saving')}>
            {t(role ? 'members.role.save' : 'members.role.create')}
          </Button>
        )}
      </div>
    </form>
  );
}
