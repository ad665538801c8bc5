import { SignupBodySchema } from '@kairos/core/accounts/schemas';
import { MIN_PASSWORD_LENGTH } from '@kairos/core/constants';
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
import { useSignupMutation } from '../queries';
import { FormAlert } from './form-alert';

const FIELDS = ['firstName', 'lastName', 'emailId', 'password', 'companyName'] as const;
type Field = (typeof FIELDS)[number];

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const signup = useSignupMutation();
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = SignupBodySchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const next = errorsFromValidation(parsed.error, FIELDS);
      setErrors(next);
      focusFirstError(form, FIELDS, next.fields);
      return;
    }
    setErrors(NO_FORM_ERRORS);
    signup.mutate(parsed.data, {
      onSuccess,
      onError: (error) => {
        const next = errorsFromApi(error, FIELDS, { EMAIL_TAKEN: 'emailId' });
        setErrors(next);
        focusFirstError(form, FIELDS, next.fields);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          error={errors.fields.firstName}
        />
        <TextField
          label="Last name (optional)"
          name="lastName"
          autoComplete="family-name"
          error={errors.fields.lastName}
        />
      </div>
      <TextField
        label="Work email"
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
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.fields.password}
      />
      <TextField
        label="Company name"
        name="companyName"
        autoComplete="organization"
        error={errors.fields.companyName}
      />
      <Button type="submit" isLoading={signup.isPending} loadingText="Creating account…" className="w-full">
        Create account
      </Button>
    </form>
  );
}
