import {
  ConfirmEmailBodySchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
} from '@kairos/core/accounts/password-reset-schema';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { userApi } from '../../api/clients';
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
  const send = useMutation({
    mutationFn: (body: { emailId: string }) => userApi.post<void>('/password/forgot', body),
  });
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: ForgotPasswordBodySchema,
    fields: ['emailId'] as const,
    send: (body, { onError }) => send.mutate(body, { onError }),
  });
  if (send.isSuccess) {
    return (
      <Done>
        If an account uses {send.variables.emailId}, an email with a link is on its way. The link works once,
        for one hour.
      </Done>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <EmailField label="Email" error={errors.fields.emailId} />
      <Button type="submit" isLoading={send.isPending} loadingText="Sending…" className="w-full">
        Send the link
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
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
        <Done>Your password is changed. Log in with the new one.</Done>
        <Link to="/login" className={buttonClassName('primary', 'w-full')}>
          Log in
        </Link>
      </div>
    );
  }
  if (!token) {
    return (
      <FormAlert message="This link is incomplete. Ask for a new one from the log-in page (Forgot your password?)." />
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <input type="hidden" name="token" value={token} />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.fields.password}
      />
      <Button type="submit" isLoading={reset.isPending} loadingText="Saving…" className="w-full">
        Save the new password
      </Button>
    </form>
  );
}

export function ConfirmEmail({ token }: { token: string }) {
  const confirm = useMutation({
    mutationFn: (body: { token: string }) => userApi.post<{ emailId: string }>('/email/confirm', body),
  });
  const { mutate } = confirm;
  useEffect(() => {
    const parsed = ConfirmEmailBodySchema.safeParse({ token });
    if (parsed.success) mutate(parsed.data);
  }, [token, mutate]);
  if (!token)
    return <FormAlert message="This link is incomplete. Ask for a new one from Settings, Security." />;
  if (confirm.isError) return <FormAlert message={confirm.error.message} />;
  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <Done>Your account now uses {confirm.data.emailId}.</Done>
        <Link to="/login" className={buttonClassName('primary', 'w-full')}>
          Log in
        </Link>
      </div>
    );
  }
  return <p className="text-sm text-gray-600">Confirming…</p>;
}
