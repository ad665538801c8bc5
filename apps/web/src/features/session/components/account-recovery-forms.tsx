import {
  ConfirmEmailBodySchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
} from '@kairos/core/accounts/password-reset-schema';
import { MIN_PASSWORD_LENGTH } from '@kairos/core/constants';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { userApi } from '../../api/clients';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button, buttonClassName } from '../../ui/components/button';
import { EmailField, TextField } from '../../ui/components/text-field';
import { useCheckedSubmit } from '../use-checked-submit';
import { FormAlert } from './form-alert';

function Done({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-900"
    >
      {children}
    </div>
  );
}

export function ForgotPasswordForm() {
  const t = useDashboardT();
  const send = useMutation({
    mutationFn: (body: { emailId: string }) => userApi.post<void>('/password/forgot', body),
  });
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: ForgotPasswordBodySchema,
    fields: ['emailId'] as const,
    send: (body, { onError }) => send.mutate(body, { onError }),
  });
  if (send.isSuccess) {
    return <Done>{t('auth.forgot.sent', { email: send.variables.emailId })}</Done>;
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <EmailField label={t('auth.email')} error={errors.fields.emailId} />
      <Button
        type="submit"
        isLoading={send.isPending}
        loadingText={t('auth.forgot.submitting')}
        className="w-full"
      >
        {t('auth.forgot.submit')}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useDashboardT();
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) => userApi.post<void>('/password/reset', body),
  });
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: ResetPasswordBodySchema,
    fields: ['password'] as const,
    send: (body, { onError }) => reset.mutate(body, { onError }),
  });
  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Done>{t('auth.reset.done')}</Done>
        <Link to="/login" className={buttonClassName('primary', 'w-full')}>
          {t('auth.logIn')}
        </Link>
      </div>
    );
  }
  if (!token) {
    return <FormAlert message={t('auth.reset.incomplete')} />;
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <input type="hidden" name="token" value={token} />
      <TextField
        label={t('auth.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        error={errors.fields.password}
      />
      <Button
        type="submit"
        isLoading={reset.isPending}
        loadingText={t('auth.reset.submitting')}
        className="w-full"
      >
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}

export function ConfirmEmail({ token }: { token: string }) {
  const t = useDashboardT();
  const confirm = useMutation({
    mutationFn: (body: { token: string }) => userApi.post<{ emailId: string }>('/email/confirm', body),
  });
  const { mutate } = confirm;
  useEffect(() => {
    const parsed = ConfirmEmailBodySchema.safeParse({ token });
    if (parsed.success) mutate(parsed.data);
  }, [token, mutate]);
  if (!token) return <FormAlert message={t('auth.confirm.incomplete')} />;
  if (confirm.isError) return <FormAlert message={confirm.error.message} />;
  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <Done>{t('auth.confirm.done', { email: confirm.data.emailId })}</Done>
        <Link to="/login" className={buttonClassName('primary', 'w-full')}>
          {t('auth.logIn')}
        </Link>
      </div>
    );
  }
  return <p className="text-sm text-gray-600">{t('auth.confirm.pending')}</p>;
}
