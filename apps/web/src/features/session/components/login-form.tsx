import { LoginBodySchema } from '@kairos/core/accounts/schemas';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { EmailField, TextField } from '../../ui/components/text-field';
import { useLoginMutation } from '../queries';
import { useCheckedSubmit } from '../use-checked-submit';
import { FormAlert } from './form-alert';

const FIELDS = ['emailId', 'password'] as const;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useDashboardT();
  const login = useLoginMutation();
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: LoginBodySchema,
    fields: FIELDS,
    send: (body, { onError }) => login.mutate(body, { onSuccess, onError }),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <EmailField label={t('auth.email')} error={errors.fields.emailId} />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.fields.password}
      />
      <Button type="submit" isLoading={login.isPending} loadingText={t('auth.loggingIn')} className="w-full">
        {t('auth.logIn')}
      </Button>
    </form>
  );
}
