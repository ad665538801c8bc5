import { SignupBodySchema } from '@kairos/core/accounts/schemas';
import { MIN_PASSWORD_LENGTH } from '@kairos/core/constants';
import { Button } from '../../ui/components/button';
import { EmailField, TextField } from '../../ui/components/text-field';
import { useSignupMutation } from '../queries';
import { useCheckedSubmit } from '../use-checked-submit';
import { FormAlert } from './form-alert';
import { NameFields } from './name-fields';

const FIELDS = ['firstName', 'lastName', 'emailId', 'password', 'companyName'] as const;

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const signup = useSignupMutation();
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: SignupBodySchema,
    fields: FIELDS,
    send: (body, { onError }) => signup.mutate(body, { onSuccess, onError }),
    codeFields: { EMAIL_TAKEN: 'emailId' },
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <NameFields errors={errors.fields} />
      <EmailField label="Work email" error={errors.fields.emailId} />
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
