import { ChangeEmailBodySchema } from '@kairos/core/accounts/password-reset-schema';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { userApi } from '../../api/clients';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { TextField } from '../../ui/components/text-field';

const FIELDS = ['newEmail', 'currentPassword'] as const;

/** A new log-in address: a link goes to it, and the account switches once it is opened. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const t = useDashboardT();
  const request = useMutation({
    mutationFn: (body: { newEmail: string; currentPassword: string }) =>
      userApi.post<void>('/email/change', body),
  });
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: ChangeEmailBodySchema,
    fields: FIELDS,
    codeFields: { CURRENT_PASSWORD_INVALID: 'currentPassword', EMAIL_TAKEN: 'newEmail' },
    send: (body, { onError }) =>
      request.mutate(body, {
        onSuccess: () => {
          toast.success(t('settings.email.linkSent', { email: body.newEmail }));
          (document.getElementById('change-email-form') as HTMLFormElement | null)?.reset();
        },
        onError,
      }),
  });
  return (
    <form id="change-email-form" noValidate onSubmit={handleSubmit}>
      <FormSection
        title={t('settings.email.title')}
        description={t('settings.email.intro', { email: currentEmail })}
      >
        <FormAlert message={errors.form} />
        <TextField
          label={t('settings.email.newEmail')}
          name="newEmail"
          type="email"
          autoComplete="email"
          error={errors.fields.newEmail}
          className="max-w-sm"
        />
        <TextField
          label={t('settings.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.fields.currentPassword}
          className="max-w-sm"
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={request.isPending} loadingText={t('settings.email.sending')}>
            {t('settings.email.send')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
