import { InviteBodySchema } from '@kairos/core/accounts/member-schema';
import type { WorkspaceRole } from '@kairos/core/accounts/role-schema';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  NO_FORM_ERRORS,
} from '../../session/form-errors';
import { openUpgradeOnPlanLimit } from '../../settings/plan-limit';
import { Button } from '../../ui/components/button';
import { SelectField } from '../../ui/components/select-field';
import { EmailField } from '../../ui/components/text-field';
import { useInviteMember } from '../queries';

const FIELDS = ['emailId', 'roleId'] as const;
type Field = (typeof FIELDS)[number];

/** Roles a member can be invited with: every one except Owner (ownership is transferred). */
export function assignableRoles(roles: readonly WorkspaceRole[]): WorkspaceRole[] {
  return roles.filter((role) => role.builtIn !== 'OWNER');
}

/** Email and role; sends the invitation, or opens the upgrade dialog when the seats are used up. */
export function InviteForm({ roles }: { roles: readonly WorkspaceRole[] }) {
  const t = useDashboardT();
  const invite = useInviteMember();
  const choices = assignableRoles(roles);
  const defaultRole = choices.find((r) => r.builtIn === 'MEMBER') ?? choices[0];
  const [emailId, setEmailId] = useState('');
  const [roleId, setRoleId] = useState(defaultRole?._id ?? '');
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = InviteBodySchema.safeParse({ emailId, roleId: roleId || defaultRole?._id });
    if (!parsed.success) {
      setErrors(errorsFromValidation(parsed.error, FIELDS));
      return;
    }
    setErrors(NO_FORM_ERRORS);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        toast.success(t('members.invite.sent', { email: sent.emailId }));
        setEmailId('');
      },
      onError: (error) => {
        if (openUpgradeOnPlanLimit(error, t('members.invite.moreSeats'))) return;
        setErrors(errorsFromApi(error, FIELDS, { CONFLICT: 'emailId' }));
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t('members.invite.formLabel')}>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <EmailField
          label={t('members.invite.email')}
          autoComplete="off"
          placeholder={t('members.invite.emailPlaceholder')}
          value={emailId}
          onChange={(e) => setEmailId(e.target.value)}
          error={errors.fields.emailId}
        />
        <SelectField
          label={t('members.invite.role')}
          name="roleId"
          value={roleId || defaultRole?._id || ''}
          onChange={(e) => setRoleId(e.target.value)}
          options={choices.map((role) => ({ value: role._id, label: role.name }))}
          error={errors.fields.roleId}
        />
        <Button
          type="submit"
          isLoading={invite.isPending}
          loadingText={t('members.invite.sending')}
          className="sm:mt-7"
        >
          {t('members.invite.send')}
        </Button>
      </div>
      {errors.form && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errors.form}
        </p>
      )}
    </form>
  );
}
