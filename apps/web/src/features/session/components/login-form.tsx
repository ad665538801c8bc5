import { LoginBodySchema } from '@kairos/core/accounts/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/components/button';
import { TextField } from '../../ui/components/text-field';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  focusFirstError,
  NO_FORM_ERRORS,
} from '../form-errors';
import { useLoginMutation } from '../queries';
import { FormAlert } from './form-alert';

const FIELDS = ['emailId', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLoginMutation();
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = LoginBodySchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const next = errorsFromValidation(parsed.error, FIELDS);
      setErrors(next);
      focusFirstError(form, FIELDS, next.fields);
      return;
    }
    setErrors(NO_FORM_ERRORS);
    login.mutate(parsed.data, {
      onSuccess,
      onError: (error) => {
        const next = errorsFromApi(error, FIELDS);
        setErrors(next);
        focusFirstError(form, FIELDS, next.fields);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <TextField
        label="Email"
        name="emailId"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@company.com"
        error={errors.fields.emailId}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.fields.password}
      />
      <Button type="submit" isLoading={login.isPending} loadingText="Logging in…" className="w-full">
        Log in
      </Button>
    </form>
  );
}
