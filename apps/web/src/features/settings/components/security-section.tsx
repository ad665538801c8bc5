import { ChangePasswordBodySchema } from '@kairos/core/accounts/profile-schema';
import { MIN_PASSWORD_LENGTH } from '@kairos/core/constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import { agentInfoQuery } from '../../session/queries';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { TextField } from '../../ui/components/text-field';
import { useChangePassword, useLogoutEverywhere } from '../queries';
import { EmailChangeForm } from './email-change-form';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Change the password (other sessions end) or the log-in email, and sign out of every device. */
export function SecuritySection() {
  const { agent } = useSuspenseQuery(agentInfoQuery).data;
  const change = useChangePassword();
  const t = useDashboardT();
  const logoutEverywhere = useLogoutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: ChangePasswordBodySchema,
    fields: FIELDS,
    codeFields: { CURRENT_PASSWORD_INVALID: 'currentPassword' },
    send: (body, { onError }) =>
      change.mutate(body, {
        onSuccess: () => {
          toast.success(t('settings.security.passwordChanged'));
          (document.getElementById('change-password-form') as HTMLFormElement | null)?.reset();
        },
        onError,
      }),
  });

  return (
    <div className="space-y-6">
      <form id="change-password-form" noValidate onSubmit={handleSubmit}>
        <FormSection
          title={t('settings.security.changePassword')}
          description={t('settings.security.changePasswordIntro')}
        >
          <FormAlert message={errors.form} />
          <TextField
            label={t('settings.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.fields.currentPassword}
            className="max-w-sm"
          />
          <TextField
            label={t('settings.security.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint={t('settings.security.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
            error={errors.fields.newPassword}
            className="max-w-sm"
          />
          <div className="flex justify-end">
            <Button type="submit" isLoading={change.isPending} loadingText={t('settings.security.changing')}>
              {t('settings.security.changePassword')}
            </Button>
          </div>
        </FormSection>
      </form>
      <EmailChangeForm currentEmail={agent.emailId} />
      <FormSection
        title={t('settings.security.signOutEverywhere')}
        description={t('settings.security.signOutEverywhereIntro')}
      >
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('settings.security.signOutEverywhere')}
          </Button>
        </div>
      </FormSection>
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('settings.security.signOutEverywhereQuestion')}
        message={t('settings.security.signOutEverywhereWarning')}
        confirmLabel={t('settings.security.signOutEverywhere')}
        isOpen={confirming}
        isPending={logoutEverywhere.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          logoutEverywhere.mutate(undefined, {
            onSuccess: () => window.location.assign('/login?redirect=BOOKINGS'),
            onError: (error) => {
              setConfirming(false);
              toast.error(error.message);
            },
          })
        }
      />
    </div>
  );
}
